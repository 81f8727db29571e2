// Question pictures kept in memory by their storage key. A key names its bytes (their hash), so a
// kept picture never goes stale, and a picture a whole venue asks for at once is read from storage
// once. Bounded by the pictures' total size; the least recently asked for goes first.
import { LRUCache } from 'lru-cache';

/** A few pictures of a quiz or two: question pictures are WebP of at most 1280 px, tens of kB. */
export const QUESTION_IMAGE_CACHE_BYTES = 8 * 2 ** 20;

export class QuestionImageCache {
  readonly #kept: LRUCache<string, Buffer>;

  constructor(maxBytes: number, read: (key: string) => Promise<Buffer | null>) {
    this.#kept = new LRUCache<string, Buffer>({
      maxSize: maxBytes,
      // One picture may not push out all the others.
      maxEntrySize: maxBytes / 4,
      sizeCalculation: (image) => image.length,
      // Those asking while a read is under way wait for the same read; a failed read is not kept.
      fetchMethod: async (key) => (await read(key)) ?? undefined,
    });
  }

  /** The picture under `key`, or null when storage has none (not kept: it may be stored later). */
  async get(key: string): Promise<Buffer | null> {
    return (await this.#kept.fetch(key)) ?? null;
  }

  /** The kept pictures' total size. */
  get bytes(): number {
    return this.#kept.calculatedSize;
  }
}
