import { describe, expect, it } from 'vitest';
import { QuestionImageCache } from './question-image-cache.js';

/** A store of pictures that counts its reads; a read waits for `release` while `held`. */
function store(pictures: Record<string, Buffer | null>) {
  const reads: string[] = [];
  let release = () => {};
  const gate = { held: false, opened: Promise.resolve() };
  const read = async (key: string) => {
    reads.push(key);
    if (gate.held) await gate.opened;
    return pictures[key] ?? null;
  };
  const hold = () => {
    gate.held = true;
    gate.opened = new Promise<void>((resolve) => (release = resolve));
  };
  return { read, reads, hold, release: () => release() };
}

const picture = (bytes: number, fill = 1) => Buffer.alloc(bytes, fill);

describe('question pictures kept in memory', () => {
  it('reads a picture from storage once, however many ask for it at once', async () => {
    const pictures = store({ 'quiz-images/q/a.webp': picture(10) });
    const cache = new QuestionImageCache(100, pictures.read);
    pictures.hold();
    const asked = Array.from({ length: 50 }, () => cache.get('quiz-images/q/a.webp'));
    pictures.release();
    const answers = await Promise.all(asked);
    expect(answers.every((answer) => answer?.length === 10)).toBe(true);
    expect(await cache.get('quiz-images/q/a.webp')).toEqual(picture(10));
    expect(pictures.reads).toEqual(['quiz-images/q/a.webp']);
  });

  it('keeps no more than its size, letting go of the picture asked for least recently first', async () => {
    const pictures = store(Object.fromEntries([...'abcde'].map((key) => [key, picture(10)])));
    const cache = new QuestionImageCache(40, pictures.read);
    for (const key of ['a', 'b', 'c', 'd', 'a']) await cache.get(key);
    // e makes room by letting b go: a was asked for again since.
    await cache.get('e');
    for (const key of ['c', 'a', 'd', 'e']) await cache.get(key);
    expect(pictures.reads).toEqual(['a', 'b', 'c', 'd', 'e']);
    await cache.get('b');
    expect(pictures.reads).toEqual(['a', 'b', 'c', 'd', 'e', 'b']);
    expect(cache.bytes).toBe(40);
  });

  it('keeps nothing for a key storage has no picture under, nor a picture larger than a quarter of its size', async () => {
    const pictures: Record<string, Buffer | null> = { big: picture(30) };
    const stored = store(pictures);
    const cache = new QuestionImageCache(100, stored.read);
    expect(await cache.get('later')).toBeNull();
    pictures.later = picture(5);
    expect(await cache.get('later')).toEqual(picture(5));
    expect(await cache.get('big')).toEqual(picture(30));
    expect(await cache.get('big')).toEqual(picture(30));
    expect(stored.reads).toEqual(['later', 'later', 'big', 'big']);
    expect(cache.bytes).toBe(5);
  });

  it('tries storage again after a read failed', async () => {
    let failing = true;
    const cache = new QuestionImageCache(100, async () => {
      if (failing) throw new Error('storage unreachable');
      return picture(10);
    });
    await expect(cache.get('a')).rejects.toThrow('storage unreachable');
    failing = false;
    expect(await cache.get('a')).toEqual(picture(10));
  });
});
