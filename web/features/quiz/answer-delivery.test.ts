import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import {
  createRetryWaiter,
  deliver,
  isRetryable,
  REQUEST_TIMEOUT_MS,
  retryDelayMs,
} from './answer-delivery';
import { sendAnswer } from './quiz-api';

const network = () => new ApiError(0, 'network', 'Network error');
const refused = () =>
  new ApiError(409, 'not_current_question', 'That question is not the current one');
const step = {
  question: {
    id: 2,
    index: 1,
    total: 5,
    question: 'Q',
    options: [],
    image: null,
    seconds: 20,
    secondsLeft: 20,
  },
};

/** A send that fails with the given errors in turn, then answers. */
function failing(...errors: Error[]) {
  return vi.fn(async () => {
    const error = errors.shift();
    if (error) throw error;
    return step;
  });
}

describe('retryDelayMs', () => {
  it('doubles from half a second and stops at five seconds', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4, 5, 12].map((n) => retryDelayMs(n, middle))).toEqual([
      500, 1000, 2000, 4000, 5000, 5000,
    ]);
  });

  it('spreads each wait by a quarter either way', () => {
    expect(retryDelayMs(1, () => 0)).toBe(375);
    expect(retryDelayMs(5, () => 0.999999)).toBe(6250);
  });
});

describe('isRetryable', () => {
  it('retries network failures and server errors, never a 4xx', () => {
    expect(isRetryable(network())).toBe(true);
    expect(isRetryable(new ApiError(502, 'http_502', 'Bad Gateway'))).toBe(true);
    expect(isRetryable(refused())).toBe(false);
    expect(isRetryable(new ApiError(401, 'not_signed_in', 'Not signed in'))).toBe(false);
    expect(isRetryable(new Error('bug'))).toBe(false);
  });
});

describe('deliver', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends again after network failures and 5xx until the server answers', async () => {
    const send = failing(network(), new ApiError(503, 'http_503', 'Unavailable'));
    const onFailure = vi.fn();
    const delivered = deliver({
      send,
      signal: new AbortController().signal,
      waiter: createRetryWaiter(),
      onFailure,
      random: () => 0.5,
    });
    await vi.advanceTimersByTimeAsync(499);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(delivered).resolves.toEqual(step);
    expect(send).toHaveBeenCalledTimes(3);
    expect(onFailure.mock.calls.map((call) => call[0] as number)).toEqual([1, 2]);
  });

  it('takes a 4xx as final and does not send again', async () => {
    const send = failing(refused());
    const delivered = deliver({
      send,
      signal: new AbortController().signal,
      waiter: createRetryWaiter(),
      onFailure: () => {},
    });
    await expect(delivered).rejects.toMatchObject({ status: 409 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('stops sending when the player leaves', async () => {
    const send = failing(network(), network(), network());
    const leaving = new AbortController();
    const delivered = deliver({
      send,
      signal: leaving.signal,
      waiter: createRetryWaiter(),
      onFailure: () => {},
    });
    const outcome = expect(delivered).rejects.toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(100);
    leaving.abort();
    await outcome;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('gives up on a request left without a reply and sends it again', async () => {
    const fetch = vi
      .fn()
      .mockImplementationOnce(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal!.addEventListener('abort', () => reject(init.signal!.reason as Error));
          }),
      )
      .mockResolvedValueOnce(new Response(JSON.stringify(step), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const onFailure = vi.fn();
    const delivered = deliver({
      send: (signal) => sendAnswer('quiz1', 1, 'A', signal),
      signal: new AbortController().signal,
      waiter: createRetryWaiter(),
      onFailure,
    });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(onFailure).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onFailure).toHaveBeenCalledWith(1, expect.objectContaining({ code: 'network' }));
    await vi.advanceTimersByTimeAsync(1000);
    await expect(delivered).resolves.toEqual(step);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('sends at once when woken during a wait, or right after a request still on its way', async () => {
    const waiter = createRetryWaiter();
    let failSecond: (error: Error) => void = () => {};
    const send = vi
      .fn<() => Promise<typeof step>>()
      .mockRejectedValueOnce(network())
      .mockImplementationOnce(
        () =>
          new Promise((_resolve, reject) => {
            failSecond = reject;
          }),
      )
      .mockResolvedValueOnce(step);
    const delivered = deliver({
      send,
      signal: new AbortController().signal,
      waiter,
      onFailure: () => {},
      random: () => 0.5,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
    waiter.wakeNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(2);

    waiter.wakeNow();
    failSecond(network());
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(3);
    await expect(delivered).resolves.toEqual(step);
  });
});
