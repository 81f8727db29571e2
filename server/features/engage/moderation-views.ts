// What a moderator sees of the questions, words and photos people sent: each with its sender's name
// (always, even where the hall is told no name), and the queue of what waits for them.
import type {
  ModerationPhoto,
  ModerationQuestion,
  ModerationQueue,
  ModerationWord,
} from '../../../common/engage.js';
import type { Selectable } from 'kysely';
import type { Db, Trx } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { displayNames } from '../admin/organiser-names.js';
import { photoUrls } from './engage-state.js';

type Reader = Db | Trx;

/** The most of each kind the queue lists at once, oldest first: the rest follow as these go. */
const QUEUE_SIZE = 200;
/** The most of each kind one activity's page lists. */
const ALL_SIZE = 1_000;

/** Each person's name as organisers see it: their registered name, else their phone's name. */
export async function senderNames(db: Reader, userIds: string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const wanted = [...new Set(userIds)];
  if (wanted.length === 0) return names;
  const rows = await db
    .selectFrom('users')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .select(['users.id', 'users.phone_number', 'profiles.name'])
    .where('users.id', 'in', wanted)
    .execute();
  const phones = await displayNames(
    db,
    rows.filter((row) => !row.name).map((row) => row.phone_number),
  );
  for (const row of rows) names.set(row.id, row.name || phones.get(row.phone_number) || '');
  return names;
}

/** The queue's (oldest first), one activity's, or one. */
type QuestionsOf = { pending: true } | { id: string } | { activityId: string };

/** Questions as moderators see them. */
export async function moderationQuestions(
  db: Reader,
  of: QuestionsOf,
): Promise<ModerationQuestion[]> {
  let query = db.selectFrom('engage_questions').selectAll();
  if ('id' in of) query = query.where('id', '=', of.id);
  if ('pending' in of) query = query.where('status', '=', 'pending').limit(QUEUE_SIZE);
  if ('activityId' in of) query = query.where('activity_id', '=', of.activityId).limit(ALL_SIZE);
  const rows = await query.orderBy('created_at').orderBy('id').execute();
  const names = await senderNames(
    db,
    rows.map((row) => row.user_id),
  );
  return rows.map((row) => ({
    id: row.id,
    activityId: row.activity_id,
    text: row.text,
    name: names.get(row.user_id) ?? '',
    team: row.team,
    anonymous: row.anonymous === 1,
    status: row.status,
    flagged: row.flagged === 1,
    pinned: row.pinned === 1,
    votes: row.votes,
    createdAt: row.created_at,
  }));
}

/** The queue's (oldest first), one activity's, or one person's one word. */
type WordsOf =
  { held: true } | { activityId: string } | { activityId: string; userId: string; word: string };

/** Cloud words as moderators see them, one person's each. */
export async function moderationWords(db: Reader, of: WordsOf): Promise<ModerationWord[]> {
  let query = db.selectFrom('engage_words').selectAll();
  if ('word' in of)
    query = query
      .where('activity_id', '=', of.activityId)
      .where('user_id', '=', of.userId)
      .where('word', '=', of.word);
  if ('held' in of) query = query.where('status', '=', 'held').limit(QUEUE_SIZE);
  if ('activityId' in of && !('word' in of))
    query = query.where('activity_id', '=', of.activityId).limit(ALL_SIZE);
  const rows = await query.orderBy('sent_at').orderBy('user_id').orderBy('word').execute();
  const names = await senderNames(
    db,
    rows.map((row) => row.user_id),
  );
  return rows.map((row) => ({
    activityId: row.activity_id,
    word: row.word,
    typed: row.typed,
    name: names.get(row.user_id) ?? '',
    team: row.team,
    userId: row.user_id,
    status: row.status,
    sentAt: row.sent_at,
  }));
}

type PhotoRow = Selectable<Database['engage_photos']>;

export function presentModerationPhoto(
  row: Pick<PhotoRow, 'id' | 'activity_id' | 'width' | 'height' | 'team' | 'status' | 'created_at'>,
  name: string | null,
): ModerationPhoto {
  return {
    id: row.id,
    activityId: row.activity_id,
    ...photoUrls(row.id),
    width: row.width,
    height: row.height,
    name: name ?? '',
    team: row.team,
    status: row.status,
    createdAt: row.created_at,
  };
}

/** The queue's (oldest first), or one activity's. */
type PhotosOf = { pending: true } | { activityId: string };

/** Photos as moderators see them (their approval and hiding are the wall's own). */
export async function moderationPhotos(db: Reader, of: PhotosOf): Promise<ModerationPhoto[]> {
  let query = db
    .selectFrom('engage_photos')
    .select(['id', 'activity_id', 'user_id', 'team', 'width', 'height', 'status', 'created_at']);
  if ('pending' in of) query = query.where('status', '=', 'pending').limit(QUEUE_SIZE);
  else query = query.where('activity_id', '=', of.activityId).limit(ALL_SIZE);
  const rows = await query.orderBy('created_at').orderBy('id').execute();
  const names = await senderNames(
    db,
    rows.map((row) => row.user_id),
  );
  return rows.map((row) => presentModerationPhoto(row, names.get(row.user_id) ?? null));
}

/** What waits for a moderator across every activity: pending questions, held words, pending photos. */
export async function readQueue(db: Reader): Promise<ModerationQueue> {
  return {
    questions: await moderationQuestions(db, { pending: true }),
    words: await moderationWords(db, { held: true }),
    photos: await moderationPhotos(db, { pending: true }),
  };
}
