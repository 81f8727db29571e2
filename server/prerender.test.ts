// The prerendered pages as the server serves them, from a build laid out as `npm run build` lays it
// out (dist/web with its manifest, dist/ssr with the server entry): the rendered screen in the
// page, the organisers' setup in it and safe, a new page after each change, and the policy allowing
// only the scripts React wrote. (The real build's pages are the browser journeys' to check.)
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicSite } from '../common/api.js';
import { signInTestUser } from './test/sessions.js';
import { startTestServer, testDatabaseKind, type TestServer } from './test/test-server.js';

const ADMIN = '9111200077';
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <!-- The event's setup names the welcome image: asked for beside the scripts, not after them. -->
    <link rel="preload" href="/api/site" as="fetch" crossorigin="anonymous" />
    <title>Utsav 2025</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-jkl.js">
  </head>
  <body>
    <div id="root">
      <div class="boot" aria-busy="true"><p class="boot-name">Utsav 2025</p></div>
    </div>
  </body>
</html>
`;
const MANIFEST = {
  'index.html': { file: 'assets/index-abc.js', css: ['assets/index-abc.css'] },
  'features/auth/register-page.tsx': {
    file: 'assets/register-page-def.js',
    imports: ['index.html', '_phone-ghi.js'],
    css: ['assets/register-page-def.css'],
  },
  '_phone-ghi.js': { file: 'assets/phone-ghi.js' },
};
const REPLAY_SCRIPT = 'addEventListener("submit",function(){})';
// The server entry's shape (web/entry-server.tsx), rendering the event's name; it counts its renders.
const SERVER_ENTRY = `
export const PRERENDERED_SCREENS = { '/': null, '/register': 'features/auth/register-page.tsx', '/home': null, '/broken': null };
export const SIGNED_OUT_SCREENS = ['/', '/register', '/broken'];
export const SIGNED_IN_SCREENS = ['/home'];
export async function renderScreen(path, site, options = {}) {
  if (path === '/home') return options.signedIn ? '<main>Home</main>' : '<p>Loading…</p>';
  globalThis.prerenderCalls = (globalThis.prerenderCalls ?? 0) + 1;
  if (path === '/broken') throw new Error('a screen that fails to render');
  const name = site.event.name.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const form = path === '/register' ? '<script>${REPLAY_SCRIPT}</script><form></form>' : '';
  return '<main><h1>' + name + '</h1>' + form + '</main>';
}
`;

let buildDir: string;
let server: TestServer;
let admin: Record<string, string>;

const renders = () => (globalThis as { prerenderCalls?: number }).prerenderCalls ?? 0;
const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ url, headers });

/** The setup embedded in a page, as the browser reads it. */
type Embedded = { path: string; language: string; site: PublicSite; signedIn?: boolean };
function embedded(html: string): Embedded {
  const json = /<script type="application\/json" id="prerendered">(.*?)<\/script>/s.exec(html);
  return JSON.parse(json![1]!) as Embedded;
}

async function renameEvent(name: string): Promise<void> {
  const saved = await server.app.inject({
    method: 'PUT',
    url: '/api/admin/setup/event',
    cookies: admin,
    payload: {
      event: { name, timeZone: 'Asia/Kolkata' },
      gallery: {
        selfPhotoUrl: 'https://photos.example.com/self',
        eventPhotoUrl: 'https://photos.example.com/event',
      },
      pages: { terms: null, privacy: null },
      profile: { selfie: false },
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

beforeAll(async () => {
  buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'utsav-build-'));
  const webDir = path.join(buildDir, 'web');
  fs.mkdirSync(path.join(webDir, '.vite'), { recursive: true });
  fs.mkdirSync(path.join(buildDir, 'ssr'));
  fs.writeFileSync(path.join(webDir, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(webDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  fs.writeFileSync(path.join(buildDir, 'ssr', 'entry-server.js'), SERVER_ENTRY);
  server = await startTestServer({ env: { WEB_DIR: webDir, ADMIN_PHONES: `+91${ADMIN}` } });
  admin = (await signInTestUser(server.app, ADMIN)).cookies;
});

afterAll(async () => {
  await server.close();
  fs.rmSync(buildDir, { recursive: true, force: true });
});

describe(`prerendered pages (${testDatabaseKind})`, () => {
  it('serves the rendered screen with the setup it showed, the event name as title, and no second read of the setup', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const site = (await get('/api/site')).json<PublicSite>();
    expect(response.body).toContain(
      `<div id="root"><main><h1>${site.event.name}</h1></main></div>`,
    );
    expect(response.body).toContain(`<title>${site.event.name}</title>`);
    expect(response.body).not.toContain('boot-name');
    expect(response.body).not.toContain('href="/api/site"');
    expect(embedded(response.body)).toEqual({ path: '/', language: 'en', site });

    // Compressed for a phone that accepts it.
    const compressed = await get('/', { 'accept-encoding': 'gzip' });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.rawPayload.length).toBeLessThan(response.body.length);
  });

  it('renders once per setup version, answers an unchanged page with 304, and shows an organiser’s change in the next page', async () => {
    const first = await get('/');
    const before = renders();
    const again = await get('/', { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect((await get('/')).body).toBe(first.body);
    expect(renders()).toBe(before);

    await renameEvent('Utsav 2026 — West Cluster');
    const changed = await get('/');
    expect(changed.body).toContain('<h1>Utsav 2026 — West Cluster</h1>');
    expect(changed.body).toContain('<title>Utsav 2026 — West Cluster</title>');
    expect(embedded(changed.body).site.event.name).toBe('Utsav 2026 — West Cluster');
    expect(changed.headers.etag).not.toBe(first.headers.etag);
    expect((await get('/', { 'if-none-match': first.headers.etag as string })).statusCode).toBe(
      200,
    );
  });

  it('keeps an organiser’s markup as text: in the title, the screen and the embedded setup', async () => {
    const name = '</title></script><script>alert(1)</script><!--';
    await renameEvent(name);
    const page = (await get('/')).body;
    expect(page).not.toContain('<script>alert(1)');
    expect(page).not.toContain('</title></script>');
    expect(page).toContain(
      '<title>&lt;/title&gt;&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!--</title>',
    );
    expect(embedded(page).site.event.name).toBe(name);
  });

  it('names the sign-in screen’s own files in its page, and allows the script React wrote by its hash alone', async () => {
    // Someone who has signed in on this phone before: the app starts at once.
    const response = await get('/register', { cookie: 'utsav_session=earlier' });
    expect(response.body).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/register-page-def.css">',
    );
    expect(response.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/register-page-def.js">',
    );
    expect(response.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/phone-ghi.js">',
    );
    // The entry's own files are already in the page: not named twice.
    expect(response.body.match(/index-abc\.js/g)).toHaveLength(1);
    const hash = createHash('sha256').update(REPLAY_SCRIPT).digest('base64');
    const policy = response.headers['content-security-policy'] as string;
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}';`);
    // Other pages keep the policy without it.
    expect(
      (await get('/', { cookie: 'utsav_session=earlier' })).headers['content-security-policy'],
    ).toContain("script-src 'self';");
  });

  it('gives a visitor with no session the sign-in page with the app asked for only after its pictures, or at their first touch', async () => {
    const page = await get('/register');
    expect(page.headers.vary).toContain('cookie');
    // Nothing of the app's in the head: the picture and the styles have the link to themselves.
    const head = page.body.slice(0, page.body.indexOf('</head>'));
    expect(head).not.toMatch(/<script|modulepreload/);
    expect(head).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/register-page-def.css">',
    );
    // The page's one script of its own starts the app, with every file the app would have named.
    const later = [...page.body.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)];
    expect(later).toHaveLength(1);
    const source = later[0]![1]!;
    expect(source).toContain('import("/assets/index-abc.js")');
    expect(source).toContain(
      '["/assets/react-jkl.js","/assets/register-page-def.js","/assets/phone-ghi.js"]',
    );
    expect(source).toContain("addEventListener('load', afterPaint)");
    // A picture that never arrives does not hold the app back for good.
    expect(source).toContain('setTimeout(start, 3000);');
    expect(source).toContain("'pointerdown', 'keydown', 'focusin', 'submit'");
    // Allowed by its hash beside React's form script, and nothing else inline.
    const policy = page.headers['content-security-policy'] as string;
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(policy).toContain(`script-src 'self' ${hash(REPLAY_SCRIPT)} ${hash(source)};`);
    expect(embedded(page.body).path).toBe('/register');

    // A signed-in screen's frame starts the app at once for everyone.
    const frame = (await get('/home')).body;
    expect(frame).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
    expect(frame).not.toContain('<script type="module">');
  });

  it('draws Home as itself for a visitor with a session, and as the frame waiting for the server for one without', async () => {
    const withSession = await get('/home', { cookie: 'utsav_session=earlier' });
    expect(withSession.body).toContain('<div id="root"><main>Home</main></div>');
    // Whole without the app, which starts after its pictures.
    expect(withSession.body).toContain('import("/assets/index-abc.js")');
    expect(withSession.body).not.toContain('<script type="module" crossorigin src=');
    expect(embedded(withSession.body)).toMatchObject({ path: '/home', signedIn: true });
    expect(withSession.headers.vary).toContain('cookie');

    const without = await get('/home');
    expect(without.body).toContain('<div id="root"><p>Loading…</p></div>');
    expect(embedded(without.body).signedIn).toBeUndefined();
    expect(without.headers.etag).not.toBe(withSession.headers.etag);
  });

  it('serves the bare page for a path it does not render, and for a screen whose render failed', async () => {
    for (const url of ['/admin', '/screen/abc', '/broken']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX_HTML);
    }
    // Beyond the app's paths, a missing file stays a 404.
    expect((await get('/assets/missing.js')).statusCode).toBe(404);
  });

  it('serves a trailing-slash address the page of its path', async () => {
    const page = await get('/register/');
    expect(page.statusCode).toBe(200);
    expect(embedded(page.body).path).toBe('/register');
  });
});
