// The shape of content/site.json: the event's teams, links, videos and feature flags.
import { z } from 'zod';
import { RSO_KEYS, type Rso } from './teams.js';

const Team = z.strictObject({
  label: z.string().trim().min(1, 'expected a non-empty team label'),
  capacity: z.int('expected a whole number').min(0, 'expected a capacity of 0 or more'),
});

/** A path inside the content folder, or an absolute https URL. */
const ContentRef = z
  .string()
  .refine(
    (value) =>
      /^https:\/\//.test(value) ||
      (/^[a-z0-9][a-z0-9._/-]*$/i.test(value) && !value.includes('..')),
    'expected a file inside the content folder or an https URL',
  );

const Video = z.strictObject({
  title: z.string().trim().min(1),
  src: ContentRef,
  cover: ContentRef,
});

/** Whether the runtime knows an IANA time zone by this name (Asia/Kolkata, Europe/London …). */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const SiteContent = z.strictObject({
  event: z.strictObject({
    name: z.string().trim().min(1),
    timeZone: z
      .string()
      .refine(isTimeZone, 'expected an IANA time zone, such as Asia/Kolkata')
      .default('Asia/Kolkata'),
  }),
  teams: z.strictObject(
    Object.fromEntries(RSO_KEYS.map((key) => [key, Team])) as Record<Rso, typeof Team>,
  ),
  gallery: z.strictObject({
    selfPhotoUrl: z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' }),
    eventPhotoUrl: z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' }),
  }),
  videos: z.array(Video).max(24),
  profile: z.strictObject({
    selfie: z.boolean().default(false),
  }),
});
export type SiteContent = z.infer<typeof SiteContent>;

export type TeamInfo = { key: Rso; label: string; capacity: number };

/** The teams in the spec's order, as the dashboards and admin list them. */
export function listTeams(site: Pick<SiteContent, 'teams'>): TeamInfo[] {
  return RSO_KEYS.map((key) => ({ key, ...site.teams[key] }));
}
