// What every store offers (a local folder, an S3 bucket), and the keys it accepts.

export type Storage = {
  put(key: string, data: Buffer): Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
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
