// One load run with autocannon, with every response's latency kept for exact percentiles
// (autocannon's own summary has no p95).
import fs from 'node:fs';
import autocannon, { type Options, type Request } from 'autocannon';

export type LoadResult = {
  requests: number;
  errors: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** CPU time of the load generator itself (this process), in seconds. */
  generatorCpu: number;
  /** Share of the machine's CPU time (all cores) that was busy during the run, 0 to 1. */
  machineBusy: number;
};

/** Busy and total CPU time of the whole machine so far, from the first line of /proc/stat. */
export function machineCpu(): { busy: number; total: number } {
  const [, ...fields] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  // user nice system idle iowait irq softirq steal (guest time is already in user).
  const ticks = fields.slice(0, 8).map(Number);
  const total = ticks.reduce((sum, tick) => sum + tick, 0);
  return { busy: total - ticks[3]! - ticks[4]!, total };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** This process's and the whole machine's CPU time so far, for cpuSince. */
export function cpuNow() {
  return { process: process.cpuUsage(), machine: machineCpu() };
}

/** The CPU a run took since `before`: this process's seconds and the machine's busy share. */
export function cpuSince(before: ReturnType<typeof cpuNow>): { cpu: number; machineBusy: number } {
  const cpu = process.cpuUsage(before.process);
  const machine = machineCpu();
  return {
    cpu: (cpu.user + cpu.system) / 1e6,
    machineBusy: (machine.busy - before.machine.busy) / (machine.total - before.machine.total),
  };
}

/** What a run measured: its sorted latencies, errors and seconds, and the CPU it took. */
export type Timed = {
  latencies: number[];
  errors: number;
  seconds: number;
  cpu: number;
  machineBusy: number;
};

/** A run's figures, its percentiles read from its sorted latencies. */
export function loadResult(timed: Timed): LoadResult {
  const { latencies } = timed;
  return {
    requests: latencies.length,
    errors: timed.errors,
    seconds: timed.seconds,
    perSecond: latencies.length / timed.seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    generatorCpu: timed.cpu,
    machineBusy: timed.machineBusy,
  };
}

export async function load(
  options: Pick<Options, 'connections' | 'amount' | 'duration' | 'headers'> & {
    /** Several servers: autocannon spreads the connections over them in turn. */
    url: string | string[];
    requests: Request[];
  },
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const before = cpuNow();
  // autocannon notices that `amount` is reached only at its next one-second tick: the run's time is
  // up to the last response, not up to the callback.
  let lastResponse = started;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    // autocannon takes a list of URLs, though its types name only one.
    const instance = autocannon(
      { timeout: 10, ...options, url: options.url as string },
      (error, done) =>
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
  const used = cpuSince(before);
  latencies.sort((a, b) => a - b);
  return loadResult({ latencies, errors: errors + result.timeouts, seconds, ...used });
}
