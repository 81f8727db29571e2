// Multipart forms (the profile with its photo): the parser's limits, and the whole body bounded by
// them as it arrives. The parser reads the request itself, so a route's bodyLimit never applies to
// it: without a count here a form whose closing boundary never comes would be read to its end.
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import fastifyMultipart, { type Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppError } from '../errors.js';

export type FormLimits = {
  /** The most one file may be. */
  fileSize: number;
  files: number;
  fields: number;
  /** The most one field's value may be. */
  fieldSize: number;
  parts: number;
};

/** Room for a form's own bytes beside its files and its fields' values: boundaries, part headers. */
const FORM_ALLOWANCE = 64 * 1024;

/** A form's part headers: a browser sends two (Content-Disposition, Content-Type). */
const HEADER_PAIRS = 8;

/**
 * A refused form's rest is read and dropped up to this much, so that a small form sent whole has
 * been read by the time it is answered and its connection can serve the next request.
 */
const DROP_MAX_BYTES = 256 * 1024;
/**
 * Past that, the rest is left unread, and the connection stays open this long after the answer, so
 * the client reads the answer rather than a reset (a socket closed with bytes unread is reset).
 */
const LINGER_MS = 2_000;
/** A refusal whose answer never goes out (the handler failed otherwise) still ends the connection. */
const ANSWER_WAIT_MS = 10_000;

/** The most a whole form may be: its files and fields at their limits, and the allowance. */
function formMaxBytes(limits: FormLimits): number {
  return limits.files * limits.fileSize + limits.fields * limits.fieldSize + FORM_ALLOWANCE;
}

/** Lets this scope's routes read multipart forms, within these limits. */
export async function acceptForms(app: FastifyInstance, limits: FormLimits): Promise<void> {
  await app.register(fastifyMultipart, { limits: { ...limits, headerPairs: HEADER_PAIRS } });
}

/** Requests whose rest is being dropped: refused once, whoever notices first. */
const dropping = new WeakSet<IncomingMessage>();

/**
 * Stops parsing a refused form. Its rest is dropped up to DROP_MAX_BYTES, then left unread (the
 * sender is held back by TCP's own flow control) and the connection closed shortly after the answer.
 */
function dropRestOfForm(request: FastifyRequest, reply: FastifyReply): void {
  const raw = request.raw;
  if (dropping.has(raw)) return;
  dropping.add(raw);
  raw.unpipe();
  if (raw.complete) return;
  let dropped = 0;
  raw.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > DROP_MAX_BYTES) raw.pause();
  });
  raw.resume();
  const close = () => {
    if (!raw.complete) raw.destroy();
  };
  let timer = setTimeout(close, ANSWER_WAIT_MS);
  timer.unref();
  reply.raw.once('finish', () => {
    clearTimeout(timer);
    timer = setTimeout(close, LINGER_MS);
    timer.unref();
  });
  raw.once('close', () => clearTimeout(timer));
}

/**
 * The form's parts, in order. Fails with `tooLarge()` as soon as the body passes the form's limit,
 * said in Content-Length or counted as it arrives, whether the parser is between parts, inside a
 * field, before the first boundary or inside a file (whose stream then fails with it too). Left
 * before its end (that refusal, a part refused by the route, a form that is not valid), the rest of
 * the request is not read.
 */
export async function* formParts(
  request: FastifyRequest,
  reply: FastifyReply,
  limits: FormLimits,
  tooLarge: () => AppError,
): AsyncGenerator<Multipart> {
  const maxBytes = formMaxBytes(limits);
  if (Number(request.headers['content-length'] ?? 0) > maxBytes) {
    dropRestOfForm(request, reply);
    throw tooLarge();
  }
  const parts = request.parts()[Symbol.asyncIterator]();
  let refuse!: (error: AppError) => void;
  const overLimit = new Promise<never>((_resolve, reject) => (refuse = reject));
  overLimit.catch(() => {});
  let current: Readable | null = null;
  let ended = false;
  let counting = false;
  let received = 0;
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received <= maxBytes) return;
    request.raw.off('data', count);
    const error = tooLarge();
    dropRestOfForm(request, reply);
    current?.destroy(error);
    refuse(error);
  };
  try {
    for (;;) {
      const next = parts.next();
      // The first call starts the parser reading the request; the count starts with it.
      if (!counting) request.raw.on('data', count);
      counting = true;
      // A part that never comes settles only when the request closes: nobody waits for it then.
      next.catch(() => {});
      const result: IteratorResult<Multipart> = await Promise.race([next, overLimit]);
      if (result.done) {
        ended = true;
        return;
      }
      current = result.value.type === 'file' ? result.value.file : null;
      yield result.value;
    }
  } finally {
    request.raw.off('data', count);
    if (!ended) dropRestOfForm(request, reply);
  }
}
