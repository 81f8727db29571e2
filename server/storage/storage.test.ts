// The storage folder's keys: nested folders are fine, nothing may climb out of the root.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
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

  it('stores a local file by copying it, leaving no temporary file beside it', async () => {
    const storage = fileStorage(path.join(root, 'copied'));
    const source = path.join(root, 'source.mp4');
    fs.writeFileSync(source, '0123456789');
    await storage.putFile('media/a.mp4', source);
    expect(fs.readdirSync(path.join(root, 'copied/media'))).toEqual(['a.mp4']);
    expect(fs.readFileSync(path.join(root, 'copied/media/a.mp4'), 'utf8')).toBe('0123456789');
    expect(fs.existsSync(source)).toBe(true);
  });

  it('leaves nothing under the key when the file to store cannot be read', async () => {
    const storage = fileStorage(path.join(root, 'failed'));
    await expect(storage.putFile('media/b.mp4', path.join(root, 'no-such-file'))).rejects.toThrow(
      'ENOENT',
    );
    expect(fs.readdirSync(path.join(root, 'failed/media'))).toEqual([]);
  });

  it("tells a stored file's size, and null for a missing one", async () => {
    const storage = fileStorage(path.join(root, 'sized'));
    await storage.put('media/c.webm', Buffer.from('abcdef'));
    expect(await storage.stat('media/c.webm')).toEqual({ size: 6 });
    expect(await storage.stat('media/never.webm')).toBeNull();
  });

  it('reads a stored file whole or a range of it, with the whole size', async () => {
    const storage = fileStorage(path.join(root, 'read'));
    await storage.put('media/d.mp4', Buffer.from('0123456789'));
    const whole = await storage.read('media/d.mp4');
    expect(whole?.size).toBe(10);
    expect(await text(whole!.body)).toBe('0123456789');
    const part = await storage.read('media/d.mp4', { start: 2, end: 5 });
    expect(part?.size).toBe(10);
    expect(await text(part!.body)).toBe('2345');
    expect(await storage.read('media/never.mp4')).toBeNull();
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
