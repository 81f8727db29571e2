// A venue behind one public address: a crowd signs in, a flood is slowed by cost, and an organiser
// can give a phone whose codes a stranger used up a clean slate.
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../clock.js';
import { signInTestUser } from '../../test/sessions.js';
import { sendCodeTo, startSignInServer, verify, type LogCapture } from '../../test/sign-in.js';
import { testDatabaseKind, type TestServer } from '../../test/test-server.js';

const VENUE = { 'x-forwarded-for': '203.0.113.50' };
type SignedChallenge = Challenge & { parameters: { data: { difficulty: number } } };
type ErrorBody = {
  error: { code: string; message: string; params?: { retryAfterSeconds: number } };
};

describe(`a venue behind one address on ${testDatabaseKind}`, () => {
  let server: TestServer & { log: LogCapture };
  beforeAll(async () => {
    // The shipped limits: only the base cost is small, so the test's solving is quick.
    server = await startSignInServer({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await server.close();
  });

  it('lets 1,000 phones behind one address each ask for and verify a code', async () => {
    const phones = Array.from({ length: 1000 }, (_, i) => String(9100000000 + i));
    const sent: number[] = [];
    const verified: number[] = [];
    for (let i = 0; i < phones.length; i += 25) {
      const batch = phones.slice(i, i + 25);
      sent.push(
        ...(await Promise.all(batch.map((p) => sendCodeTo(server.app, p, VENUE)))).map(
          (r) => r.statusCode,
        ),
      );
      const checks = await Promise.all(
        batch.map((p) =>
          server.app.inject({
            method: 'POST',
            url: '/api/auth/verify-code',
            headers: VENUE,
            payload: { phone: p, code: server.log.codeFor(`+91${p}`) },
          }),
        ),
      );
      verified.push(...checks.map((r) => r.statusCode));
    }
    expect(sent.filter((status) => status === 200)).toHaveLength(1000);
    expect(verified.filter((status) => status === 200)).toHaveLength(1000);
    const sessions = await server.app.db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(sessions.n)).toBe(1000);

    // 1,000 codes in 10 minutes, with the base cost up to 150: the next phone does 1000/150 times the work.
    const challenge = (
      await server.app.inject({ url: '/api/auth/bot-check', headers: VENUE })
    ).json<SignedChallenge>();
    expect(challenge.parameters.data.difficulty).toBe(133);
    // Another address is not affected by the venue's rate.
    const elsewhere = (
      await server.app.inject({
        url: '/api/auth/bot-check',
        headers: { 'x-forwarded-for': '198.51.100.9' },
      })
    ).json<SignedChallenge>();
    expect(elsewhere.parameters.data.difficulty).toBe(20);
  }, 180_000);
});

describe(`a flood from one address on ${testDatabaseKind}`, () => {
  let server: TestServer & { log: LogCapture };
  const FLOOD = { 'x-forwarded-for': '192.0.2.66' };
  beforeAll(async () => {
    // Small numbers with the same shape as the defaults: base 100 hashes up to 10 recent sends,
    // then in proportion; a ceiling of 60 an hour.
    server = await startSignInServer({
      env: {
        TRUST_PROXY: '1',
        BOT_CHECK_DIFFICULTY: '100',
        BOT_CHECK_RATE_STEP: '10',
        OTP_IP_HOURLY_LIMIT: '60',
      },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  async function fetchChallenge() {
    return (
      await server.app.inject({ url: '/api/auth/bot-check', headers: FLOOD })
    ).json<SignedChallenge>();
  }

  async function send(phone: string, challenge: SignedChallenge) {
    const solution = await solveChallenge({ challenge, deriveKey });
    return {
      work: solution!.counter,
      response: await server.app.inject({
        method: 'POST',
        url: '/api/auth/send-code',
        headers: FLOOD,
        payload: { phone, botCheck: JSON.stringify({ challenge, solution }) },
      }),
    };
  }

  it('asks for work in proportion to the recent codes, refuses hoarded cheap solutions, and stops at the ceiling', async () => {
    const hoarded = await fetchChallenge();
    const difficulties: number[] = [];
    const work: number[] = [];
    for (let i = 0; i < 60; i += 1) {
      const challenge = await fetchChallenge();
      difficulties.push(challenge.parameters.data.difficulty);
      const { work: hashes, response } = await send(String(9300000000 + i), challenge);
      expect(response.statusCode).toBe(200);
      work.push(hashes);
    }
    // The cost asked of the address before its 1st, 11th, 21st… code.
    expect([0, 10, 20, 30, 40, 50].map((n) => difficulties[n])).toEqual([
      100, 100, 200, 300, 400, 500,
    ]);
    const sum = (from: number) => work.slice(from, from + 10).reduce((a, b) => a + b, 0);
    // Each challenge's secret counter lies between half and one and a half times its cost.
    // so ten solutions at 400-490 always took more work than ten at 100.
    expect(sum(40)).toBeGreaterThan(sum(0));

    // A solution fetched while the address was calm is worth too little now; a fresh one works,
    // until the hourly ceiling, which says when to come back.
    const stale = await send('9300000998', hoarded);
    expect(stale.response.statusCode).toBe(400);
    expect(stale.response.json<ErrorBody>().error.code).toBe('bot_check_too_easy');
    const over = await send('9300000999', await fetchChallenge());
    expect(over.response.statusCode).toBe(429);
    expect(over.response.json<ErrorBody>().error).toMatchObject({
      code: 'too_many_attempts',
      message: 'Too many attempts. Please try again in 60 minutes',
    });
  }, 60_000);
});

describe(`an organiser clears a phone's limits on ${testDatabaseKind}`, () => {
  const clock = manualClock();
  const ADMIN = '9000054321';
  let server: TestServer & { log: LogCapture };
  beforeAll(async () => {
    server = await startSignInServer({ clock, env: { ADMIN_PHONES: `+91${ADMIN}` } });
  });
  afterAll(async () => {
    await server.close();
  });

  it('gives the owner a code at once, says when they could have tried again, and audits it', async () => {
    const victim = '9400000001';
    for (let i = 0; i < 5; i += 1) {
      expect((await sendCodeTo(server.app, victim)).statusCode).toBe(200);
      clock.advance(61_000);
    }
    // A stranger spent the phone's hour: its owner is told how long to wait.
    const refused = await sendCodeTo(server.app, victim);
    expect(refused.statusCode).toBe(429);
    const wait = refused.json<ErrorBody>().error.params!.retryAfterSeconds;
    expect(wait).toBeGreaterThan(50 * 60);
    expect(wait).toBeLessThanOrEqual(60 * 60);

    const admin = (await signInTestUser(server.app, ADMIN)).cookies;
    const status = await server.app.inject({
      url: `/api/admin/sign-in-limits/${victim}`,
      cookies: admin,
    });
    expect(status.json()).toMatchObject({
      phone: `+91${victim}`,
      sendsLastHour: 5,
      sendsLastDay: 5,
      nextSendAt: clock.now() + wait * 1000,
      codePending: true,
    });

    const cleared = await server.app.inject({
      method: 'DELETE',
      url: `/api/admin/sign-in-limits/%2B91${victim}`,
      cookies: admin,
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({
      sendsLastHour: 0,
      nextSendAt: null,
      codePending: false,
    });
    // The code the stranger had asked for no longer works; the owner gets a new one at once.
    const oldCode = server.log.codeFor(`+91${victim}`);
    expect((await verify(server.app, victim, oldCode)).statusCode).toBe(400);
    expect((await sendCodeTo(server.app, victim)).statusCode).toBe(200);
    const newCode = server.log.codeFor(`+91${victim}`);
    expect((await verify(server.app, victim, newCode)).statusCode).toBe(200);

    const audit = await server.app.inject({ url: '/api/admin/audit', cookies: admin });
    const entry = audit
      .json<{ action: string; actor: string; detail: unknown }[]>()
      .find((row) => row.action === 'sign-in-limits.clear');
    expect(entry).toMatchObject({
      actor: `+91${ADMIN}`,
      detail: { before: { sendsLastHour: 5 }, after: { sendsLastHour: 0 } },
    });

    const bad = await server.app.inject({
      method: 'DELETE',
      url: '/api/admin/sign-in-limits/12345',
      cookies: admin,
    });
    expect(bad.statusCode).toBe(400);
  });
});
