// One Server-Sent Events connection per tab, shared by every screen that wants live data.
// It reconnects by itself with growing pauses and says nothing alarming while it does. A stream
// the server ended on purpose (`event: closed`: newer tabs of the session took its place, or the
// session signed out) and a stream refused while signed out wait until this tab is looked at
// again, so tabs over the session's limit never take turns evicting each other and a signed-out
// tab does not keep knocking. Each event's data is parsed with its schema (common/api.ts).
import type { LiveEvent, LiveEventType } from '../../common/api';
import { ApiError, apiRequest } from './api';

/** Each type's handlers are only ever handed data parsed with that type's schema. */
type Handler = (data: unknown) => void;

const handlers = new Map<LiveEventType, Set<Handler>>();
let source: EventSource | null = null;
let retryMs = 1000;
let retryTimer: number | undefined;
/** Set while the stream waits for the tab to be seen again; stops the waiting. */
let stopWaiting: (() => void) | null = null;

/**
 * The events' schemas, loaded with the first event: the stream opens on the first screen, which
 * loads without zod.
 */
const importSchemas = () => import('../../common/api');
let schemas: ReturnType<typeof importSchemas> | null = null;

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
  if (source || typeof EventSource === 'undefined') return;
  stopWaiting?.();
  window.clearTimeout(retryTimer);
  const next = new EventSource('/api/live');
  source = next;
  for (const type of handlers.keys())
    next.addEventListener(type, (event) => dispatch(type, (event as MessageEvent<string>).data));
  next.addEventListener('closed', () => {
    // The server ends the stream right after this; the browser's own retry would take a slot back.
    next.close();
    if (source === next) source = null;
    waitUntilSeen();
  });
  next.onopen = () => {
    retryMs = 1000;
  };
  next.onerror = () => {
    // The browser retries a dropped stream itself (a slow client cut off, a server restarting); a
    // refused one (signed out, too many from this address, server down) is closed.
    if (next.readyState !== EventSource.CLOSED || source !== next) return;
    source = null;
    void retryAfterRefusal();
  };
}

async function retryAfterRefusal(): Promise<void> {
  // EventSource does not say why it was refused: a 401 means waiting to be signed in again.
  const signedOut = await isSignedOut();
  if (source) return;
  if (signedOut) return waitUntilSeen();
  window.clearTimeout(retryTimer);
  retryTimer = window.setTimeout(connect, retryMs);
  retryMs = Math.min(retryMs * 2, 30_000);
}

async function isSignedOut(): Promise<boolean> {
  try {
    // Only the status tells: who is signed in is useAuth's to read.
    await apiRequest('/api/me', null);
    return false;
  } catch (error) {
    return error instanceof ApiError && error.status === 401;
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

// Back online: catch up at once instead of after the pause the failures built up.
if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    if (source || stopWaiting || handlers.size === 0) return;
    retryMs = 1000;
    connect();
  });
}

/** Calls the handler with each event of this type; returns the unsubscribe function. */
export function subscribeLive<K extends LiveEventType>(
  type: K,
  handler: (data: LiveEvent<K>) => void,
): () => void {
  const isNewType = !handlers.has(type);
  if (isNewType) handlers.set(type, new Set());
  handlers.get(type)!.add(handler as Handler);
  // A listener for a new event type is added by opening the stream again with every type.
  if (isNewType && source) reconnect();
  else connect();
  return () => {
    handlers.get(type)?.delete(handler as Handler);
  };
}

/** After sign-out or sign-in the stream belongs to someone else. */
export function restartLive(): void {
  if (handlers.size > 0) reconnect();
}
