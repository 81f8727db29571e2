// The event's videos: an organiser's upload streamed to a temporary file while it is checked (MP4 or
// WebM by its first bytes, within a size) and hashed, then stored under a file name made from its
// bytes in the storage folder `media/`. Whatever fails, nothing is left behind.
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform, Writable, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../../errors.js';
import type { Storage } from '../../storage/storage-contract.js';
import { mediaKey } from './images.js';

export type VideoAsset = { file: string; type: 'video/mp4' | 'video/webm'; size: number };

/** A file of the content folder is trusted, but a file this large is a mistake. */
const TRUSTED_VIDEO_MAX_BYTES = 2 * 1024 * 1024 * 1024;

const EXTENSIONS = { 'video/mp4': 'mp4', 'video/webm': 'webm' } as const;
const WEBM_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
const MP4_BOX = Buffer.from('ftyp', 'latin1');
/** Enough of the start to tell: an MP4's first box names its type in bytes 4 to 7. */
const HEAD_BYTES = 8;

/** The type the first bytes say, null for neither, undefined while too few have arrived. */
function typeOf(head: Buffer, complete: boolean): VideoAsset['type'] | null | undefined {
  if (head.length >= WEBM_MAGIC.length && head.subarray(0, 4).equals(WEBM_MAGIC)) {
    return 'video/webm';
  }
  if (head.length >= HEAD_BYTES) return head.subarray(4, 8).equals(MP4_BOX) ? 'video/mp4' : null;
  return complete ? null : undefined;
}

/**
 * Passes a video's bytes through while it learns its type, size and hash; refuses it as soon as the
 * first bytes are not a video's or the size passes the limit.
 */
class VideoCheck extends Transform {
  type: VideoAsset['type'] | undefined;
  size = 0;
  private head = Buffer.alloc(0);
  private readonly hash = createHash('sha256');

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    if (!this.type) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_BYTES)]);
      const type = typeOf(this.head, false);
      if (type === null) return done(new AppError('video_not_video'));
      this.type = type;
    }
    this.size += chunk.length;
    if (this.size > this.maxBytes) return done(new AppError('video_too_large'));
    this.hash.update(chunk);
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    this.type ??= typeOf(this.head, true) ?? undefined;
    done(this.type ? null : new AppError('video_not_video'));
  }

  /** The file name the checked bytes are stored under; only once all have passed. */
  file(): string {
    return `${this.hash.digest('hex')}.${EXTENSIONS[this.type!]}`;
  }
}

/** Stores a checked local file under its name, and removes whatever a failed store left there. */
async function storeChecked(
  storage: Storage,
  check: VideoCheck,
  localPath: string,
): Promise<VideoAsset> {
  const asset = { file: check.file(), type: check.type!, size: check.size };
  const key = mediaKey(asset.file);
  // The same bytes are stored once; a name that exists already holds them.
  if (await storage.stat(key)) return asset;
  try {
    await storage.putFile(key, localPath);
  } catch (error) {
    // A store that failed half-way may have left part of the file (an interrupted upload).
    await storage.remove(key).catch(() => {});
    throw error;
  }
  return asset;
}

/**
 * An upload stream, copied to a temporary file while it is checked, then stored. The source is
 * destroyed as soon as it is refused; a source that fails half-way (an aborted upload) rejects with
 * its own error. The temporary file is always removed.
 */
export async function ingestVideo(
  storage: Storage,
  source: Readable,
  maxBytes: number,
): Promise<VideoAsset> {
  // Named by the process too: a leftover is traced to the server that left it.
  const temporary = path.join(os.tmpdir(), `utsav-video-${process.pid}-${randomUUID()}.part`);
  // Created before anything is read, so the removal below never races the stream's own open.
  const handle = await fs.open(temporary, 'wx');
  try {
    const check = new VideoCheck(maxBytes);
    await pipeline(source, check, handle.createWriteStream());
    return await storeChecked(storage, check, temporary);
  } finally {
    await handle.close().catch(() => {}); // the write stream closes it; a failed one may not have
    await fs.rm(temporary, { force: true });
  }
}

/** A video of the server's own content folder, checked as an upload is and stored from its place. */
export async function storeTrustedVideo(storage: Storage, localPath: string): Promise<VideoAsset> {
  if ((await fs.stat(localPath)).size > TRUSTED_VIDEO_MAX_BYTES) {
    throw new AppError('video_too_large');
  }
  const check = new VideoCheck(TRUSTED_VIDEO_MAX_BYTES);
  const discard = new Writable({ write: (_chunk, _encoding, done) => done() });
  await pipeline(createReadStream(localPath), check, discard);
  return storeChecked(storage, check, localPath);
}
