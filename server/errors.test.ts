// Every error code the server can answer with is one of common/error-codes.ts, which the client has
// a text for in each language: the codes in the source, and Fastify's own refusals as they arrive.
import fs from 'node:fs';
import type { InjectOptions } from 'fastify';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ERROR_CODES, errorMessages, type ServerErrorCode } from '../common/error-codes.js';
import { AppError, errors } from './errors.js';
import { startTestServer, type TestServer } from './test/test-server.js';

const serverDir = path.dirname(new URL(import.meta.url).pathname);

/** The server's own source files, without tests and test helpers. */
function sourceFiles(): { file: string; text: string }[] {
  return fs
    .readdirSync(serverDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .filter((file) => !file.startsWith(`test${path.sep}`))
    .map((file) => ({ file, text: fs.readFileSync(path.join(serverDir, file), 'utf8') }));
}

/** The quoted values of `code:` properties, without those a condition compares with. */
function codeProperties(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].flatMap(([, value]) =>
    // `code: error.code === 'FST_ERR_BAD_URL' ? 'bad_url' : 'bad_request'` sends only the last two.
    [...value!.replace(/[!=]==?\s*'[^']*'/g, '').matchAll(/'([^']*)'/g)].map((match) => match[1]!),
  );
}

/**
 * The code literals a file gives an error: `new AppError(status, 'code'`, `badRequest(…, 'code')`,
 * a body built by hand (`error: { code: 'code'`), and any `code: 'code'` in a file that builds
 * error bodies (`ErrorBody`, `AppError`).
 */
function codesIn(text: string): string[] {
  return [
    ...[...text.matchAll(/new AppError\(\s*\d+\s*,\s*'([^']*)'/g)].map((match) => match[1]!),
    ...[...text.matchAll(/errors\.badRequest\([^;]*?,\s*'([^']*)'\s*\)/g)].map(
      (match) => match[1]!,
    ),
    ...codeProperties(text, /\berror:\s*\{\s*code:\s*([^,\n}]+)/g),
    ...(/\bErrorBody\b|\bAppError\b/.test(text)
      ? codeProperties(text, /\bcode:\s*([^,\n}]+)/g)
      : []),
  ];
}

describe('the error codes in the source', () => {
  const produced = new Map<string, string[]>();
  for (const { file, text } of sourceFiles()) {
    for (const code of codesIn(text)) produced.set(code, [...(produced.get(code) ?? []), file]);
  }

  it('are all in the list the client has texts for', () => {
    const unlisted = [...produced].filter(([code]) => !SERVER_ERROR_CODES.includes(code as never));
    expect(Object.fromEntries(unlisted)).toEqual({});
  });

  it('include every listed code: the list names no code the server never sends', () => {
    // A sanity check on the scan too: it finds the codes of every feature.
    expect(SERVER_ERROR_CODES.filter((code) => !produced.has(code))).toEqual([]);
  });

  it("send each code's English message unless a more specific one is given", () => {
    expect(new AppError(409, 'last_admin').message).toBe('The last admin cannot be removed');
    expect(errors.notSignedIn().message).toBe(errorMessages.not_signed_in);
    expect(errors.badRequest('"phone" is missing').code).toBe('bad_request');
  });
});

describe("Fastify's own refusals", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  const json = { 'content-type': 'application/json' };
  const cases: [string, InjectOptions, number, ServerErrorCode][] = [
    [
      'JSON that does not parse',
      { url: '/api/auth/send-code', headers: json, payload: '{' },
      400,
      'bad_request',
    ],
    [
      'an empty JSON body',
      { url: '/api/auth/send-code', headers: json, payload: '' },
      400,
      'bad_request',
    ],
    [
      'a body over the 64 kB limit',
      { url: '/api/auth/send-code', headers: json, payload: `"${'x'.repeat(70_000)}"` },
      413,
      'body_too_large',
    ],
    [
      'a body of a type no route reads',
      {
        url: '/api/auth/send-code',
        headers: { 'content-type': 'application/xml' },
        payload: '<a/>',
      },
      415,
      'unsupported_media_type',
    ],
    ['an address that does not decode', { method: 'GET', url: '/api/%zz' }, 400, 'bad_url'],
    ['an unknown API path', { method: 'GET', url: '/api/nothing-here' }, 404, 'not_found'],
  ];

  it.each(cases)(
    'answer %s with a listed code and its message',
    async (_what, request, status, code) => {
      const response = await server.app.inject({ method: 'POST', ...request });
      expect(response.statusCode).toBe(status);
      const { error } = response.json<{ error: { code: string; message: string } }>();
      expect(error.code).toBe(code);
      expect(SERVER_ERROR_CODES).toContain(error.code);
      // A 400's message says what was wrong with the body; the others are the code's own.
      if (code !== 'bad_request') expect(error.message).toBe(errorMessages[code]);
    },
  );
});
