// A question file sent with its pictures, as one multipart form: the file (field "file", CSV or
// .xlsx) and the pictures (field "pictures": one .zip, or the images themselves chosen together).
// Every part is counted as it arrives against its own limit and the form's, and nothing of it is
// trusted: a .zip is told by its first bytes and read later in a worker, an image is checked by its
// content once a row names it.
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  IMAGE_MAX_BYTES,
  QUESTION_FILE_MAX_BYTES,
  QUESTION_PICTURES_MAX_BYTES,
  QUESTION_PICTURES_MAX_FILES,
} from '../../../common/upload-limits.js';
import { AppError } from '../../errors.js';
import { formParts, type FormLimits } from '../../files/multipart-forms.js';
import { pictureKey, type SentPictures } from './question-pictures-sent.js';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The kind of question file a content type (or, failing that, a file name) says. */
export function questionFileKind(type: string, name = ''): 'csv' | 'xlsx' | null {
  if (type.startsWith('text/csv')) return 'csv';
  if (type === XLSX_TYPE) return 'xlsx';
  const ending = name.toLowerCase().split('.').pop();
  return ending === 'csv' || ending === 'xlsx' ? ending : null;
}

/** The form's files: the question file, and a .zip or the images (at most one of the two). */
export type ImportForm = {
  sheet: { body: Buffer; kind: 'csv' | 'xlsx' };
  zip: Buffer | null;
  images: SentPictures | null;
};

/**
 * Room for the parts' headers and boundaries beside the files: the most a form may be, as the proxy
 * in front lets it through (deploy/nginx). The parser's own bound is its files' sizes summed, far
 * more; each part here is counted as it arrives against its kind's limit instead.
 */
const FORM_ALLOWANCE = 512 * 1024;
export const IMPORT_FORM_MAX_BYTES =
  QUESTION_FILE_MAX_BYTES + QUESTION_PICTURES_MAX_BYTES + FORM_ALLOWANCE;

/** The parser's own limits; the files' sizes are counted here, each against its kind's limit. */
export const IMPORT_FORM: FormLimits = {
  fileSize: QUESTION_PICTURES_MAX_BYTES,
  files: QUESTION_PICTURES_MAX_FILES + 1,
  fields: 1,
  fieldSize: 1024,
  parts: QUESTION_PICTURES_MAX_FILES + 2,
};
const picturesTooLarge = () => new AppError('quiz_pictures_too_large');

/** A part's bytes, refused with `over()` the moment they pass what is left of `budget`. */
async function readPart(
  file: Readable,
  budget: { left: number },
  over: () => AppError,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file as AsyncIterable<Buffer>) {
    budget.left -= chunk.length;
    if (budget.left < 0) throw over();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

const isZip = (bytes: Buffer) =>
  bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && [3, 5].includes(bytes[2]!);

/** Reads the import's form, refusing it at the first part over a limit or of the wrong kind. */
export async function readImportForm(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<ImportForm> {
  let sheet: ImportForm['sheet'] | null = null;
  let zip: Buffer | null = null;
  const images: SentPictures = { files: [], twice: [], tooLarge: [], unreadable: [] };
  const pictures = { left: QUESTION_PICTURES_MAX_BYTES };
  try {
    for await (const part of formParts(request, reply, IMPORT_FORM, picturesTooLarge)) {
      if (part.type !== 'file') throw new AppError('quiz_file_not_supported');
      if (part.fieldname === 'file' && !sheet) {
        const kind = questionFileKind(part.mimetype, part.filename);
        if (!kind) throw new AppError('quiz_file_not_supported');
        const budget = { left: QUESTION_FILE_MAX_BYTES };
        const body = await readPart(part.file, budget, () => new AppError('quiz_file_too_large'));
        sheet = { body, kind };
      } else if (part.fieldname === 'pictures') {
        // Within the pictures' limit together, so each is read whole and sized afterwards.
        const bytes = await readPart(part.file, pictures, picturesTooLarge);
        const key = pictureKey(part.filename);
        if (isZip(bytes) || zip) {
          // One .zip, alone: a second file beside it is a mix the organiser did not mean.
          if (zip || images.files.length + images.tooLarge.length > 0)
            throw new AppError('quiz_pictures_not_zip');
          zip = bytes;
        } else if (images.files.some((one) => one.key === key) || images.tooLarge.includes(key))
          images.twice.push(key);
        else if (bytes.length > IMAGE_MAX_BYTES) images.tooLarge.push(key);
        else images.files.push({ key, bytes });
      } else throw new AppError('quiz_file_not_supported');
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw picturesTooLarge();
    if (error instanceof AppError) throw error;
    throw new AppError('bad_upload');
  }
  if (!sheet) throw new AppError('quiz_file_not_supported');
  const sentImages = images.files.length + images.tooLarge.length > 0;
  return { sheet, zip, images: sentImages ? images : null };
}
