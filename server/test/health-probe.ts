// A health check sent every 20 ms from a worker thread, whose timers a pause of the server's event
// loop does not hold back: how long the server took to answer it, over any window of time.
import { Worker } from 'node:worker_threads';

type HealthWindow = { worstMs: number; answered: number; failed: number };
export type HealthProbe = {
  /**
   * The probes sent between `from` and `to` (epoch ms, as `now()` says), and the first one after
   * (so that a window shorter than 20 ms has one), once all have settled: the slowest one's latency,
   * and how many were answered 200 or otherwise. A probe sent before the window is left out: what
   * delayed it came before.
   */
  window(from: number, to: number): Promise<HealthWindow>;
  stop(): Promise<void>;
};

/** Epoch milliseconds with a fraction, comparable between threads. */
export const now = () => performance.timeOrigin + performance.now();

const PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
const now = () => performance.timeOrigin + performance.now();
const probes = [];
const timer = setInterval(() => {
  const probe = { sent: now(), answered: null, ok: false };
  probes.push(probe);
  fetch(workerData.url, { signal: AbortSignal.timeout(10000) })
    .then(async (response) => {
      await response.arrayBuffer();
      probe.ok = response.status === 200;
    })
    .catch(() => {})
    .finally(() => (probe.answered = now()));
}, workerData.everyMs);
function settled(from, to) {
  const after = probes.find((p) => p.sent > to);
  const seen = [...probes.filter((p) => p.sent >= from && p.sent <= to), after];
  if (seen.some((p) => !p || p.answered === null)) return null;
  return {
    worstMs: Math.max(...seen.map((p) => p.answered - p.sent)),
    answered: seen.filter((p) => p.ok).length,
    failed: seen.filter((p) => !p.ok).length,
  };
}
parentPort.on('message', ({ id, stop, from, to }) => {
  if (stop) {
    clearInterval(timer);
    return parentPort.postMessage({ id, result: null });
  }
  const check = () => {
    const found = settled(from, to);
    if (found) parentPort.postMessage({ id, result: found });
    else setTimeout(check, 5);
  };
  check();
});
`;

/** Starts asking `url` every `everyMs`. */
export function startHealthProbe(url: string, everyMs = 20): HealthProbe {
  const worker = new Worker(PROBE, { eval: true, workerData: { url, everyMs } });
  let next = 0;
  const ask = <T>(message: object) =>
    new Promise<T>((resolve) => {
      const id = next++;
      const listen = (answer: { id: number; result: T }) => {
        if (answer.id !== id) return;
        worker.off('message', listen);
        resolve(answer.result);
      };
      worker.on('message', listen);
      worker.postMessage({ ...message, id });
    });
  return {
    window: (from, to) => ask<HealthWindow>({ from, to }),
    async stop() {
      await ask({ stop: true });
      await worker.terminate();
    },
  };
}
