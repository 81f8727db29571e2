// What organisers send to set up the event (Admin → Setup): teams, the event's settings, titles and
// orders. The server checks every request against these; the admin screens show their errors on the
// field. Uploads (images, videos, a setup file) are the file itself as the request's body.
import { z } from 'zod';
import { BRAND_SLOTS } from './event.js';
import { GalleryLinks, Localized, PageText, TeamKey, TimeZone } from './site.js';

export { BRAND_SLOTS };

/** The most a team may hold: far above any office, low enough that a typo shows. */
export const MAX_CAPACITY = 100_000;

export const TeamInput = z.strictObject({
  office: Localized,
  label: Localized,
  capacity: z
    .int('expected a whole number')
    .min(0, 'expected a capacity of 0 or more')
    .max(MAX_CAPACITY, `expected a capacity of at most ${MAX_CAPACITY}`),
});
export type TeamInput = z.infer<typeof TeamInput>;

export const TeamParams = z.strictObject({ key: TeamKey });
export const TeamImageParams = z.strictObject({
  key: TeamKey,
  image: z.enum(['logo', 'poster']),
});
export const BrandSlotParams = z.strictObject({ slot: z.enum(BRAND_SLOTS) });
export const ItemParams = z.strictObject({ id: z.uuid() });

export const TeamOrderInput = z.strictObject({ keys: z.array(TeamKey).min(1).max(100) });
export const ItemOrderInput = z.strictObject({ ids: z.array(z.uuid()).max(100) });

export const EventSettingsInput = z.strictObject({
  event: z.strictObject({
    name: z.string().trim().min(1, 'expected a name').max(200),
    timeZone: TimeZone,
  }),
  gallery: GalleryLinks,
  pages: z.strictObject({ terms: PageText.nullable(), privacy: PageText.nullable() }),
  profile: z.strictObject({ selfie: z.boolean() }),
});
export type EventSettingsInput = z.infer<typeof EventSettingsInput>;

export const VideoTitleInput = z.strictObject({
  title: z.string().trim().min(1, 'expected a title').max(200),
});

/** POST /api/admin/setup/videos?title=…: the video is the body; its title comes with it. */
export const VideoUploadQuery = VideoTitleInput;

/** Keys of new teams are made from the office's English name: "Pune West" → "pune-west". */
export function teamKeyOf(office: string, taken: ReadonlySet<string>): string {
  const base =
    office
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 32)
      .replace(/-+$/, '') || 'team';
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
