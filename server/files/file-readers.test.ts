import { afterEach, describe, expect, it } from 'vitest';
import type { RunawayInput } from '../test/runaway-reader.js';
import { createFileReaders, readerModule, type FileReaders } from './file-readers.js';

const RUNAWAY = readerModule(new URL('../test/x.ts', import.meta.url).href, 'runaway-reader');

let readers: FileReaders;
afterEach(async () => {
  await readers.close();
});

const read = (input: RunawayInput, timeoutMs?: number) =>
  readers.read<RunawayInput, { rows: number }>(RUNAWAY, input, { timeoutMs });

/** The longest the main thread went without a turn while `work` ran. */
async function longestPause(work: Promise<unknown>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  await work.catch(() => undefined);
  clearInterval(timer);
  return longest;
}

describe('reading files off the event loop', () => {
  it('answers with what the reader read, and with the refusal it threw', async () => {
    readers = createFileReaders();
    expect(await read({ behave: 'answer' })).toEqual({ rows: 3 });
    await expect(read({ behave: 'refuse' })).rejects.toMatchObject({
      code: 'quiz_file_malformed',
      statusCode: 400,
      message: 'line 7',
      params: { line: 7 },
    });
  });

  it('ends a reader that runs past its time, while the server keeps its turns, and reads the next file', async () => {
    readers = createFileReaders();
    const spinning = read({ behave: 'spin' }, 1_500);
    const pause = longestPause(spinning);
    await expect(spinning).rejects.toMatchObject({ code: 'file_too_complex', statusCode: 422 });
    // The main thread was never held by the reader: its longest pause is scheduling noise.
    expect(await pause).toBeLessThan(1_000);
    expect(await read({ behave: 'answer' })).toEqual({ rows: 3 });
  });

  it('ends a reader that outgrows its memory, and reads the next file', async () => {
    readers = createFileReaders({ heapMb: 48 });
    await expect(read({ behave: 'eat' }, 60_000)).rejects.toMatchObject({
      code: 'file_too_complex',
    });
    expect(await read({ behave: 'answer' })).toEqual({ rows: 3 });
  });

  it('reads one file at a time and refuses more than can wait, with a time to try again', async () => {
    readers = createFileReaders();
    const waiting = Array.from({ length: 9 }, () => read({ behave: 'answer', afterMs: 100 }));
    await expect(read({ behave: 'answer' })).rejects.toMatchObject({
      code: 'file_readers_busy',
      statusCode: 503,
      params: { retryAfterSeconds: 30 },
    });
    expect(await Promise.all(waiting)).toHaveLength(9);
  });
});
