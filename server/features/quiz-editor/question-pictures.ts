// A question file's rows matched with the pictures sent beside it: each named picture found, checked
// by its content and re-encoded as every question's picture is (question-image.ts), or its row
// refused in the file's terms: missing, sent twice, too large, or not a picture.
import type { ImportRowReason } from '../../../common/quiz-editor-api.js';
import { AppError } from '../../errors.js';
import type { ParsedQuestionFile, ParsedRow } from './question-rows.js';
import { pictureKey, type SentPictures } from './question-pictures-sent.js';
import { processQuestionImage, questionImageKey } from './question-image.js';

/** The formats a question's picture may be, by their first bytes (no SVG: a drawing runs code). */
function isQuestionPicture(bytes: Uint8Array): boolean {
  const text = (from: number, to: number) =>
    Buffer.from(bytes.subarray(from, to)).toString('latin1');
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return true; // JPEG
  if (text(0, 8) === '\x89PNG\r\n\x1a\n') return true;
  if (text(0, 4) === 'GIF8') return true;
  if (text(0, 4) === 'RIFF' && text(8, 12) === 'WEBP') return true;
  // AVIF: an ISO media file whose brands say AVIF.
  return text(4, 8) === 'ftyp' && /avi[fs]/.test(text(8, 32));
}

/** A picture ready to store: its key and its re-encoded bytes, or why its rows are refused. */
type Prepared = { key: string; image: Buffer } | { reason: ImportRowReason };

async function prepare(quizId: string, key: string, sent: SentPictures): Promise<Prepared> {
  if (sent.twice.includes(key)) return { reason: 'pictureTwice' };
  if (sent.tooLarge.includes(key)) return { reason: 'pictureTooLarge' };
  const file = sent.files.find((one) => one.key === key);
  if (!file)
    return { reason: sent.unreadable.includes(key) ? 'pictureNotImage' : 'pictureMissing' };
  if (!isQuestionPicture(file.bytes)) return { reason: 'pictureNotImage' };
  try {
    const image = await processQuestionImage(Buffer.from(file.bytes));
    return { key: questionImageKey(quizId, image), image };
  } catch (error) {
    if (error instanceof AppError && error.code === 'image_not_image')
      return { reason: 'pictureNotImage' };
    throw error;
  }
}

/**
 * The file's rows with their pictures: a row naming a picture gets its stored key, or is refused
 * naming the picture column; each picture is re-encoded once however many rows name it, and
 * `store`d (a real run stores them before its transaction: a key names its bytes, so a refused run
 * leaves only unused files, and a preview stores nothing).
 */
export async function attachPictures(
  quizId: string,
  file: ParsedQuestionFile,
  sent: SentPictures,
  store: ((key: string, image: Buffer) => Promise<void>) | null,
): Promise<ParsedQuestionFile> {
  const prepared = new Map<string, Prepared>();
  const rows: ParsedRow[] = [];
  for (const row of file.rows) {
    if (!('question' in row) || !row.picture) {
      rows.push(row);
      continue;
    }
    const key = pictureKey(row.picture);
    let picture = prepared.get(key);
    if (!picture) {
      picture = await prepare(quizId, key, sent);
      prepared.set(key, picture);
      if ('image' in picture && store) await store(picture.key, picture.image);
    }
    if ('reason' in picture) {
      const { line } = row;
      const where = file.headings?.picture ?? {};
      rows.push({
        line,
        refusal: { line, reason: picture.reason, ...where, params: { found: row.picture } },
      });
    } else rows.push({ ...row, imageKey: picture.key });
  }
  return { ...file, rows };
}
