// One load run with autocannon, with every response's latency kept for exact percentiles
// (autocannon's own summary has no p95).
import autocannon, { type Options, type Request } from 'autocannon';

export type LoadResult = {
  requests: number;
  errors: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
};

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function load(
  options: Pick<Options, 'url' | 'connections' | 'amount' | 'duration' | 'headers'> & {
    requests: Request[];
  },
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  // autocannon notices that `amount` is reached only at its next one-second tick: the run's time is
  // up to the last response, not up to the callback.
  let lastResponse = started;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ timeout: 10, ...options }, (error, done) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(done),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      lastResponse = performance.now();
      latencies.push(responseTime);
      if (statusCode >= 400) errors += 1;
    });
    instance.on('reqError', () => (errors += 1));
  });
  const seconds = (lastResponse - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors: errors + result.timeouts,
    seconds,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}
