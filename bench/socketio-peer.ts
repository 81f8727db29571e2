// The live fan-out's peer: a bare Socket.IO 4 server, WebSocket transport only, as self-hosted quiz
// apps (Rahoot, ClassQuiz) push live updates. It holds the team counters Utsav's stream sends, sends
// them to each socket that connects, and broadcasts them when told of a registration; told of a live
// game's move, it broadcasts the game's state the request carries (as Rahoot sends a question).
//   node --import tsx bench/socketio-peer.ts PORT [CONTENT_DIR]
import http from 'node:http';
import { Server } from 'socket.io';
import type { TeamStat } from '../common/dashboard.js';
import { readSiteFile } from '../server/features/setup/setup-folder.js';

const port = Number(process.argv[2] ?? 0);
const teams: TeamStat[] = readSiteFile(process.argv[3] ?? 'content').teams.map((team) => ({
  key: team.key,
  label: team.label.en,
  capacity: team.capacity,
  registrations: 0,
  points: 0,
}));

// The control endpoints, on the same port: requests outside /socket.io/ fall through to here.
const httpServer = http.createServer((request, response) => {
  if (request.method === 'POST' && request.url === '/register/central') {
    // What completing a profile in team central does to Utsav's counters, then one broadcast.
    teams.find((team) => team.key === 'central')!.registrations += 1;
    io.emit('counters', teams);
    response.writeHead(204).end();
  } else if (request.method === 'POST' && request.url === '/game') {
    // The state arrives as JSON and leaves as Socket.IO encodes an event: once for every socket.
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      io.emit('game', JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown);
      response.writeHead(204).end();
    });
  } else if (request.method === 'GET' && request.url === '/readyz') {
    response.writeHead(200, { 'content-type': 'text/plain' }).end(String(io.engine.clientsCount));
  } else {
    response.writeHead(404).end();
  }
});
const io = new Server(httpServer, {
  transports: ['websocket'],
  serveClient: false,
  // The default, said out loud: compression would cost each socket a zlib context.
  perMessageDeflate: false,
});
io.on('connection', (socket) => socket.emit('counters', teams));

httpServer.listen(port, '127.0.0.1', () => process.stdout.write('Server listening\n'));
// An exit rather than death by the signal, so that --cpu-prof writes its profile.
process.once('SIGTERM', () => process.exit(0));
