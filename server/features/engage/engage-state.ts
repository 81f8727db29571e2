// What the hall sees of the activities running now (the `engage` event, every phone and screen:
// one read per push on each instance) and what one person sent to each (their own reads).
import { sql } from 'kysely';
import {
  CLOUD_WORDS_SHOWN,
  type CloudResults,
  type EngageState,
  type LiveActivity,
  type MyPhoto,
  type MySends,
  PHOTOS_SHOWN,
  type PhotoResults,
  type PollResults,
  type QnaResults,
  QUESTIONS_SHOWN,
} from '../../../common/engage.js';
import type { Db, Trx } from '../../db/database.js';
import { type ActivityRow, listLive, optionsOf, presentActivity } from './activity-rows.js';

type Reader = Db | Trx;

/** Where a wall's photo is read: at screen size, or its small rendition. */
export function photoUrls(id: string): { url: string; smallUrl: string } {
  const url = `/api/engage/photos/${id}/image`;
  return { url, smallUrl: `${url}?size=small` };
}

export async function pollResults(db: Reader, activity: ActivityRow): Promise<PollResults> {
  const options = optionsOf(activity);
  // One bit per option (common/engage-input.ts): each option's votes are a sum over one index.
  const row = await db
    .selectFrom('engage_votes')
    .select((eb) => [
      eb.fn.countAll<number>().as('voters'),
      ...options.map((_, index) =>
        sql<number>`coalesce(sum((choices >> ${sql.lit(index)}) & 1), 0)`.as(`o${index}`),
      ),
    ])
    .where('activity_id', '=', activity.id)
    .executeTakeFirstOrThrow();
  const figures = row as unknown as Record<string, number | string>;
  return {
    voters: Number(row.voters),
    counts: options.map((_, index) => Number(figures[`o${index}`] ?? 0)),
  };
}

export async function cloudResults(db: Reader, activityId: string): Promise<CloudResults> {
  const top = await db
    .selectFrom('engage_words')
    .select(['word', (eb) => eb.fn.countAll<number>().as('n')])
    .where('activity_id', '=', activityId)
    .where('status', '=', 'shown')
    .groupBy('word')
    .orderBy('n', 'desc')
    .orderBy('word')
    .limit(CLOUD_WORDS_SHOWN)
    .execute();
  const senders = await db
    .selectFrom('engage_words')
    .select((eb) => eb.fn.count<number>('user_id').distinct().as('n'))
    .where('activity_id', '=', activityId)
    .where('status', '=', 'shown')
    .executeTakeFirstOrThrow();
  if (top.length === 0) return { words: [], senders: 0 };
  // Each word as most of its senders typed it ("Team work" rather than "team WORK"); between forms
  // typed as often, the one sent first.
  const forms = await db
    .selectFrom('engage_words')
    .select([
      'word',
      'typed',
      (eb) => eb.fn.countAll<number>().as('n'),
      (eb) => eb.fn.min<number>('sent_at').as('first'),
    ])
    .where('activity_id', '=', activityId)
    .where('status', '=', 'shown')
    .where(
      'word',
      'in',
      top.map((row) => row.word),
    )
    .groupBy(['word', 'typed'])
    .execute();
  const shownAs = new Map<string, { typed: string; n: number; first: number }>();
  for (const form of forms) {
    const best = shownAs.get(form.word);
    const n = Number(form.n);
    const first = Number(form.first);
    if (!best || n > best.n || (n === best.n && first < best.first))
      shownAs.set(form.word, { typed: form.typed, n, first });
  }
  return {
    words: top.map((row) => ({
      word: shownAs.get(row.word)?.typed ?? row.word,
      count: Number(row.n),
    })),
    senders: Number(senders.n),
  };
}

async function qnaResults(db: Reader, activityId: string): Promise<QnaResults> {
  const rows = await db
    .selectFrom('engage_questions')
    .leftJoin('profiles', 'profiles.user_id', 'engage_questions.user_id')
    .select([
      'engage_questions.id',
      'engage_questions.text',
      'engage_questions.anonymous',
      'engage_questions.team',
      'engage_questions.votes',
      'engage_questions.status',
      'engage_questions.pinned',
      'engage_questions.created_at',
      'profiles.name',
    ])
    .where('engage_questions.activity_id', '=', activityId)
    .where('engage_questions.status', 'in', ['approved', 'answered'])
    .orderBy('engage_questions.pinned', 'desc')
    .orderBy('engage_questions.votes', 'desc')
    .orderBy('engage_questions.created_at')
    .limit(QUESTIONS_SHOWN)
    .execute();
  return {
    questions: rows.map((row) => ({
      id: row.id,
      text: row.text,
      name: row.anonymous === 1 ? null : (row.name ?? null),
      // Not even the office of someone who asked not to be named: a small one could give them away.
      team: row.anonymous === 1 ? '' : row.team,
      votes: row.votes,
      status: row.status as 'approved' | 'answered',
      pinned: row.pinned === 1,
      createdAt: row.created_at,
    })),
  };
}

async function photoResults(db: Reader, activityId: string): Promise<PhotoResults> {
  const rows = await db
    .selectFrom('engage_photos')
    .select(['id', 'width', 'height', 'team', 'created_at'])
    .where('activity_id', '=', activityId)
    .where('status', '=', 'approved')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(PHOTOS_SHOWN)
    .execute();
  const count = await db
    .selectFrom('engage_photos')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('activity_id', '=', activityId)
    .where('status', '=', 'approved')
    .executeTakeFirstOrThrow();
  return {
    photos: rows.map((row) => ({
      id: row.id,
      ...photoUrls(row.id),
      width: row.width,
      height: row.height,
      team: row.team,
      createdAt: row.created_at,
    })),
    approved: Number(count.n),
  };
}

/** A running activity with what the hall sees of it. */
async function liveView(db: Reader, row: ActivityRow): Promise<LiveActivity> {
  return {
    ...presentActivity(row),
    poll: row.kind === 'poll' ? await pollResults(db, row) : null,
    cloud: row.kind === 'cloud' ? await cloudResults(db, row.id) : null,
    qna: row.kind === 'qna' ? await qnaResults(db, row.id) : null,
    photos: row.kind === 'photos' ? await photoResults(db, row.id) : null,
  };
}

export async function readEngageState(db: Reader, now: number): Promise<EngageState> {
  const activities: LiveActivity[] = [];
  for (const row of await listLive(db, now)) activities.push(await liveView(db, row));
  return { activities, now };
}

/** What one person sent to each of these activities, in their order. */
export async function readMine(
  db: Reader,
  userId: string,
  activityIds: string[],
): Promise<MySends[]> {
  if (activityIds.length === 0) return [];
  const [votes, words, questions, upvoted, photos, points] = await Promise.all([
    db
      .selectFrom('engage_votes')
      .select(['activity_id', 'choices'])
      .where('user_id', '=', userId)
      .where('activity_id', 'in', activityIds)
      .execute(),
    db
      .selectFrom('engage_words')
      .select(['activity_id', 'word', 'typed', 'status', 'sent_at'])
      .where('user_id', '=', userId)
      .where('activity_id', 'in', activityIds)
      .orderBy('sent_at')
      .execute(),
    db
      .selectFrom('engage_questions')
      .select(['id', 'activity_id', 'text', 'anonymous', 'status', 'votes', 'created_at'])
      .where('user_id', '=', userId)
      .where('activity_id', 'in', activityIds)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('engage_question_votes')
      .innerJoin('engage_questions', 'engage_questions.id', 'engage_question_votes.question_id')
      .select(['engage_questions.activity_id', 'engage_question_votes.question_id'])
      .where('engage_question_votes.user_id', '=', userId)
      .where('engage_questions.activity_id', 'in', activityIds)
      .execute(),
    db
      .selectFrom('engage_photos')
      .select(['id', 'activity_id', 'status', 'created_at'])
      .where('user_id', '=', userId)
      .where('activity_id', 'in', activityIds)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('engage_points')
      .select(['activity_id', 'points'])
      .where('user_id', '=', userId)
      .where('activity_id', 'in', activityIds)
      .execute(),
  ]);
  return activityIds.map((activityId) => {
    const mask = votes.find((vote) => vote.activity_id === activityId)?.choices ?? 0;
    return {
      activityId,
      votes: choicesOf(mask),
      words: words
        .filter((word) => word.activity_id === activityId)
        .map(({ word, typed, status }) => ({ word, typed, status })),
      questions: questions
        .filter((question) => question.activity_id === activityId)
        .map((question) => ({
          id: question.id,
          activityId,
          text: question.text,
          anonymous: question.anonymous === 1,
          status: question.status,
          votes: question.votes,
          createdAt: question.created_at,
        })),
      upvoted: upvoted
        .filter((vote) => vote.activity_id === activityId)
        .map((vote) => vote.question_id),
      photos: photos
        .filter((photo) => photo.activity_id === activityId)
        .map((photo): MyPhoto => ({
          id: photo.id,
          activityId,
          ...photoUrls(photo.id),
          status: photo.status,
          createdAt: photo.created_at,
        })),
      points: points.find((row) => row.activity_id === activityId)?.points ?? 0,
    };
  });
}

/** The places of the options a vote chose, from its bits. */
function choicesOf(mask: number): number[] {
  const places: number[] = [];
  for (let place = 0; mask >> place > 0; place += 1) if ((mask >> place) & 1) places.push(place);
  return places;
}

/** One person's sends to one activity. */
export async function mineIn(db: Reader, userId: string, activityId: string): Promise<MySends> {
  const [mine] = await readMine(db, userId, [activityId]);
  return mine!;
}
