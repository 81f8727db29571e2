// Reads a setup file (.zip) as hostile until proven otherwise: every bound is checked on what the
// archive declares before a byte is unpacked, and again on the bytes actually inflated; every text
// goes through the admin forms' rules; only the files the setup names are unpacked. No database and
// no server: its input and its answer are plain data, so it can run in a worker thread.
import fs from 'node:fs';
import path from 'node:path';
import { Transform, Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import type { z } from 'zod';
import { isMessageKey, messages } from '../../../common/messages.js';
import { SeedQuestions, SeedQuizzes, type SeedQuestion } from '../../../common/quiz.js';
import { SiteFile } from '../../../common/setup-file.js';
import { removeInvisibleControls } from '../../../common/visible-text.js';
import { AppError } from '../../errors.js';

export type SetupArchiveLimits = {
  /** The archive itself. */
  fileBytes: number;
  /** Its entries, folders included. */
  entries: number;
  /** How much more than its own size it may unpack to, in all. */
  inflationBytes: number;
  /** The most it may unpack to, in all, whatever its size. */
  unpackedBytes: number;
  /** One entry of each kind, unpacked. */
  jsonBytes: number;
  imageBytes: number;
  videoBytes: number;
};

export type SetupArchiveInput = {
  /** The archive as a file, or its bytes. */
  archive: { path: string } | { bytes: Uint8Array };
  /** An empty folder for the files the setup names; the caller made it and removes it. */
  dir: string;
  limits: SetupArchiveLimits;
};

type SetupQuiz = { quiz: SeedQuizzes[number]; questions: SeedQuestion[] };

/** The setup the archive holds, each file checked; the files it names are unpacked in `dir`. */
export type SetupArchive = { site: SiteFile; quizzes: SetupQuiz[] };

/** A name an archive may hold: relative, forward slashes, no dot segments, plain characters. */
const SAFE_NAME = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
/** Image types a reference may leave out, raster first: an organiser's logo.png wins over logo.svg. */
const REFERENCE_EXTENSIONS = ['png', 'webp', 'jpg', 'jpeg', 'avif', 'gif', 'svg'];
/** Deeper than any setup's JSON (site.json nests four levels). */
const MAX_JSON_DEPTH = 16;

const invalid = (file: string) =>
  new AppError('setup_file_invalid', { params: { file: file.slice(0, 100) } });
const tooMuch = () => new AppError('setup_file_unpacked_too_large');

/** What one entry may unpack to, by its kind. */
function kindLimit(name: string, limits: SetupArchiveLimits): number {
  if (name.endsWith('.json')) return limits.jsonBytes;
  if (/\.(mp4|webm)$/i.test(name)) return limits.videoBytes;
  return limits.imageBytes;
}

/** What an archive of this many bytes may unpack to: pictures and videos do not shrink in a zip. */
function unpackedCeiling(archiveBytes: number, limits: SetupArchiveLimits): number {
  return Math.min(archiveBytes + limits.inflationBytes, limits.unpackedBytes);
}

type Archive = { zip: yauzl.ZipFile; entries: Map<string, yauzl.Entry> };

const ZIP_OPTIONS = {
  lazyEntries: true,
  // Entries are opened after the whole directory is read, so the file stays open until closed here.
  autoClose: false,
  validateEntrySizes: true,
  strictFileNames: true,
};

async function openArchive(
  archive: SetupArchiveInput['archive'],
  limits: SetupArchiveLimits,
): Promise<yauzl.ZipFile> {
  const size =
    'path' in archive ? (await fs.promises.stat(archive.path)).size : archive.bytes.byteLength;
  if (size > limits.fileBytes) throw new AppError('setup_file_too_large');
  try {
    return await new Promise<yauzl.ZipFile>((resolve, reject) => {
      const done = (error: Error | null, zip?: yauzl.ZipFile) =>
        error || !zip ? reject(error ?? new Error('no zip')) : resolve(zip);
      if ('path' in archive) yauzl.open(archive.path, ZIP_OPTIONS, done);
      else {
        const { buffer, byteOffset, byteLength } = archive.bytes;
        yauzl.fromBuffer(Buffer.from(buffer, byteOffset, byteLength), ZIP_OPTIONS, done);
      }
    });
  } catch {
    throw new AppError('setup_file_not_supported');
  }
}

/**
 * Reads the central directory whole, refusing at the first bound crossed: the number of entries, a
 * name, an entry larger than its kind allows, and the sum of all the sizes they declare.
 */
async function readDirectory(zip: yauzl.ZipFile, limits: SetupArchiveLimits): Promise<Archive> {
  if (zip.entryCount > limits.entries) throw tooMuch();
  const ceiling = unpackedCeiling(zip.fileSize, limits);
  const entries = new Map<string, yauzl.Entry>();
  let declared = 0;
  await new Promise<void>((resolve, reject) => {
    zip.on('error', () => reject(new AppError('setup_file_not_supported')));
    zip.on('end', resolve);
    zip.on('entry', (entry: yauzl.Entry) => {
      const name = entry.fileName;
      if (name.endsWith('/')) return zip.readEntry();
      if (!SAFE_NAME.test(name) || entries.has(name)) return reject(invalid(name));
      if (entry.isEncrypted() || ![0, 8].includes(entry.compressionMethod))
        return reject(invalid(name));
      if (entry.uncompressedSize > kindLimit(name, limits)) return reject(invalid(name));
      declared += entry.uncompressedSize;
      if (declared > ceiling) return reject(tooMuch());
      entries.set(name, entry);
      zip.readEntry();
    });
    zip.readEntry();
  });
  return { zip, entries };
}

/**
 * Counts the bytes inflated, against the entry's declared size and the archive's ceiling: yauzl
 * checks the first as it reads, and counting here too keeps both bounds ours whatever it does.
 */
class InflatedBytes {
  private total = 0;
  constructor(private readonly ceiling: number) {}

  counter(name: string, declared: number): Transform {
    let bytes = 0;
    return new Transform({
      transform: (chunk: Buffer, _encoding, done) => {
        bytes += chunk.length;
        this.total += chunk.length;
        if (bytes > declared) done(invalid(name));
        else if (this.total > this.ceiling) done(tooMuch());
        else done(null, chunk);
      },
    });
  }
}

/**
 * The entry's bytes, counted, into `sink`; a lie, a broken stream or a clash of names is the file's
 * fault.
 */
async function inflate(
  { zip, entries }: Archive,
  counted: InflatedBytes,
  name: string,
  sink: Writable,
): Promise<void> {
  const entry = entries.get(name)!;
  try {
    const stream = await new Promise<Readable>((resolve, reject) =>
      zip.openReadStream(entry, (error, opened) =>
        error || !opened ? reject(error ?? new Error('no stream')) : resolve(opened),
      ),
    );
    await pipeline(stream, counted.counter(name, entry.uncompressedSize), sink);
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    // The disk full or not writable is the server's problem, not the file's.
    if (code && !['EEXIST', 'ENOTDIR', 'EISDIR'].includes(code)) throw error;
    throw invalid(name);
  }
}

/**
 * The first text in `value` the forms would change by removing an invisible control, by its path.
 * Depth-first and bounded in depth, so that it holds no more than one path whatever the file.
 */
function hiddenControlAt(
  value: unknown,
  file: string,
  at: (string | number)[] = [],
): (string | number)[] | null {
  if (typeof value === 'string') return removeInvisibleControls(value) === value ? null : at;
  if (typeof value !== 'object' || value === null) return null;
  if (at.length >= MAX_JSON_DEPTH) throw invalid(file);
  const children: [string | number, unknown][] = Array.isArray(value)
    ? value.map((child, i) => [i, child])
    : Object.entries(value);
  for (const [key, child] of children) {
    const found = hiddenControlAt(child, file, [...at, key]);
    if (found) return found;
  }
  return null;
}

/** The refusal of a field of a file, by its path and the forms' words for what is wrong. */
function invalidField(file: string, at: readonly PropertyKey[], message: string): AppError {
  const field = at
    .map(String)
    .join('.')
    .replace(/[^\w.]/g, '')
    .slice(0, 100);
  const reason = isMessageKey(message) ? message : null;
  const words = reason ? messages[reason] : message.replace(/[^\x20-\x7e]/g, '').slice(0, 200);
  const where = field ? `${file} (${field})` : file;
  return new AppError('setup_file_invalid', {
    message: `The setup file could not be used: ${where}: ${words}`,
    ...(field ? { field } : {}),
    params: { file: where, ...(reason ? { reason } : {}) },
  });
}

/**
 * One JSON file of the archive, read into memory (its size is bounded), checked as a setup's text:
 * well-formed UTF-8, no invisible control the forms would remove (a setup file carries its texts as
 * they were saved, so one there was put there by hand), and the file's schema.
 */
async function readJson<T>(
  archive: Archive,
  counted: InflatedBytes,
  name: string,
  schema: z.ZodType<T>,
): Promise<T> {
  if (!archive.entries.has(name)) throw invalid(name);
  const chunks: Buffer[] = [];
  const collect = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  await inflate(archive, counted, name, collect);
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks)));
  } catch {
    throw invalid(name);
  }
  const hidden = hiddenControlAt(value, name);
  if (hidden) throw invalidField(name, hidden, 'unsaveable');
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw invalidField(name, issue.path, issue.message);
  }
  return result.data;
}

/** The entry a reference names; one without its type (the first site.json format) finds it. */
export function resolveReference(ref: string, has: (name: string) => boolean): string | null {
  if (has(ref)) return ref;
  return REFERENCE_EXTENSIONS.map((extension) => `${ref}.${extension}`).find(has) ?? null;
}

/**
 * Every file the setup names, as entries of the archive: one that is missing, or larger than what
 * it is used as may be (a video named as a picture), is named.
 */
function namedFiles(
  { entries }: Archive,
  { site, quizzes }: SetupArchive,
  limits: SetupArchiveLimits,
): Set<string> {
  const files = new Set<string>();
  const add = (name: string | null | undefined, maxBytes: number) => {
    if (typeof name !== 'string') return;
    if (!entries.has(name) || entries.get(name)!.uncompressedSize > maxBytes) throw invalid(name);
    files.add(name);
  };
  // site.json's references may leave the type out; a question's picture is named whole.
  const siteFile = (ref: string | null | undefined) =>
    ref ? (resolveReference(ref, (candidate) => entries.has(candidate)) ?? ref) : null;
  for (const ref of [
    ...site.teams.flatMap((team) => [team.logo, team.poster]),
    ...Object.values(site.brand),
    ...site.slogans,
    ...site.videos.map((video) => video.cover),
  ])
    add(siteFile(ref), limits.imageBytes);
  for (const video of site.videos) add(siteFile(video.src), limits.videoBytes);
  for (const { questions } of quizzes)
    for (const question of questions) add(question.image, limits.imageBytes);
  return files;
}

/**
 * Reads and checks the setup an archive holds, and unpacks the files it names into `dir`; refuses
 * with an AppError (setup_file_too_large, setup_file_unpacked_too_large, setup_file_not_supported,
 * setup_file_invalid naming the file and field) at the first bound or rule broken.
 */
export async function readSetupArchive({
  archive: source,
  dir,
  limits,
}: SetupArchiveInput): Promise<SetupArchive> {
  const zip = await openArchive(source, limits);
  try {
    const archive = await readDirectory(zip, limits);
    const counted = new InflatedBytes(unpackedCeiling(zip.fileSize, limits));
    const site = await readJson(archive, counted, 'site.json', SiteFile);
    const quizzes: SetupQuiz[] = [];
    if (archive.entries.has('questions/quizzes.json'))
      for (const quiz of await readJson(archive, counted, 'questions/quizzes.json', SeedQuizzes)) {
        const file = `questions/${quiz.id}.json`;
        quizzes.push({ quiz, questions: await readJson(archive, counted, file, SeedQuestions) });
      }
    const setup = { site, quizzes };
    for (const name of namedFiles(archive, setup, limits)) {
      const target = path.join(dir, name);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      await inflate(archive, counted, name, fs.createWriteStream(target, { flags: 'wx' }));
    }
    return setup;
  } finally {
    zip.close();
  }
}
