// Sign-ins take turns when the instance is busy, and a phone beyond the queue is told when to come
// back before anything is spent: the gate alone, then through the real routes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody as ErrorBody } from '../../../common/api.js';
import { AppError } from '../../errors.js';
import { solveBotCheck, startSignInServer, type LogCapture } from '../../test/sign-in.js';
import { testDatabaseKind, type TestServer } from '../../test/test-server.js';
import { createSignInGate, type SignInGate } from './sign-in-gate.js';

const gates: SignInGate[] = [];
afterAll(() => gates.forEach((gate) => gate.stop()));

function gate(options: Parameters<typeof createSignInGate>[0]): SignInGate {
  const made = createSignInGate(options);
  gates.push(made);
  return made;
}

/** Work that finishes when told, recording when it began. */
function heldWork(began: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    work: async () => {
      began.push(name);
      await done;
      return name;
    },
    finish,
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the sign-in gate', () => {
  it('runs so many at once, and the rest in their turn, in the order they came', async () => {
    const began: string[] = [];
    const turns = gate({ maxRunning: 2, maxQueued: 10 });
    const held = ['a', 'b', 'c', 'd'].map((name) => heldWork(began, name));
    const results = held.map((each) => turns.run(each.work));
    await tick();
    expect(began).toEqual(['a', 'b']);
    expect(turns.state()).toMatchObject({ running: 2, queued: 2 });
    held[1]!.finish();
    await tick();
    expect(began).toEqual(['a', 'b', 'c']);
    held[0]!.finish();
    held[2]!.finish();
    held[3]!.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
    expect(turns.state()).toMatchObject({ running: 0, queued: 0 });
  });

  it('tells one beyond the queue to come back, without running it', async () => {
    const began: string[] = [];
    const turns = gate({ maxRunning: 1, maxQueued: 1 });
    const first = heldWork(began, 'first');
    const second = heldWork(began, 'second');
    const running = turns.run(first.work);
    const waiting = turns.run(second.work);
    const refused = await turns.run(async () => 'third').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'sign_in_busy', statusCode: 503 });
    const wait = (refused as AppError).params!.retryAfterSeconds as number;
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(30);
    first.finish();
    second.finish();
    await Promise.all([running, waiting]);
    expect(began).toEqual(['first', 'second']);
  });

  it('tells one that waited too long to come back, rather than keeping it waiting', async () => {
    const began: string[] = [];
    const turns = gate({ maxRunning: 1, maxQueued: 10, maxWaitMs: 50 });
    const first = heldWork(began, 'first');
    const running = turns.run(first.work);
    const waited = await turns.run(async () => 'late').catch((error: unknown) => error);
    expect(waited).toMatchObject({ code: 'sign_in_busy' });
    expect(turns.state().queued).toBe(0);
    first.finish();
    await running;
    expect(began).toEqual(['first']);
  });

  it('lets fewer run at once while the event loop lags, and more again once it keeps up', async () => {
    const turns = gate({ maxRunning: 8, maxQueued: 10, targetLagMs: 20, checkMs: 100 });
    // The loop is held for 60 ms at a time, as a burst of work would hold it.
    const until = Date.now() + 350;
    while (Date.now() < until) {
      const busyUntil = Date.now() + 60;
      while (Date.now() < busyUntil);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await new Promise((resolve) => setTimeout(resolve, 120));
    const lowered = turns.state().limit;
    expect(lowered).toBeLessThan(8);
    // A step up every check that finds the loop keeping up (a busy machine may take a few).
    await expect
      .poll(() => turns.state().limit, { timeout: 10_000, interval: 50 })
      .toBeGreaterThan(lowered);
  });
});

describe(`sign-ins on a busy instance, on ${testDatabaseKind}`, () => {
  let server: TestServer & { log: LogCapture };
  beforeAll(async () => {
    server = await startSignInServer({ env: { SIGN_IN_CONCURRENCY: '1', SIGN_IN_QUEUE: '0' } });
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers 503 with when to come back, spends nothing, and the same request then succeeds', async () => {
    const [first, second] = [
      { phone: '9811122201', botCheck: await solveBotCheck(server.app) },
      { phone: '9811122202', botCheck: await solveBotCheck(server.app) },
    ];
    const send = (body: typeof first) =>
      server.app.inject({ method: 'POST', url: '/api/auth/send-code', payload: body });
    const [a, b] = await Promise.all([send(first), send(second)]);
    const refused = [a, b].find((response) => response.statusCode === 503)!;
    expect(refused, 'one of two at once is told to come back').toBeDefined();
    expect([a, b].filter((response) => response.statusCode === 200)).toHaveLength(1);
    const body = refused.json<ErrorBody>();
    expect(body.error.code).toBe('sign_in_busy');
    expect(Number(refused.headers['retry-after'])).toBe(body.error.params!.retryAfterSeconds);
    const refusedPhone = refused === a ? first : second;
    // No code went to the phone that was told to wait, and its bot check was not spent.
    expect(() => server.log.codeFor(`+91${refusedPhone.phone}`)).toThrow();
    const again = await send(refusedPhone);
    expect(again.statusCode).toBe(200);
    expect(server.log.codeFor(`+91${refusedPhone.phone}`)).toMatch(/^\d{6}$/);
  });
});
