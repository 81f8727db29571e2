// A question's image: checked by its content, re-encoded (metadata gone), bounded in size, stored as
// WebP under a key made from its bytes, so a play keeps the image it was served when it is replaced.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { AppError } from '../../errors.js';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

/** Wide enough for a phone held either way and a desktop editor; a question image is not a poster. */
const MAX_SIDE = 1280;

export async function processQuestionImage(upload: Buffer): Promise<Buffer> {
  let format: string | undefined;
  try {
    format = (await sharp(upload).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new AppError('image_not_image');
  try {
    return await sharp(upload, { limitInputPixels: 50_000_000 })
      .rotate() // apply the EXIF orientation before the metadata is dropped
      .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('image_not_image');
  }
}

export function questionImageKey(quizId: string, image: Buffer): string {
  return `quiz-images/${quizId}/${createHash('sha256').update(image).digest('hex')}.webp`;
}
