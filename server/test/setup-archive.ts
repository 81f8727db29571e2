// A setup file (.zip) opened into its files by name and written back, so a test can export a
// server's setup, change it as an organiser would (a team renamed, a quiz's kind) and import it.
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import yauzl from 'yauzl';
import yazl from 'yazl';

const fromBuffer = promisify<Buffer, yauzl.Options, yauzl.ZipFile>(yauzl.fromBuffer);

/** Every file of the archive, by its name in it. */
async function readArchive(zip: Buffer): Promise<Map<string, Buffer>> {
  const archive = await fromBuffer(zip, { lazyEntries: true });
  const openStream = promisify(archive.openReadStream.bind(archive));
  const files = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    archive.on('error', reject);
    archive.on('end', resolve);
    archive.on('entry', (entry: yauzl.Entry) => {
      if (entry.fileName.endsWith('/')) return archive.readEntry();
      openStream(entry)
        .then(async (stream) => {
          const chunks: Buffer[] = [];
          for await (const chunk of stream) chunks.push(chunk as Buffer);
          files.set(entry.fileName, Buffer.concat(chunks));
          archive.readEntry();
        })
        .catch(reject);
    });
    archive.readEntry();
  });
  return files;
}

/** An archive of these files. */
export async function writeArchive(files: ReadonlyMap<string, Buffer>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, bytes] of files) zip.addBuffer(bytes, name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A JSON file of the archive, read. */
function archiveJson<T>(files: ReadonlyMap<string, Buffer>, name: string): T {
  const bytes = files.get(name);
  if (!bytes) throw new Error(`the archive has no ${name}`);
  return JSON.parse(bytes.toString('utf8')) as T;
}

/** A JSON file of the archive, written as the export writes it. */
function setArchiveJson(files: Map<string, Buffer>, name: string, value: unknown): void {
  files.set(name, Buffer.from(`${JSON.stringify(value, null, 2)}\n`));
}

/** A setup's one team, as its site.json lists it: Lucknow's Krrish, of fifty, with no pictures. */
export const lucknowTeam = () => ({
  key: 'lucknow',
  office: { en: 'Lucknow', hi: 'लखनऊ' },
  label: { en: 'Krrish', hi: '' },
  capacity: 50,
  logo: null,
  poster: null,
});

type ArchiveSite = {
  teams: { key: string; label: { en: string; hi: string }; logo: unknown; poster: unknown }[];
  brand: Record<string, unknown>;
  slogans: unknown[];
  videos: unknown[];
};
export type ArchiveQuiz = { id: string; kind: 'contest' | 'practice' };

/**
 * The server's setup as its export route gives it, without its pictures and videos: importing it
 * reads JSON alone, in milliseconds rather than the seconds every picture's re-encoding takes.
 */
export async function exportedSetupWithoutMedia(
  app: FastifyInstance,
  cookies: Record<string, string>,
): Promise<Map<string, Buffer>> {
  const exported = await app.inject({ url: '/api/admin/setup/export', cookies });
  if (exported.statusCode !== 200) throw new Error(`the export answered ${exported.statusCode}`);
  const all = await readArchive(exported.rawPayload);
  const files = new Map<string, Buffer>();
  const site = archiveJson<ArchiveSite>(all, 'site.json');
  setArchiveJson(files, 'site.json', {
    ...site,
    teams: site.teams.map((team) => ({ ...team, logo: null, poster: null })),
    brand: {},
    slogans: [],
    videos: [],
  });
  for (const [name, bytes] of all) {
    if (!/^questions\/[^/]+\.json$/.test(name)) continue;
    const value = JSON.parse(bytes.toString('utf8')) as Record<string, unknown>[];
    if (name === 'questions/quizzes.json') setArchiveJson(files, name, value);
    else
      setArchiveJson(
        files,
        name,
        value.map(({ image: _image, ...question }) => question),
      );
  }
  return files;
}

/** A copy of the setup's files with some teams' labels and some quizzes' kinds changed. */
export function changedSetup(
  files: ReadonlyMap<string, Buffer>,
  change: {
    labels?: Record<string, string>;
    kinds?: Record<string, ArchiveQuiz['kind']>;
  },
): Map<string, Buffer> {
  const copy = new Map(files);
  const site = archiveJson<ArchiveSite>(files, 'site.json');
  setArchiveJson(copy, 'site.json', {
    ...site,
    teams: site.teams.map((team) => {
      const label = change.labels?.[team.key];
      return label === undefined ? team : { ...team, label: { ...team.label, en: label } };
    }),
  });
  const quizzes = archiveJson<ArchiveQuiz[]>(files, 'questions/quizzes.json');
  setArchiveJson(
    copy,
    'questions/quizzes.json',
    quizzes.map((quiz) => ({ ...quiz, kind: change.kinds?.[quiz.id] ?? quiz.kind })),
  );
  return copy;
}
