// How the browser's live stream reconnects after each way a stream can end, and what it hands on.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../test/fake-event-source';

let visibility: DocumentVisibilityState = 'visible';
let meStatus = 200;
const fetchMe = vi.fn(async () => ({
  ok: meStatus === 200,
  status: meStatus,
  statusText: '',
  json: async () =>
    meStatus === 200 ? {} : { error: { code: 'not_signed_in', message: 'Not signed in' } },
}));

async function loadLiveStream() {
  vi.resetModules();
  return import('./live-stream');
}

const latest = () => FakeEventSource.opened.at(-1)!;

function show(state: DocumentVisibilityState): void {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.opened = [];
  visibility = 'visible';
  meStatus = 200;
  fetchMe.mockClear();
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal('fetch', fetchMe);
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => visibility,
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the live stream in the browser', () => {
  it('after the server closes it for a newer tab, waits until this tab is seen again', async () => {
    const { subscribeLive } = await loadLiveStream();
    subscribeLive('counters', () => {});
    const first = latest();
    show('hidden');

    first.emit('closed', JSON.stringify({ reason: 'session_cap' }));
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    await vi.advanceTimersByTimeAsync(120_000);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(FakeEventSource.opened).toHaveLength(1);

    show('visible');
    expect(FakeEventSource.opened).toHaveLength(2);
    window.dispatchEvent(new Event('focus'));
    show('visible');
    expect(FakeEventSource.opened).toHaveLength(2);
  });

  it('after sign-out closes it, knocks again only when the tab gains focus, once each time', async () => {
    const { subscribeLive } = await loadLiveStream();
    subscribeLive('profile', () => {});
    latest().emit('closed', JSON.stringify({ reason: 'signed_out' }));
    meStatus = 401;

    window.dispatchEvent(new Event('focus'));
    expect(FakeEventSource.opened).toHaveLength(2);
    latest().refuse();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(fetchMe).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new Event('focus'));
    expect(FakeEventSource.opened).toHaveLength(3);
  });

  it('retries a stream refused while signed in (server busy or down) with growing pauses', async () => {
    const { subscribeLive } = await loadLiveStream();
    subscribeLive('counters', () => {});

    latest().refuse();
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeEventSource.opened).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeEventSource.opened).toHaveLength(2);

    latest().refuse();
    await vi.advanceTimersByTimeAsync(1999);
    expect(FakeEventSource.opened).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeEventSource.opened).toHaveLength(3);
  });

  it('leaves a dropped stream (a slow client cut off, a server restarting) to the browser', async () => {
    const { subscribeLive } = await loadLiveStream();
    subscribeLive('counters', () => {});
    const stream = latest();

    stream.onerror?.();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeEventSource.opened).toEqual([stream]);
    expect(fetchMe).not.toHaveBeenCalled();
  });

  it('reconnects at once when the signed-in user changes, even while waiting', async () => {
    const { restartLive, subscribeLive } = await loadLiveStream();
    subscribeLive('profile', () => {});
    latest().emit('closed', JSON.stringify({ reason: 'signed_out' }));

    restartLive();
    expect(FakeEventSource.opened).toHaveLength(2);
    show('visible');
    expect(FakeEventSource.opened).toHaveLength(2);
  });

  it('hands on the data its schema accepts, in the order it came, and drops the rest', async () => {
    const { subscribeLive } = await loadLiveStream();
    const seen: unknown[] = [];
    subscribeLive('counters', (teams) => seen.push(teams));
    const kanpur = { key: 'kanpur', label: 'Dabang', capacity: 49, registrations: 3, points: 7 };

    latest().emit('counters', JSON.stringify([kanpur]));
    latest().emit('counters', JSON.stringify([{ ...kanpur, points: 'seven' }]));
    latest().emit('counters', 'not JSON');
    latest().emit('counters', JSON.stringify([{ ...kanpur, points: 8 }]));

    await vi.waitFor(() => expect(seen).toHaveLength(2));
    expect(seen).toEqual([[kanpur], [{ ...kanpur, points: 8 }]]);
  });

  it('reconnects at once when the browser comes back online, instead of after the pause', async () => {
    const { subscribeLive } = await loadLiveStream();
    subscribeLive('counters', () => {});
    latest().refuse();
    await vi.advanceTimersByTimeAsync(1000);
    latest().refuse();
    // The next try would be 2 s away; the network is back now.
    await vi.advanceTimersByTimeAsync(10);
    const before = FakeEventSource.opened.length;
    window.dispatchEvent(new Event('online'));
    expect(FakeEventSource.opened).toHaveLength(before + 1);
    // The pause's timer does not open a second stream beside it.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(FakeEventSource.opened).toHaveLength(before + 1);
  });

  it('lets a second type join a stream still connecting, and opens an open one again for it', async () => {
    const { subscribeLive } = await loadLiveStream();
    subscribeLive('site', () => {});
    const announced: unknown[] = [];
    subscribeLive('announcements', (list) => announced.push(list));
    // Both screens' first render: one connection, not two.
    expect(FakeEventSource.opened).toHaveLength(1);
    latest().emit('announcements', JSON.stringify([]));
    await vi.waitFor(() => expect(announced).toEqual([[]]));

    latest().readyState = FakeEventSource.OPEN;
    subscribeLive('counters', () => {});
    // An open stream is opened again, so the counters' opening snapshot comes.
    expect(FakeEventSource.opened).toHaveLength(2);
  });

  it("gives a signed-out screen the setup's version on a stream of its own, open only while listened to", async () => {
    const { subscribeSiteChanges } = await loadLiveStream();
    const versions: number[] = [];
    const stop = subscribeSiteChanges('site', ({ version }) => versions.push(version));
    expect(latest().url).toBe('/api/site/live');

    latest().emit('site', JSON.stringify({ version: 7 }));
    await vi.waitFor(() => expect(versions).toEqual([7]));

    const stream = latest();
    stop();
    expect(stream.readyState).toBe(FakeEventSource.CLOSED);
    // A refusal before it was let go leaves no retry behind.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeEventSource.opened).toHaveLength(1);
  });
});
