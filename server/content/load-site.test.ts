import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { listTeams } from '../../common/site.js';
import { loadSiteContent } from './load-site.js';

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

describe('content/site.json', () => {
  it('ships the seven teams with the spec labels and capacities', () => {
    const teams = listTeams(loadSiteContent(path.resolve('content')));
    expect(teams.map((team) => [team.key, team.label, team.capacity])).toEqual([
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
    expect(site.videos.map((video) => video.title)).toEqual([
      'Block your date',
      'CSO Central Cluster',
      '3 Days to go Video',
      'Two Days To Go',
      '1 Day To Go',
      'Welcome',
    ]);
    expect(site.profile.selfie).toBe(false);
  });

  it('names the bad field of an invalid file', () => {
    const teams = { ...(shipped.teams as object), kanpur: { label: 'Dabang', capacity: 'many' } };
    const dir = contentDirWith({ ...shipped, teams });
    expect(() => loadSiteContent(dir)).toThrow(
      `${path.join(dir, 'site.json')}: teams.kanpur.capacity: expected a whole number`,
    );
  });

  it('refuses a missing team', () => {
    const { central: _central, ...six } = shipped.teams as Record<string, unknown>;
    const dir = contentDirWith({ ...shipped, teams: six });
    expect(() => loadSiteContent(dir)).toThrow(/teams\.central: /);
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
