// Reads organisers' files off the event loop: each reader runs in a worker thread with a ceiling on
// its memory and its time, one file at a time on each instance, so a hostile spreadsheet or CSV
// never delays a player's answer, and a reader that runs away is ended, not waited for.
import { existsSync } from 'node:fs';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { AppError } from '../errors.js';
import type { ReaderResult } from './file-reader-task.js';

/** The longest a file may take to read: a real one of the largest size takes about a second. */
const FILE_READ_TIMEOUT_MS = 20_000;
/** The heap a reader may use: several times what the largest real file needs. */
const READER_HEAP_MB = 256;
/** Files waiting their turn; more are refused with a retry, not queued without end. */
const MAX_WAITING = 8;

export type FileReaders = {
  /**
   * Runs the reader module `reader` (a file made with `fileReaderTask`) on `input` in a worker; its
   * refusal is thrown here as the AppError it threw there.
   */
  read<Input, Output>(reader: URL, input: Input, options?: { timeoutMs?: number }): Promise<Output>;
  close(): Promise<void>;
};

/**
 * The module beside `caller` named `name`: its .ts source when the caller runs from source (tests,
 * `npm run dev`), its built .js otherwise.
 */
export function readerModule(caller: string, name: string): URL {
  return new URL(`./${name}${extname(fileURLToPath(caller))}`, caller);
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

function isOutOfMemory(error: unknown): boolean {
  return (
    error instanceof Error &&
    ((error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY' ||
      /out of memory/i.test(error.message))
  );
}

export function createFileReaders({
  heapMb = READER_HEAP_MB,
}: { heapMb?: number } = {}): FileReaders {
  let pool: Piscina | null = null;
  // A worker runs the source itself under tsx where the server does (tests and development).
  const poolFor = (reader: URL): Piscina => {
    pool ??= new Piscina({
      minThreads: 0,
      maxThreads: 1,
      maxQueue: MAX_WAITING,
      idleTimeout: 30_000,
      execArgv: reader.pathname.endsWith('.ts') ? ['--import', 'tsx'] : [],
      resourceLimits: {
        maxOldGenerationSizeMb: heapMb,
        maxYoungGenerationSizeMb: Math.min(32, heapMb / 4),
      },
    });
    return pool;
  };

  return {
    async read<Input, Output>(
      reader: URL,
      input: Input,
      { timeoutMs = FILE_READ_TIMEOUT_MS }: { timeoutMs?: number } = {},
    ): Promise<Output> {
      if (!existsSync(reader)) throw new Error(`No file reader at ${reader.href}`);
      const workers = poolFor(reader);
      if (workers.queueSize >= MAX_WAITING)
        throw new AppError('file_readers_busy', { params: { retryAfterSeconds: 30 } });
      let result: ReaderResult<Output>;
      try {
        result = (await workers.run(input, {
          filename: reader.href,
          signal: AbortSignal.timeout(timeoutMs),
        })) as ReaderResult<Output>;
      } catch (error) {
        if (isAbort(error) || isOutOfMemory(error)) throw new AppError('file_too_complex');
        throw error;
      }
      if ('refusal' in result) {
        const { code, message, field, params } = result.refusal;
        throw new AppError(code, { message, field, params });
      }
      return result.value;
    },
    async close() {
      await pool?.destroy();
      pool = null;
    },
  };
}
