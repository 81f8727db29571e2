// Undo of a brand image's or a team image's replacement: the image it replaced goes back in its
// place. The history is the audit log's entry of the replacement, which keeps the whole image
// replaced; the replaced file itself was never deleted (a stored file's name is made from its
// bytes), so nothing saved is lost, and the image undone stays stored too.
import type { BrandSlot, StoredImage } from '../../../common/site.js';
import { IMAGE_UNDO_MINUTES } from '../../../common/setup.js';
import type { Actor } from '../../changes/change.js';
import type { Trx } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { changeSettings, changeTeamImage } from './setup-service.js';

const UNDO_MS = IMAGE_UNDO_MINUTES * 60_000;

type TeamDetail = { key?: string; after?: string | null; replaced?: StoredImage | null };

type BrandDetail = {
  before?: { slot?: string; image?: StoredImage | null };
  after?: { slot?: string; file?: string | null };
};

/**
 * The image that `replaced` took the place of in the slot, when it did so within the undo window;
 * undefined otherwise. Whether `replaced` is still in the slot is the caller's to check.
 */
async function imageReplacedBy(trx: Trx, slot: BrandSlot, replaced: string, now: number) {
  const recent = await trx
    .selectFrom('audit_log')
    .select('detail')
    .where('action', '=', 'brand.replace')
    .where('at', '>=', now - UNDO_MS)
    .orderBy('at', 'desc')
    .execute();
  const latest = recent
    .map((row) => JSON.parse(row.detail) as BrandDetail)
    .find((detail) => detail.after?.slot === slot && detail.after.file === replaced);
  return latest?.before?.image;
}

/**
 * Puts back the image `replaced` took the place of, while `replaced` is still in the slot (so an
 * undo is done once, and never undoes a later change) and the window has not passed.
 */
export async function undoBrandImage(trx: Trx, slot: BrandSlot, replaced: string, actor: Actor) {
  const previous = await imageReplacedBy(trx, slot, replaced, actor.now);
  if (previous === undefined) throw new AppError('image_undo_unavailable');
  return changeSettings(trx, actor, 'brand.undo', (settings) => {
    // Checked with the setup's lock held: a replacement since then is not undone under it.
    if (settings.brand[slot]?.file !== replaced) throw new AppError('image_undo_unavailable');
    return {
      settings: { ...settings, brand: { ...settings.brand, [slot]: previous } },
      before: { slot, file: replaced },
      after: { slot, file: previous?.file ?? null },
    };
  });
}

/** The image that `replaced` took the place of as the team's logo or poster, within the window. */
async function teamImageReplacedBy(
  trx: Trx,
  key: string,
  which: 'logo' | 'poster',
  replaced: string,
  now: number,
) {
  const recent = await trx
    .selectFrom('audit_log')
    .select('detail')
    .where('action', '=', `team.${which}`)
    .where('at', '>=', now - UNDO_MS)
    .orderBy('at', 'desc')
    .execute();
  const latest = recent
    .map((row) => JSON.parse(row.detail) as TeamDetail)
    .find((detail) => detail.key === key && detail.after === replaced);
  return latest?.replaced;
}

/** Puts back the team's logo or poster that `replaced` took the place of, as undoBrandImage does. */
export async function undoTeamImage(
  trx: Trx,
  key: string,
  which: 'logo' | 'poster',
  replaced: string,
  actor: Actor,
) {
  const previous = await teamImageReplacedBy(trx, key, which, replaced, actor.now);
  // A team that is not there is said first (changeTeamImage), then why there is nothing to undo.
  return changeTeamImage(trx, key, which, actor, `team.${which}.undo`, (current) => {
    if (previous === undefined || current?.file !== replaced)
      throw new AppError('image_undo_unavailable');
    return previous;
  });
}
