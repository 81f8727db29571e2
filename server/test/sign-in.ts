// Signs users in through the real routes: solve the bot check, send a code, read it from the
// console provider's log line, verify. The sign-in tests use it; a test that only needs someone
// signed in takes a session from sessions.ts instead.
import { Writable } from 'node:stream';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance } from 'fastify';
import { codeInSmsLog, type LogLine } from './sms-log.js';
import { startTestServer, type TestServer } from './test-server.js';
import type { ServerOptions } from '../app.js';

/** Collects the server's JSON log lines. */
export class LogCapture extends Writable {
  readonly lines: LogLine[] = [];
  readonly raw: string[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void): void {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      this.raw.push(line);
      this.lines.push(JSON.parse(line) as LogLine);
    }
    done();
  }

  /** The code in the newest SMS to a phone. */
  codeFor(phone: string): string {
    const code = codeInSmsLog(this.lines, phone);
    if (!code) throw new Error(`no SMS to ${phone} in the log`);
    return code;
  }
}

export async function startSignInServer(
  options: ServerOptions & { env?: Record<string, string> } = {},
): Promise<TestServer & { log: LogCapture }> {
  const log = new LogCapture();
  const server = await startTestServer({
    logStream: log,
    ...options,
    env: { LOG_LEVEL: 'info', BOT_CHECK_DIFFICULTY: '20', ...options.env },
  });
  return { ...server, log };
}

/** Solves a challenge fetched from the given address (headers), as a browser there would. */
export async function solveBotCheck(
  app: FastifyInstance,
  headers: Record<string, string> = {},
): Promise<string> {
  const challenge = (await app.inject({ url: '/api/auth/bot-check', headers })).json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('bot check not solved');
  return JSON.stringify({ challenge, solution });
}

export async function sendCodeTo(
  app: FastifyInstance,
  phone: string,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/send-code',
    headers,
    payload: { phone, botCheck: await solveBotCheck(app, headers) },
  });
}

export async function verify(
  app: FastifyInstance,
  phone: string,
  code: string,
  cookies: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/verify-code',
    payload: { phone, code },
    cookies,
  });
}

/** A signed-in session cookie for a 10-digit number. */
export async function signIn(
  server: TestServer & { log: LogCapture },
  digits: string,
): Promise<Record<string, string>> {
  const phone = `+91${digits}`;
  const sent = await sendCodeTo(server.app, digits);
  if (sent.statusCode !== 200) throw new Error(`send-code: ${sent.body}`);
  const verified = await verify(server.app, digits, server.log.codeFor(phone));
  if (verified.statusCode !== 200) throw new Error(`verify-code: ${verified.body}`);
  const cookie = verified.cookies.find((c) => c.name === 'utsav_session');
  if (!cookie) throw new Error('no session cookie');
  return { utsav_session: cookie.value };
}
