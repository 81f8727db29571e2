// The baseline: a bare Fastify route returning a constant, the fastest this machine answers HTTP.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ ok: true }));
await app.listen({ host: '127.0.0.1', port: Number(process.argv[2] ?? 0) });
process.stdout.write('Server listening\n');
