// The registry CSV's reader as it runs in a worker thread (server/files/file-readers.ts).
import { AppError } from '../../errors.js';
import { fileReaderTask } from '../../files/file-reader-task.js';
import { parseEmployeeCsv } from './employee-codes.js';

/** The file's bytes as they came: decoded here, so the server's thread never holds the text. */
export type EmployeeCsvInput = { bytes: Uint8Array; maxRows: number };

export default fileReaderTask(({ bytes, maxRows }: EmployeeCsvInput) => {
  const text = new TextDecoder().decode(bytes);
  // As the input guard answers any other request holding a NUL: no database keeps one.
  if (text.includes('\u0000')) throw new AppError('unsaveable_text');
  return parseEmployeeCsv(text, { maxRows });
});
