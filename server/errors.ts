// Errors with an HTTP status, a stable code the client branches on, and the message a user sees.
import type { FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { errorMessages, type ServerErrorCode } from '../common/error-codes.js';

/** An error the client is meant to see: only a listed code, by default with its English message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ServerErrorCode,
    message: string = errorMessages[code],
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const errors = {
  notSignedIn: () => new AppError(401, 'not_signed_in'),
  forbidden: () => new AppError(403, 'forbidden'),
  notFound: () => new AppError(404, 'not_found'),
  badRequest: (message: string, code: ServerErrorCode = 'bad_request') =>
    new AppError(400, code, message),
};

/** A field's name as a message may quote it: only names a person would write, never raw input. */
function fieldName(path: readonly PropertyKey[] | undefined): string | null {
  const name = (path ?? []).map(String).join('.');
  return /^[A-Za-z][\w.]{0,40}$/.test(name) ? `"${name}"` : null;
}

/**
 * Messages for request bodies a form would never send: which field, and what it should be.
 * A schema's own messages (the spec's texts) take precedence over these.
 */
export const requestErrorMap: z.core.$ZodErrorMap = (issue) => {
  const field = fieldName(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      if (!field) return 'The request must be a JSON object';
      return issue.input === undefined
        ? `${field} is missing`
        : `${field} must be ${issue.expected === 'int' ? 'a whole number' : `a ${issue.expected}`}`;
    case 'unrecognized_keys': {
      const names = issue.keys.map((key) => fieldName([key]));
      return names.every(Boolean) && names.length <= 3
        ? `Unknown field${names.length > 1 ? 's' : ''}: ${names.join(', ')}`
        : 'The request has fields that are not allowed';
    }
    case 'too_big':
      return `${field ?? 'A value'} is too ${issue.origin === 'string' ? 'long' : 'large'}`;
    case 'too_small':
      return `${field ?? 'A value'} is too ${issue.origin === 'string' ? 'short' : 'small'}`;
    case 'invalid_value':
      return `${field ?? 'A value'} must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    default:
      return `${field ?? 'A value'} is not valid`;
  }
};

/** A request's body, query or params parsed by its schema; the first problem is a clear 400. */
export function parseInput<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value, { error: requestErrorMap });
  if (!result.success) throw errors.badRequest(result.error.issues[0]!.message);
  return result.data;
}

export type ErrorBody = {
  error: { code: ServerErrorCode; message: string } & Record<string, unknown>;
};

/**
 * Fastify's own refusals (a body over the limit or of a type no route reads, JSON that does not
 * parse) by their status, with a code from the list; a 400's message says what was wrong.
 */
function frameworkRefusal(status: number, message: string): ErrorBody['error'] {
  switch (status) {
    case 404:
      return { code: 'not_found', message: errorMessages.not_found };
    case 413:
      return { code: 'body_too_large', message: errorMessages.body_too_large };
    case 415:
      return { code: 'unsupported_media_type', message: errorMessages.unsupported_media_type };
    default:
      return { code: 'bad_request', message: message || errorMessages.bad_request };
  }
}

/** One handler for every error: 4xx messages reach the client, 5xx detail stays in the log. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({
        error: { code: error.code, message: error.message, ...error.details },
      } satisfies ErrorBody);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({
        error: { code: 'internal', message: errorMessages.internal },
      } satisfies ErrorBody);
    }
    return reply.status(status).send({
      error: frameworkRefusal(status, error.message),
    } satisfies ErrorBody);
  });
}
