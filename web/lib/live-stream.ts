// Server-Sent Events connections, one per tab and address, shared by every screen that wants live
// data: the signed-in stream (/api/live), a signed-out screen's (/api/site/live, the setup's version
// alone) and a venue screen's (/api/screen/:token/live). One is open while a screen listens. Each
// reconnects by itself with growing pauses and says nothing alarming while it does. A stream the
// server ended on purpose (`event: closed`: newer tabs of the session took its place, the session
// signed out, the screen's link was revoked) and one refused for who is asking are handed to the
// stream's own rule: wait until the tab is looked at again (so tabs over a session's limit never
// take turns evicting each other and a signed-out tab does not keep knocking), or stop for good.
// Each event's data is parsed with its schema (common/api.ts).
import type { LiveClosed, LiveEvent, LiveEventType } from '../../common/api';
import { ApiError, apiRequest } from './api';

/** Each type's handlers are only ever handed data parsed with that type's schema. */
type Handler = (data: unknown) => void;

/** EventSource.CONNECTING, by value: a browser without EventSource has no such name. */
const CONNECTING = 0;

/** What a stream does once the server ended or refused it: wait to be seen, retry, or stop. */
type Next = 'wait' | 'retry' | 'stop';

type StreamRules = {
  url: string;
  /** After a refusal (EventSource does not say why): asks the server what it means. */
  afterRefusal: () => Promise<Next>;
  /** After the server ended the stream with `event: closed`. */
  afterClosed: (reason: LiveClosed['reason'] | undefined) => Next;
};

export type LiveStream = {
  /** Calls the handler with each event of this type; returns the unsubscribe function. */
  subscribe: <K extends LiveEventType>(
    type: K,
    handler: (data: LiveEvent<K>) => void,
  ) => () => void;
  /** Opens it again at once (after sign-in or sign-out the stream belongs to someone else). */
  restart: () => void;
  /** Closes it for good (the screen that wanted it is gone). */
  close: () => void;
};

/**
 * The events' schemas, loaded with the first event: the stream opens on the first screen, which
 * loads without zod.
 */
const importSchemas = () => import('../../common/api');
let schemas: ReturnType<typeof importSchemas> | null = null;

export function createLiveStream(rules: StreamRules): LiveStream {
  const handlers = new Map<LiveEventType, Set<Handler>>();
  let source: EventSource | null = null;
  let retryMs = 1000;
  let retryTimer: number | undefined;
  /** Set while the stream waits for the tab to be seen again; stops the waiting. */
  let stopWaiting: (() => void) | null = null;
  let stopped = false;

  /** Events are handed on in the order they came: each waits on the same load of the schemas. */
  function dispatch(type: LiveEventType, raw: string): void {
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch {
      return;
    }
    schemas ??= importSchemas();
    schemas.then(
      ({ LiveEvents }) => {
        const parsed = LiveEvents[type].safeParse(data);
        // Data this page cannot read is dropped like data that is not JSON; the next event may do.
        if (!parsed.success) return;
        handlers.get(type)?.forEach((handler) => handler(parsed.data));
      },
      () => {
        // Offline, or the page is older than the deployment: the next event tries again.
        schemas = null;
      },
    );
  }

  function connect(): void {
    if (source || stopped || typeof EventSource === 'undefined') return;
    stopWaiting?.();
    window.clearTimeout(retryTimer);
    const next = new EventSource(rules.url);
    source = next;
    for (const type of handlers.keys())
      next.addEventListener(type, (event) => dispatch(type, (event as MessageEvent<string>).data));
    next.addEventListener('closed', (event) => {
      // The server ends the stream right after this; the browser's own retry would take a slot back.
      next.close();
      if (source === next) source = null;
      follow(rules.afterClosed(reasonOf((event as MessageEvent<string>).data)));
    });
    next.onopen = () => {
      retryMs = 1000;
    };
    next.onerror = () => {
      // The browser retries a dropped stream itself (a slow client cut off, a server restarting); a
      // refused one (signed out, too many from this address, server down) is closed.
      if (next.readyState !== EventSource.CLOSED || source !== next) return;
      source = null;
      void rules.afterRefusal().then((then) => {
        if (!source) follow(then);
      });
    };
  }

  function follow(then: Next): void {
    if (then === 'stop') stopped = true;
    else if (then === 'wait') waitUntilSeen();
    else {
      window.clearTimeout(retryTimer);
      retryTimer = window.setTimeout(connect, retryMs);
      retryMs = Math.min(retryMs * 2, 30_000);
    }
  }

  /** Reconnects the next time the tab becomes visible or gains focus. */
  function waitUntilSeen(): void {
    if (stopWaiting) return;
    const resume = () => {
      if (document.visibilityState === 'visible') connect();
    };
    document.addEventListener('visibilitychange', resume);
    window.addEventListener('focus', resume);
    stopWaiting = () => {
      document.removeEventListener('visibilitychange', resume);
      window.removeEventListener('focus', resume);
      stopWaiting = null;
    };
  }

  function reconnect(): void {
    source?.close();
    source = null;
    connect();
  }

  /** Lets the connection go, and any wait to open it again. */
  function release(): void {
    stopWaiting?.();
    window.clearTimeout(retryTimer);
    source?.close();
    source = null;
  }

  // Back online: catch up at once instead of after the pause the failures built up.
  if (typeof window !== 'undefined') {
    window.addEventListener('online', () => {
      if (source || stopWaiting || stopped || handlers.size === 0) return;
      retryMs = 1000;
      connect();
    });
  }

  return {
    subscribe: (type, handler) => {
      const isNewType = !handlers.has(type);
      if (isNewType) handlers.set(type, new Set());
      handlers.get(type)!.add(handler as Handler);
      // A stream still connecting has had no event yet: it takes the listener as it is. An open one
      // is opened again with every type, so the new type's opening snapshot comes too.
      if (isNewType && source?.readyState === CONNECTING)
        source.addEventListener(type, (event) =>
          dispatch(type, (event as MessageEvent<string>).data),
        );
      else if (isNewType && source) reconnect();
      else connect();
      return () => {
        handlers.get(type)?.delete(handler as Handler);
        // No screen listens any more (signed in or out meanwhile): the server's slot is let go.
        if ([...handlers.values()].every((listening) => listening.size === 0)) release();
      };
    },
    restart: () => {
      stopped = false;
      if (handlers.size > 0) reconnect();
    },
    close: () => {
      stopped = true;
      release();
    },
  };
}

function reasonOf(raw: string): LiveClosed['reason'] | undefined {
  try {
    return (JSON.parse(raw) as Partial<LiveClosed>).reason;
  } catch {
    return undefined;
  }
}

/** Whether the answer to a read was the server's refusal with this status. */
export async function refusedWith(read: () => Promise<unknown>, statuses: number[]) {
  try {
    await read();
    return false;
  } catch (error) {
    return error instanceof ApiError && statuses.includes(error.status);
  }
}

/** The signed-in user's stream: a refusal while signed out waits to be signed in again. */
const signedInStream = createLiveStream({
  url: '/api/live',
  // Only the status tells: who is signed in is useAuth's to read.
  afterRefusal: async () =>
    (await refusedWith(() => apiRequest('/api/me', null), [401])) ? 'wait' : 'retry',
  afterClosed: () => 'wait',
});

export const subscribeLive = signedInStream.subscribe;

/** After sign-out or sign-in the stream belongs to someone else. */
export const restartLive = signedInStream.restart;

/** A signed-out screen's stream: only the setup's version, so the brand follows the organisers. */
export const subscribeSiteChanges = createLiveStream({
  url: '/api/site/live',
  // Refused only over the address's ceiling (the server was busy or away): the pause grows.
  afterRefusal: async () => 'retry',
  afterClosed: () => 'wait',
}).subscribe;
