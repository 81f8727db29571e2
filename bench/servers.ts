// Processes the benchmarks talk to: the production build, the bare-Fastify baseline, the Socket.IO
// peer of the live fan-out, PostgreSQL.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort, processEnv } from '../server/test/instances.js';
import { smsInLogLine } from '../server/test/sms-log.js';

export type Running = {
  base: string;
  pid: number;
  logFile: string;
  /** Peak resident memory since the last reset, sampled every 50 ms, in bytes. */
  peakRss: () => number;
  resetPeak: () => void;
  /** CPU time (user and system) since the last reset, in seconds. */
  cpuSinceReset: () => number;
  rss: () => number;
  stop: () => Promise<void>;
};

/**
 * A server's /metrics, read once: `metric(name)` is the sum of all its series (every label set),
 * 0 when it has none yet.
 */
export async function scrapeMetrics(base: string): Promise<(name: string) => number> {
  const lines = (await (await fetch(`${base}/metrics`)).text()).split('\n');
  return (name) => {
    const series = lines.filter(
      (line) => line.startsWith(`${name} `) || line.startsWith(`${name}{`),
    );
    return series.reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
  };
}

/** The newest code the console SMS provider logged for each 10-digit number. */
export function smsCodesFromLog(logFile: string): Map<string, string> {
  const codes = new Map<string, string>();
  for (const line of fs.readFileSync(logFile, 'utf8').split('\n')) {
    const sms = smsInLogLine(line);
    if (sms) codes.set(sms.to.slice(3), sms.code);
  }
  return codes;
}

/** utime + stime of a process (fields 14 and 15 of /proc/PID/stat, in 1/100 s), in seconds. */
export function cpuSecondsOf(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

async function waitUntilReady(url: string, child: ChildProcess, logFile: string): Promise<void> {
  for (let tries = 0; tries < 400; tries += 1) {
    if (child.exitCode !== null) {
      throw new Error(`server exited: ${fs.readFileSync(logFile, 'utf8').slice(-2000)}`);
    }
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} did not answer`);
}

function track(child: ChildProcess, base: string, logFile: string): Running {
  const pid = child.pid!;
  let peak = 0;
  let cpuAtReset = 0;
  const sample = () => {
    try {
      peak = Math.max(peak, rssOf(pid));
    } catch {
      // The process has exited.
    }
  };
  const timer = setInterval(sample, 50);
  return {
    base,
    pid,
    logFile,
    peakRss: () => (sample(), peak),
    resetPeak: () => {
      peak = 0;
      cpuAtReset = cpuSecondsOf(pid);
    },
    cpuSinceReset: () => cpuSecondsOf(pid) - cpuAtReset,
    rss: () => rssOf(pid),
    stop: async () => {
      clearInterval(timer);
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** `node dist/server/main.js` with the given environment, logging to a file in `dir`. */
export async function startProduct(env: Record<string, string>, dir: string): Promise<Running> {
  const port = await freePort();
  const logFile = path.join(dir, `server-${port}.log`);
  const log = fs.openSync(logFile, 'w');
  // npm run bench -- --cpu-prof writes a V8 profile per server process (open it in Chrome DevTools).
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const child = spawn(process.execPath, [...profile, 'dist/server/main.js'], {
    env: {
      ...processEnv(port),
      CONTENT_DIR: 'content',
      WEB_DIR: 'dist/web',
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const base = `http://127.0.0.1:${port}`;
  await waitUntilReady(`${base}/readyz`, child, logFile);
  return track(child, base, logFile);
}

export async function startBaseline(dir: string): Promise<Running> {
  const port = await freePort();
  const logFile = path.join(dir, 'baseline.log');
  const log = fs.openSync(logFile, 'w');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/baseline-server.ts', String(port)],
    {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production' },
      stdio: ['ignore', log, log],
    },
  );
  fs.closeSync(log);
  const base = `http://127.0.0.1:${port}`;
  await waitUntilReady(`${base}/`, child, logFile);
  return track(child, base, logFile);
}

/** The live fan-out's Socket.IO peer (bench/socketio-peer.ts); `base` also takes its control requests. */
export async function startSocketIoPeer(dir: string): Promise<Running> {
  const port = await freePort();
  const logFile = path.join(dir, 'socketio-peer.log');
  const log = fs.openSync(logFile, 'w');
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const child = spawn(
    process.execPath,
    [...profile, '--import', 'tsx', 'bench/socketio-peer.ts', String(port), 'content'],
    {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production' },
      stdio: ['ignore', log, log],
    },
  );
  fs.closeSync(log);
  const base = `http://127.0.0.1:${port}`;
  await waitUntilReady(`${base}/readyz`, child, logFile);
  return track(child, base, logFile);
}

/** A throwaway PostgreSQL cluster (scripts/pg-cluster.sh); its admin URL and a stop function. */
export function startPostgres(dir: string): { url: string; stop: () => void } {
  const url = execFileSync('bash', ['scripts/pg-cluster.sh', 'start', dir], {
    encoding: 'utf8',
  }).trim();
  return { url, stop: () => void execFileSync('bash', ['scripts/pg-cluster.sh', 'stop', dir]) };
}
