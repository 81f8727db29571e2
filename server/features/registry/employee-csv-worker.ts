// The registry CSV's reader as it runs in a worker thread (server/files/file-readers.ts).
import { fileReaderTask } from '../../files/file-reader-task.js';
import { parseEmployeeCsv } from './employee-codes.js';

export type EmployeeCsvInput = { text: string; maxRows: number };

export default fileReaderTask(({ text, maxRows }: EmployeeCsvInput) =>
  parseEmployeeCsv(text, { maxRows }),
);
