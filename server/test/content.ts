// A copy of the event's content with some settings changed, for a test server's CONTENT_DIR.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** site.json as the test edits it: the parts tests change, the rest as read. */
type SiteJson = { profile: { selfie?: boolean } } & Record<string, unknown>;

const made = new Map<string, string>();

/** The content folder with its site.json changed by `edit`; one copy per edit and process. */
function contentWith(name: string, edit: (site: SiteJson) => void): string {
  const existing = made.get(name);
  if (existing) return existing;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `utsav-content-${name}-`));
  fs.cpSync(path.resolve('content'), dir, { recursive: true });
  const file = path.join(dir, 'site.json');
  const site = JSON.parse(fs.readFileSync(file, 'utf8')) as SiteJson;
  edit(site);
  fs.writeFileSync(file, JSON.stringify(site, null, 2));
  made.set(name, dir);
  return dir;
}

/** The content with the profile's photo section switched on (profile.selfie). */
export const photoContentDir = () =>
  contentWith('photos', (site) => {
    site.profile.selfie = true;
  });

/** The titles of the default content's videos, in the spec's order. */
export const DEFAULT_VIDEO_TITLES = [
  'Block your date',
  'CSO Central Cluster',
  '3 Days to go Video',
  'Two Days To Go',
  '1 Day To Go',
  'Welcome',
] as const;

/** The team labels of the default content, in the order every list shows the teams. */
export const DEFAULT_TEAM_LABELS = [
  'Krrish',
  'Pushpa',
  'Singham',
  'KGF',
  'Sholay',
  'Dabang',
  'Bahubali',
] as const;
