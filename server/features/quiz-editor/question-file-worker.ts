// The question file's reader as it runs in a worker thread (server/files/file-readers.ts).
import { fileReaderTask } from '../../files/file-reader-task.js';
import { parseQuestionFile } from './question-file.js';

export type QuestionFileInput = { body: Uint8Array; kind: 'csv' | 'xlsx' };

export default fileReaderTask(({ body, kind }: QuestionFileInput) =>
  parseQuestionFile(Buffer.from(body.buffer, body.byteOffset, body.byteLength), kind),
);
