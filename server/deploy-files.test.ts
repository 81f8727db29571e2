// The deployment files in deploy/ are checked by the tools that will read them, and nginx's body
// limits against the server's own for each route.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SELFIE_MAX_BYTES } from '../common/profile-input.js';
import { SETUP_FILE_MAX_BYTES } from '../common/setup-file.js';
import { loadConfig } from './config.js';
import { VIDEO_MAX_BYTES } from '../common/upload-limits.js';
import { IMPORT_FORM_MAX_BYTES } from './features/quiz-editor/question-import-form.js';
import { readEnvFile } from './test/env-file.js';
import { startTestServer, testDatabaseKind, type TestServer } from './test/test-server.js';

const has = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

describe('deployment files', () => {
  it.runIf(has('systemd-analyze'))('the systemd unit passes systemd-analyze verify', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'utsav-unit-'));
    try {
      fs.copyFileSync('deploy/systemd/utsav@.service', path.join(dir, 'utsav@.service'));
      const result = spawnSync(
        'systemd-analyze',
        ['verify', path.join(dir, 'utsav@8081.service')],
        {
          encoding: 'utf8',
        },
      );
      // Unknown keys and missing executables are reported on stderr without failing the command.
      expect(result.stderr.split('\n').filter((line) => line.includes('utsav@'))).toEqual([]);
      expect(result.status).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the example environment file is a complete production configuration', () => {
    const env = readEnvFile('deploy/utsav.env.example');
    const config = loadConfig({ ...env, NODE_ENV: 'production' });
    expect(config.publicUrl.protocol).toBe('https:');
    expect(config.database.kind).toBe('postgres');
    expect(config.storage.kind).toBe('s3');
    expect(config.trustProxy).toBe(1);
  });

  it.runIf(has('nginx'))('nginx accepts the example proxy rules', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'utsav-nginx-'));
    try {
      const conf = path.join(dir, 'nginx.conf');
      fs.writeFileSync(
        conf,
        `pid ${dir}/nginx.pid; error_log ${dir}/error.log; events {}
http { access_log off; upstream utsav { server 127.0.0.1:9; }
  server { listen 127.0.0.1:9; include ${path.resolve('deploy/nginx/utsav-proxy.conf')}; } }`,
      );
      execFileSync('nginx', ['-t', '-q', '-p', dir, '-c', conf], { stdio: 'pipe' });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** One directive of an nginx file: its name, its arguments and, for a block, what it holds. */
type Directive = { name: string; args: string[]; block?: Directive[] };

/** nginx's syntax: a directive ends with `;`, a block is in braces, `#` starts a comment. */
function parseNginx(text: string): Directive[] {
  const tokens = text.replace(/#.*$/gm, '').match(/"[^"]*"|[{};]|[^\s{};]+/g) ?? [];
  let at = 0;
  const readBlock = (): Directive[] => {
    const directives: Directive[] = [];
    let words: string[] = [];
    while (at < tokens.length) {
      const token = tokens[at++]!;
      if (token === '}') return directives;
      if (token === ';' || token === '{') {
        const [name, ...args] = words;
        directives.push(
          token === '{' ? { name: name!, args, block: readBlock() } : { name: name!, args },
        );
        words = [];
      } else words.push(token.replace(/^"|"$/g, ''));
    }
    return directives;
  };
  return readBlock();
}

/** The https server block of utsav.conf, with the proxy rules it includes read in its place. */
function httpsServer(): Directive[] {
  const site = parseNginx(fs.readFileSync('deploy/nginx/utsav.conf', 'utf8'));
  const server = site.find(
    (it) =>
      it.name === 'server' && it.block!.some((d) => d.name === 'listen' && d.args.includes('ssl')),
  );
  return server!.block!.flatMap((it) =>
    it.name === 'include'
      ? parseNginx(fs.readFileSync(path.join('deploy/nginx', path.basename(it.args[0]!)), 'utf8'))
      : [it],
  );
}

const valueOf = (directives: Directive[], name: string) =>
  directives.find((it) => it.name === name)?.args[0];

/** nginx's sizes: bytes, or k, m or g of 1024. */
function bytesOf(size: string): number {
  const [, digits, unit] = /^(\d+)([kmg]?)$/i.exec(size)!;
  return Number(digits) * 1024 ** ['', 'k', 'm', 'g'].indexOf(unit!.toLowerCase());
}

type Location = { modifier: string; pattern: string; directives: Directive[] };

/**
 * The location nginx picks for a path: an exact match, else the longest prefix unless a regular
 * expression (in order) matches and the prefix is not `^~`. A prefix that ends in a slash and
 * proxies makes nginx answer the path without that slash itself, with a redirect.
 */
function locationFor(locations: Location[], uri: string): Location | 'redirect' | undefined {
  const exact = locations.find((it) => it.modifier === '=' && it.pattern === uri);
  if (exact) return exact;
  const prefixes = locations.filter((it) => ['', '^~'].includes(it.modifier));
  const redirects = prefixes.some(
    (it) =>
      it.pattern.endsWith('/') &&
      it.pattern.slice(0, -1) === uri &&
      valueOf(it.directives, 'proxy_pass') !== undefined,
  );
  if (redirects) return 'redirect';
  const [longest] = prefixes
    .filter((it) => uri.startsWith(it.pattern))
    .sort((a, b) => b.pattern.length - a.pattern.length);
  if (longest?.modifier === '^~') return longest;
  const regex = locations.find(
    (it) =>
      it.modifier.startsWith('~') &&
      new RegExp(it.pattern, it.modifier === '~*' ? 'i' : '').test(uri),
  );
  return regex ?? longest;
}

/**
 * Routes whose handler reads the body itself (a stream, or a form with a photo) and counts it
 * against a limit of its own; every other route's limit is Fastify's bodyLimit, its own or the app's.
 */
const READ_BY_HANDLER: Record<string, number> = {
  'POST /api/admin/setup/videos': VIDEO_MAX_BYTES,
  'POST /api/admin/setup/import': SETUP_FILE_MAX_BYTES,
  // A file of questions with its pictures, as a form.
  'POST /api/admin/quizzes/:quizId/import': IMPORT_FORM_MAX_BYTES,
  // The photo, and the form around it: 10 fields of up to 1 kB, each part's headers, the boundaries.
  'POST /api/profile': SELFIE_MAX_BYTES + 64 * 1024,
};

describe(`the nginx example against the server's routes on ${testDatabaseKind}`, () => {
  const routes: { method: string; url: string; bodyLimit?: number }[] = [];
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      onRoute: (route: { method: string | string[]; url: string; bodyLimit?: number }) => {
        for (const method of [route.method].flat())
          if (method !== 'HEAD') routes.push({ ...route, method });
      },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  const serverBlock = httpsServer();
  const locations: Location[] = serverBlock
    .filter((it) => it.name === 'location')
    .map((it) => ({
      modifier: it.args.length === 2 ? it.args[0]! : '',
      pattern: it.args.at(-1)!,
      directives: it.block!,
    }));

  it('lets through every route the body the server takes on it', () => {
    const named = routes.map((route) => `${route.method} ${route.url}`);
    expect(named).toEqual(expect.arrayContaining(Object.keys(READ_BY_HANDLER)));
    const appLimit = server.app.initialConfig.bodyLimit!;
    const serverDefault = valueOf(serverBlock, 'client_max_body_size') ?? '1m'; // nginx's own default
    const refused: string[] = [];
    for (const route of routes) {
      const at = `${route.method} ${route.url}`;
      const limit = READ_BY_HANDLER[at] ?? route.bodyLimit ?? appLimit;
      const location = locationFor(locations, route.url.replace(/:[^/]+/g, 'x'));
      if (location === undefined || location === 'redirect') {
        refused.push(`${at}: ${location ? 'nginx answers it with a redirect' : 'no location'}`);
        continue;
      }
      // A location that answers by itself (/metrics) never hands the request on.
      if (valueOf(location.directives, 'return') !== undefined) continue;
      const nginxLimit = bytesOf(
        valueOf(location.directives, 'client_max_body_size') ?? serverDefault,
      );
      if (nginxLimit < limit)
        refused.push(`${at}: nginx takes ${nginxLimit} bytes, the server ${limit}`);
    }
    expect(refused).toEqual([]);
  });

  it('passes every live stream through as it is written, for as long as the event', () => {
    const streams = routes.filter((route) => route.method === 'GET' && route.url.endsWith('/live'));
    expect(streams.map((route) => route.url)).toEqual(
      expect.arrayContaining(['/api/live', '/api/site/live', '/api/screen/:token/live']),
    );
    for (const route of streams) {
      const location = locationFor(locations, route.url.replace(/:[^/]+/g, 'x'));
      if (location === undefined || location === 'redirect')
        throw new Error(`${route.url}: no location`);
      expect({
        url: route.url,
        buffering: valueOf(location.directives, 'proxy_buffering'),
      }).toEqual({
        url: route.url,
        buffering: 'off',
      });
      expect(valueOf(location.directives, 'gzip')).toBe('off');
      expect(valueOf(location.directives, 'proxy_read_timeout')).toBe('1h');
    }
  });

  it('receives every request body whole before handing it to an instance', () => {
    // An instance gives a request 2 minutes to arrive (requestTimeout in app.ts); a large upload
    // streamed through at a venue's pace would be cut off, so nginx receives it first.
    const streamed = locations.filter(
      (it) => valueOf(it.directives, 'proxy_request_buffering') === 'off',
    );
    expect(streamed.map((it) => it.pattern)).toEqual([]);
  });
});
