// Screen links: a named, revocable address that shows the venue screen without anyone's sign-in.
// The token is the link's only secret and gives nothing but that screen (screen-state.ts). Each
// change returns its audit entry for the change pipeline; the token itself is never written to the log.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { messages } from '../../../common/messages.js';
import type { ScreenLinkInput } from '../../../common/venue.js';
import type { AdminScreenLink } from '../../../common/venue-api.js';
import type { Actor, Change, ChangeOf } from '../../changes/change.js';
import type { Db, Trx } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { displayName, displayNames } from '../admin/organiser-names.js';

export type ScreenLinkRow = Selectable<Database['screen_links']>;

/** A link as organisers see it; `creator` is the name of the organiser who made it. */
function presentScreenLink(row: ScreenLinkRow, creator: string): AdminScreenLink {
  return {
    id: row.id,
    name: row.name,
    token: row.token,
    quizId: row.quiz_id,
    names: row.names,
    createdAt: row.created_at,
    createdBy: creator,
    revokedAt: row.revoked_at,
    shows: row.shows,
  };
}

/** A link as the admin area shows it, its creator named. */
async function presentNamed(trx: Db | Trx, row: ScreenLinkRow): Promise<AdminScreenLink> {
  return presentScreenLink(row, await displayName(trx, row.created_by));
}

/** What the audit log keeps of a link: everything but its secret, its creator by phone. */
function audited({ token: _secret, ...row }: ScreenLinkRow) {
  return {
    id: row.id,
    name: row.name,
    quizId: row.quiz_id,
    names: row.names,
    createdAt: row.created_at,
    createdBy: row.created_by,
    revokedAt: row.revoked_at,
    shows: row.shows,
  };
}

/** A chosen quiz must be a contest of the event; null leaves the choice to the schedule. */
async function checkQuiz(trx: Trx, quizId: string | null): Promise<void> {
  if (quizId === null) return;
  const quiz = await trx
    .selectFrom('quizzes')
    .select('kind')
    .where('id', '=', quizId)
    .executeTakeFirst();
  if (quiz?.kind !== 'contest')
    throw new AppError('invalid_setup', {
      field: 'quizId',
      message: messages.screenQuizNotContest,
      params: { reason: 'screenQuizNotContest' },
    });
}

export async function listScreenLinks(db: Db): Promise<AdminScreenLink[]> {
  const rows = await db.selectFrom('screen_links').selectAll().orderBy('created_at').execute();
  // Live links first, in the order they were made; revoked ones after, the latest first.
  const live = rows.filter((row) => row.revoked_at === null);
  const revoked = rows
    .filter((row) => row.revoked_at !== null)
    .sort((a, b) => b.revoked_at! - a.revoked_at!);
  const creators = await displayNames(
    db,
    rows.map((row) => row.created_by),
  );
  return [...live, ...revoked].map((row) => presentScreenLink(row, creators.get(row.created_by)!));
}

export async function createScreenLink(
  trx: Trx,
  input: ScreenLinkInput,
  actor: Actor,
): Promise<Change<AdminScreenLink>> {
  await checkQuiz(trx, input.quizId);
  const row: ScreenLinkRow = {
    id: randomUUID(),
    token: randomBytes(32).toString('base64url'),
    name: input.name,
    quiz_id: input.quizId,
    names: input.names,
    created_at: actor.now,
    created_by: actor.phone,
    revoked_at: null,
    shows: 'auto',
  };
  await trx.insertInto('screen_links').values(row).execute();
  return {
    result: await presentNamed(trx, row),
    audit: { action: 'screen.create', detail: { after: audited(row) } },
  };
}

async function liveLink(trx: Trx, id: string): Promise<ScreenLinkRow> {
  const row = await trx
    .selectFrom('screen_links')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError('not_found');
  if (row.revoked_at !== null) throw new AppError('screen_revoked');
  return row;
}

/** Its live screens show it as changed: they are told once the change has committed. */
export async function updateScreenLink(
  trx: Trx,
  id: string,
  input: ScreenLinkInput,
): Promise<Change<AdminScreenLink>> {
  await checkQuiz(trx, input.quizId);
  const before = await liveLink(trx, id);
  const after: ScreenLinkRow = {
    ...before,
    name: input.name,
    quiz_id: input.quizId,
    names: input.names,
  };
  await trx
    .updateTable('screen_links')
    .set({ name: after.name, quiz_id: after.quiz_id, names: after.names })
    .where('id', '=', id)
    .execute();
  return {
    result: await presentNamed(trx, after),
    audit: { action: 'screen.update', detail: { before: audited(before), after: audited(after) } },
    events: [{ type: 'screen-changed', screenId: id }],
  };
}

/**
 * What the screen shows now (Admin → Screens, or the Engage console): its screens are told at once.
 * An activity it names must be one of the event's; when that one is not running, the screen shows
 * what it would by itself.
 */
export function showOnScreen(id: string, show: string): ChangeOf<AdminScreenLink> {
  return async (trx) => {
    const before = await liveLink(trx, id);
    if (show.startsWith('activity:')) {
      const activity = await trx
        .selectFrom('engage_activities')
        .select('id')
        .where('id', '=', show.slice('activity:'.length))
        .executeTakeFirst();
      if (!activity) throw new AppError('not_found');
    }
    await trx.updateTable('screen_links').set({ shows: show }).where('id', '=', id).execute();
    const after = { ...before, shows: show };
    return {
      result: await presentNamed(trx, after),
      audit: { action: 'screen.show', detail: { before: audited(before), after: audited(after) } },
      events: [{ type: 'screen-changed', screenId: id }],
    };
  };
}

/** Revoked for good: the screens showing it go blank, and the link never works again. */
export async function revokeScreenLink(
  trx: Trx,
  id: string,
  actor: Actor,
): Promise<Change<AdminScreenLink>> {
  const before = await liveLink(trx, id);
  const revoked = await trx
    .updateTable('screen_links')
    .set({ revoked_at: actor.now })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (Number(revoked.numUpdatedRows) === 0) throw new AppError('screen_revoked');
  const after = { ...before, revoked_at: actor.now };
  return {
    result: await presentNamed(trx, after),
    audit: { action: 'screen.revoke', detail: { after: audited(after) } },
    events: [{ type: 'screen-revoked', screenId: id }],
  };
}

/** The link a screen opened; an unknown token and a revoked link are refused alike, by code. */
export async function screenByToken(db: Db, token: string): Promise<ScreenLinkRow> {
  const row = await db
    .selectFrom('screen_links')
    .selectAll()
    .where('token', '=', token)
    .executeTakeFirst();
  if (!row) throw new AppError('screen_not_found');
  if (row.revoked_at !== null) throw new AppError('screen_revoked');
  return row;
}
