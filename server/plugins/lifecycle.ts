// How connections come and go: a client that trickles its headers is cut off, and on shutdown the
// server says it is draining and lets go of connections that never sent a request.
import type { Socket } from 'node:net';
import { appPlugin } from './app-plugin.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when shutdown begins, so /readyz tells the load balancer to stop sending traffic. */
    draining: boolean;
  }
}

/** A slow-loris client (headers a byte at a time) is cut off after this. */
const HEADERS_TIMEOUT_MS = 20_000;

export const lifecycle = appPlugin('lifecycle', async (app) => {
  app.server.headersTimeout = HEADERS_TIMEOUT_MS;
  app.decorate('draining', false);
  // A connection that has not sent a byte (a browser's preconnect, a client's spare socket) is not
  // idle to Node, which waits for its request until the headers timeout: a shutdown would wait
  // with it. It has nothing in flight, so it goes when the server starts closing.
  const connections = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });
  app.addHook('preClose', async () => {
    for (const socket of connections) if (socket.bytesRead === 0) socket.destroy();
  });
});
