// GET /api/admin/setup/export: the event's setup as one .zip; POST /api/admin/setup/import: a setup
// file from another server (or last year's event), previewed with ?dryRun=1, then applied.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import { DryRunQuery } from '../../../common/dry-run.js';
import { SetupImportReport } from '../../../common/setup-api.js';
import { SETUP_FILE_MAX_BYTES } from '../../../common/setup-file.js';
import { actorOf, publishEvents } from '../../changes/run-change.js';
import { AppError } from '../../errors.js';
import { acceptUploads } from '../../files/upload-scope.js';
import type { ZodTypeProvider } from '../../route-schemas.js';
import { exportSetup } from './setup-export.js';
import { importSetup } from './setup-import.js';
import { readSite } from './site-store.js';

const ZIP_TYPES = ['application/zip', 'application/x-zip-compressed'];

/** Copies the request to a file, refusing it as soon as it passes the limit. */
async function receive(source: Readable, target: string): Promise<void> {
  let received = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      if (received > SETUP_FILE_MAX_BYTES) done(new AppError('setup_file_too_large'));
      else done(null, chunk);
    },
  });
  await pipeline(source, limit, fs.createWriteStream(target, { flags: 'wx' }));
}

export async function setupFileRoutes(plain: FastifyInstance): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  // Streamed: receive() counts its bytes as they come.
  await acceptUploads(app, {
    streamed: ZIP_TYPES,
    notAccepted: () => new AppError('setup_file_not_supported'),
  });

  app.get('/api/admin/setup/export', async (_request, reply) => {
    const site = await readSite(app.db);
    if (!site) throw new AppError('not_found');
    const day = new Date(app.clock.now()).toISOString().slice(0, 10);
    reply
      .type('application/zip')
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="utsav-setup-${day}.zip"`);
    return reply.send(await exportSetup(app.db, app.storage, site));
  });

  // The file is the body, streamed: the handler reads it once the type and size are checked.
  const importSchema = { querystring: DryRunQuery, response: { 200: SetupImportReport } };
  app.post('/api/admin/setup/import', { schema: importSchema }, async (request) => {
    const { dryRun } = request.query;
    if (!ZIP_TYPES.includes(request.headers['content-type'] ?? ''))
      throw new AppError('setup_file_not_supported');
    if (Number(request.headers['content-length'] ?? 0) > SETUP_FILE_MAX_BYTES)
      throw new AppError('setup_file_too_large');
    const file = path.join(os.tmpdir(), `utsav-setup-${randomUUID()}.zip`);
    try {
      await receive(request.body as Readable, file);
      const report = await importSetup(
        file,
        {
          db: app.db,
          storage: app.storage,
          readers: app.fileReaders,
          actor: actorOf(app, request),
        },
        dryRun,
      );
      if (!dryRun) await publishEvents(app, [{ type: 'site' }, { type: 'quizzes' }]);
      return report;
    } finally {
      await fs.promises.rm(file, { force: true });
    }
  });
}
