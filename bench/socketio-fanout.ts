// The live fan-out's peer, measured like Utsav's SSE fan-out: as many clients, the same counters
// payload, one broadcast caused by one HTTP request, the server's memory per connection from /proc.
// The clients speak Engine.IO v4 / Socket.IO v5 over bare `ws` websockets, as the SSE side reads
// bare sockets: socket.io-client adds a manager, an engine and a socket per connection, and the
// load process has to hold 10,000 of them beside the server on two cores.
import WebSocket from 'ws';
import { readSiteFile } from '../server/features/setup/setup-folder.js';
import {
  fanout,
  fanoutLoadResult,
  type FanoutResult,
  type Subscriber,
  type SubscriberEvents,
} from './fanout.js';
import { mb, type Context, type Row } from './scenarios.js';
import { startSocketIoPeer } from './servers.js';

const PEER_SCENARIO = 'live fan-out peer: Socket.IO 4';

/**
 * One Socket.IO client of the main namespace: the server opens with `0{…}`, the client connects
 * with `40`, pings `2` are answered `3`, events arrive as `42["name",payload]`. The first event
 * is the snapshot the peer sends on connection.
 */
function openSocketIoClient(port: number, events: SubscriberEvents): Subscriber {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/socket.io/?EIO=4&transport=websocket`, {
    perMessageDeflate: false,
  });
  const client: Subscriber = { connected: false, at: null, close: () => socket.terminate() };
  let failed = false;
  const fail = () => {
    if (failed) return;
    failed = true;
    events.onError();
  };
  socket.on('message', (data) => {
    const text = (data as Buffer).toString();
    if (text === '2') return socket.send('3');
    if (text.startsWith('0')) return socket.send('40');
    if (text.startsWith('44')) return fail();
    if (!text.startsWith('42')) return;
    if (!client.connected) {
      client.connected = true;
      return events.onFirst();
    }
    if (client.at === null && events.changed(text)) client.at = performance.now();
  });
  socket.on('error', fail);
  // Closed by the server before the snapshot: counted, or the batch would wait for it forever.
  socket.on('close', () => !client.connected && fail());
  return client;
}

/** What one broadcast on the peer measured, and its memory per socket. */
type PeerBroadcast = FanoutResult & { perConnectionKb: number; peakMb: number };

/**
 * Opens `count` sockets on a fresh peer, then makes one change through its control port (`path`,
 * with `body`) and times it until each socket has an event for which `changed` is true.
 */
async function peerBroadcast(
  context: Context,
  count: number,
  change: { path: string; body?: string; changed: (text: string) => boolean },
): Promise<PeerBroadcast> {
  const server = await startSocketIoPeer(context.dir);
  try {
    const port = Number(new URL(server.base).port);
    // Warm the server up, then take its memory without sockets.
    await fetch(`${server.base}/readyz`);
    const idleRss = server.rss();
    let connectedRss = 0;
    const changes = await fanout({
      count,
      open: (_index, events) => openSocketIoClient(port, events),
      afterConnect: async () => {
        connectedRss = server.rss();
      },
      changes: [
        {
          changed: change.changed,
          change: async () => {
            const response = await fetch(`${server.base}${change.path}`, {
              method: 'POST',
              ...(change.body === undefined
                ? {}
                : { headers: { 'content-type': 'application/json' }, body: change.body }),
            });
            if (!response.ok) throw new Error(`peer: ${response.status}`);
          },
        },
      ],
    });
    const { missed: _missed, ...result } = changes[0]!;
    const perConnection = (connectedRss - idleRss) / Math.max(1, result.connections);
    return { ...result, perConnectionKb: perConnection / 1024, peakMb: mb(server.peakRss()) };
  } finally {
    await server.stop();
  }
}

const peerRow = (scenario: string, what: string, broadcast: PeerBroadcast): Row => {
  const { peakMb, perConnectionKb, ...result } = broadcast;
  return {
    scenario,
    database: '-',
    result: fanoutLoadResult(result),
    peakMb,
    fanout: { ...result, perConnectionKb },
    note: `${result.connections} websockets; ${result.updated} ${what}; 99% within ${result.p99.toFixed(0)} ms of the change; ${perConnectionKb.toFixed(1)} KB server memory per socket`,
  };
};

/** (3b) Open Socket.IO sockets on one process, one broadcast, time until 99% have it. */
export async function socketIoFanout(context: Context, count: number): Promise<Row> {
  // The peer's counters start at 0: after the change, team central has 1 registration.
  const team = readSiteFile('content').teams.find((candidate) => candidate.key === 'central')!;
  const central = { key: team.key, label: team.label.en, capacity: team.capacity };
  const marker = `${JSON.stringify({ ...central, registrations: 1 }).slice(1, -1)},`;
  const broadcast = await peerBroadcast(context, count, {
    path: '/register/central',
    changed: (text) => text.includes(marker),
  });
  return peerRow(PEER_SCENARIO, 'updated', broadcast);
}

/** The live game's peer row: the same state, broadcast by the peer to as many sockets. */
export const GAME_PEER_SCENARIO = 'live game peer: Socket.IO 4';

/**
 * (11b) The live game's question on the peer: `state` (the `game` event's data as Utsav's streams
 * had it, so the same bytes) broadcast to `count` sockets, timed until each has it.
 */
export async function socketIoGameBroadcast(
  context: Context,
  count: number,
  state: string,
): Promise<Row> {
  const broadcast = await peerBroadcast(context, count, {
    path: '/game',
    body: state,
    changed: (text) => text.startsWith('42["game",'),
  });
  return peerRow(GAME_PEER_SCENARIO, 'had the question', broadcast);
}

/** Utsav's fan-out rows beside the peer's, with Utsav's figures as multiples of the peer's. */
export function compareWithPeer(rows: Row[]): string[] {
  const peer = rows.find((row) => row.scenario === PEER_SCENARIO)?.fanout;
  const sse = rows.filter((row) => row.scenario === 'live fan-out' && row.fanout);
  if (!peer) return [];
  const times = (ours: number, theirs: number) =>
    theirs > 0 ? `${(ours / theirs).toFixed(1)}×` : '-';
  const line = (name: string, database: string, fan: NonNullable<Row['fanout']>) =>
    `| ${name} | ${database} | ${fan.connections} | ${fan.p50.toFixed(1)} | ${fan.p99.toFixed(1)} | ${fan.max.toFixed(1)} | ${fan.errors + fan.connections - fan.updated} | ${fan.perConnectionKb.toFixed(1)} | ${times(fan.p99, peer.p99)} | ${times(fan.perConnectionKb, peer.perConnectionKb)} |`;
  return [
    '| live fan-out | database | connections | p50 ms | p99 ms | max ms | errors | KB per connection | p99 vs peer | memory vs peer |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...sse.map((row) => line('Utsav, SSE', row.database, row.fanout!)),
    line('Socket.IO 4 peer', '-', peer),
  ];
}
