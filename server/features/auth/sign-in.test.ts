import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../clock.js';
import type { LogCapture } from '../../test/sign-in.js';
import {
  sendCodeTo,
  signIn,
  solveBotCheck,
  startSignInServer,
  verify,
} from '../../test/sign-in.js';
import { testDatabaseKind, type TestServer } from '../../test/test-server.js';

const DIGITS = '9876543210';
const PHONE = '+919876543210';
const MINUTE = 60_000;

let clock: ReturnType<typeof manualClock>;
let server: TestServer & { log: LogCapture };

beforeEach(async () => {
  clock = manualClock();
  server = await startSignInServer({ clock });
});
afterEach(async () => {
  await server.close();
});

function errorOf(response: { json: () => unknown }) {
  return (
    response.json() as {
      error: {
        code: string;
        message: string;
        params?: { retryAfterSeconds?: number; minutes?: number; triesLeft?: number };
      };
    }
  ).error;
}

describe(`sign-in on ${testDatabaseKind}`, () => {
  it('sends a code, verifies it, and the session answers /api/me', async () => {
    const sent = await sendCodeTo(server.app, DIGITS);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ resendAfterSeconds: 60, expiresInSeconds: 300 });

    const verified = await verify(server.app, DIGITS, server.log.codeFor(PHONE));
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ phoneNumber: PHONE, profile: null });
    const cookie = verified.cookies.find((c) => c.name === 'utsav_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();

    const me = await server.app.inject({
      url: '/api/me',
      cookies: { utsav_session: cookie.value },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      phoneNumber: PHONE,
      uid: verified.json<{ uid: string }>().uid,
    });
  });

  it('treats 9876543210, 09876543210 and +919876543210 as one number', async () => {
    await sendCodeTo(server.app, '09876543210');
    const verified = await verify(server.app, '+919876543210', server.log.codeFor(PHONE));
    expect(verified.statusCode).toBe(200);
  });

  it.each(['987654321', '98765432101', '98765abcde', '', '5876543210', '+1202555012'])(
    'refuses the number "%s" and sends nothing',
    async (phone) => {
      const response = await sendCodeTo(server.app, phone);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toEqual({
        code: 'invalid_phone',
        message: 'Please enter a valid 10-digit mobile number',
      });
      expect(server.log.lines.filter((line) => line.msg === 'sms')).toEqual([]);
    },
  );

  it('refuses a wrong code with "Invalid OTP" and keeps the right one working', async () => {
    await sendCodeTo(server.app, DIGITS);
    const code = server.log.codeFor(PHONE);
    const wrong = code === '000000' ? '111111' : '000000';
    const response = await verify(server.app, DIGITS, wrong);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      code: 'invalid_otp',
      message: 'Invalid OTP. 4 tries left',
      params: { triesLeft: 4 },
    });
    expect((await verify(server.app, DIGITS, code)).statusCode).toBe(200);
  });

  it('says how many tries a code has left after each wrong one, down to the last', async () => {
    await sendCodeTo(server.app, DIGITS);
    const code = server.log.codeFor(PHONE);
    const wrong = code === '000000' ? '111111' : '000000';
    for (const triesLeft of [4, 3, 2, 1]) {
      const error = errorOf(await verify(server.app, DIGITS, wrong));
      expect(error).toMatchObject({ code: 'invalid_otp', params: { triesLeft } });
    }
    expect(errorOf(await verify(server.app, DIGITS, wrong)).message).toBe(
      'Too many attempts. Please try again in 1 minute',
    );
  });

  it('refuses a code after 5 minutes', async () => {
    await sendCodeTo(server.app, DIGITS);
    const code = server.log.codeFor(PHONE);
    clock.advance(5 * MINUTE);
    const response = await verify(server.app, DIGITS, code);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      code: 'otp_expired',
      message: 'Code expired. Please request a new one',
    });
  });

  it('burns the code on the 5th wrong try, so the 6th try fails even with the right code', async () => {
    await sendCodeTo(server.app, DIGITS);
    const code = server.log.codeFor(PHONE);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(errorOf(await verify(server.app, DIGITS, wrong)).code).toBe('invalid_otp');
    }
    const fifth = await verify(server.app, DIGITS, wrong);
    expect(fifth.statusCode).toBe(429);
    expect(errorOf(fifth)).toMatchObject({
      code: 'too_many_attempts',
      message: 'Too many attempts. Please try again in 1 minute',
    });
    const sixth = await verify(server.app, DIGITS, code);
    expect(sixth.statusCode).toBe(400);
    expect(errorOf(sixth).code).toBe('invalid_otp');
  });

  it('refuses a resend within 60 seconds, then replaces the old code', async () => {
    await sendCodeTo(server.app, DIGITS);
    const first = server.log.codeFor(PHONE);
    clock.advance(45_000);
    const early = await sendCodeTo(server.app, DIGITS);
    expect(early.statusCode).toBe(429);
    expect(errorOf(early)).toEqual({
      code: 'too_many_attempts',
      message: 'Too many attempts. Please try again in 1 minute',
      params: { retryAfterSeconds: 15, minutes: 1 },
    });
    clock.advance(15_000);
    expect((await sendCodeTo(server.app, DIGITS)).statusCode).toBe(200);
    const second = server.log.codeFor(PHONE);
    if (first !== second) expect((await verify(server.app, DIGITS, first)).statusCode).toBe(400);
    expect((await verify(server.app, DIGITS, second)).statusCode).toBe(200);
  });

  it('allows 5 sends an hour and 10 a day per phone', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await sendCodeTo(server.app, DIGITS)).statusCode).toBe(200);
      clock.advance(MINUTE);
    }
    const sixth = await sendCodeTo(server.app, DIGITS);
    expect(sixth.statusCode).toBe(429);
    // The first send leaves the hour window 55 minutes from now.
    expect(errorOf(sixth)).toMatchObject({
      message: 'Too many attempts. Please try again in 55 minutes',
      params: { retryAfterSeconds: 55 * 60 },
    });

    clock.advance(55 * MINUTE);
    for (let i = 0; i < 5; i++) {
      expect((await sendCodeTo(server.app, DIGITS)).statusCode).toBe(200);
      clock.advance(MINUTE);
    }
    clock.advance(60 * MINUTE);
    const eleventh = await sendCodeTo(server.app, DIGITS);
    expect(eleventh.statusCode).toBe(429);
    expect(errorOf(eleventh).params?.retryAfterSeconds).toBeGreaterThan(20 * 60 * 60);
  });

  it('stops one address at its hourly ceiling, across numbers', async () => {
    await server.close();
    server = await startSignInServer({ clock, env: { OTP_IP_HOURLY_LIMIT: '20' } });
    for (let i = 0; i < 20; i++) {
      const response = await sendCodeTo(server.app, `98765${String(i).padStart(5, '0')}`);
      expect(response.statusCode).toBe(200);
    }
    const blocked = await sendCodeTo(server.app, '9123456789');
    expect(blocked.statusCode).toBe(429);
    const other = await sendCodeTo(server.app, '9123456789', { 'x-forwarded-for': '203.0.113.9' });
    // Without TRUST_PROXY the forwarded address is ignored: still the same client.
    expect(other.statusCode).toBe(429);
  });

  it('refuses a missing, tampered or replayed bot-check solution before sending anything', async () => {
    const missing = await server.app.inject({
      method: 'POST',
      url: '/api/auth/send-code',
      payload: { phone: DIGITS, botCheck: '' },
    });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).code).toBe('bot_check_failed');

    const solved = JSON.parse(await solveBotCheck(server.app)) as {
      solution: { derivedKey: string };
    };
    const key = solved.solution.derivedKey;
    solved.solution.derivedKey = (key[0] === 'a' ? 'b' : 'a') + key.slice(1);
    const tampered = await server.app.inject({
      method: 'POST',
      url: '/api/auth/send-code',
      payload: { phone: DIGITS, botCheck: JSON.stringify(solved) },
    });
    expect(errorOf(tampered).code).toBe('bot_check_failed');

    const botCheck = await solveBotCheck(server.app);
    const send = () =>
      server.app.inject({
        method: 'POST',
        url: '/api/auth/send-code',
        payload: { phone: DIGITS, botCheck },
      });
    expect((await send()).statusCode).toBe(200);
    clock.advance(2 * MINUTE);
    const replayed = await send();
    expect(replayed.statusCode).toBe(400);
    expect(errorOf(replayed).code).toBe('bot_check_failed');
    expect(server.log.lines.filter((line) => line.msg === 'sms')).toHaveLength(1);
  });

  it('refuses a bot-check solution after it expires', async () => {
    const botCheck = await solveBotCheck(server.app);
    clock.advance(11 * MINUTE);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/send-code',
      payload: { phone: DIGITS, botCheck },
    });
    expect(errorOf(response).code).toBe('bot_check_failed');
  });

  it('gives exactly one session to two concurrent verifies of one code', async () => {
    await sendCodeTo(server.app, DIGITS);
    const code = server.log.codeFor(PHONE);
    const results = await Promise.all([
      verify(server.app, DIGITS, code),
      verify(server.app, DIGITS, code),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const sessions = await server.app.db.selectFrom('sessions').selectAll().execute();
    expect(sessions).toHaveLength(1);
  });

  it('refuses state-changing requests from a foreign origin', async () => {
    const botCheck = await solveBotCheck(server.app);
    for (const headers of [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      // The server's own host (inject's localhost:80) in another scheme is another origin.
      { origin: 'https://localhost:80' },
    ]) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/auth/send-code',
        headers,
        payload: { phone: DIGITS, botCheck },
      });
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('foreign_origin');
    }
    const sameSite = await server.app.inject({
      method: 'POST',
      url: '/api/auth/send-code',
      headers: { origin: 'http://localhost:8080', 'sec-fetch-site': 'same-origin' },
      payload: { phone: DIGITS, botCheck },
    });
    expect(sameSite.statusCode).toBe(200);
    const ownAddress = await server.app.inject({
      method: 'POST',
      url: '/api/auth/send-code',
      headers: { origin: 'http://localhost:80' },
      payload: { phone: '9876500001', botCheck: await solveBotCheck(server.app) },
    });
    expect(ownAddress.statusCode).toBe(200);
  });

  it('signs out: the old cookie no longer works', async () => {
    const cookies = await signIn(server, DIGITS);
    const out = await server.app.inject({ method: 'POST', url: '/api/auth/sign-out', cookies });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === 'utsav_session')?.value).toBe('');
    expect((await server.app.inject({ url: '/api/me', cookies })).statusCode).toBe(401);
  });

  it('rotates the session at sign-in: the cookie from before is revoked', async () => {
    const before = await signIn(server, DIGITS);
    clock.advance(MINUTE);
    await sendCodeTo(server.app, DIGITS);
    const again = await verify(server.app, DIGITS, server.log.codeFor(PHONE), before);
    const after = again.cookies.find((c) => c.name === 'utsav_session')!.value;
    expect(after).not.toBe(before.utsav_session);
    expect((await server.app.inject({ url: '/api/me', cookies: before })).statusCode).toBe(401);
    expect(
      (await server.app.inject({ url: '/api/me', cookies: { utsav_session: after } })).statusCode,
    ).toBe(200);
  });

  it('ends a session after 14 idle days and after 30 days in all', async () => {
    const cookies = await signIn(server, DIGITS);
    for (const _day of [13, 26]) {
      clock.advance(13 * 24 * 60 * MINUTE);
      expect((await server.app.inject({ url: '/api/me', cookies })).statusCode).toBe(200);
    }
    clock.advance(4 * 24 * 60 * MINUTE);
    expect((await server.app.inject({ url: '/api/me', cookies })).statusCode).toBe(401);

    const idle = await signIn(server, '9123456789');
    clock.advance(14 * 24 * 60 * MINUTE + 1);
    expect((await server.app.inject({ url: '/api/me', cookies: idle })).statusCode).toBe(401);
  });

  it('never puts a code in a response, nor in the log outside the SMS line', async () => {
    const sent = await sendCodeTo(server.app, DIGITS);
    const code = server.log.codeFor(PHONE);
    const verified = await verify(server.app, DIGITS, code);
    for (const response of [sent, verified]) expect(response.body).not.toContain(code);
    const smsLines = server.log.raw.filter((line) => line.includes(code));
    expect(smsLines).toHaveLength(1);
    expect(JSON.parse(smsLines[0]!)).toMatchObject({ msg: 'sms', to: PHONE });
    expect(await server.app.db.selectFrom('otp_challenges').selectAll().execute()).toEqual([]);
  });
});

describe('cookies behind HTTPS', () => {
  it('are Secure and __Host- prefixed', async () => {
    const https = await startSignInServer({ env: { PUBLIC_URL: 'https://utsav.example.com' } });
    try {
      await sendCodeTo(https.app, DIGITS, { origin: 'https://utsav.example.com' });
      const verified = await https.app.inject({
        method: 'POST',
        url: '/api/auth/verify-code',
        headers: { origin: 'https://utsav.example.com' },
        payload: { phone: DIGITS, code: https.log.codeFor(PHONE) },
      });
      const cookie = verified.cookies.find((c) => c.name === '__Host-utsav_session');
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    } finally {
      await https.close();
    }
  });
});
