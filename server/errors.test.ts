// Every error code the server can answer with is one of common/error-codes.ts, which the client has
// a text for in each language: the codes in the source, and Fastify's own refusals as they arrive.
import fs from 'node:fs';
import type { InjectOptions } from 'fastify';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  SERVER_ERROR_CODES,
  errorMessages,
  errorStatus,
  type ServerErrorCode,
} from '../common/error-codes.js';
import { AppError, parseInput, type InputRefusal } from './errors.js';
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
 * The code literals a file gives an error: `new AppError('code'`, a body built by hand
 * (`error: { code: 'code'`), and any `code: 'code'` in a file that builds error bodies
 * (`ErrorBody`, `AppError`, `parseInput`), such as parseInput's `{ code: 'not_found' }`.
 */
function codesIn(text: string): string[] {
  return [
    ...[...text.matchAll(/new AppError\(\s*'([^']*)'/g)].map((match) => match[1]!),
    ...codeProperties(text, /\berror:\s*\{\s*code:\s*([^,\n}]+)/g),
    ...(/\bErrorBody\b|\bAppError\b|\bparseInput\b/.test(text)
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
    expect(new AppError('last_admin').message).toBe('The last admin cannot be removed');
    expect(new AppError('not_signed_in').message).toBe(errorMessages.not_signed_in);
    expect(new AppError('bad_request', { message: '"phone" is missing' }).code).toBe('bad_request');
  });
});

describe('the table of server errors', () => {
  it('gives every code an HTTP error status and an English message', () => {
    for (const code of SERVER_ERROR_CODES) {
      const [status, message] = [errorStatus[code], errorMessages[code]];
      expect(status >= 400 && status <= 599, code).toBe(true);
      expect(message.trim(), code).not.toBe('');
      expect(errorMessages[code], code).toBe(message);
    }
  });

  it('is where an error takes its status from', () => {
    expect(new AppError('last_admin').statusCode).toBe(409);
    expect(new AppError('too_many_attempts', { message: 'Wait' }).statusCode).toBe(429);
    for (const code of SERVER_ERROR_CODES) {
      expect(new AppError(code).statusCode, code).toBe(errorStatus[code]);
    }
  });
});

describe('parseInput', () => {
  const Input = z.strictObject({ questionId: z.int(), name: z.string().min(1, 'nameRequired') });

  /** The error parseInput throws for `value`. */
  function refusalOf(value: unknown, options?: InputRefusal): AppError {
    try {
      parseInput(Input, value, options);
    } catch (error) {
      if (error instanceof AppError) return error;
      throw error;
    }
    throw new Error('parsed');
  }

  it("answers the code it is given, with that code's status and message, naming the field", () => {
    const refused = refusalOf({ questionId: 'one', name: 'A' }, { code: 'invalid_answer' });
    expect(refused).toMatchObject({
      code: 'invalid_answer',
      statusCode: 400,
      message: errorMessages.invalid_answer,
      field: 'questionId',
    });
    expect(refusalOf({ name: 'A' }, { code: 'not_found' })).toMatchObject({
      code: 'not_found',
      statusCode: 404,
    });
  });

  it('answers bad_request by default, saying what was wrong', () => {
    expect(refusalOf({ questionId: 1.5, name: 'A' })).toMatchObject({
      code: 'bad_request',
      statusCode: 400,
      message: '"questionId" must be a whole number',
      field: 'questionId',
    });
  });

  it('answers a named text of common/messages.ts in English, with its name as the reason', () => {
    expect(refusalOf({ questionId: 1, name: '' }, { code: 'invalid_profile' })).toMatchObject({
      code: 'invalid_profile',
      statusCode: 400,
      message: 'Name is required',
      field: 'name',
      params: { reason: 'nameRequired' },
    });
  });

  it('answers bad_request for what a form never sends when only its rules take the code', () => {
    const refused = refusalOf(
      { questionId: 1, name: 'A', isAdmin: true },
      { code: 'invalid_profile', formRulesOnly: true },
    );
    expect(refused).toMatchObject({
      code: 'bad_request',
      statusCode: 400,
      message: 'Unknown field: "isAdmin"',
    });
  });

  it('returns what the schema parsed', () => {
    expect(parseInput(Input, { questionId: 3, name: 'A' })).toEqual({ questionId: 3, name: 'A' });
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
