import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabaseKind, type TestServer } from './test/test-server.js';
import { DEFAULT_TEAM_LABELS } from './test/content.js';

let server: TestServer;
let webDir: string;

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'utsav-web-'));
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(webDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  server = await startTestServer({ env: { WEB_DIR: webDir } });
});

afterAll(async () => {
  await server.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

describe(`the server on ${testDatabaseKind}`, () => {
  it('answers /healthz while the process is alive', async () => {
    const response = await server.app.inject('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers /readyz when the database is reachable and 503 while draining', async () => {
    expect((await server.app.inject('/readyz')).statusCode).toBe(200);
    server.app.draining = true;
    try {
      const response = await server.app.inject('/readyz');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'draining' });
    } finally {
      server.app.draining = false;
    }
  });

  it('answers GET /api/me with 401 when signed out, and with a made-up cookie', async () => {
    for (const cookies of [{}, { utsav_session: 'made-up' }] as Record<string, string>[]) {
      const response = await server.app.inject({ url: '/api/me', cookies });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: { code: 'not_signed_in', message: 'Not signed in' },
      });
    }
  });

  it('gives the event content with the seven teams in order, each image at an address of its own', async () => {
    const response = await server.app.inject('/api/site');
    expect(response.statusCode).toBe(200);
    const site = response.json<{
      teams: { key: string; label: { en: string } }[];
      videos: { src: string }[];
      brand: { eventLogo: { src: string } };
    }>();
    expect(site.teams.map((team) => team.label.en)).toEqual(DEFAULT_TEAM_LABELS);
    expect(site.videos[0]!.src).toMatch(/^\/media\/[a-f0-9]{64}\.mp4$/);
    expect(site.brand.eventLogo.src).toMatch(/^\/media\/[a-f0-9]{64}\.svg$/);
  });

  it('serves the app for client routes and a JSON 404 for unknown API paths', async () => {
    for (const url of ['/', '/home', '/admin/users', '/no/such/page?x=1']) {
      const response = await server.app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const api = await server.app.inject('/api/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
    expect((await server.app.inject({ method: 'POST', url: '/home' })).statusCode).toBe(404);
  });

  it('compresses text responses for browsers that accept it', async () => {
    const response = await server.app.inject({
      url: '/api/site',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(['br', 'gzip']).toContain(response.headers['content-encoding']);
  });

  it('caches hashed assets for a year', async () => {
    const response = await server.app.inject('/assets/index-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await server.app.inject('/assets/missing.js')).statusCode).toBe(404);
  });

  it('sends security headers with a CSP that allows no inline script', async () => {
    const response = await server.app.inject('/');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('same-origin');
    // Plain HTTP on a laptop: no HSTS, no upgrade of requests.
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it("serves the content folder's images and videos from storage, videos in ranges", async () => {
    const site = (await server.app.inject('/api/site')).json<{
      brand: { eventLogo: { src: string } };
      videos: { src: string }[];
    }>();
    const logo = await server.app.inject(site.brand.eventLogo.src);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
    // An SVG opened on its own runs nothing.
    expect(logo.headers['content-security-policy']).toContain('sandbox');
    const whole = await server.app.inject(site.videos.at(-1)!.src);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const part = await server.app.inject({
      url: site.videos.at(-1)!.src,
      headers: { range: 'bytes=100-199' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${whole.rawPayload.length}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(100, 200))).toBe(true);
  });

  it('never serves the content folder itself', async () => {
    for (const url of [
      '/content/site.json',
      '/content/questions/quiz1.json',
      '/content/brand/event-logo.svg',
      '/brand/event-logo',
      '/media/..%2Fsite.json',
    ]) {
      const response = await server.app.inject(url);
      expect(response.body, url).not.toContain('capacity');
      expect(response.body, url).not.toContain('"answer"');
    }
  });
});

describe('a server behind HTTPS', () => {
  it('adds HSTS and upgrades insecure requests', async () => {
    const https = await startTestServer({ env: { PUBLIC_URL: 'https://utsav.example.com' } });
    try {
      const response = await https.app.inject('/healthz');
      expect(response.headers['strict-transport-security']).toContain('max-age=15552000');
      expect(String(response.headers['content-security-policy'])).toContain(
        'upgrade-insecure-requests',
      );
    } finally {
      await https.close();
    }
  });
});
