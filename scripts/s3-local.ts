// Runs a local S3-compatible server until stopped, for journeys and for trying STORAGE_URL=s3://…
//   tsx scripts/s3-local.ts [port] [directory]   (bucket "utsav", keys S3RVER / S3RVER)
import { startS3Server } from '../server/test/s3-server.js';

const port = Number(process.argv[2] ?? 4569);
const directory = process.argv[3];
const s3 = await startS3Server({ bucket: 'utsav', port, ...(directory ? { directory } : {}) });
process.stdout.write(`S3 at ${s3.endpoint}, bucket ${s3.bucket}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void s3.close().then(() => process.exit(0)));
}
