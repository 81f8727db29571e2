// The storage folder's keys: nested folders are fine, nothing may climb out of the root.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkKey } from './storage-contract.js';
import { fileStorage } from './storage.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'utsav-storage-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the storage folder', () => {
  it('stores, reads and removes a file under a nested key', async () => {
    const storage = fileStorage(path.join(root, 'files'));
    await storage.put('selfies/user-1/0a1b2c.jpg', Buffer.from('photo'));
    expect(fs.readFileSync(path.join(root, 'files/selfies/user-1/0a1b2c.jpg'), 'utf8')).toBe(
      'photo',
    );
    expect((await storage.get('selfies/user-1/0a1b2c.jpg'))?.toString()).toBe('photo');
    await storage.remove('selfies/user-1/0a1b2c.jpg');
    expect(await storage.get('selfies/user-1/0a1b2c.jpg')).toBeNull();
  });

  it.each([
    '../x.jpg',
    'selfies/../x.jpg',
    'selfies/a/../../x.jpg',
    'selfies/./x.jpg',
    'selfies/.hidden',
    'selfies//x.jpg',
    'selfies/x.jpg/',
    '/selfies/x.jpg',
    'selfies\\x.jpg',
    'selfies',
    'Selfies/x.jpg',
  ])('refuses the key %j', (key) => {
    expect(() => checkKey(key)).toThrow('invalid storage key');
  });

  it.each(['selfies/uidAsha01.jpg', 'selfies/1f0c-9a/0123abcd.jpg'])(
    'accepts the key %j',
    (key) => {
      expect(checkKey(key)).toBe(key);
    },
  );
});
