import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { sendProfile } from '../test/profiles.js';
import { startS3Server, type LocalS3 } from '../test/s3-server.js';
import { photoContentDir } from '../test/content.js';
import { signInTestUser } from '../test/sessions.js';
import { startTestServer } from '../test/test-server.js';
import type { Storage } from './storage-contract.js';
import { createStorage } from './storage.js';

let s3: LocalS3;
let storage: Storage;

beforeAll(async () => {
  s3 = await startS3Server();
  storage = await createStorage(loadConfig(s3.env('event/2026')).storage);
});
afterAll(async () => {
  await storage.close();
  await s3.close();
});

describe('S3 storage against a local S3-compatible server', () => {
  it('stores a file under the prefix and reads the same bytes back', async () => {
    const data = Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x10, 0x80, 0xff, 0xd9]);
    await storage.put('selfies/a.jpg', data);
    expect(await storage.get('selfies/a.jpg')).toEqual(data);
    // The prefix keeps this event's files apart from anything else in the bucket.
    const other = await createStorage(loadConfig(s3.env('event/2025')).storage);
    expect(await other.get('selfies/a.jpg')).toBeNull();
    await other.close();
  });

  it('replaces a file put again under the same key', async () => {
    await storage.put('selfies/b.jpg', Buffer.from('first'));
    await storage.put('selfies/b.jpg', Buffer.from('second'));
    expect((await storage.get('selfies/b.jpg'))?.toString()).toBe('second');
  });

  it('answers null for a missing object and removes without error', async () => {
    expect(await storage.get('selfies/never-stored.jpg')).toBeNull();
    await storage.put('selfies/c.jpg', Buffer.from('x'));
    await storage.remove('selfies/c.jpg');
    expect(await storage.get('selfies/c.jpg')).toBeNull();
    await expect(storage.remove('selfies/c.jpg')).resolves.toBeUndefined();
  });

  it('streams a local file into the bucket and reads it back whole, or a range of it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'utsav-s3-file-'));
    try {
      const data = Buffer.from(Array.from({ length: 300_000 }, (_, i) => i % 251));
      const source = path.join(dir, 'clip.mp4');
      fs.writeFileSync(source, data);
      await storage.putFile('media/clip.mp4', source);
      expect(await storage.stat('media/clip.mp4')).toEqual({ size: data.length });

      const whole = await storage.read('media/clip.mp4');
      expect(whole?.size).toBe(data.length);
      expect(await buffer(whole!.body)).toEqual(data);
      const part = await storage.read('media/clip.mp4', { start: 2, end: 5 });
      expect(part?.size).toBe(data.length);
      expect(await buffer(part!.body)).toEqual(data.subarray(2, 6));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers null for the size and the bytes of a missing object', async () => {
    expect(await storage.stat('media/never-stored.mp4')).toBeNull();
    expect(await storage.read('media/never-stored.mp4')).toBeNull();
    expect(await storage.read('media/never-stored.mp4', { start: 0, end: 1 })).toBeNull();
  });

  it('refuses keys that could leave the storage root', async () => {
    await expect(storage.put('../secrets/x.jpg', Buffer.from('x'))).rejects.toThrow(
      'invalid storage key',
    );
    await expect(storage.get('selfies/../../x')).rejects.toThrow('invalid storage key');
  });

  it('stops start-up with one line naming STORAGE_URL when the bucket does not exist', async () => {
    const config = loadConfig({ ...s3.env('x'), STORAGE_URL: 's3://no-such-bucket/x' });
    await expect(createStorage(config.storage)).rejects.toThrow(
      /^STORAGE_URL: cannot reach the bucket s3:\/\/no-such-bucket \(NotFound, HTTP 404\)$/,
    );
  });
});

describe('a profile photo with STORAGE_URL=s3://…', () => {
  it('is uploaded to the bucket and served back to its owner only', async () => {
    const server = await startTestServer({
      env: { ...s3.env('journey'), CONTENT_DIR: photoContentDir() },
    });
    try {
      const cookies = (await signInTestUser(server.app, '9811100001')).cookies;
      const photo = await sharp({
        create: { width: 1600, height: 1200, channels: 3, background: '#c0392b' },
      })
        .jpeg()
        .toBuffer();
      const saved = await sendProfile(
        server.app,
        cookies,
        { employeeId: 'EMP1001', name: 'Bucket Person', gender: 'male', team: 'bhopal' },
        photo,
      );
      expect(saved.statusCode).toBe(200);
      const { selfieUrl } = saved.json<{ selfieUrl: string }>();
      const { uid } = (await server.app.inject({ url: '/api/me', cookies })).json<{
        uid: string;
      }>();

      // The file is in the bucket, not on this machine's disk.
      const { selfie_key: key } = await server.app.db
        .selectFrom('profiles')
        .select('selfie_key')
        .where('user_id', '=', uid)
        .executeTakeFirstOrThrow();
      expect(key).toMatch(new RegExp(`^selfies/${uid}/[0-9a-f]{32}\\.jpg$`));
      const inBucket = await createStorage(loadConfig(s3.env('journey')).storage);
      const stored = await inBucket.get(key!);
      await inBucket.close();
      expect(stored).not.toBeNull();
      expect((await sharp(stored!).metadata()).width).toBe(1024);

      const served = await server.app.inject({ url: selfieUrl, cookies });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.rawPayload).toEqual(stored);
      const stranger = (await signInTestUser(server.app, '9811100002')).cookies;
      expect((await server.app.inject({ url: selfieUrl, cookies: stranger })).statusCode).toBe(403);
    } finally {
      await server.close();
    }
  });
});
