// The question file's reader as it runs in a worker thread (server/files/file-readers.ts): the
// file's rows, and from a .zip sent beside it the pictures those rows name.
import { fileReaderTask } from '../../files/file-reader-task.js';
import { parseQuestionFile, type ParsedQuestionFile } from './question-file.js';
import { picturesNamed, type SentPictures } from './question-pictures-sent.js';
import { readPicturesZip } from './question-pictures-zip.js';

export type QuestionFileInput = { body: Uint8Array; kind: 'csv' | 'xlsx'; zip?: Uint8Array };
export type QuestionFileOutput = { file: ParsedQuestionFile; pictures?: SentPictures };

const bufferOf = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export default fileReaderTask(async ({ body, kind, zip }: QuestionFileInput) => {
  const file = await parseQuestionFile(bufferOf(body), kind);
  if (!zip) return { file };
  return { file, pictures: await readPicturesZip(bufferOf(zip), picturesNamed(file)) };
});
