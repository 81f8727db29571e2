// A poll with the whole hall on one instance: every phone holds its signed-in live stream open, as do
// a few venue screens; an organiser starts a poll and every phone votes once within ten seconds.
// Measured: the votes' latency, how soon the streams show the votes while they arrive, how soon
// after the last vote 99% of the phones and every screen show the final count, the server's memory
// and CPU, and the votes, the poll's counts and the team counters against a recount at the end.
import { Pool } from 'undici';
import type { AdminActivity } from '../common/engage.js';
import type { AdminScreenLink } from '../common/venue-api.js';
import { checkTeamCounters } from '../server/team-counters.js';
import { openFileLimit, openSseStream, type Subscriber } from './fanout.js';
import { cpuNow, cpuSince, percentile, type LoadResult } from './load.js';
import { mb, withAdmin, withServers, type Context, type Kind, type Row } from './scenarios.js';
import { seedUsers, signInAdmin, type SeededUser } from './seed.js';

/** The organiser who runs the poll: an admin by ADMIN_PHONES on the bench server. */
const ORGANISER_PHONE = '+919000000004';
/** Venue screens whose streams are watched beside the phones'. */
const SCREENS = 5;
const OPTIONS = ['Dal', 'Paneer', 'Biryani', 'Dosa'];
/** Every phone votes once at a moment drawn evenly over this. */
const VOTING_MS = 10_000;
/** The phones' votes share this many HTTP connections (a load balancer's pool). */
const CONNECTIONS = 128;
/** One vote in this many is followed until the streams show it. */
const SAMPLE_EVERY = 100;
/** How long the streams may take to show the poll, or its final count, before the rest count as missed. */
const REACH_DEADLINE_MS = 60_000;
/** The targets: a vote's p99, and the final count on 99% of phones and every screen. */
const VOTE_P99_MS = 100;
const RESULTS_MS = 1_000;

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
/** A time in ms; a stream still waiting when the bench stopped watching reads as over the deadline. */
const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : `>${REACH_DEADLINE_MS}`);

/** The poll's figures in an `engage` event: voters and each option's votes. */
const POLL_FIGURES = /"poll":\{"voters":(\d+),"counts":\[([\d,]*)\]/;

/** What one stream saw of the poll: each time the voters it showed went up, and the last counts. */
type Seen = { at: number[]; voters: number[]; counts: number[] };

/** When a stream first showed at least `voters` (Infinity: never). */
function firstShowing(seen: Seen, voters: number): number {
  const index = seen.voters.findIndex((shown) => shown >= voters);
  return index === -1 ? Infinity : seen.at[index]!;
}

/**
 * The moment by which `share` of the streams (never-reached ones counting as never) showed at least
 * `voters`, as a delay from `from`.
 */
function reachOf(streams: Seen[], voters: number, from: number, share: number): number {
  const times = sorted(streams.map((seen) => firstShowing(seen, voters) - from));
  if (times.length === 0) return 0;
  return times[Math.max(0, Math.ceil(share * times.length) - 1)]!;
}

/** A vote's latency and outcome. */
type Timing = { ms: number; ok: boolean };

function timingsResult(timings: Timing[], seconds: number, cpu: ReturnType<typeof cpuSince>) {
  const latencies = sorted(timings.map((timing) => timing.ms));
  return {
    requests: latencies.length,
    errors: timings.filter((timing) => !timing.ok).length,
    seconds,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    generatorCpu: cpu.cpu,
    machineBusy: cpu.machineBusy,
  } satisfies LoadResult;
}

/** Delays (Infinity: never) as the table's load result; the never-reached count as errors. */
function reachResult(delays: number[]): LoadResult {
  const reached = sorted(delays.filter(Number.isFinite));
  return {
    requests: reached.length,
    errors: delays.length - reached.length,
    seconds: (reached.at(-1) ?? 0) / 1000,
    perSecond: 0,
    p50: percentile(reached, 50),
    p95: percentile(reached, 95),
    p99: percentile(reached, 99),
    generatorCpu: 0,
    machineBusy: 0,
  };
}

/**
 * (12) A poll with the whole hall: `phones` registered players, each with one GET /api/live stream
 * open, and SCREENS venue screens with theirs. The organiser creates a four-option poll, live at
 * once, worth 1 point (cap 1) to the voter's team; every phone votes once through
 * POST /api/engage/:id/vote at a moment drawn evenly over VOTING_MS. Timed: each vote; for every
 * SAMPLE_EVERY-th reply, until 99% of the phones and every screen show at least that many voters;
 * and from the last reply until 99% of the phones and every screen show all of them.
 */
export async function pollScenario(kind: Kind, context: Context, phones: number): Promise<Row[]> {
  if (phones + SCREENS + CONNECTIONS + 256 > openFileLimit()) {
    throw new Error(`${phones} phones need more than ulimit -n (${openFileLimit()}) open files`);
  }
  const sync = context.serverEnv?.SQLITE_SYNCHRONOUS;
  const named = (name: string) => (sync ? `${name}, synchronous=${sync}` : name);
  let users: SeededUser[] = [];
  return withServers(
    kind,
    withAdmin(context, ORGANISER_PHONE),
    1,
    async ([server], database) => {
      const port = Number(new URL(server!.base).port);
      const organiser = await signInAdmin(database.db, ORGANISER_PHONE);
      const asOrganiser = async <T>(path: string, body: unknown) => {
        const sentAt = now();
        const response = await fetch(`${server!.base}${path}`, {
          method: 'POST',
          headers: { cookie: organiser, origin: server!.base, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        const text = await response.text();
        if (response.status !== 201) throw new Error(`${path}: ${response.status} ${text}`);
        return { body: JSON.parse(text) as T, ms: now() - sentAt };
      };
      // On SQLite the server notices the organiser's session (written by this process) within half
      // a second.
      await sleep(1_000);
      const tokens: string[] = [];
      for (let i = 0; i < SCREENS; i += 1) {
        const link = await asOrganiser<AdminScreenLink>('/api/admin/screens', {
          name: `Hall ${i + 1}`,
          quizId: null,
          names: 'full',
        });
        tokens.push(link.body.token);
      }
      await fetch(`${server!.base}/api/engage`, { headers: { cookie: users[0]!.cookie } });
      const idleRss = server!.rss();

      // Phones first, then the screens: what each stream saw of the poll, on now()'s clock.
      const seen: Seen[] = [];
      const streams: Subscriber[] = [];
      let streamErrors = 0;
      const phoneEvents: Record<string, number> = {};
      let counting = false;
      /** The size of the `engage` event as a phone last had it. */
      let engageBytes = 0;
      const paths = [
        ...users.map((user) => ({ path: '/api/live', cookie: user.cookie })),
        ...tokens.map((token) => ({ path: `/api/screen/${token}/live` })),
      ];
      const pool = new Pool(server!.base, { connections: CONNECTIONS });
      try {
        for (let start = 0; start < paths.length; start += 250) {
          const size = Math.min(250, paths.length - start);
          await new Promise<void>((resolve) => {
            let pending = size;
            const done = () => (pending -= 1) === 0 && resolve();
            for (let i = start; i < start + size; i += 1) {
              const mine: Seen = { at: [], voters: [], counts: [] };
              seen.push(mine);
              streams.push(
                openSseStream(port, paths[i]!, {
                  onFirst: done,
                  onError: () => {
                    streamErrors += 1;
                    done();
                  },
                  changed: (text) => {
                    for (const event of text.split('\n\n')) {
                      if (!event) continue;
                      // What one phone is sent while the hall votes, by kind of event.
                      if (i === 0 && counting) {
                        const type = /(?:^|\n)event: ([\w-]+)/.exec(event)?.[1] ?? 'heartbeat';
                        phoneEvents[type] = (phoneEvents[type] ?? 0) + 1;
                      }
                      if (!event.startsWith('event: engage\n')) continue;
                      const figures = POLL_FIGURES.exec(event);
                      if (!figures) continue;
                      const voters = Number(figures[1]);
                      if (i === 0) engageBytes = Buffer.byteLength(event) + 2;
                      mine.counts = figures[2] ? figures[2].split(',').map(Number) : [];
                      // The first showing of the poll (0 voters), then each rise.
                      if (mine.voters.length && voters <= mine.voters.at(-1)!) continue;
                      mine.at.push(now());
                      mine.voters.push(voters);
                    }
                    return false;
                  },
                }),
              );
            }
          });
        }
        const open = streams.filter((stream) => stream.connected).length;
        const connectedRss = server!.rss();
        const perStreamKb = (connectedRss - idleRss) / Math.max(1, open) / 1024;
        const phoneSeen = seen.slice(0, phones);
        const screenSeen = seen.slice(phones);
        const everyStreamShows = async (voters: number, from: number) => {
          const until = from + REACH_DEADLINE_MS;
          while (
            now() < until &&
            seen.some((mine, i) => streams[i]!.connected && firstShowing(mine, voters) === Infinity)
          )
            await sleep(10);
        };

        // The poll, live at once: timed until every stream shows it.
        // The server's CPU from the organiser's POST until every stream shows the poll: one push.
        server!.resetPeak();
        const createdAt = now();
        const created = await asOrganiser<AdminActivity>('/api/admin/engage', {
          kind: 'poll',
          title: { en: 'What is for lunch?', hi: '' },
          options: OPTIONS.map((en) => ({ en, hi: '' })),
          multiple: false,
          points: 1,
          pointsCap: 1,
          startsAt: null,
          endsAt: null,
        });
        const pollId = created.body.id;
        await everyStreamShows(0, createdAt);
        const pollShown = {
          phones: reachOf(phoneSeen, 0, createdAt, 0.99),
          screens: reachOf(screenSeen, 0, createdAt, 1),
        };
        const pushCpu = server!.cpuSinceReset();
        await sleep(1_000);

        // Every phone votes once, at a moment drawn evenly over the voting time.
        server!.resetPeak();
        const cpuBefore = cpuNow();
        const votes: Timing[] = [];
        /** When the k-th reply (k = 1, 2, …) came back. */
        const replies: number[] = [];
        const votingStarted = now();
        counting = true;
        await new Promise<void>((resolve) => {
          let left = phones;
          const answered = (timing: Timing) => {
            votes.push(timing);
            if (timing.ok) replies.push(now());
            if ((left -= 1) === 0) resolve();
          };
          for (const user of users) {
            setTimeout(() => {
              const sentAt = now();
              pool
                .request({
                  method: 'POST',
                  path: `/api/engage/${pollId}/vote`,
                  headers: { cookie: user.cookie, 'content-type': 'application/json' },
                  body: JSON.stringify({ choices: [Math.floor(Math.random() * OPTIONS.length)] }),
                })
                .then(
                  async (response) => {
                    await response.body.text();
                    answered({ ms: now() - sentAt, ok: response.statusCode === 200 });
                  },
                  () => answered({ ms: now() - sentAt, ok: false }),
                );
            }, Math.random() * VOTING_MS);
          }
        });
        const lastReply = replies.at(-1) ?? now();
        const votingSeconds = (lastReply - votingStarted) / 1000;
        const kept = replies.length;
        await everyStreamShows(kept, lastReply);
        counting = false;
        const generator = cpuSince(cpuBefore);
        const serverCpu = server!.cpuSinceReset();
        const peakRss = server!.peakRss();

        // The final count: from the last reply until each stream showed every vote.
        const finalPhones = phoneSeen.map((mine) => firstShowing(mine, kept) - lastReply);
        const finalScreens = screenSeen.map((mine) => firstShowing(mine, kept) - lastReply);
        const toPhones = reachOf(phoneSeen, kept, lastReply, 0.99);
        const toScreens = reachOf(screenSeen, kept, lastReply, 1);
        const results = Math.max(toPhones, toScreens);
        // While votes arrive: from every SAMPLE_EVERY-th reply until 99% of phones and every screen
        // show at least that many voters.
        const lags: number[] = [];
        for (let k = SAMPLE_EVERY; k <= kept; k += SAMPLE_EVERY) {
          const at = replies[k - 1]!;
          lags.push(Math.max(reachOf(phoneSeen, k, at, 0.99), reachOf(screenSeen, k, at, 1)));
        }
        const lagOrder = sorted(lags);
        const pushes = Object.entries(phoneEvents)
          .map(([type, count]) => `${count} ${type}`)
          .join(', ');

        // The votes kept, the poll's counts, the points and the counters, against a recount.
        const rows = await database.db
          .selectFrom('engage_votes')
          .select('choices')
          .where('activity_id', '=', pollId)
          .execute();
        const recount = OPTIONS.map(
          (_, place) => rows.filter((row) => (row.choices >> place) & 1).length,
        );
        const points = await database.db
          .selectFrom('engage_points')
          .select((eb) => eb.fn.sum<number>('points').as('points'))
          .where('activity_id', '=', pollId)
          .executeTakeFirstOrThrow();
        const problems = await checkTeamCounters(database.db);
        const pushedCounts = seen.filter((mine) => mine.counts.join() !== recount.join()).length;
        const countsSum = recount.reduce((sum, count) => sum + count, 0);

        const voteResult = timingsResult(votes, votingSeconds, generator);
        const failures = [
          streamErrors ? `${streamErrors} streams failed` : '',
          open < paths.length
            ? `${paths.length - open} of ${paths.length} streams never opened`
            : '',
          voteResult.errors ? `${voteResult.errors} votes failed` : '',
          rows.length !== phones ? `${rows.length} votes kept, not ${phones}` : '',
          countsSum !== rows.length ? `the counts sum to ${countsSum}, not ${rows.length}` : '',
          Number(points.points) !== phones ? `${points.points} points, not ${phones}` : '',
          pushedCounts ? `${pushedCounts} streams ended on other counts than the recount` : '',
          problems.length ? `counters wrong: ${problems.join('; ')}` : '',
        ].filter(Boolean);
        const voteFailures = [
          ...failures,
          voteResult.p99 > VOTE_P99_MS
            ? `votes p99 ${ms(voteResult.p99)} ms, over the ${VOTE_P99_MS} ms target`
            : '',
        ].filter(Boolean);
        const resultFailures = [
          ...failures,
          results > RESULTS_MS
            ? `the final count reached 99% of phones in ${ms(toPhones)} ms and every screen in ${ms(toScreens)} ms, over the ${RESULTS_MS} ms target`
            : '',
        ].filter(Boolean);
        const failed = (list: string[]) => (list.length ? { failure: list.join('; ') } : {});
        // Each engage event a phone had was one write to every stream (the counters ride on it), as
        // was each heartbeat: what the server spent beside them, per vote, with the poll's push's cost.
        const writes = (phoneEvents.engage ?? 0) + (phoneEvents.heartbeat ?? 0);
        const perVote = Math.max(0, serverCpu - writes * pushCpu) / phones;
        const costs = `one push to the ${open} streams about ${(pushCpu * 1000).toFixed(0)} ms of server CPU (the poll's own, with its POST), so about ${(perVote * 1e6).toFixed(0)} µs a vote beside the ${writes} pushes`;
        const machine = `server CPU ${((100 * serverCpu) / votingSeconds).toFixed(0)}% of a core over the votes' ${votingSeconds.toFixed(1)} s and their pushes (${serverCpu.toFixed(1)} s); load generator ${generator.cpu.toFixed(1)} s; machine ${(100 * generator.machineBusy).toFixed(0)}% busy; ${costs}`;
        const memory = `RSS ${mb(idleRss)} MB idle, ${mb(connectedRss)} MB with the streams (${perStreamKb.toFixed(1)} KB each), peak ${mb(peakRss)} MB while voting`;
        return [
          {
            scenario: named('poll: votes'),
            database: kind,
            result: voteResult,
            peakMb: mb(peakRss),
            serverCpu,
            ...failed(voteFailures),
            note: `${phones} phones with their stream open vote once each over ${VOTING_MS / 1000} s, ${CONNECTIONS} connections; max ${ms(sorted(votes.map((vote) => vote.ms)).at(-1) ?? 0)} ms; kept ${rows.length}; counts ${recount.join(' / ')}; points ${points.points}; counters ${problems.length ? 'WRONG' : 'exact'}; ${machine}`,
          },
          {
            scenario: named('poll: results to phones and screens'),
            database: kind,
            result: reachResult(finalPhones),
            peakMb: mb(peakRss),
            fanout: {
              connections: open,
              updated: finalPhones.filter(Number.isFinite).length,
              p50: percentile(sorted(finalPhones), 50),
              p99: toPhones,
              max: sorted(finalPhones).at(-1) ?? 0,
              errors: streamErrors,
              perConnectionKb: perStreamKb,
            },
            detail: {
              pollShown,
              pushCpu,
              perVote,
              toPhones,
              toScreens,
              finalScreens,
              lags,
              pushes,
            },
            ...failed(resultFailures),
            note: `${phones} phones and ${SCREENS} screens; after the last vote's reply, ${kept} voters on 99% of phones within ${ms(toPhones)} ms, on every screen within ${ms(toScreens)} ms; while voting, from every ${SAMPLE_EVERY}th reply until 99% of phones and every screen showed it, p50 / p99 / max ${ms(percentile(lagOrder, 50))} / ${ms(percentile(lagOrder, 99))} / ${ms(lagOrder.at(-1) ?? 0)} ms (one phone was sent ${pushes} events from the first vote until the final count, the engage event ${engageBytes} bytes); the poll itself on 99% of phones ${ms(pollShown.phones)} ms and every screen ${ms(pollShown.screens)} ms after the organiser's POST (${ms(created.ms)} ms); ${memory}`,
          },
        ] satisfies Row[];
      } finally {
        for (const stream of streams) stream.close();
        await pool.close();
      }
    },
    async (database) => {
      users = await seedUsers(database.db, phones, { complete: true });
    },
  );
}
