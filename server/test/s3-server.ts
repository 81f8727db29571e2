// A local S3-compatible server (s3rver) with one bucket, for the object-storage tests and journeys.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver accepts exactly these keys. */
const S3_TEST_KEYS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

export type LocalS3 = {
  endpoint: string;
  bucket: string;
  /** The variables that point the server at this bucket under a prefix. */
  env(prefix: string): Record<string, string>;
  close(): Promise<void>;
};

export async function startS3Server(
  options: { bucket?: string; port?: number; directory?: string } = {},
): Promise<LocalS3> {
  const bucket = options.bucket ?? 'utsav-test';
  const ownDirectory = !options.directory;
  const directory = options.directory ?? fs.mkdtempSync(path.join(os.tmpdir(), 'utsav-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: (prefix) => ({
      STORAGE_URL: `s3://${bucket}/${prefix}`,
      AWS_ENDPOINT_URL_S3: endpoint,
      AWS_REGION: 'ap-south-1',
      ...S3_TEST_KEYS,
    }),
    close: async () => {
      await server.close();
      if (ownDirectory) fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
