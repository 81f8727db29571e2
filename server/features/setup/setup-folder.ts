// A setup as files: site.json, the images and videos it names, and questions/. The content folder is
// one (it seeds an empty database), and so is an exported setup once unpacked. Turning one into what
// the server keeps stores its files: the server's own content folder as it is, an uploaded setup's
// images re-encoded and its videos checked, as any upload is.
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  BRAND_SLOTS,
  type SiteSettings,
  type StoredImage,
  type StoredVideo,
  type TeamInfo,
} from '../../../common/site.js';
import { SiteFile } from '../../../common/setup-file.js';
import { readContentFile } from '../../content/read-content.js';
import { ConfigError } from '../../config.js';
import type { Storage } from '../../storage/storage-contract.js';
import { ingestImage, storeTrustedImage } from '../media/images.js';
import { VIDEO_MAX_BYTES } from '../../../common/upload-limits.js';
import { ingestVideo, storeTrustedVideo } from '../media/videos.js';
import { resolveReference } from './setup-archive.js';

export function readSiteFile(dir: string): SiteFile {
  return readContentFile(path.join(dir, 'site.json'), SiteFile);
}

/** The file a reference names; one written without its type (the first site.json format) finds it. */
function resolveFile(dir: string, ref: string): string {
  const exact = path.join(dir, ref);
  if (!path.resolve(exact).startsWith(path.resolve(dir) + path.sep))
    throw new ConfigError(`${ref}: outside the setup folder`);
  const isFile = (name: string) => {
    const file = path.join(dir, name);
    return fs.existsSync(file) && fs.statSync(file).isFile();
  };
  const found = resolveReference(ref, isFile);
  if (!found) throw new ConfigError(`${path.join(dir, 'site.json')}: ${ref}: file not found`);
  return path.join(dir, found);
}

export type StoredSetup = { settings: SiteSettings; teams: TeamInfo[] };

/** Whether the folder is the server's own (its SVGs kept as drawn) or came from an upload. */
export type Trust = 'own' | 'uploaded';

/** Stores every file the setup names (each once) and returns the setup as the server keeps it. */
export async function storeSetupFiles(
  dir: string,
  file: SiteFile,
  storage: Storage,
  trust: Trust,
): Promise<StoredSetup> {
  const images = new Map<string, Promise<StoredImage>>();
  const image = (ref: string): Promise<StoredImage> => {
    const resolved = resolveFile(dir, ref);
    let stored = images.get(resolved);
    if (!stored) {
      stored = (async () => {
        const bytes = await fs.promises.readFile(resolved);
        try {
          return trust === 'own'
            ? await storeTrustedImage(storage, bytes, path.extname(resolved).slice(1))
            : await ingestImage(storage, bytes);
        } catch (error) {
          throw new ConfigError(`${ref}: ${(error as Error).message}`);
        }
      })();
      images.set(resolved, stored);
    }
    return stored;
  };
  const maybeImage = (ref: string | null | undefined) => (ref ? image(ref) : Promise.resolve(null));
  const video = async (ref: string): Promise<StoredVideo> => {
    const resolved = resolveFile(dir, ref);
    try {
      return trust === 'own'
        ? await storeTrustedVideo(storage, resolved)
        : await ingestVideo(storage, fs.createReadStream(resolved), VIDEO_MAX_BYTES);
    } catch (error) {
      throw new ConfigError(`${ref}: ${(error as Error).message}`);
    }
  };

  // One file at a time: a setup folder may hold many large images, and sharp has its own threads.
  const teams: TeamInfo[] = [];
  for (const team of file.teams)
    teams.push({
      key: team.key,
      office: team.office,
      label: team.label,
      capacity: team.capacity,
      logo: await maybeImage(team.logo),
      poster: await maybeImage(team.poster),
    });
  const brand: SiteSettings['brand'] = {};
  for (const slot of BRAND_SLOTS) brand[slot] = await maybeImage(file.brand[slot]);
  const slogans: SiteSettings['slogans'] = [];
  for (const ref of file.slogans) slogans.push({ id: randomUUID(), image: await image(ref) });
  const videos: SiteSettings['videos'] = [];
  for (const entry of file.videos)
    videos.push({
      id: randomUUID(),
      title: entry.title,
      video: await video(entry.src),
      cover: await maybeImage(entry.cover),
    });
  return {
    teams,
    settings: {
      event: file.event,
      brand,
      slogans,
      gallery: file.gallery,
      videos,
      pages: file.pages,
      profile: file.profile,
      contact: file.contact,
      signIn: file.signIn,
      schedule: file.schedule,
    },
  };
}
