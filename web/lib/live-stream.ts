// One Server-Sent Events connection per tab, shared by every screen that wants live data.
// It reconnects by itself with growing pauses and says nothing alarming while it does.

type Handler = (data: unknown) => void;

const handlers = new Map<string, Set<Handler>>();
let source: EventSource | null = null;
let retryMs = 1000;
let retryTimer: number | undefined;

function dispatch(type: string, raw: string): void {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return;
  }
  handlers.get(type)?.forEach((handler) => handler(data));
}

function connect(): void {
  if (source || typeof EventSource === 'undefined') return;
  const next = new EventSource('/api/live');
  source = next;
  for (const type of handlers.keys())
    next.addEventListener(type, (event) => dispatch(type, (event as MessageEvent<string>).data));
  next.onopen = () => {
    retryMs = 1000;
  };
  next.onerror = () => {
    // The browser retries a dropped stream itself; a refused one (signed out, server down) is closed.
    if (next.readyState !== EventSource.CLOSED) return;
    source = null;
    window.clearTimeout(retryTimer);
    retryTimer = window.setTimeout(connect, retryMs);
    retryMs = Math.min(retryMs * 2, 30_000);
  };
}

function reconnect(): void {
  source?.close();
  source = null;
  connect();
}

/** Calls the handler with each event of this type; returns the unsubscribe function. */
export function subscribeLive(
  type: 'counters' | 'profile' | 'games',
  handler: Handler,
): () => void {
  const isNewType = !handlers.has(type);
  if (isNewType) handlers.set(type, new Set());
  handlers.get(type)!.add(handler);
  // A listener for a new event type is added by opening the stream again with every type.
  if (isNewType && source) reconnect();
  else connect();
  return () => {
    handlers.get(type)?.delete(handler);
  };
}

/** After sign-out or sign-in the stream belongs to someone else. */
export function restartLive(): void {
  if (handlers.size > 0) reconnect();
}
