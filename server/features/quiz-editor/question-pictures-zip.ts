// The .zip of pictures sent with a question file, read as hostile until proven otherwise: its
// entries and the sum of the sizes they declare are bounded before a byte is unpacked, a name that
// climbs out of the archive's folders refuses it whole, and only the pictures the file's rows name
// are unpacked, each counted as it inflates. No database and no server, so it runs in a worker.
import { Transform, Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import {
  IMAGE_MAX_BYTES,
  QUESTION_PICTURES_MAX_FILES,
  QUESTION_PICTURES_UNPACKED_MAX_BYTES,
} from '../../../common/upload-limits.js';
import { AppError } from '../../errors.js';
import { pictureKey, type SentPictures } from './question-pictures-sent.js';

const notZip = () => new AppError('quiz_pictures_not_zip');
const tooLarge = () => new AppError('quiz_pictures_too_large');

/** A name that stays inside the archive: relative, no `..` step, no control character. */
function isSafeName(name: string): boolean {
  if (/^[a-zA-Z]:/.test(name) || name.startsWith('/')) return false;
  // eslint-disable-next-line no-control-regex -- a control character in a name is the point here
  if (/[\u0000-\u001f\u007f]/.test(name)) return false;
  return !name.split('/').includes('..');
}

/** Entries no picture is: folders, and the resource forks a Mac's zip adds beside each file. */
function isSkipped(name: string): boolean {
  const base = name.split('/').pop() ?? '';
  return name.endsWith('/') || name.startsWith('__MACOSX/') || base.startsWith('._') || base === '';
}

async function open(bytes: Buffer): Promise<yauzl.ZipFile> {
  try {
    return await yauzl.fromBufferPromise(bytes, {
      lazyEntries: true,
      autoClose: false,
      validateEntrySizes: true,
      // Names are decoded and checked here, so that a hostile one is named in the refusal.
      decodeStrings: false,
    });
  } catch {
    throw notZip();
  }
}

/** Every entry by its picture name; a name that is not safe refuses the archive, naming it. */
async function readDirectory(zip: yauzl.ZipFile): Promise<Map<string, yauzl.Entry[]>> {
  if (zip.entryCount > QUESTION_PICTURES_MAX_FILES) throw new AppError('quiz_pictures_too_many');
  const byName = new Map<string, yauzl.Entry[]>();
  let declared = 0;
  await new Promise<void>((resolve, reject) => {
    zip.on('error', () => reject(notZip()));
    zip.on('end', resolve);
    zip.on('entry', (entry: yauzl.Entry) => {
      const raw = entry.fileName as unknown as Buffer;
      const name = yauzl.getFileNameLowLevel(
        entry.generalPurposeBitFlag,
        raw,
        entry.extraFields,
        false,
      );
      if (!isSafeName(name)) {
        // eslint-disable-next-line no-control-regex -- shown without its control characters
        const shown = name.replace(/[\u0000-\u001f\u007f]/g, '?').slice(0, 100);
        return reject(
          new AppError('quiz_pictures_unsafe_name', {
            message: `The .zip holds a file named ${shown}, outside its own folders`,
            params: { name: shown },
          }),
        );
      }
      declared += entry.uncompressedSize;
      if (declared > QUESTION_PICTURES_UNPACKED_MAX_BYTES) return reject(tooLarge());
      if (!isSkipped(name)) {
        const key = pictureKey(name);
        byName.set(key, [...(byName.get(key) ?? []), entry]);
      }
      zip.readEntry();
    });
    zip.readEntry();
  });
  return byName;
}

/** One entry's bytes, counted against what it declares and what the archive may unpack to. */
async function inflate(zip: yauzl.ZipFile, entry: yauzl.Entry, budget: { left: number }) {
  const chunks: Buffer[] = [];
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      budget.left -= chunk.length;
      if (bytes > entry.uncompressedSize) done(notZip());
      else if (budget.left < 0) done(tooLarge());
      else done(null, chunk);
    },
  });
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  try {
    const stream: Readable = await zip.openReadStreamPromise(entry);
    await pipeline(stream, counter, sink);
  } catch (error) {
    throw error instanceof AppError ? error : notZip();
  }
  return Buffer.concat(chunks);
}

/**
 * The pictures of the archive `bytes` that `wanted` names (by pictureKey), unpacked; a name found
 * twice, or a picture larger than a question's may be, is listed rather than unpacked. Refuses the
 * archive whole (quiz_pictures_*) when it is not a zip, holds too many entries, declares or
 * inflates to too much, or names a file outside its folders.
 */
export async function readPicturesZip(
  bytes: Buffer,
  wanted: ReadonlySet<string>,
): Promise<SentPictures> {
  const zip = await open(bytes);
  const sent: SentPictures = { files: [], twice: [], tooLarge: [], unreadable: [] };
  try {
    const byName = await readDirectory(zip);
    const budget = { left: QUESTION_PICTURES_UNPACKED_MAX_BYTES };
    for (const key of wanted) {
      const entries = byName.get(key);
      if (!entries) continue;
      const [entry] = entries;
      if (entries.length > 1) sent.twice.push(key);
      else if (entry!.uncompressedSize > IMAGE_MAX_BYTES) sent.tooLarge.push(key);
      else if (entry!.isEncrypted() || ![0, 8].includes(entry!.compressionMethod))
        sent.unreadable.push(key);
      else sent.files.push({ key, bytes: await inflate(zip, entry!, budget) });
    }
  } finally {
    zip.close();
  }
  return sent;
}
