// Where uploaded files live: a local folder by default (STORAGE_URL=file:…), or an S3 bucket
// shared by every instance (STORAGE_URL=s3://…).
import fs from 'node:fs/promises';
import path from 'node:path';
import type { StorageConfig } from '../config.js';
import { checkKey, type Storage } from './storage-contract.js';

export function fileStorage(dir: string): Storage {
  const file = (key: string) => path.join(dir, checkKey(key));
  return {
    async put(key, data) {
      const target = file(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Write then rename: a reader never sees half a file, a crash never leaves one.
      const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
      await fs.writeFile(temporary, data);
      await fs.rename(temporary, target);
    },
    async get(key) {
      try {
        return await fs.readFile(file(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await fs.rm(file(key), { force: true });
    },
    async close() {},
  };
}

export async function createStorage(config: StorageConfig): Promise<Storage> {
  if (config.kind === 'file') return fileStorage(config.dir);
  // The AWS SDK is loaded only by deployments that use it.
  const { s3Storage } = await import('./s3-storage.js');
  return s3Storage(config);
}
