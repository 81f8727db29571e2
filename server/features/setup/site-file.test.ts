import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_VIDEO_TITLES } from '../../test/content.js';
import { readSiteFile as loadSiteContent } from './setup-folder.js';

const shipped = JSON.parse(fs.readFileSync('content/site.json', 'utf8')) as Record<string, unknown>;
const dirs: string[] = [];

function contentDirWith(content: unknown): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'utsav-content-'));
  dirs.push(dir);
  fs.writeFileSync(
    path.join(dir, 'site.json'),
    typeof content === 'string' ? content : JSON.stringify(content),
  );
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("a setup folder's site.json", () => {
  it('ships the seven teams with the spec labels and capacities', () => {
    const { teams } = loadSiteContent(path.resolve('content'));
    expect(teams.map((team) => [team.key, team.label.en, team.capacity])).toEqual([
      ['lucknow', 'Krrish', 52],
      ['varanasi', 'Pushpa', 39],
      ['gorakhpur', 'Singham', 36],
      ['jabalpur', 'KGF', 55],
      ['bhopal', 'Sholay', 54],
      ['kanpur', 'Dabang', 49],
      ['central', 'Bahubali', 38],
    ]);
  });

  it('ships the six videos in the spec order and keeps the selfie section off', () => {
    const site = loadSiteContent(path.resolve('content'));
    expect(site.videos.map((video) => video.title)).toEqual(DEFAULT_VIDEO_TITLES);
    expect(site.profile.selfie).toBe(false);
  });

  it('names the bad field of an invalid file', () => {
    const teams = structuredClone(shipped.teams) as Record<string, unknown>[];
    teams[5]!.capacity = 'many';
    const dir = contentDirWith({ ...shipped, teams });
    expect(() => loadSiteContent(dir)).toThrow(
      `${path.join(dir, 'site.json')}: teams.5.capacity: Capacity must be a whole number from 0 to 100,000`,
    );
  });

  it('refuses two teams under one key', () => {
    const teams = shipped.teams as Record<string, unknown>[];
    const dir = contentDirWith({ ...shipped, teams: [...teams, teams[0]] });
    expect(() => loadSiteContent(dir)).toThrow(/teams: expected each team key once/);
  });

  it('reads a site.json of the first format as the same event', () => {
    const legacy = {
      event: shipped.event,
      teams: {
        lucknow: { label: 'Krrish', capacity: 52 },
        kanpur: { label: 'Dabang', capacity: 49 },
      },
      gallery: shipped.gallery,
      videos: [],
      profile: { selfie: true },
    };
    const site = loadSiteContent(contentDirWith(legacy));
    expect(site.teams).toEqual([
      {
        key: 'lucknow',
        office: { en: 'Lucknow', hi: 'लखनऊ' },
        label: { en: 'Krrish', hi: '' },
        capacity: 52,
        logo: 'brand/regions/lucknow',
        poster: 'brand/teams/lucknow',
      },
      expect.objectContaining({ key: 'kanpur', office: { en: 'Kanpur', hi: 'कानपुर' } }),
    ]);
    expect(site.brand.eventLogo).toBe('brand/event-logo');
    expect(site.slogans).toHaveLength(9);
    expect(site.profile.selfie).toBe(true);
  });

  it('refuses a video outside the content folder', () => {
    const videos = [{ title: 'x', src: '../../etc/passwd', cover: 'brand/x.svg' }];
    expect(() => loadSiteContent(contentDirWith({ ...shipped, videos }))).toThrow(
      /videos\.0\.src: expected a file inside the content folder/,
    );
  });

  it('says when the file is not JSON or not there', () => {
    expect(() => loadSiteContent(contentDirWith('{ "teams": '))).toThrow(/site\.json: .*JSON/);
    expect(() => loadSiteContent(path.join(os.tmpdir(), 'no-such-content'))).toThrow(
      /site\.json: file not found/,
    );
  });
});
