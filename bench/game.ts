// The live game with the whole hall on one instance (on PostgreSQL, two): every phone holds its
// signed-in live stream open and joins one game; the host runs five questions by hand. Measured:
// each move's `game` event from the host's request until the streams have it, the answers every
// phone sends within each question's 20 seconds, the server's memory and CPU, and the counters
// against a recount at the end.
// Then the Socket.IO peer broadcasts the same question (the same bytes) to as many sockets.
import { Pool } from 'undici';
import type { AdminLiveGameView, LiveGameCommand, LiveGamePhase } from '../common/live-game.js';
import { checkTeamCounters } from '../server/team-counters.js';
import { openFileLimit, openSseStream, type FanoutResult, type Subscriber } from './fanout.js';
import { cpuNow, cpuSince, percentile, type LoadResult } from './load.js';
import { mb, withAdmin, withServers, type Context, type Kind, type Row } from './scenarios.js';
import { openQuizzes, seedUsers, signInAdmin, type SeededUser } from './seed.js';
import { GAME_PEER_SCENARIO, socketIoGameBroadcast } from './socketio-fanout.js';

/** The host of the game: an admin by ADMIN_PHONES on the bench server. */
const HOST_PHONE = '+919000000003';
/** The quiz played, cut to its first QUESTIONS questions before the server starts. */
const QUIZ_ID = 'quiz1';
const QUESTIONS = 5;
const SECONDS = 20;
/**
 * A phone answers after a think time drawn evenly from 0 to this, from the moment its stream had
 * the question: the answers spread over the question's 20 seconds and all arrive before its end.
 * A phone that had the question late has less of its countdown left, and answers within it, a
 * second before its end at the latest.
 */
const THINK_MS = 19_000;
/** The phones' answers and joins share this many HTTP connections (a load balancer's pool). */
const CONNECTIONS = 128;
/** How long a move may take to reach every stream before the rest count as missed. */
const REACH_DEADLINE_MS = 10_000;
/** Answers sent within this of the host's press meet the question's push still being written. */
const EARLY_MS = 2_000;
/** How long after the last join every stream may take to show the whole lobby. */
const LOBBY_DEADLINE_MS = 60_000;
/** How long after a question's start every answer must be back. */
const ANSWERS_DEADLINE_MS = (SECONDS + 15) * 1000;
/** The targets: each question and each reveal on 99% of the streams within this of the host's press. */
const REACH_TARGET_MS = 500;
/** The targets: the answers' p99 under this. */
const ANSWERS_TARGET_MS = 100;

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

/** A state the streams are waited for: its phase, question and (in the lobby) players joined. */
type Shows = { phase: LiveGamePhase; index: number; joined?: number };

/** What the streams are watched for: a host's move, or the lobby with everyone in. */
type Watch = { name: string; shows: Shows };

/** A move the host makes, and the `game` event that carries it. */
type Move = Watch & {
  command: LiveGameCommand;
  /** The phase and question the console showed when the host pressed. */
  at: { phase: LiveGamePhase; index: number };
};

function movesOf(questions: number): Move[] {
  const moves: Move[] = [];
  for (let index = 0; index < questions; index += 1) {
    moves.push({
      name: `question ${index + 1}`,
      command: index === 0 ? 'start' : 'next',
      at: index === 0 ? { phase: 'lobby', index: -1 } : { phase: 'reveal', index: index - 1 },
      shows: { phase: 'question', index },
    });
    moves.push({
      name: `reveal ${index + 1}`,
      command: 'reveal',
      at: { phase: 'question', index },
      shows: { phase: 'reveal', index },
    });
  }
  moves.push({
    name: 'podium',
    command: 'next',
    at: { phase: 'reveal', index: questions - 1 },
    shows: { phase: 'ended', index: questions - 1 },
  });
  return moves;
}

/** Whether one SSE event is the `game` event showing `shows`. */
function showsMove(event: string, shows: Shows): boolean {
  if (!event.startsWith('event: game\n')) return false;
  if (!event.includes(`"phase":"${shows.phase}"`)) return false;
  if (shows.joined !== undefined && !event.includes(`"joinedTotal":${shows.joined},`)) return false;
  // The lobby and the podium have no question; a question and its reveal name it first in it.
  return (
    shows.phase === 'lobby' ||
    shows.phase === 'ended' ||
    event.includes(`"question":{"index":${shows.index},`)
  );
}

/** A move's figures: from the host's request until each stream had it. */
type Reach = FanoutResult & {
  name: string;
  /** The host's request until its answer (the move committed, a reveal graded). */
  hostMs: number;
};

/** The error code of a refusal's body, or its first characters. */
function errorCode(body: string): string {
  try {
    return (JSON.parse(body) as { error?: { code?: string } }).error?.code ?? body.slice(0, 80);
  } catch {
    return body.slice(0, 80);
  }
}

/** A request's latency and outcome; an answer's `after`: sent this long after the host's press. */
type Timing = { ms: number; ok: boolean; after?: number };

function reachOf(name: string, connections: number, delays: number[], hostMs: number): Reach {
  const ordered = sorted(delays);
  return {
    name,
    connections,
    updated: ordered.length,
    p50: percentile(ordered, 50),
    p99: percentile(ordered, 99),
    max: ordered.at(-1) ?? 0,
    errors: 0,
    hostMs,
  };
}

/** Latencies as the table's load result. */
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

/** Several moves' reach as one load result: every stream's delay of every move, pooled. */
function reachResult(reaches: Reach[], pooled: number[], missed: number): LoadResult {
  const ordered = sorted(pooled);
  return {
    requests: ordered.length,
    errors: missed,
    seconds: Math.max(0, ...reaches.map((reach) => reach.max)) / 1000,
    perSecond: 0,
    p50: percentile(ordered, 50),
    p95: percentile(ordered, 95),
    p99: percentile(ordered, 99),
    generatorCpu: 0,
    machineBusy: 0,
  };
}

const ms = (value: number) => value.toFixed(0);
const reachNote = (reach: Reach) =>
  `${reach.name} ${ms(reach.p50)} / ${ms(reach.p99)} / ${ms(reach.max)} ms (host ${ms(reach.hostMs)} ms)`;

/**
 * (11) The live game: `phones` registered players, each with one GET /api/live stream open, join
 * the game through POST /api/live-game/join; the host starts it and runs five questions by hand.
 * Each question: every phone answers once, after a think time, through POST /api/live-game/answer;
 * once all are back the host reveals it, then moves on. Every move is timed from the host's request
 * until each stream's `game` event shows it. Then the peer broadcasts the first question's state.
 */
export async function liveGameScenario(
  kind: Kind,
  context: Context,
  phones: number,
  options: { peer: boolean; instances?: number } = { peer: true },
): Promise<Row[]> {
  const instances = options.instances ?? 1;
  const sync = context.serverEnv?.SQLITE_SYNCHRONOUS;
  const named = (name: string) => {
    const game =
      instances > 1 ? name.replace('live game', `live game, ${instances} instances`) : name;
    return sync ? `${game}, synchronous=${sync}` : game;
  };
  if (phones + 256 > openFileLimit()) {
    throw new Error(`${phones} phones need more than ulimit -n (${openFileLimit()}) open files`);
  }
  let users: SeededUser[] = [];
  let questionState = '';
  const rows = await withServers(
    kind,
    withAdmin(context, HOST_PHONE),
    instances,
    async (servers, database) => {
      // The host on the first instance; phone i's stream, joins and answers on instance i mod n.
      const server = servers[0];
      const onServer = (phone: number) => servers[phone % servers.length]!;
      const sumOf = (figure: (running: (typeof servers)[number]) => number) =>
        servers.reduce((sum, running) => sum + figure(running), 0);
      const host = await signInAdmin(database.db, HOST_PHONE);
      const asHost = async (path: string, body: unknown) => {
        const sentAt = now();
        const response = await fetch(`${server!.base}${path}`, {
          method: 'POST',
          headers: { cookie: host, origin: server!.base, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        const text = await response.text();
        if (!response.ok) throw new Error(`host ${path}: ${response.status} ${text}`);
        return { view: JSON.parse(text) as AdminLiveGameView, ms: now() - sentAt };
      };
      // On SQLite the server notices the host's session (written by this process) within half a
      // second.
      await sleep(1_000);
      await fetch(`${server!.base}/api/live-game`, { headers: { cookie: users[0]!.cookie } });
      const idleRss = sumOf((running) => running.rss());
      // How many options each question has (the game deals them in its own order, as many).
      const optionCounts = (
        await database.db
          .selectFrom('questions')
          .select('options')
          .where('quiz_id', '=', QUIZ_ID)
          .orderBy('position')
          .execute()
      ).map((row) => (JSON.parse(row.options) as string[]).length);

      // The move being timed, and when each phone's stream had it (on now()'s clock).
      let current: Watch | null = null;
      let seenAt: (number | null)[] = users.map(() => null);
      let countersSeen: boolean[] = users.map(() => false);
      /** Streams that had a reveal's counters push before the reveal itself, over all reveals. */
      let countersFirst = 0;
      let answering: ((phone: number) => void) | null = null;
      const streams: Subscriber[] = [];
      let streamErrors = 0;
      /** The answers not taken, by status and error code. */
      const refused = new Map<string, number>();
      const refusedAs = (reason: string) => refused.set(reason, (refused.get(reason) ?? 0) + 1);
      // The connections shared out between the instances, as a load balancer would.
      const pools = servers.map(
        (running) =>
          new Pool(running.base, { connections: Math.ceil(CONNECTIONS / servers.length) }),
      );
      const poolOf = (phone: number) => pools[phone % pools.length]!;
      try {
        for (let start = 0; start < phones; start += 250) {
          const size = Math.min(250, phones - start);
          await new Promise<void>((resolve) => {
            let pending = size;
            const done = () => (pending -= 1) === 0 && resolve();
            for (let i = start; i < start + size; i += 1) {
              streams.push(
                openSseStream(
                  Number(new URL(onServer(i).base).port),
                  { path: '/api/live', cookie: users[i]!.cookie },
                  {
                    onFirst: done,
                    onError: () => {
                      streamErrors += 1;
                      done();
                    },
                    changed: (text) => {
                      const move = current;
                      if (!move || seenAt[i] !== null) return false;
                      for (const event of text.split('\n\n')) {
                        // A reveal also moves the counters: which of the two pushes came first.
                        if (event.includes('\nevent: counters\n')) countersSeen[i] = true;
                        if (!showsMove(event, move.shows)) continue;
                        seenAt[i] = now();
                        if (move.shows.phase === 'reveal' && countersSeen[i]) countersFirst += 1;
                        if (i === 0 && move.name === 'question 1')
                          questionState = event.slice(event.indexOf('\ndata: ') + 7);
                        answering?.(i);
                        break;
                      }
                      return false;
                    },
                  },
                ),
              );
            }
          });
        }
        const open = streams.filter((stream) => stream.connected).length;
        const connectedRss = sumOf((running) => running.rss());
        const perStreamKb = (connectedRss - idleRss) / Math.max(1, open) / 1024;

        // The lobby, then every phone joins through the route.
        const opened = await asHost('/api/admin/live-game', {
          quizId: QUIZ_ID,
          seconds: SECONDS,
          advance: 'host',
          countsForTeams: true,
          screens: null,
        });
        const gameId = opened.view.game!.game.id;
        const joins: Timing[] = [];
        const joinStarted = now();
        let nextJoin = 0;
        await Promise.all(
          Array.from({ length: CONNECTIONS }, async () => {
            while (nextJoin < phones) {
              const phone = nextJoin++;
              const user = users[phone]!;
              const sentAt = now();
              try {
                const response = await poolOf(phone).request({
                  method: 'POST',
                  path: '/api/live-game/join',
                  headers: { cookie: user.cookie },
                });
                await response.body.text();
                joins.push({ ms: now() - sentAt, ok: response.statusCode === 200 });
              } catch {
                joins.push({ ms: now() - sentAt, ok: false });
              }
            }
          }),
        );
        const joinsDone = now();
        const joinSeconds = (joinsDone - joinStarted) / 1000;
        // The host starts once every phone shows the whole lobby: the joins' pushes (at most one a
        // second) have all been read, and none of them waits in a socket ahead of the question.
        seenAt = users.map(() => null);
        current = { name: 'lobby', shows: { phase: 'lobby', index: -1, joined: phones } };
        const lobbyDeadline = joinsDone + LOBBY_DEADLINE_MS;
        while (
          now() < lobbyDeadline &&
          streams.some((stream, i) => stream.connected && seenAt[i] === null)
        )
          await sleep(20);
        const lobby = reachOf(
          'lobby',
          open,
          seenAt.flatMap((at) => (at === null ? [] : [at - joinsDone])),
          0,
        );
        current = null;
        await sleep(1_000);

        for (const running of servers) running.resetPeak();
        const cpuBefore = cpuNow();
        const gameStarted = now();
        const reaches: Reach[] = [];
        const answers: Timing[][] = [];
        const pooled = { question: [] as number[], reveal: [] as number[] };
        let missed = { question: 0, reveal: 0 };
        /** When the host pressed for the move being timed. */
        let movedAt = 0;
        for (const move of movesOf(QUESTIONS)) {
          const index = move.shows.index;
          const question: Timing[] = [];
          const options = optionCounts[index] ?? 0;
          if (move.shows.phase === 'question') {
            answers.push(question);
            // Each phone answers once, a think time after its stream had the question.
            answering = (phone) => {
              setTimeout(
                () => {
                  const sentAt = now();
                  poolOf(phone)
                    .request({
                      method: 'POST',
                      path: '/api/live-game/answer',
                      headers: { cookie: users[phone]!.cookie, 'content-type': 'application/json' },
                      body: JSON.stringify({
                        gameId,
                        index,
                        option: Math.floor(Math.random() * options),
                      }),
                    })
                    .then(
                      async (response) => {
                        const text = await response.body.text();
                        const ok = response.statusCode === 200;
                        question.push({ ms: now() - sentAt, ok, after: sentAt - movedAt });
                        if (!ok) refusedAs(`${response.statusCode} ${errorCode(text)}`);
                      },
                      () => {
                        question.push({ ms: now() - sentAt, ok: false, after: sentAt - movedAt });
                        refusedAs('no reply');
                      },
                    );
                },
                Math.random() * Math.min(THINK_MS, movedAt + (SECONDS - 1) * 1000 - now()),
              );
            };
          }
          seenAt = users.map(() => null);
          countersSeen = users.map(() => false);
          current = move;
          const changedAt = now();
          movedAt = changedAt;
          const pressed = await asHost(`/api/admin/live-game/${gameId}/${move.command}`, move.at);
          const hostMs = pressed.ms;
          const deadline = changedAt + REACH_DEADLINE_MS;
          while (
            now() < deadline &&
            streams.some((stream, i) => stream.connected && seenAt[i] === null)
          )
            await sleep(10);
          const delays = seenAt.flatMap((at) => (at === null ? [] : [at - changedAt]));
          const connected = streams.filter((stream) => stream.connected).length;
          reaches.push(reachOf(move.name, connected, delays, hostMs));
          if (move.shows.phase === 'question' || move.shows.phase === 'reveal') {
            pooled[move.shows.phase].push(...delays);
            missed = {
              ...missed,
              [move.shows.phase]: missed[move.shows.phase] + phones - delays.length,
            };
          }
          if (move.shows.phase === 'question') {
            // Every phone that had the question answers; the host reveals once all are back.
            const expected = delays.length;
            const until = changedAt + ANSWERS_DEADLINE_MS;
            while (now() < until && question.length < expected) await sleep(50);
            answering = null;
          } else {
            // A moment for the reveal's counters push before the next question.
            await sleep(1_000);
          }
        }
        current = null;
        const gameSeconds = (now() - gameStarted) / 1000;
        const generator = cpuSince(cpuBefore);
        const serverCpu = sumOf((running) => running.cpuSinceReset());
        const peakRss = sumOf((running) => running.peakRss());

        // The answers each question kept, and the counters against a recount.
        const kept = await database.db
          .selectFrom('live_game_answers')
          .select(['question_index', (eb) => eb.fn.countAll<number>().as('n')])
          .where('game_id', '=', gameId)
          .groupBy('question_index')
          .execute();
        const keptBy = new Map(kept.map((row) => [row.question_index, Number(row.n)]));
        const answered = Array.from({ length: QUESTIONS }, (_, i) => keptBy.get(i) ?? 0);
        const problems = await checkTeamCounters(database.db);

        const allAnswers = answers.flat();
        // The answers sent while a question was still being pushed, and the rest.
        const p99Where = (keep: (timing: Timing) => boolean) =>
          ms(percentile(sorted(allAnswers.filter(keep).map((timing) => timing.ms)), 99));
        const early = `p99 of answers sent in a question's first ${EARLY_MS / 1000} s ${p99Where((timing) => timing.after! < EARLY_MS)} ms, of the later ones ${p99Where((timing) => timing.after! >= EARLY_MS)} ms`;
        const questionReaches = reaches.filter((reach) => reach.name.startsWith('question'));
        const revealReaches = reaches.filter((reach) => reach.name.startsWith('reveal'));
        const podium = reaches.at(-1)!;
        const failures = [
          streamErrors ? `${streamErrors} streams failed` : '',
          open < phones ? `${phones - open} of ${phones} streams never opened` : '',
          joins.some((join) => !join.ok)
            ? `${joins.filter((join) => !join.ok).length} joins failed`
            : '',
          answered.some((n) => n !== phones)
            ? `answers kept per question ${answered.join(', ')}, not ${phones} each`
            : '',
          refused.size
            ? `answers refused: ${[...refused].map(([reason, n]) => `${n} × ${reason}`).join(', ')}`
            : '',
          missed.question ? `${missed.question} question pushes never reached a stream` : '',
          missed.reveal ? `${missed.reveal} reveal pushes never reached a stream` : '',
          problems.length ? `counters wrong: ${problems.join('; ')}` : '',
        ].filter(Boolean);
        // The targets, stated on each row; one missed fails its row as a failed check does.
        const slowest = (list: Reach[]) => Math.max(...list.map((reach) => reach.p99));
        const answersP99 = percentile(sorted(allAnswers.map((timing) => timing.ms)), 99);
        const questionTarget = target(
          `each question on 99% of the streams within ${REACH_TARGET_MS} ms`,
          slowest(questionReaches) <= REACH_TARGET_MS,
          `slowest ${ms(slowest(questionReaches))} ms`,
        );
        const answersTarget = target(
          `answers p99 < ${ANSWERS_TARGET_MS} ms`,
          answersP99 < ANSWERS_TARGET_MS,
          `${answersP99.toFixed(1)} ms`,
        );
        const revealTarget = target(
          `each reveal on 99% of the streams within ${REACH_TARGET_MS} ms`,
          slowest(revealReaches) <= REACH_TARGET_MS,
          `slowest ${ms(slowest(revealReaches))} ms`,
        );
        const failure = failures.length ? { failure: failures.join('; ') } : {};
        const machine = `${instances > 1 ? "the servers'" : 'server'} CPU ${((100 * serverCpu) / gameSeconds).toFixed(0)}% of a core over the game's ${gameSeconds.toFixed(0)} s (${serverCpu.toFixed(1)} s); load generator ${generator.cpu.toFixed(1)} s; machine ${(100 * generator.machineBusy).toFixed(0)}% busy`;
        const memory = `RSS ${mb(idleRss)} MB idle, ${mb(connectedRss)} MB with the streams (${perStreamKb.toFixed(1)} KB each), peak ${mb(peakRss)} MB in the game`;
        const questionFanout = {
          ...reachOf('questions', open, pooled.question, 0),
          errors: streamErrors + missed.question,
          perConnectionKb: perStreamKb,
        };
        return [
          {
            scenario: named('live game: joins'),
            database: kind,
            result: timingsResult(joins, joinSeconds, { cpu: 0, machineBusy: 0 }),
            peakMb: mb(connectedRss),
            ...(lobby.updated < open
              ? { failure: `${open - lobby.updated} streams never showed the whole lobby` }
              : {}),
            note: `${phones} phones with their stream open join the lobby, ${CONNECTIONS} connections; ${joins.filter((join) => join.ok).length} joined in ${joinSeconds.toFixed(1)} s; after the last join, the whole lobby on 50% / 99% / all streams within ${ms(lobby.p50)} / ${ms(lobby.p99)} / ${ms(lobby.max)} ms`,
          },
          {
            scenario: named('live game: question to phones'),
            database: kind,
            result: reachResult(questionReaches, pooled.question, missed.question),
            peakMb: mb(peakRss),
            serverCpu,
            fanout: questionFanout,
            detail: { reaches },
            ...withTarget(failure, questionTarget),
            note: `${questionTarget.said}; ${open} streams; the question's state ${Buffer.byteLength(questionState)} bytes; from the host's Start/Next, 50% / 99% / all, per question: ${questionReaches.map(reachNote).join('; ')}; ${memory}`,
          },
          {
            scenario: named('live game: answers'),
            database: kind,
            result: timingsResult(allAnswers, gameSeconds, generator),
            peakMb: mb(peakRss),
            serverCpu,
            detail: {
              answered,
              perQuestion: answers.map((list) => timingsResult(list, SECONDS, generator)),
            },
            ...withTarget(failure, answersTarget),
            note: `${answersTarget.said}; each phone once per question, think time 0–${THINK_MS / 1000} s after its stream had it, ${CONNECTIONS} connections; kept per question ${answered.join(', ')}; p99 per question ${answers.map((list) => ms(percentile(sorted(list.map((timing) => timing.ms)), 99))).join(', ')} ms; ${early}; counters ${problems.length ? `WRONG: ${problems.join('; ')}` : 'exact'}; ${machine}`,
          },
          {
            scenario: named('live game: reveal to phones'),
            database: kind,
            result: reachResult(revealReaches, pooled.reveal, missed.reveal),
            peakMb: mb(peakRss),
            ...withTarget(failure, revealTarget),
            note: `${revealTarget.said}; from the host's Reveal (which grades ${phones} answers), 50% / 99% / all: ${revealReaches.map(reachNote).join('; ')}; then the podium: ${reachNote(podium)}; the reveal's counters push came first on ${((100 * countersFirst) / Math.max(1, pooled.reveal.length)).toFixed(0)}% of streams`,
          },
        ] satisfies Row[];
      } finally {
        current = null;
        answering = null;
        for (const stream of streams) stream.close();
        for (const pool of pools) await pool.close();
      }
    },
    async (database) => {
      users = await seedUsers(database.db, phones, { complete: true });
      await openQuizzes(database.db);
      // A five-question game: the quiz's other questions go before the server starts.
      await database.db
        .deleteFrom('questions')
        .where('quiz_id', '=', QUIZ_ID)
        .where('position', '>=', QUESTIONS)
        .execute();
    },
  );
  if (!options.peer) return rows;
  if (!questionState) throw new Error('live game: no stream kept the first question');
  // The peer, with the game's server gone: the first question's state, byte for byte.
  const peer = await socketIoGameBroadcast(context, phones, questionState);
  return [...rows.map((row) => againstPeer(row, peer)), peer];
}

type Target = { met: boolean; said: string };

/** A target stated as met or missed, with the figure it was judged on. */
function target(name: string, met: boolean, figure: string): Target {
  return { met, said: `target ${met ? 'met' : 'MISSED'}: ${name} (${figure})` };
}

/** A row's failure with a missed target added to it. */
function withTarget(failure: { failure?: string }, { met, said }: Target): { failure?: string } {
  if (met) return failure;
  return { failure: failure.failure ? `${failure.failure}; ${said}` : said };
}

/**
 * The question's row judged against the peer's broadcast in the same run: ahead on the time to 99%
 * of the connections (the five questions pooled) and on memory per connection.
 */
function againstPeer(row: Row, peer: Row): Row {
  if (row.scenario !== 'live game: question to phones' || !row.fanout || !peer.fanout) return row;
  const ours = row.fanout;
  const theirs = peer.fanout;
  const targets = [
    target(
      'ahead of the Socket.IO peer on the time to 99%',
      ours.p99 < theirs.p99,
      `${ms(ours.p99)} against ${ms(theirs.p99)} ms`,
    ),
    target(
      'ahead of the Socket.IO peer on memory per connection',
      ours.perConnectionKb < theirs.perConnectionKb,
      `${ours.perConnectionKb.toFixed(1)} against ${theirs.perConnectionKb.toFixed(1)} KB`,
    ),
  ];
  let judged: { failure?: string } = row.failure ? { failure: row.failure } : {};
  for (const each of targets) judged = withTarget(judged, each);
  return {
    ...row,
    ...(judged.failure ? { failure: judged.failure } : {}),
    note: `${targets.map((each) => each.said).join('; ')}; ${row.note}`,
  };
}

/** The game's question reach beside the peer's broadcast of it, as multiples of the peer's. */
export function compareGameWithPeer(rows: Row[]): string[] {
  const peer = rows.find((row) => row.scenario === GAME_PEER_SCENARIO)?.fanout;
  const game = rows.find((row) => row.scenario === 'live game: question to phones');
  const reaches = (game?.detail as { reaches?: Reach[] } | undefined)?.reaches;
  if (!peer || !game?.fanout || !reaches) return [];
  const times = (ours: number, theirs: number) =>
    theirs > 0 ? `${(ours / theirs).toFixed(1)}×` : '-';
  const line = (name: string, fan: FanoutResult, kb: number, missed: number) =>
    `| ${name} | ${fan.connections} | ${fan.p50.toFixed(1)} | ${fan.p99.toFixed(1)} | ${fan.max.toFixed(1)} | ${missed} | ${kb.toFixed(1)} | ${times(fan.p99, peer.p99)} | ${times(kb, peer.perConnectionKb)} |`;
  const questions = reaches.filter((reach) => reach.name.startsWith('question'));
  return [
    '| live game: a question | connections | p50 ms | p99 ms | max ms | missed | KB per connection | p99 vs peer | memory vs peer |',
    '|---|---|---|---|---|---|---|---|---|',
    ...questions.map((reach) =>
      line(
        `Utsav, SSE, ${reach.name}`,
        reach,
        game.fanout!.perConnectionKb,
        reach.connections - reach.updated,
      ),
    ),
    // Pooled: every stream's delay of each of the five; missed counts stream-questions.
    line('Utsav, SSE, all five', game.fanout, game.fanout.perConnectionKb, game.fanout.errors),
    line(
      'Socket.IO 4 peer, the same state',
      peer,
      peer.perConnectionKb,
      peer.errors + peer.connections - peer.updated,
    ),
  ];
}
