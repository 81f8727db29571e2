// The worker side of a file reader: a reader module's default export, made with fileReaderTask,
// answers with its value or with the refusal it threw, in a form that crosses between threads.
import type { ServerErrorCode } from '../../common/error-codes.js';
import { AppError } from '../errors.js';

type Refusal = {
  code: ServerErrorCode;
  message: string;
  field?: string;
  params?: Record<string, string | number>;
};

export type ReaderResult<Output> = { value: Output } | { refusal: Refusal };

/** Wraps a reader so that its AppError reaches the server as the same AppError. */
export function fileReaderTask<Input, Output>(
  read: (input: Input) => Output | Promise<Output>,
): (input: Input) => Promise<ReaderResult<Output>> {
  return async (input) => {
    try {
      return { value: await read(input) };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const { code, message, field, params } = error;
      return { refusal: { code, message, field, params } };
    }
  };
}
