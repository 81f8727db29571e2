// A photo wall's photos: re-encoded as profile photos are (EXIF and GPS gone, upright, bounded),
// kept in storage at screen size and as a small rendition, each waiting for an organiser, who
// approves or hides it; an approved photo counts as a send for its sender's team, and gives that
// back when it is hidden or deleted. Only approved photos reach the hall and the album.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import sharp from 'sharp';
import type { Album, ModerationPhoto } from '../../../common/engage.js';
import type { Actor, Change, ChangeOf } from '../../changes/change.js';
import { isPostgres, lockKey, type Db, type Trx } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { processSelfie } from '../profile/selfie.js';
import { findActivity, liveActivity, senderTeam } from './activity-rows.js';
import { countSends } from './engage-points.js';
import { photoUrls } from './engage-state.js';
import { presentModerationPhoto, senderNames } from './moderation-views.js';

export type PhotoRow = Selectable<Database['engage_photos']>;
export type PhotoAction = 'approve' | 'hide';

/** A photo at most this long on its longer side fills a venue screen; the small one is for lists. */
const SCREEN_SIDE = 1920;
const SMALL_SIDE = 640;
/** The most photos the album lists. */
const ALBUM_PHOTOS = 500;

/** A photo as stored: its two renditions' keys and the larger one's size. */
export type StoredPhoto = { imageKey: string; smallKey: string; width: number; height: number };
export type RenderedPhoto = { screen: Buffer; small: Buffer; width: number; height: number };

/** The upload, decoded whatever it says it is and re-encoded twice; refused when it is no image. */
export async function renderPhoto(upload: Buffer): Promise<RenderedPhoto> {
  const screen = await processSelfie(upload, SCREEN_SIDE);
  // From the clean copy: the upload is decoded once.
  const small = await processSelfie(screen, SMALL_SIDE);
  const { width, height } = await sharp(screen).metadata();
  return { screen, small, width, height };
}

/** Keys no other upload has, so a refused upload never touches a kept photo's files. */
export function newPhotoKeys(activityId: string): Pick<StoredPhoto, 'imageKey' | 'smallKey'> {
  const base = `engage-photos/${activityId}/${randomBytes(16).toString('hex')}`;
  return { imageKey: `${base}.jpg`, smallKey: `${base}-small.jpg` };
}

/** Photos that count against the per-person limit: a hidden one no longer does. */
const COUNTED = ['pending', 'approved'] as const;

/**
 * The wall a person's photo goes to and the team it counts for, refused as the save would refuse
 * it: a wall not running, an incomplete profile, or as many photos as the wall allows already.
 * Under the person's lock, so two uploads of theirs are counted one after the other.
 */
async function admitPhoto(trx: Trx, activityId: string, userId: string, now: number) {
  const activity = await liveActivity(trx, activityId, 'photos', now);
  const team = await senderTeam(trx, userId);
  const { n } = await trx
    .selectFrom('engage_photos')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('activity_id', '=', activityId)
    .where('user_id', '=', userId)
    .where('status', 'in', COUNTED)
    .executeTakeFirstOrThrow();
  if (Number(n) >= activity.per_person) throw new AppError('engage_limit');
  return { activity, team };
}

/** Refuses an upload that would be refused anyway, before its second of decoding. */
export async function checkPhotoAdmitted(db: Db, activityId: string, userId: string, now: number) {
  await db.transaction().execute((trx) => admitPhoto(trx, activityId, userId, now));
}

/** Keeps a stored photo as waiting for an organiser; refused (storing nothing) as admitPhoto. */
export async function addPhoto(
  db: Db,
  sent: { activityId: string; userId: string; now: number; photo: StoredPhoto },
): Promise<string> {
  const { activityId, userId, now, photo } = sent;
  return db.transaction().execute(async (trx) => {
    const { team } = await admitPhoto(trx, activityId, userId, now);
    const id = randomUUID();
    await trx
      .insertInto('engage_photos')
      .values({
        id,
        activity_id: activityId,
        user_id: userId,
        team,
        image_key: photo.imageKey,
        small_key: photo.smallKey,
        width: photo.width,
        height: photo.height,
        status: 'pending',
        created_at: now,
        moderated_at: null,
        moderated_by: null,
      })
      .execute();
    return id;
  });
}

/**
 * The photo's row, held until the transaction ends (a moderator and its sender may act at once),
 * after its sender's lock: a correction moving them to another team is waited for, and carries
 * the send along (the order every send takes: the person, then their rows).
 */
async function lockedPhoto(trx: Trx, id: string): Promise<PhotoRow | undefined> {
  const sender = await trx
    .selectFrom('engage_photos')
    .select('user_id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!sender) return undefined;
  await lockKey(trx, `profile:${sender.user_id}`);
  return trx
    .selectFrom('engage_photos')
    .selectAll()
    .where('id', '=', id)
    .$if(isPostgres(trx), (query) => query.forUpdate())
    .executeTakeFirst();
}

/**
 * Deletes a person's own photo (another's is not there for them); an approved one gives its send
 * back. The row goes now; its files once this has committed (the caller removes them).
 */
export async function deleteOwnPhoto(db: Db, userId: string, id: string): Promise<PhotoRow> {
  return db.transaction().execute(async (trx) => {
    const photo = await lockedPhoto(trx, id);
    if (!photo || photo.user_id !== userId) throw new AppError('not_found');
    if (photo.status === 'approved')
      await countSends(trx, await findActivity(trx, photo.activity_id), userId, photo.team, -1);
    await trx.deleteFrom('engage_photos').where('id', '=', id).execute();
    return photo;
  });
}

/** What an organiser sees of a photo: who sent it too. */
const AFTER: Record<PhotoAction, PhotoRow['status']> = { approve: 'approved', hide: 'hidden' };

/**
 * An organiser approves a photo (the hall sees it, and it counts for its sender's team) or hides
 * it (gone from every screen, phone and album at the next `engage` push, its image refused to all
 * but its sender and organisers). Doing again what is done changes nothing but the audit.
 */
export function moderatePhoto(id: string, action: PhotoAction): ChangeOf<ModerationPhoto> {
  return async (trx: Trx, actor: Actor): Promise<Change<ModerationPhoto>> => {
    const photo = await lockedPhoto(trx, id);
    if (!photo) throw new AppError('not_found');
    const activity = await findActivity(trx, photo.activity_id);
    const status = AFTER[action];
    if (status !== photo.status) {
      const counted = (s: PhotoRow['status']) => (s === 'approved' ? 1 : 0);
      const delta = counted(status) - counted(photo.status);
      if (delta !== 0) await countSends(trx, activity, photo.user_id, photo.team, delta);
      await trx
        .updateTable('engage_photos')
        .set({ status, moderated_at: actor.now, moderated_by: actor.phone })
        .where('id', '=', id)
        .execute();
    }
    const names = await senderNames(trx, [photo.user_id]);
    return {
      audit: {
        action: `engage.photo.${action}`,
        detail: {
          activity: activity.id,
          title: { en: activity.title_en, hi: activity.title_hi },
          photo: id,
          uid: photo.user_id,
          before: { status: photo.status },
          after: { status },
        },
      },
      events: [
        { type: 'engage' },
        { type: 'counters' },
        { type: 'engage-mine', uid: photo.user_id },
      ],
      result: presentModerationPhoto({ ...photo, status }, names.get(photo.user_id) ?? null),
    };
  };
}

/** The photo whose image is asked for, if anyone may see it: approved, or theirs, or an organiser. */
export async function viewablePhoto(
  db: Db,
  id: string,
  viewer: () => Promise<{ uid: string; organiser: boolean } | null>,
): Promise<PhotoRow | null> {
  const photo = await db
    .selectFrom('engage_photos')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!photo) return null;
  if (photo.status === 'approved') return photo;
  const who = await viewer();
  return who && (who.organiser || who.uid === photo.user_id) ? photo : null;
}

/** The album: every wall's approved photos, the latest first, each with its wall's title. */
export async function readAlbum(db: Db): Promise<Album> {
  const rows = await db
    .selectFrom('engage_photos')
    .innerJoin('engage_activities', 'engage_activities.id', 'engage_photos.activity_id')
    .select([
      'engage_photos.id',
      'engage_photos.width',
      'engage_photos.height',
      'engage_photos.team',
      'engage_photos.created_at',
      'engage_activities.title_en',
      'engage_activities.title_hi',
    ])
    .where('engage_photos.status', '=', 'approved')
    .orderBy('engage_photos.created_at', 'desc')
    .orderBy('engage_photos.id')
    .limit(ALBUM_PHOTOS)
    .execute();
  return {
    photos: rows.map((row) => {
      const urls = photoUrls(row.id);
      return {
        id: row.id,
        ...urls,
        downloadUrl: `${urls.url}?download=1`,
        width: row.width,
        height: row.height,
        team: row.team,
        createdAt: row.created_at,
        wall: { en: row.title_en, hi: row.title_hi },
      };
    }),
  };
}
