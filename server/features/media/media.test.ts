// The event's images and videos: checked by content, re-encoded or refused, stored under names made
// from their bytes with nothing left behind on failure, and served with ranges and for good.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../storage/storage-contract.js';
import { storedFiles } from '../../test/stored-files.js';
import { startTestServer, testDatabaseKind, type TestServer } from '../../test/test-server.js';
import { ingestImage, storeTrustedImage } from './images.js';
import { VIDEO_MAX_BYTES } from '../../../common/upload-limits.js';
import { ingestVideo, storeTrustedVideo } from './videos.js';

let server: TestServer;
let storage: Storage;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'utsav-media-test-'));

beforeAll(async () => {
  server = await startTestServer();
  storage = server.app.storage;
});
afterAll(async () => {
  await server.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

function stored(file: string): Buffer {
  return fs.readFileSync(path.join((server.config.storage as { dir: string }).dir, 'media', file));
}

/** The temporary files a video upload makes while it is checked. */
function videoTemporaries(): string[] {
  // This process's own: test files running beside this one upload videos too.
  return fs
    .readdirSync(os.tmpdir())
    .filter((name) => name.startsWith(`utsav-video-${process.pid}-`));
}

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

function isWebp(bytes: Buffer): boolean {
  return (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  );
}

/** The start of an MP4 (its first box is `ftyp`), then `length` bytes that differ per call. */
let nextClip = 0;
function mp4(length = 64): Buffer {
  const head = Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypisom')]);
  const body = Buffer.alloc(length, (nextClip += 1) % 256);
  body.writeUInt32BE(nextClip, 0);
  return Buffer.concat([head, body]);
}

/** A stream of chunks, counting how many the reader took. */
function chunks(parts: Buffer[], failWith?: Error) {
  const counter = { read: 0 };
  const stream = Readable.from(
    (function* () {
      for (const part of parts) {
        counter.read += 1;
        yield part;
      }
      if (failWith) throw failWith;
    })(),
  );
  return { stream, counter };
}

describe('an uploaded image', () => {
  it('is re-encoded as WebP, 1280 and 640 wide, upright and without its EXIF', async () => {
    const photo = await sharp({
      create: { width: 2400, height: 1600, channels: 3, background: '#c0392b' },
    })
      .jpeg()
      .withExif({ IFD0: { Make: 'SecretPhoneCo', Copyright: 'Asha Verma' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const asset = await ingestImage(storage, photo);
    expect([asset.width, asset.height]).toEqual([1280, 853]);
    expect(asset.small).toBeDefined();
    for (const [file, width] of [
      [asset.file, 1280],
      [asset.small!, 640],
    ] as const) {
      const bytes = stored(file);
      expect(file).toBe(`${sha256(bytes)}.webp`);
      expect(isWebp(bytes)).toBe(true);
      const metadata = await sharp(bytes).metadata();
      expect(metadata.width).toBe(width);
      expect(metadata.exif).toBeUndefined();
      expect(bytes.includes('SecretPhoneCo')).toBe(false);
    }
  });

  it('is turned upright by its EXIF orientation', async () => {
    const sideways = await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#2980b9' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const asset = await ingestImage(storage, sideways);
    expect([asset.width, asset.height]).toEqual([600, 900]);
    expect(asset.small).toBeUndefined();
  });

  it('is stored once when the same image comes twice', async () => {
    const logo = await sharp({
      create: { width: 300, height: 100, channels: 4, background: '#00000000' },
    })
      .png()
      .toBuffer();
    const before = storedFiles(server.config).length;
    const first = await ingestImage(storage, logo);
    const second = await ingestImage(storage, logo);
    expect(second).toEqual(first);
    expect(first.small).toBeUndefined();
    expect(storedFiles(server.config)).toHaveLength(before + 1);
  });

  it('as an SVG with a script is stored as pixels, with no script left anywhere', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" onload="alert(1)">' +
        '<script>alert(document.cookie)</script>' +
        '<rect width="200" height="100" fill="#e67e22"/></svg>',
    );
    const before = new Set(storedFiles(server.config));
    const asset = await ingestImage(storage, svg);
    expect(asset.width).toBe(1280);
    expect(asset.height).toBe(640);
    const added = storedFiles(server.config).filter((key) => !before.has(key));
    expect(added.sort()).toEqual([`media/${asset.file}`, `media/${asset.small}`].sort());
    for (const key of added) {
      const bytes = stored(path.basename(key));
      expect(isWebp(bytes)).toBe(true);
      expect(bytes.toString('latin1').toLowerCase()).not.toContain('script');
    }
  });

  it.each([
    ['a text file', Buffer.from('Dear organisers, this is not a picture.\n')],
    ['a TIFF', null],
    ['an empty file', Buffer.alloc(0)],
  ])('is refused when it is %s, and nothing is stored', async (_name, bytes) => {
    const upload =
      bytes ??
      (await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .tiff()
        .toBuffer());
    const before = storedFiles(server.config);
    await expect(ingestImage(storage, upload)).rejects.toMatchObject({
      code: 'image_not_image',
      statusCode: 415,
    });
    expect(storedFiles(server.config)).toEqual(before);
  });
});

describe('a trusted image of the content folder', () => {
  it('keeps an SVG as it is, with its own size', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40"/></svg>',
    );
    const asset = await storeTrustedImage(storage, svg, 'SVG');
    expect(asset).toEqual({ file: `${sha256(svg)}.svg`, width: 120, height: 40 });
    expect(stored(asset.file)).toEqual(svg);
  });

  it('is refused when its content is not what its extension says', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    await expect(storeTrustedImage(storage, png, 'jpg')).rejects.toMatchObject({
      code: 'image_not_image',
    });
    await expect(storeTrustedImage(storage, png, 'bmp')).rejects.toMatchObject({
      code: 'image_not_image',
    });
  });
});

describe('an uploaded video', () => {
  it('is stored under its hash as MP4 or WebM by its first bytes', async () => {
    const clip = mp4();
    const asset = await ingestVideo(storage, Readable.from([clip]), VIDEO_MAX_BYTES);
    expect(asset).toEqual({ file: `${sha256(clip)}.mp4`, type: 'video/mp4', size: clip.length });
    expect(stored(asset.file)).toEqual(clip);

    const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(40, 7)]);
    // The first bytes may arrive a few at a time.
    const split = [webm.subarray(0, 2), webm.subarray(2, 3), webm.subarray(3)];
    const other = await ingestVideo(storage, Readable.from(split), VIDEO_MAX_BYTES);
    expect(other.type).toBe('video/webm');
    expect(other.file).toMatch(/\.webm$/);
    expect(stored(other.file)).toEqual(webm);
  });

  it('leaves nothing behind when the upload fails half-way', async () => {
    const before = { stored: storedFiles(server.config), temporaries: videoTemporaries() };
    const clip = mp4(4096);
    const { stream } = chunks(
      [clip.subarray(0, 1000), clip.subarray(1000, 2000)],
      new Error('aborted'),
    );
    await expect(ingestVideo(storage, stream, VIDEO_MAX_BYTES)).rejects.toThrow('aborted');
    expect(storedFiles(server.config)).toEqual(before.stored);
    expect(videoTemporaries()).toEqual(before.temporaries);
  });

  it('is refused as too large as soon as it passes the limit, and nothing is left', async () => {
    const before = { stored: storedFiles(server.config), temporaries: videoTemporaries() };
    const clip = mp4(10_000);
    const parts = Array.from({ length: 10 }, (_, i) => clip.subarray(i * 1000, (i + 1) * 1000));
    const { stream, counter } = chunks(parts);
    await expect(ingestVideo(storage, stream, 2500)).rejects.toMatchObject({
      code: 'video_too_large',
      statusCode: 413,
    });
    expect(counter.read).toBeLessThan(parts.length);
    expect(stream.destroyed).toBe(true);
    expect(storedFiles(server.config)).toEqual(before.stored);
    expect(videoTemporaries()).toEqual(before.temporaries);
  });

  it('is refused by its first bytes when it is not a video, whatever its name', async () => {
    const before = { stored: storedFiles(server.config), temporaries: videoTemporaries() };
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#123' } })
      .png()
      .toBuffer();
    const { stream, counter } = chunks([png.subarray(0, 16), png.subarray(16), png, png, png]);
    await expect(ingestVideo(storage, stream, VIDEO_MAX_BYTES)).rejects.toMatchObject({
      code: 'video_not_video',
      statusCode: 415,
    });
    expect(counter.read).toBeLessThan(5);

    const renamed = path.join(scratch, 'holiday.mp4');
    fs.writeFileSync(renamed, png);
    await expect(storeTrustedVideo(storage, renamed)).rejects.toMatchObject({
      code: 'video_not_video',
    });
    await expect(
      ingestVideo(storage, Readable.from([Buffer.from('ftyp')]), VIDEO_MAX_BYTES),
    ).rejects.toMatchObject({ code: 'video_not_video' });
    expect(storedFiles(server.config)).toEqual(before.stored);
    expect(videoTemporaries()).toEqual(before.temporaries);
  });

  it('leaves no part of itself under its name when the store fails', async () => {
    const before = { stored: storedFiles(server.config), temporaries: videoTemporaries() };
    const failing: Storage = {
      ...storage,
      async putFile(key) {
        await storage.put(key, Buffer.from('the first half'));
        throw new Error('bucket went away');
      },
    };
    await expect(ingestVideo(failing, Readable.from([mp4()]), VIDEO_MAX_BYTES)).rejects.toThrow(
      'bucket went away',
    );
    expect(storedFiles(server.config)).toEqual(before.stored);
    expect(videoTemporaries()).toEqual(before.temporaries);
  });

  it('of the content folder is stored from its place', async () => {
    const clip = mp4(2048);
    const source = path.join(scratch, 'opening.mp4');
    fs.writeFileSync(source, clip);
    const asset = await storeTrustedVideo(storage, source);
    expect(asset.type).toBe('video/mp4');
    expect(stored(asset.file)).toEqual(clip);
    expect(fs.existsSync(source)).toBe(true);
  });
});

describe(`GET /media/<file> on ${testDatabaseKind}`, () => {
  let clip: Buffer;
  let url: string;
  beforeAll(async () => {
    clip = mp4(200);
    url = `/media/${(await ingestVideo(storage, Readable.from([clip]), VIDEO_MAX_BYTES)).file}`;
  });

  it('serves the whole file, cached for good under its name', async () => {
    const response = await server.app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(clip);
    expect(response.headers).toMatchObject({
      'content-type': 'video/mp4',
      'content-length': String(clip.length),
      'accept-ranges': 'bytes',
      'cache-control': 'public, max-age=31536000, immutable',
      etag: `"${url.slice('/media/'.length)}"`,
    });
  });

  it('answers a range with exactly its bytes', async () => {
    const response = await server.app.inject({ url, headers: { range: 'bytes=2-5' } });
    expect(response.statusCode).toBe(206);
    expect(response.rawPayload).toEqual(clip.subarray(2, 6));
    expect(response.headers['content-range']).toBe(`bytes 2-5/${clip.length}`);
    expect(response.headers['content-length']).toBe('4');

    const tail = await server.app.inject({ url, headers: { range: 'bytes=-10' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload).toEqual(clip.subarray(clip.length - 10));
    const rest = await server.app.inject({ url, headers: { range: `bytes=${clip.length - 3}-` } });
    expect(rest.statusCode).toBe(206);
    expect(rest.rawPayload).toEqual(clip.subarray(clip.length - 3));
    const beyond = await server.app.inject({ url, headers: { range: 'bytes=10-999999' } });
    expect(beyond.headers['content-range']).toBe(`bytes 10-${clip.length - 1}/${clip.length}`);
    expect(beyond.rawPayload).toEqual(clip.subarray(10));
  });

  it('refuses a range past the end with 416, and ignores one it cannot read', async () => {
    const past = await server.app.inject({ url, headers: { range: 'bytes=999999-' } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${clip.length}`);
    for (const range of ['bytes=0-1,4-5', 'items=0-1', 'bytes=5-2']) {
      const whole = await server.app.inject({ url, headers: { range } });
      expect(whole.statusCode).toBe(200);
      expect(whole.rawPayload).toEqual(clip);
    }
  });

  it('answers 304 to a browser that holds the file, and HEAD with the headers alone', async () => {
    const etag = `"${url.slice('/media/'.length)}"`;
    const cached = await server.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(cached.statusCode).toBe(304);
    expect(cached.rawPayload).toHaveLength(0);

    const head = await server.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(clip.length));
    expect(head.headers['content-type']).toBe('video/mp4');
    expect(head.rawPayload).toHaveLength(0);
    const headRange = await server.app.inject({
      method: 'HEAD',
      url,
      headers: { range: 'bytes=0-9' },
    });
    expect(headRange.statusCode).toBe(206);
    expect(headRange.headers['content-length']).toBe('10');
  });

  it('serves an SVG under a policy that runs nothing', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const { file } = await storeTrustedImage(storage, svg, 'svg');
    const response = await server.app.inject({ url: `/media/${file}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(response.rawPayload).toEqual(svg);
  });

  it.each([
    `/media/${'a'.repeat(64)}.webp`,
    `/media/${'A'.repeat(64)}.webp`,
    `/media/${'a'.repeat(64)}.html`,
    '/media/abc.webp',
    '/media/..%2Fsecrets.mp4',
    '/media/a/b.mp4',
  ])('answers 404 for %s', async (address) => {
    const response = await server.app.inject({ url: address });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'not_found' } });
    expect(response.headers['cache-control'] ?? '').not.toContain('immutable');
  });
});
