// An event's whole setup as one .zip: site.json with the files it names (the content folder's
// format), and questions/ with every quiz that is not archived, its questions and their pictures.
// Files are streamed from storage one at a time as the archive is written, never held together.
import type { Readable } from 'node:stream';
import yazl from 'yazl';
import { BRAND_SLOTS, type Site, type StoredImage } from '../../../common/site.js';
import type { SiteFile } from '../../../common/setup-file.js';
import type { SeedQuizzes } from '../../../common/quiz.js';
import type { Db } from '../../db/database.js';
import type { Storage } from '../../storage/storage-contract.js';
import { listQuizzes, optionsOf, quizSettings, readQuestions } from '../quiz/quizzes.js';
import { teamWithImages } from '../site/present-site.js';

const extensionOf = (file: string) => file.slice(file.lastIndexOf('.'));

/** Builds the archive's site.json while listing which stored file goes under which name. */
function siteFileOf(site: Site, files: Map<string, string>): SiteFile {
  const add = (name: string, image: StoredImage | null | undefined) => {
    if (!image) return null;
    const path = `${name}${extensionOf(image.file)}`;
    files.set(path, `media/${image.file}`);
    return path;
  };
  return {
    event: site.event,
    teams: site.teams.map((team) =>
      teamWithImages(team, (slot, image) => add(`teams/${team.key}-${slot}`, image)),
    ),
    brand: Object.fromEntries(
      BRAND_SLOTS.map((slot) => [slot, add(`brand/${slot}`, site.brand[slot])]),
    ),
    slogans: site.slogans.map((slogan, i) => add(`slogans/slogan-${i + 1}`, slogan.image)!),
    gallery: site.gallery,
    videos: site.videos.map((video, i) => {
      const src = `videos/video-${i + 1}${extensionOf(video.video.file)}`;
      files.set(src, `media/${video.video.file}`);
      return { title: video.title, src, cover: add(`videos/video-${i + 1}-cover`, video.cover) };
    }),
    pages: site.pages,
    profile: site.profile,
    contact: site.contact,
    signIn: site.signIn,
    schedule: site.schedule,
  };
}

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

export async function exportSetup(db: Db, storage: Storage, site: Site): Promise<Readable> {
  const files = new Map<string, string>();
  const zip = new yazl.ZipFile();
  zip.addBuffer(json(siteFileOf(site, files)), 'site.json');

  const quizzes = (await listQuizzes(db)).filter((quiz) => quiz.archived_at === null);
  const seed: SeedQuizzes = quizzes.map((quiz) => ({ id: quiz.id, ...quizSettings(quiz) }));
  zip.addBuffer(json(seed), 'questions/quizzes.json');
  for (const quiz of quizzes) {
    const questions = (await readQuestions(db, quiz.id)).map((question) => {
      const options = optionsOf(question);
      const image = question.image_key
        ? `questions/images/${question.image_key.slice(question.image_key.lastIndexOf('/') + 1)}`
        : undefined;
      if (image && question.image_key) files.set(image, question.image_key);
      return {
        id: question.id,
        question: question.text,
        options,
        answer: options[question.correct]!,
        ...(image ? { image } : {}),
        ...(question.explanation ? { explanation: question.explanation } : {}),
      };
    });
    zip.addBuffer(json(questions), `questions/${quiz.id}.json`);
  }

  // Images and videos are compressed already: stored as they are, and opened only in their turn.
  for (const [name, key] of files)
    zip.addReadStreamLazy(name, { compress: false }, (callback) => {
      storage.read(key).then(
        (found) =>
          found
            ? callback(null, found.body)
            : callback(new Error(`${key} is missing from storage`), null as never),
        (error: Error) => callback(error, null as never),
      );
    });
  zip.end();
  return zip.outputStream as Readable;
}
