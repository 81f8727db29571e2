// Reads an uploaded setup file (.zip) and replaces this event's setup with it: settings, teams,
// images, videos and quizzes. The file is read by setup-archive.ts, which refuses it whole at the
// first bound or rule broken and unpacks the files it names into a folder of its own; then its
// files are stored and the setup applied in one transaction: a file that fails leaves the event as
// it was. A dry run says what it would replace and changes nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SeedQuestion, SeedQuizzes } from '../../../common/quiz.js';
import type { SetupImportReport } from '../../../common/setup-api.js';
import {
  SETUP_FILE_INFLATION_MAX_BYTES,
  SETUP_FILE_JSON_MAX_BYTES,
  SETUP_FILE_MAX_BYTES,
  SETUP_FILE_MAX_ENTRIES,
  SETUP_UNPACKED_MAX_BYTES,
} from '../../../common/setup-file.js';
import { IMAGE_MAX_BYTES, VIDEO_MAX_BYTES } from '../../../common/upload-limits.js';
import { writeAudit } from '../../audit/audit-log.js';
import type { Actor } from '../../changes/change.js';
import { ConfigError } from '../../config.js';
import { lockKey, type Db, type Trx } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { readerModule, type FileReaders } from '../../files/file-readers.js';
import type { Storage } from '../../storage/storage-contract.js';
import { applyQuestions } from '../quiz-editor/question-service.js';
import { keepKindOncePlayed, quizWithPlays } from '../quiz-editor/quiz-editor-service.js';
import { processQuestionImage, questionImageKey } from '../quiz-editor/question-image.js';
import type { SetupArchive, SetupArchiveInput, SetupArchiveLimits } from './setup-archive.js';
import { storeSetupFiles } from './setup-folder.js';
import { readSite, writeSettings } from './site-store.js';
import { replaceTeams, teamHoldsPeople } from './team-rows.js';
import { quizHasPlays } from '../quiz/quizzes.js';

/** What a setup file may hold: the file's own bounds, and each picture and video as an upload's. */
export const SETUP_ARCHIVE_LIMITS: SetupArchiveLimits = {
  fileBytes: SETUP_FILE_MAX_BYTES,
  entries: SETUP_FILE_MAX_ENTRIES,
  inflationBytes: SETUP_FILE_INFLATION_MAX_BYTES,
  unpackedBytes: SETUP_UNPACKED_MAX_BYTES,
  jsonBytes: SETUP_FILE_JSON_MAX_BYTES,
  imageBytes: IMAGE_MAX_BYTES,
  videoBytes: VIDEO_MAX_BYTES,
};

const invalid = (file: string) => new AppError('setup_file_invalid', { params: { file } });

/** What the setup replaces; refuses what it cannot do (a team that holds people, a quiz's kind). */
async function compare(db: Db | Trx, setup: SetupArchive, dryRun: boolean) {
  const current = await readSite(db);
  if (!current) throw new Error('the event setup is missing');
  const before = new Map(current.teams.map((team) => [team.key, team]));
  const after = new Map(setup.site.teams.map((team) => [team.key, team]));
  const removedTeams = current.teams.filter((team) => !after.has(team.key));
  for (const team of removedTeams)
    if (await teamHoldsPeople(db as Trx, team.key)) throw new AppError('team_not_empty');
  const quizzes = await db.selectFrom('quizzes').select(['id', 'kind', 'title_en']).execute();
  const existing = new Map(quizzes.map((quiz) => [quiz.id, quiz]));
  const incoming = new Set(setup.quizzes.map(({ quiz }) => quiz.id));
  const kept = quizzes.filter((quiz) => !incoming.has(quiz.id));
  for (const { quiz } of setup.quizzes) {
    const old = existing.get(quiz.id);
    if (old && old.kind !== quiz.kind && (await quizHasPlays(db, quiz.id)))
      throw new AppError('quiz_kind_locked');
  }
  const archived: string[] = [];
  const removed: string[] = [];
  for (const quiz of kept)
    ((await quizHasPlays(db, quiz.id)) ? archived : removed).push(quiz.title_en);
  const report: SetupImportReport = {
    dryRun,
    event: { from: current.event.name, to: setup.site.event.name },
    teams: {
      added: setup.site.teams.filter((t) => !before.has(t.key)).map((t) => t.office.en),
      removed: removedTeams.map((t) => t.office.en),
      changed: setup.site.teams
        .filter((t) => {
          const old = before.get(t.key);
          return (
            old !== undefined &&
            JSON.stringify([old.office, old.label, old.capacity]) !==
              JSON.stringify([t.office, t.label, t.capacity])
          );
        })
        .map((t) => t.office.en),
    },
    quizzes: {
      added: setup.quizzes
        .filter(({ quiz }) => !existing.has(quiz.id))
        .map(({ quiz }) => quiz.title.en),
      replaced: setup.quizzes
        .filter(({ quiz }) => existing.has(quiz.id))
        .map(({ quiz }) => quiz.title.en),
      archived,
      removed,
    },
    images:
      setup.site.teams.filter((t) => t.logo).length +
      setup.site.teams.filter((t) => t.poster).length +
      Object.values(setup.site.brand).filter(Boolean).length +
      setup.site.slogans.length +
      setup.site.videos.filter((v) => v.cover).length +
      setup.quizzes.flatMap(({ questions }) => questions.filter((q) => q.image)).length,
    videos: setup.site.videos.length,
    questions: setup.quizzes.reduce((sum, { questions }) => sum + questions.length, 0),
  };
  return report;
}

/** Makes the quizzes those of the setup: kept by id, new ones added, the rest archived or gone. */
async function replaceQuizzes(
  trx: Trx,
  quizzes: {
    quiz: SeedQuizzes[number];
    questions: (SeedQuestion & { imageKey: string | null })[];
  }[],
  now: number,
): Promise<void> {
  const incoming = new Set(quizzes.map(({ quiz }) => quiz.id));
  for (const { id } of await trx.selectFrom('quizzes').select('id').execute()) {
    if (incoming.has(id)) continue;
    // Under the quiz's lock, so no play starts between the look and the delete.
    if ((await quizWithPlays(trx, id)).played)
      await trx
        .updateTable('quizzes')
        .set({ archived_at: now, enabled: 0, updated_at: now })
        .where('id', '=', id)
        .where('archived_at', 'is', null)
        .execute();
    else await trx.deleteFrom('quizzes').where('id', '=', id).execute();
  }
  for (const [position, { quiz, questions }] of quizzes.entries()) {
    // Before the row is written, as the quiz editor does: a start waits, or the change is refused.
    await keepKindOncePlayed(trx, quiz.id, quiz.kind);
    const row = {
      kind: quiz.kind,
      title_en: quiz.title.en,
      title_hi: quiz.title.hi,
      questions_per_play: quiz.questionsPerPlay,
      seconds_per_question: quiz.secondsPerQuestion,
      enabled: quiz.open ? 1 : 0,
      opens_at: quiz.opensAt,
      closes_at: quiz.closesAt,
      shuffle_options: quiz.shuffleOptions ? 1 : 0,
      position,
      archived_at: null,
      updated_at: now,
    };
    const updated = await trx
      .updateTable('quizzes')
      .set(row)
      .where('id', '=', quiz.id)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n)
      await trx
        .insertInto('quizzes')
        .values({ id: quiz.id, ...row, created_at: now })
        .execute();
    // The quiz editor's rule for a list of questions: an id never comes to mean another question
    // (one whose text or options differ from the stored one under its id gets a new id), so a
    // regrade never re-scores a play against a question it was not served.
    await applyQuestions(trx, quiz.id, questions, now);
  }
}

export type ImportContext = {
  db: Db;
  storage: Storage;
  readers: FileReaders;
  actor: Actor;
};

const SETUP_ARCHIVE_READER = readerModule(import.meta.url, 'setup-archive-worker');
/** Unpacking a setup file of 2 GB from a local disk takes well under a minute. */
const SETUP_READ_TIMEOUT_MS = 5 * 60_000;

/** Reads the uploaded file (already on disk) and, unless a dry run, applies it. */
export async function importSetup(
  zipPath: string,
  { db, storage, readers, actor }: ImportContext,
  dryRun: boolean,
): Promise<SetupImportReport> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'utsav-setup-'));
  try {
    // Checked and unpacked off the event loop: the archive is whatever someone made it.
    const setup = await readers.read<SetupArchiveInput, SetupArchive>(
      SETUP_ARCHIVE_READER,
      { archive: { path: zipPath }, dir, limits: SETUP_ARCHIVE_LIMITS },
      { timeoutMs: SETUP_READ_TIMEOUT_MS },
    );
    const preview = await compare(db, setup, dryRun);
    if (dryRun) return preview;

    // Stored first, each under a name made from its bytes: a failure below leaves only files that
    // nothing refers to, and the event as it was.
    let stored;
    try {
      stored = await storeSetupFiles(dir, setup.site, storage, 'uploaded');
    } catch (error) {
      if (error instanceof ConfigError) throw invalid(error.message.split(':')[0] ?? 'site.json');
      throw error;
    }
    const quizzes: {
      quiz: SeedQuizzes[number];
      questions: (SeedQuestion & { imageKey: string | null })[];
    }[] = [];
    for (const { quiz, questions } of setup.quizzes) {
      const withImages: (SeedQuestion & { imageKey: string | null })[] = [];
      for (const question of questions) {
        let imageKey: string | null = null;
        if (question.image) {
          const file = path.join(dir, question.image);
          const image = await processQuestionImage(await fs.promises.readFile(file)).catch(() => {
            throw invalid(question.image!);
          });
          imageKey = questionImageKey(quiz.id, image);
          await storage.put(imageKey, image);
        }
        withImages.push({ ...question, imageKey });
      }
      quizzes.push({ quiz, questions: withImages });
    }

    return await db.transaction().execute(async (trx) => {
      await lockKey(trx, 'event-setup');
      // Checked again under the lock: someone may have registered into a team meanwhile.
      const report = await compare(trx, setup, false);
      await replaceTeams(trx, stored.teams, actor.now);
      await writeSettings(trx, stored.settings, actor.now);
      await replaceQuizzes(trx, quizzes, actor.now);
      await writeAudit(trx, actor, { action: 'setup.import', detail: { report } });
      return report;
    });
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}
