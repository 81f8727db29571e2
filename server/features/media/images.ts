// The event's images: an organiser's upload checked by its content and re-encoded as WebP (metadata
// gone, an SVG turned into pixels), or a trusted file of the content folder stored as it is; each
// under a file name made from its bytes, in the storage folder `media/`.
import { createHash } from 'node:crypto';
import sharp, { type Metadata, type SharpOptions } from 'sharp';
import { AppError } from '../../errors.js';
import type { Storage } from '../../storage/storage-contract.js';

/** Files in the storage folder `media/`; `small` is there when the image is worth a smaller copy. */
export type ImageAsset = { file: string; small?: string; width: number; height: number };

/** Wide enough for a banner on a desktop screen; the small copy is for phones. */
const LARGE_SIDE = 1280;
const SMALL_SIDE = 640;
const WEBP_QUALITY = 82;
/** About a 7000 x 7000 photo: more is a decompression bomb, not a picture of the event. */
const MAX_INPUT_PIXELS = 50_000_000;
/** librsvg draws an SVG's own size at 72 dpi; a tiny icon is drawn larger, but only this much. */
const SVG_DPI = 72;
const MAX_SVG_DPI = 2400;

const TRUSTED_EXTENSIONS: Record<string, string> = {
  svg: 'svg',
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  webp: 'webp',
  gif: 'gif',
  avif: 'avif',
};

export function mediaKey(file: string): string {
  return `media/${file}`;
}

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The format as sharp names it, with AVIF told apart from the other HEIF images. */
function formatOf(metadata: Metadata): string {
  return metadata.format === 'heif' && metadata.compression === 'av1' ? 'avif' : metadata.format;
}

async function readMetadata(bytes: Buffer): Promise<Metadata> {
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw new AppError('image_not_image');
  }
}

/** An image as sharp is to decode it: an SVG at the density that makes it about LARGE_SIDE wide. */
type Source = { bytes: Buffer; options: SharpOptions; width: number };

async function readSource(upload: Buffer): Promise<Source> {
  const metadata = await readMetadata(upload);
  const format = formatOf(metadata);
  if (!['jpeg', 'png', 'webp', 'gif', 'avif', 'svg'].includes(format)) {
    throw new AppError('image_not_image');
  }
  const { width, height } = metadata.autoOrient;
  if (format !== 'svg') {
    return { bytes: upload, options: { limitInputPixels: MAX_INPUT_PIXELS }, width };
  }
  const density = Math.min(
    MAX_SVG_DPI,
    Math.max(1, (SVG_DPI * LARGE_SIDE) / Math.max(width, height, 1)),
  );
  return {
    bytes: upload,
    options: { limitInputPixels: MAX_INPUT_PIXELS, density },
    width: Math.round((width * density) / SVG_DPI),
  };
}

/** One WebP rendition that fits in a `side` square, upright, with no metadata left. */
async function renderWebp(source: Source, side: number) {
  try {
    return await sharp(source.bytes, source.options)
      .rotate() // apply the EXIF orientation before the metadata is dropped
      .resize(side, side, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
  } catch {
    // A file whose header reads as an image but whose pixels do not decode.
    throw new AppError('image_not_image');
  }
}

/** Stores bytes under the file name made from them; the same bytes are stored once. */
async function storeByHash(storage: Storage, bytes: Buffer, extension: string): Promise<string> {
  const file = `${sha256(bytes)}.${extension}`;
  if (!(await storage.stat(mediaKey(file)))) await storage.put(mediaKey(file), bytes);
  return file;
}

/** An upload re-encoded as one WebP image at most `side` wide and high (a question's picture). */
export async function reencodeImage(upload: Buffer, side: number): Promise<Buffer> {
  return (await renderWebp(await readSource(upload), side)).data;
}

/**
 * An organiser's upload (JPEG, PNG, WebP, GIF, AVIF or SVG), re-encoded as WebP: at most LARGE_SIDE
 * wide and high, and a copy at most SMALL_SIDE when the source is wider than that.
 */
export async function ingestImage(storage: Storage, upload: Buffer): Promise<ImageAsset> {
  const source = await readSource(upload);
  const large = await renderWebp(source, LARGE_SIDE);
  const small = source.width > SMALL_SIDE ? await renderWebp(source, SMALL_SIDE) : null;
  const file = await storeByHash(storage, large.data, 'webp');
  return {
    file,
    ...(small ? { small: await storeByHash(storage, small.data, 'webp') } : {}),
    width: large.info.width,
    height: large.info.height,
  };
}

/**
 * A file of the server's own content folder, trusted (an SVG keeps its vectors): stored as it is,
 * its size read from it. Its content must be what its extension says.
 */
export async function storeTrustedImage(
  storage: Storage,
  bytes: Buffer,
  extension: string,
): Promise<ImageAsset> {
  const ext = extension.toLowerCase();
  const metadata = await readMetadata(bytes);
  if (!TRUSTED_EXTENSIONS[ext] || TRUSTED_EXTENSIONS[ext] !== formatOf(metadata)) {
    throw new AppError('image_not_image');
  }
  const file = await storeByHash(storage, bytes, ext);
  return { file, width: metadata.autoOrient.width, height: metadata.autoOrient.height };
}
