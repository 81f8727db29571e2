// Photos: checked by their content, re-encoded (EXIF and GPS gone), bounded in size, stored as JPEG.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { SELFIE_MAX_PIXELS } from '../../../common/profile-input.js';
import { AppError } from '../../errors.js';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

/**
 * A key no other upload has: a refused or repeated submission then never writes over, or removes,
 * the photo a saved profile points to. Earlier versions used `selfies/<uid>.jpg`; rows saved then
 * keep that key and are served through it.
 */
export function newSelfieKey(uid: string): string {
  return `selfies/${uid}/${randomBytes(16).toString('hex')}.jpg`;
}

/**
 * Decodes the upload whatever its name says, and returns a clean JPEG at most `side` pixels wide and
 * high (a profile's size unless told; a photo wall's photos are larger).
 */
export async function processSelfie(upload: Buffer, side = SELFIE_MAX_PIXELS): Promise<Buffer> {
  let format: string | undefined;
  try {
    format = (await sharp(upload).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) {
    throw new AppError('photo_not_image');
  }
  try {
    return await sharp(upload, { limitInputPixels: 50_000_000 })
      .rotate() // apply the EXIF orientation before the metadata is dropped
      .resize(side, side, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch {
    throw new AppError('photo_not_image');
  }
}
