// Where uploaded files live: a local folder by default (STORAGE_URL=file:…).
import fs from 'node:fs/promises';
import path from 'node:path';
import type { StorageConfig } from '../config.js';

export type Storage = {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
};

const KEY = /^[a-z0-9-]+\/[A-Za-z0-9._-]+$/;

function checkKey(key: string): string {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`invalid storage key: ${key}`);
  return key;
}

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
  };
}

export function createStorage(config: StorageConfig): Storage {
  return fileStorage(config.dir);
}
