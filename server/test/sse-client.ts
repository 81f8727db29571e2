// Reads a Server-Sent Events stream over real HTTP, for tests of the live stream.
export type SseEvent = { id?: string; event: string; data: string };

export type SseStream = {
  events: SseEvent[];
  status: number;
  next: (predicate?: (event: SseEvent) => boolean, timeoutMs?: number) => Promise<SseEvent>;
  /** Settles when the server ends the stream or the connection drops. */
  ended: Promise<void>;
  close: () => void;
};

export async function openSse(
  url: string,
  headers: Record<string, string> = {},
): Promise<SseStream> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const events: SseEvent[] = [];
  const waiters: (() => void)[] = [];
  let consumed = 0;
  let ended: Promise<void> = Promise.resolve();

  if (response.ok && response.body) {
    ended = (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event: SseEvent = { event: 'message', data: '' };
            let hasData = false;
            for (const line of block.split('\n')) {
              if (line.startsWith('id: ')) event.id = line.slice(4);
              else if (line.startsWith('event: ')) event.event = line.slice(7);
              else if (line.startsWith('data: ')) {
                event.data = line.slice(6);
                hasData = true;
              }
            }
            if (hasData) {
              events.push(event);
              waiters.splice(0).forEach((wake) => wake());
            }
          }
        }
      } catch {
        // aborted
      }
    })();
  }

  async function next(
    predicate: (event: SseEvent) => boolean = () => true,
    timeoutMs = 5000,
  ): Promise<SseEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      while (consumed < events.length) {
        const event = events[consumed++]!;
        if (predicate(event)) return event;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no matching event in time');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  return { events, status: response.status, next, ended, close: () => controller.abort() };
}
