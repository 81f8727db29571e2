// Where uploaded and seeded files are kept (a folder, or an S3 bucket), and the worker threads that
// read organisers' files.
import { createFileReaders, type FileReaders } from '../files/file-readers.js';
import type { Storage } from '../storage/storage-contract.js';
import { createStorage } from '../storage/storage.js';
import { appPlugin } from './app-plugin.js';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
    /** Reads organisers' files in a worker thread, within a time and memory ceiling. */
    fileReaders: FileReaders;
  }
}

export const storage = appPlugin('storage', async (app) => {
  const files = await createStorage(app.config.storage);
  app.addHook('onClose', () => files.close());
  app.decorate('storage', files);
  const fileReaders = createFileReaders();
  app.addHook('onClose', () => fileReaders.close());
  app.decorate('fileReaders', fileReaders);
});
