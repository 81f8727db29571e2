// One load-generator process of the event scenario (bench/event.ts starts one per core): players
// who arrive, sign in, play the saved quizzes at a human pace, and watchers with the dashboard's
// live stream open. Requests go through one undici pool; every answer's latency goes back to the
// parent, and each watcher says when it first saw each registration count of each team.
import fs from 'node:fs';
import net from 'node:net';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { Pool } from 'undici';
import type { QuizStep } from '../common/api.js';
import { smsInLogLine } from '../server/test/sms-log.js';

export type PlayerPlan = {
  /** The 10-digit number signed in with, when the player signs in. */
  phone: string;
  /** A session cookie from seeding, when the player arrives already signed in. */
  cookie: string | null;
  /** When the player arrives, in ms after the start. */
  arriveMs: number;
  /** Which of the plan's servers the player's phone reaches. */
  server: number;
  /** The public address the phone's requests come from, as the proxy in front reports it. */
  address: string;
};

export type WorkerPlan = {
  /** Instances of the product, all on one database. */
  bases: string[];
  /** Their logs, where the console SMS provider writes the codes. */
  logFiles: string[];
  players: PlayerPlan[];
  /** People who keep the dashboard's live stream open, and the instance each stream is on. */
  watchers: { cookie: string; server: number }[];
  quizIds: string[];
  /** When players stop starting anything new, in ms after the start. */
  endMs: number;
  thinkMs: [number, number];
  connections: number;
};

/** A request's kind, for the figures: only answers make the headline. */
export type RequestKind = 'bot-check' | 'send-code' | 'verify-code' | 'me' | 'start' | 'answer';

export type FromParent =
  { type: 'plan'; plan: WorkerPlan } | { type: 'go'; t0: number } | { type: 'stop' };

/** The server's answer to a sign-in it cannot take now: come back after the seconds it names. */
function isBusy(status: number, text: string): boolean {
  return status === 503 && text.includes('"sign_in_busy"');
}

function retryAfterMs(text: string): number {
  try {
    const { error } = JSON.parse(text) as { error: { params?: { retryAfterSeconds?: number } } };
    return (error.params?.retryAfterSeconds ?? 1) * 1000;
  } catch {
    return 1000;
  }
}

export type ToParent =
  | { type: 'ready'; watchers: number; watcherErrors: number }
  /** Since the last batch: per request [kind index, sent at (ms after start), latency ms, ok 1/0]. */
  | { type: 'records'; records: number[] }
  | {
      type: 'done';
      playsFinished: number;
      /** Sign-in requests the server told to come back later (503 sign_in_busy), then sent again. */
      toldToRetry: number;
      /** `${team}:${registrations}` → when each watcher first saw it (epoch ms). */
      seen: Record<string, number[]>;
      watchersOpen: number;
      watcherErrors: number;
      cpuSeconds: number;
    };

export const KINDS: RequestKind[] = [
  'bot-check',
  'send-code',
  'verify-code',
  'me',
  'start',
  'answer',
];

const send = (message: ToParent) => process.send!(message);
const now = () => performance.timeOrigin + performance.now();
const between = ([low, high]: [number, number]) => low + Math.random() * (high - low);
/** Waits that a stop cuts short. */
const sleeping = new Set<() => void>();
const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      sleeping.delete(wake);
      resolve();
    };
    const timer = setTimeout(wake, Math.max(0, ms));
    sleeping.add(wake);
  });

/** Codes the console SMS provider logged, read from the server's log as it grows. */
class SmsInbox {
  readonly #waiting = new Map<string, (code: string) => void>();
  readonly #codes = new Map<string, string>();
  #offset = 0;
  #rest = '';
  readonly #timer: NodeJS.Timeout;

  constructor(private readonly file: string) {
    this.#timer = setInterval(() => this.#read(), 25);
  }

  code(phone: string): Promise<string> {
    const known = this.#codes.get(phone);
    if (known) return Promise.resolve(known);
    return new Promise((resolve) => this.#waiting.set(phone, resolve));
  }

  close(): void {
    clearInterval(this.#timer);
  }

  #read(): void {
    if (this.#waiting.size === 0) return;
    const size = fs.statSync(this.file).size;
    if (size <= this.#offset) return;
    const fd = fs.openSync(this.file, 'r');
    const buffer = Buffer.alloc(size - this.#offset);
    fs.readSync(fd, buffer, 0, buffer.length, this.#offset);
    fs.closeSync(fd);
    this.#offset = size;
    const lines = (this.#rest + buffer.toString('utf8')).split('\n');
    this.#rest = lines.pop()!;
    for (const line of lines) {
      const sms = smsInLogLine(line);
      if (!sms) continue;
      const phone = sms.to.slice(3);
      const { code } = sms;
      const waiter = this.#waiting.get(phone);
      if (waiter) {
        this.#waiting.delete(phone);
        waiter(code);
      } else this.#codes.set(phone, code);
    }
  }
}

/** A dashboard's live stream on a bare socket: notes when each team's registrations first change. */
function watch(
  base: string,
  cookie: string,
  seen: Map<string, number[]>,
  onFirst: (ok: boolean) => void,
): net.Socket {
  const { hostname, port } = new URL(base);
  const socket = net.connect(Number(port), hostname);
  const latest = new Map<string, number>();
  let buffer = '';
  let first = true;
  socket.setEncoding('utf8');
  socket.on('connect', () =>
    socket.write(
      `GET /api/live HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept: text/event-stream\r\nCookie: ${cookie}\r\n\r\n`,
    ),
  );
  socket.on('data', (chunk: string) => {
    const at = now();
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const event = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (!event.includes('event: counters')) continue;
      for (const match of event.matchAll(/"key":"(\w+)"[^}]*?"registrations":(\d+)/g)) {
        const team = match[1]!;
        const count = Number(match[2]);
        const before = latest.get(team);
        latest.set(team, count);
        // The first snapshot is the starting point; every later count seen is a change seen.
        for (let value = (before ?? count) + 1; value <= count; value += 1) {
          const key = `${team}:${value}`;
          const times = seen.get(key) ?? [];
          times.push(at);
          seen.set(key, times);
        }
      }
      if (first) {
        first = false;
        onFirst(true);
      }
    }
  });
  socket.on('error', () => first && ((first = false), onFirst(false)));
  return socket;
}

async function run(plan: WorkerPlan): Promise<void> {
  const pools = plan.bases.map(
    (base) => new Pool(base, { connections: plan.connections, keepAliveTimeout: 60_000 }),
  );
  // Phones each have a connection of their own: a sign-in waiting its turn on the server holds its
  // own connection, never one another phone's answer is waiting for. So sign-ins go on connections
  // of their own here, rather than ahead of answers in one shared pool.
  const signInPools = plan.bases.map(
    (base) => new Pool(base, { connections: plan.connections, keepAliveTimeout: 60_000 }),
  );
  const SIGN_IN_KINDS: RequestKind[] = ['bot-check', 'send-code', 'verify-code'];
  const signingIn = plan.players.some((player) => !player.cookie);
  const inboxes = signingIn ? plan.logFiles.map((file) => new SmsInbox(file)) : [];
  const seen = new Map<string, number[]>();
  let records: number[] = [];
  let t0 = 0;
  let stopped = false;
  let playsFinished = 0;
  let toldToRetry = 0;
  const over = () => stopped || now() - t0 > plan.endMs;

  const call = async (
    { server, address }: PlayerPlan,
    kind: RequestKind,
    method: 'GET' | 'POST',
    path: string,
    cookie: string | null,
    body?: unknown,
  ): Promise<{ status: number; text: string; setCookie: string | null }> => {
    const sent = now();
    const headers: Record<string, string> = { 'x-forwarded-for': address };
    if (cookie) headers.cookie = cookie;
    if (body !== undefined) headers['content-type'] = 'application/json';
    try {
      const pool = (SIGN_IN_KINDS.includes(kind) ? signInPools : pools)[server]!;
      const response = await pool.request({
        method,
        path,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.body.text();
      // Told when to come back is an answer, not a failure: the phone waits and asks again.
      const ok = response.statusCode < 400 || isBusy(response.statusCode, text);
      records.push(KINDS.indexOf(kind), sent - t0, now() - sent, ok ? 1 : 0);
      const cookieHeader = response.headers['set-cookie'];
      const setCookie = Array.isArray(cookieHeader) ? cookieHeader[0]! : (cookieHeader ?? null);
      return { status: response.statusCode, text, setCookie };
    } catch {
      records.push(KINDS.indexOf(kind), sent - t0, now() - sent, 0);
      return { status: 0, text: '', setCookie: null };
    }
  };

  /** Sends a sign-in request again after the wait the server names, as the sign-in screen does. */
  const untilAdmitted = async (ask: () => ReturnType<typeof call>): ReturnType<typeof call> => {
    for (;;) {
      const answer = await ask();
      if (!isBusy(answer.status, answer.text) || over()) return answer;
      toldToRetry += 1;
      await sleep(retryAfterMs(answer.text));
    }
  };

  const signIn = async (player: PlayerPlan): Promise<string | null> => {
    const { phone, server } = player;
    const check = await call(player, 'bot-check', 'GET', '/api/auth/bot-check', null);
    if (check.status !== 200) return null;
    const challenge = JSON.parse(check.text) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    const sent = await untilAdmitted(() =>
      call(player, 'send-code', 'POST', '/api/auth/send-code', null, {
        phone,
        botCheck: JSON.stringify({ challenge, solution }),
      }),
    );
    if (sent.status !== 200) return null;
    const code = await inboxes[server]!.code(phone);
    const verified = await untilAdmitted(() =>
      call(player, 'verify-code', 'POST', '/api/auth/verify-code', null, { phone, code }),
    );
    return verified.status === 200 && verified.setCookie ? verified.setCookie.split(';')[0]! : null;
  };

  const play = async (player: PlayerPlan): Promise<void> => {
    await sleep(t0 + player.arriveMs - now());
    if (over()) return;
    const cookie = player.cookie ?? (await signIn(player));
    if (!cookie || over()) return;
    if ((await call(player, 'me', 'GET', '/api/me', cookie)).status !== 200) return;
    for (const quizId of plan.quizIds) {
      await sleep(between(plan.thinkMs));
      if (over()) return;
      let step = await call(player, 'start', 'POST', `/api/quiz/${quizId}/start`, cookie);
      while (step.status === 200) {
        const parsed = JSON.parse(step.text) as QuizStep;
        if (!('question' in parsed)) {
          playsFinished += 1;
          break;
        }
        const { id, options } = parsed.question;
        await sleep(between(plan.thinkMs));
        if (over()) return;
        step = await call(player, 'answer', 'POST', `/api/quiz/${quizId}/answer`, cookie, {
          questionId: id,
          selected: options[Math.floor(Math.random() * options.length)],
        });
      }
      if (step.status !== 200) return;
    }
  };

  // The watchers first: the dashboards are open before the crowd arrives.
  let watchersOpen = 0;
  let watcherErrors = 0;
  const sockets: net.Socket[] = [];
  await new Promise<void>((resolve) => {
    let pending = plan.watchers.length;
    if (pending === 0) resolve();
    for (const watcher of plan.watchers) {
      sockets.push(
        watch(plan.bases[watcher.server]!, watcher.cookie, seen, (ok) => {
          if (ok) watchersOpen += 1;
          else watcherErrors += 1;
          if ((pending -= 1) === 0) resolve();
        }),
      );
    }
  });
  send({ type: 'ready', watchers: watchersOpen, watcherErrors });

  const go = await new Promise<number>((resolve) =>
    process.on('message', (message: FromParent) => {
      if (message.type === 'go') resolve(message.t0);
      if (message.type === 'stop') {
        stopped = true;
        for (const wake of [...sleeping]) wake();
      }
    }),
  );
  t0 = go;
  const cpuBefore = process.cpuUsage();
  const flush = setInterval(() => {
    if (records.length === 0) return;
    send({ type: 'records', records });
    records = [];
  }, 500);
  await Promise.all(plan.players.map(play));
  // Every player has finished or stopped; the watchers stay until the parent says stop.
  while (!stopped) await sleep(50);
  clearInterval(flush);
  if (records.length) send({ type: 'records', records });
  for (const socket of sockets) socket.destroy();
  for (const inbox of inboxes) inbox.close();
  await Promise.all([...pools, ...signInPools].map((pool) => pool.close()));
  const cpu = process.cpuUsage(cpuBefore);
  // Sent before the channel closes: a large last message could otherwise be cut off.
  await new Promise<void>((resolve) =>
    process.send!(
      {
        type: 'done',
        playsFinished,
        toldToRetry,
        seen: Object.fromEntries(seen),
        watchersOpen,
        watcherErrors,
        cpuSeconds: (cpu.user + cpu.system) / 1e6,
      } satisfies ToParent,
      () => resolve(),
    ),
  );
}

process.once('message', (message: FromParent) => {
  if (message.type !== 'plan') throw new Error('expected a plan first');
  run(message.plan).then(
    () => process.disconnect(),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
