// Starts the server from the environment and shuts it down gracefully on SIGTERM/SIGINT.
import closeWithGrace from 'close-with-grace';
import { createServer } from './app.js';
import { ConfigError, loadConfig } from './config.js';

function describeStartupError(error: unknown, databaseUrl: string | undefined): string {
  if (error instanceof ConfigError) return error.message;
  const err = error as NodeJS.ErrnoException;
  if (
    err.code === 'ECONNREFUSED' ||
    err.code === 'ENOTFOUND' ||
    err.code === '28P01' ||
    err.code === '3D000'
  ) {
    const shown = (databaseUrl ?? '').replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
    return `DATABASE_URL: cannot connect to ${shown} (${err.message || err.code})`;
  }
  if (err.code === 'SQLITE_CANTOPEN' || err.code === 'SQLITE_NOTADB' || err.code === 'EACCES') {
    return `DATABASE_URL: cannot open the SQLite file (${err.message})`;
  }
  return `start-up failed: ${err.message}`;
}

async function main(): Promise<void> {
  let app;
  try {
    const config = loadConfig(process.env);
    app = await createServer(config);
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    process.stderr.write(`utsav: ${describeStartupError(error, process.env.DATABASE_URL)}\n`);
    process.exit(1);
  }

  const server = app;
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) server.log.error({ err }, 'shutting down after an error');
    else server.log.info({ signal }, 'shutting down');
    server.draining = true;
    await server.close();
  });
}

await main();
