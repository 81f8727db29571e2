// Organisers' changes to the event's setup. Each returns its audit entry (before and after) and
// moves the setup's version on; once it has committed, every instance reads the setup again and its
// open screens follow. Renaming or reordering a team never moves a point; a team is removed only
// once it holds no one.
import { randomUUID } from 'node:crypto';
import type { BrandSlot, SiteSettings, StoredImage, StoredVideo } from '../../../common/site.js';
import { MAX_SLOGANS, MAX_TEAMS, MAX_VIDEOS } from '../../../common/event.js';
import { teamKeyOf, type EventSettingsInput, type TeamInput } from '../../../common/setup.js';
import type { Actor, AuditRecord, Change } from '../../changes/change.js';
import { lockKey, type Trx } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { countedTeamKeys } from '../../team-counters.js';
import { readSite, readTeams, touchSite, writeSettings } from './site-store.js';
import { deleteTeam, insertTeam, teamRow } from './team-rows.js';

/** A change of the setup: its audit entry, and the event that has every instance read it again. */
const setupChange = (audit: AuditRecord): Change => ({ audit, events: [{ type: 'site' }] });

const notFound = () => new AppError('not_found');
const invalid = (field: string) => new AppError('invalid_setup', { field });

/** The setup, read with this change's lock held: two organisers' changes apply one after the other. */
async function lockedSite(trx: Trx) {
  await lockKey(trx, 'event-setup');
  const site = await readSite(trx);
  if (!site) throw new Error('the event setup is missing');
  return site;
}

/** Applies a change to the settings (everything but the teams) and records it. */
export async function changeSettings(
  trx: Trx,
  actor: Actor,
  action: string,
  change: (settings: SiteSettings) => { settings: SiteSettings; before: unknown; after: unknown },
): Promise<Change> {
  const { version: _version, teams: _teams, ...settings } = await lockedSite(trx);
  const done = change(settings);
  await writeSettings(trx, done.settings, actor.now);
  return setupChange({ action, detail: { before: done.before, after: done.after } });
}

export async function updateEventSettings(trx: Trx, input: EventSettingsInput, actor: Actor) {
  return changeSettings(trx, actor, 'setup.event', (settings) => {
    const pick = (
      s: Pick<
        SiteSettings,
        'event' | 'gallery' | 'pages' | 'profile' | 'contact' | 'signIn' | 'schedule'
      >,
    ) => ({
      event: s.event,
      gallery: s.gallery,
      pages: s.pages,
      profile: s.profile,
      contact: s.contact,
      signIn: s.signIn,
      schedule: s.schedule,
    });
    return { settings: { ...settings, ...input }, before: pick(settings), after: pick(input) };
  });
}

// ---- teams --------------------------------------------------------------------------------------

export async function addTeam(trx: Trx, input: TeamInput, actor: Actor): Promise<Change> {
  await lockedSite(trx);
  const teams = await readTeams(trx);
  if (teams.length >= MAX_TEAMS) throw invalid('office');
  // A key stays with its team for good: profiles and counters are stored under it.
  const taken = new Set(await countedTeamKeys(trx));
  for (const team of teams) taken.add(team.key);
  const key = teamKeyOf(input.office.en, taken);
  const team = { key, ...input, logo: null, poster: null };
  await insertTeam(trx, team, teams.length, actor.now);
  await touchSite(trx, actor.now);
  return setupChange({ action: 'team.add', detail: { after: { key, ...input } } });
}

export async function updateTeam(
  trx: Trx,
  key: string,
  input: TeamInput,
  actor: Actor,
): Promise<Change> {
  await lockedSite(trx);
  const teams = await readTeams(trx);
  const position = teams.findIndex((team) => team.key === key);
  const before = teams[position];
  if (!before) throw notFound();
  await trx
    .updateTable('teams')
    .set(teamRow({ ...before, ...input }, position, actor.now))
    .where('key', '=', key)
    .execute();
  await touchSite(trx, actor.now);
  const record = (t: TeamInput) => ({ office: t.office, label: t.label, capacity: t.capacity });
  return setupChange({
    action: 'team.update',
    detail: { key, before: record(before), after: record(input) },
  });
}

export async function removeTeam(trx: Trx, key: string, actor: Actor): Promise<Change> {
  await lockedSite(trx);
  const teams = await readTeams(trx);
  const team = teams.find((candidate) => candidate.key === key);
  if (!team) throw notFound();
  if (teams.length === 1) throw invalid('key');
  await deleteTeam(trx, key);
  // The others close up, in the same order.
  for (const [position, other] of teams.filter((t) => t.key !== key).entries())
    await trx.updateTable('teams').set({ position }).where('key', '=', other.key).execute();
  await touchSite(trx, actor.now);
  const { logo: _logo, poster: _poster, ...record } = team;
  return setupChange({ action: 'team.remove', detail: { key, before: record } });
}

export async function reorderTeams(trx: Trx, keys: string[], actor: Actor): Promise<Change> {
  await lockedSite(trx);
  const teams = await readTeams(trx);
  const current = teams.map((team) => team.key);
  if (keys.length !== current.length || [...keys].sort().join() !== [...current].sort().join())
    throw invalid('keys');
  for (const [position, key] of keys.entries())
    await trx.updateTable('teams').set({ position }).where('key', '=', key).execute();
  await touchSite(trx, actor.now);
  return setupChange({ action: 'team.reorder', detail: { before: current, after: keys } });
}

/**
 * Puts an image (or none) in a team's logo or poster, chosen from the one there now; the audit entry
 * keeps the whole image replaced, so Undo can put it back (image-undo.ts).
 */
export async function changeTeamImage(
  trx: Trx,
  key: string,
  which: 'logo' | 'poster',
  actor: Actor,
  action: string,
  next: (current: StoredImage | null) => StoredImage | null,
): Promise<Change> {
  await lockedSite(trx);
  const team = (await readTeams(trx)).find((candidate) => candidate.key === key);
  if (!team) throw notFound();
  const replaced = team[which] ?? null;
  const image = next(replaced);
  await trx
    .updateTable('teams')
    .set({ [which]: image ? JSON.stringify(image) : null, updated_at: actor.now })
    .where('key', '=', key)
    .execute();
  await touchSite(trx, actor.now);
  return setupChange({
    action,
    detail: { key, before: replaced?.file ?? null, after: image?.file ?? null, replaced },
  });
}

export const setTeamImage = (
  trx: Trx,
  key: string,
  which: 'logo' | 'poster',
  image: StoredImage,
  actor: Actor,
) => changeTeamImage(trx, key, which, actor, `team.${which}`, () => image);

// ---- brand and slogans --------------------------------------------------------------------------

/** The audit entry keeps the whole image replaced, so Undo can put it back (image-undo.ts). */
export async function setBrandImage(trx: Trx, slot: BrandSlot, image: StoredImage, actor: Actor) {
  return changeSettings(trx, actor, 'brand.replace', (settings) => {
    const replaced = settings.brand[slot] ?? null;
    return {
      settings: { ...settings, brand: { ...settings.brand, [slot]: image } },
      before: { slot, file: replaced?.file ?? null, image: replaced },
      after: { slot, file: image.file },
    };
  });
}

export async function addSlogan(trx: Trx, image: StoredImage, actor: Actor) {
  return changeSettings(trx, actor, 'slogan.add', (settings) => {
    if (settings.slogans.length >= MAX_SLOGANS) throw invalid('slogans');
    const slogan = { id: randomUUID(), image };
    return {
      settings: { ...settings, slogans: [...settings.slogans, slogan] },
      before: null,
      after: { id: slogan.id, file: image.file },
    };
  });
}

export async function removeSlogan(trx: Trx, id: string, actor: Actor) {
  return changeSettings(trx, actor, 'slogan.remove', (settings) => {
    const slogan = settings.slogans.find((candidate) => candidate.id === id);
    if (!slogan) throw notFound();
    return {
      settings: { ...settings, slogans: settings.slogans.filter((s) => s.id !== id) },
      before: { id, file: slogan.image.file },
      after: null,
    };
  });
}

/** The same items in a new order; anything else (one missing, one unknown) is refused. */
function reordered<T extends { id: string }>(items: T[], ids: string[], field: string): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  if (ids.length !== items.length || new Set(ids).size !== ids.length) throw invalid(field);
  return ids.map((id) => {
    const item = byId.get(id);
    if (!item) throw invalid(field);
    return item;
  });
}

export async function reorderSlogans(trx: Trx, ids: string[], actor: Actor) {
  return changeSettings(trx, actor, 'slogan.reorder', (settings) => ({
    settings: { ...settings, slogans: reordered(settings.slogans, ids, 'ids') },
    before: settings.slogans.map((s) => s.id),
    after: ids,
  }));
}

// ---- videos -------------------------------------------------------------------------------------

export async function addVideo(trx: Trx, title: string, video: StoredVideo, actor: Actor) {
  return changeSettings(trx, actor, 'video.add', (settings) => {
    if (settings.videos.length >= MAX_VIDEOS) throw invalid('videos');
    const entry = { id: randomUUID(), title, video, cover: null };
    return {
      settings: { ...settings, videos: [...settings.videos, entry] },
      before: null,
      after: { id: entry.id, title, file: video.file, size: video.size },
    };
  });
}

function changeVideo(
  trx: Trx,
  id: string,
  actor: Actor,
  action: string,
  change: (video: SiteSettings['videos'][number]) => SiteSettings['videos'][number] | null,
  record: (video: SiteSettings['videos'][number]) => unknown,
) {
  return changeSettings(trx, actor, action, (settings) => {
    const video = settings.videos.find((candidate) => candidate.id === id);
    if (!video) throw notFound();
    const next = change(video);
    return {
      settings: {
        ...settings,
        videos: next
          ? settings.videos.map((v) => (v.id === id ? next : v))
          : settings.videos.filter((v) => v.id !== id),
      },
      before: { id, ...(record(video) as object) },
      after: next ? { id, ...(record(next) as object) } : null,
    };
  });
}

export const renameVideo = (trx: Trx, id: string, title: string, actor: Actor) =>
  changeVideo(
    trx,
    id,
    actor,
    'video.rename',
    (v) => ({ ...v, title }),
    (v) => ({ title: v.title }),
  );

export const setVideoCover = (trx: Trx, id: string, cover: StoredImage, actor: Actor) =>
  changeVideo(
    trx,
    id,
    actor,
    'video.cover',
    (v) => ({ ...v, cover }),
    (v) => ({ cover: v.cover?.file ?? null }),
  );

export const removeVideo = (trx: Trx, id: string, actor: Actor) =>
  changeVideo(
    trx,
    id,
    actor,
    'video.remove',
    () => null,
    (v) => ({ title: v.title, file: v.video.file }),
  );

export async function reorderVideos(trx: Trx, ids: string[], actor: Actor) {
  return changeSettings(trx, actor, 'video.reorder', (settings) => ({
    settings: { ...settings, videos: reordered(settings.videos, ids, 'ids') },
    before: settings.videos.map((v) => v.id),
    after: ids,
  }));
}
