// A question's image: checked by its content, re-encoded (metadata gone), bounded in size, stored as
// WebP under a key made from its bytes, so a play keeps the image it was served when it is replaced.
import { createHash } from 'node:crypto';
import { reencodeImage } from '../media/images.js';

/** Wide enough for a phone held either way and a desktop editor; a question image is not a poster. */
const MAX_SIDE = 1280;

export async function processQuestionImage(upload: Buffer): Promise<Buffer> {
  return reencodeImage(upload, MAX_SIDE);
}

export function questionImageKey(quizId: string, image: Buffer): string {
  return `quiz-images/${quizId}/${createHash('sha256').update(image).digest('hex')}.webp`;
}
