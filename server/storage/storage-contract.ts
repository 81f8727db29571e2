// What every store offers (a local folder, an S3 bucket), and the keys it accepts.
import type { Readable } from 'node:stream';

/** A byte range of a stored file, both ends included (as HTTP's `Range: bytes=start-end`). */
export type ByteRange = { start: number; end: number };

/** A stored file being read: its bytes (only the range asked for) and the whole file's size. */
type StoredRead = { body: Readable; size: number };

export type Storage = {
  put(key: string, data: Buffer): Promise<void>;
  /** Stores a local file's bytes, streamed: a video is never held whole in memory. */
  putFile(key: string, localPath: string): Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  /** The stored file's size, or null when nothing is stored under the key. */
  stat(key: string): Promise<{ size: number } | null>;
  /**
   * The stored bytes as a stream, only the range when one is given (within the file: the caller
   * checks it against the size), or null when nothing is stored under the key.
   */
  read(key: string, range?: ByteRange): Promise<StoredRead | null>;
  /** Removing a key that holds nothing is not an error. */
  remove(key: string): Promise<void>;
  close(): Promise<void>;
};

// No segment may start with a dot, so neither "." nor ".." can appear as one.
const KEY = /^[a-z0-9-]+(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/;

/** Keys are `folder/name` or `folder/sub/name`: nothing a caller passes can climb out of the root. */
export function checkKey(key: string): string {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`invalid storage key: ${key}`);
  return key;
}
