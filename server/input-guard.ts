// Text no database keeps as it was sent: a NUL character (PostgreSQL refuses it, SQLite cuts text
// at it) or half of a surrogate pair (stored as replacement characters). Neither comes from a form
// or a link; a request carrying one in its path, query or JSON body is refused before any route runs.
import { Stream } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';

// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSAVEABLE = /[\u0000\p{Cs}]/u;

function holdsUnsaveable(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return UNSAVEABLE.test(value);
  // An uploaded file's bytes are read by its own route, which decodes them as what they are; a
  // streamed one (a video, a setup file) is the connection itself, whose innards are no input.
  if (
    value === null ||
    typeof value !== 'object' ||
    Buffer.isBuffer(value) ||
    value instanceof Stream ||
    depth > 32
  )
    return false;
  for (const [key, item] of Object.entries(value)) {
    if (UNSAVEABLE.test(key) || holdsUnsaveable(item, depth + 1)) return true;
  }
  return false;
}

export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (
      holdsUnsaveable(request.params) ||
      holdsUnsaveable(request.query) ||
      holdsUnsaveable(request.body)
    ) {
      throw new AppError('unsaveable_text');
    }
  });
}
