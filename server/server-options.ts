// The Fastify instance's options: one log line per request (a venue screen's key left out), the
// proxies trusted, the body limit, the timeouts, and an address that does not decode refused in
// our error shape.
import type { Writable } from 'node:stream';
import {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { errorMessages } from '../common/error-codes.js';
import type { Config } from './config.js';
import { stdoutLines } from './log-output.js';
import type { ErrorBody } from './errors.js';

/** A venue screen's link is its only key: the log keeps where a request went, not the key. */
function withoutScreenToken(url: string): string {
  return url.replace(/^\/(api\/)?screen\/[^/?#]+/, '/$1screen/[token]');
}

/** One log line per request, when it is answered, instead of one on arrival and one on answer. */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) return super.requestCompleted(error, request, reply);
    request.log.info(
      {
        method: request.method,
        url: withoutScreenToken(request.url),
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        ip: request.ip,
      },
      'request',
    );
  }
}

/** The options for `config`, logging to `logStream` when a test reads the log. */
export function serverOptions(config: Config, logStream?: Writable): FastifyServerOptions {
  return {
    logger: { level: config.logLevel, stream: logStream ?? stdoutLines() },
    // A number trusts that many proxies in front (X-Forwarded-For hops).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    logController: new OneLinePerRequest(),
    bodyLimit: 64 * 1024,
    // A request must arrive whole within 2 minutes (a 10 MB photo on a slow phone network); a
    // client that trickles its headers (slow-loris) is cut off after 20 s (plugins/lifecycle.ts).
    requestTimeout: 120_000,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // An address that does not decode (%zz, half a character) gets our error shape, not the router's,
    // and the address is not echoed back.
    frameworkErrors: (error, _request, reply) => {
      void (reply as FastifyReply).status(400).send({
        error: {
          code: error.code === 'FST_ERR_BAD_URL' ? 'bad_url' : 'bad_request',
          message: errorMessages.bad_url,
        },
      } satisfies ErrorBody);
    },
  };
}
