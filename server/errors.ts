// Errors with an HTTP status, a stable code the client branches on, and the message a user sees.
import type { FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { errorMessages, errorStatus, type ServerErrorCode } from '../common/error-codes.js';
import { isMessageKey, messages } from '../common/messages.js';

/** What an error names beyond its code: the form field it is about, and values its text uses. */
export type ErrorDetails = {
  /** The field of the form or request the error is about. */
  field?: string;
  /** Values the client's text for the code may use: the minutes to wait, a file's line. */
  params?: Record<string, string | number>;
};

/**
 * An error the client is meant to see: only a listed code, answered with the code's status and, by
 * default, its English message (common/error-codes.ts `errorStatus` and `errorMessages`).
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly field?: string;
  readonly params?: Record<string, string | number>;

  constructor(
    readonly code: ServerErrorCode,
    { message = errorMessages[code], field, params }: ErrorDetails & { message?: string } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = errorStatus[code];
    this.field = field;
    this.params = params;
  }
}

/** A field's name as an error may give it: only names a person would write, never raw input. */
function fieldPath(path: readonly PropertyKey[] | undefined): string | null {
  const name = (path ?? []).map(String).join('.');
  return /^[A-Za-z][\w.]{0,40}$/.test(name) ? name : null;
}

/** A field's name as a message quotes it. */
function fieldName(path: readonly PropertyKey[] | undefined): string | null {
  const name = fieldPath(path);
  return name === null ? null : `"${name}"`;
}

/**
 * Messages for request bodies a form would never send: which field, and what it should be.
 * A schema's own messages (the spec's texts) take precedence over these.
 */
const requestErrorMap: z.core.$ZodErrorMap = (issue) => {
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

/** How parseInput answers a request it refuses. */
export type InputRefusal = {
  /** The code to answer with; `bad_request` when not given. */
  code?: ServerErrorCode;
  /**
   * For a form's schema, whose rules name their texts (common/messages.ts): only those refusals
   * answer `code`; anything a form never sends (an unknown field, say) answers `bad_request`.
   */
  formRulesOnly?: boolean;
};

/**
 * A request's body, query or params parsed by its schema; the first problem is refused with the
 * given code, naming the field when there is one. A rule whose message names a text of
 * common/messages.ts answers that text in English, with its name as `params.reason`; any other
 * problem answers the code's own message, or for `bad_request` what was wrong (requestErrorMap).
 */
export function parseInput<T>(
  schema: z.ZodType<T>,
  value: unknown,
  { code = 'bad_request', formRulesOnly = false }: InputRefusal = {},
): T {
  const result = schema.safeParse(value, { error: requestErrorMap });
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = fieldPath(issue.path) ?? undefined;
  if (isMessageKey(issue.message)) {
    throw new AppError(code, {
      message: messages[issue.message],
      field,
      params: { reason: issue.message },
    });
  }
  const refusal = formRulesOnly ? 'bad_request' : code;
  // A bad request says what was wrong in words; any other code keeps its own message.
  throw new AppError(refusal, {
    message: refusal === 'bad_request' ? issue.message : undefined,
    field,
  });
}

/** What every error answer's body is: the code, its English message, and what it names. */
export type ErrorBody = {
  error: { code: ServerErrorCode; message: string } & ErrorDetails;
};

/**
 * Fastify's and its plugins' own refusals (a body over the limit or of a type no route reads, JSON
 * that does not parse, a file the static plugin will not serve) by their status, as a code of the
 * list answered with that code's status; any other refusal is a bad request saying what was wrong.
 */
function frameworkRefusal(status: number, message: string): AppError {
  switch (status) {
    case 403:
      return new AppError('forbidden');
    case 404:
      return new AppError('not_found');
    case 413:
      return new AppError('body_too_large');
    case 415:
      return new AppError('unsupported_media_type');
    default:
      return new AppError('bad_request', { message: message || undefined });
  }
}

/** The body that answers an error: its code, its message, and the field and values it names. */
function errorBody(error: AppError): ErrorBody {
  return {
    error: {
      code: error.code,
      message: error.message,
      ...(error.field === undefined ? {} : { field: error.field }),
      ...(error.params === undefined ? {} : { params: error.params }),
    },
  };
}

/** One handler for every error: 4xx messages reach the client, 5xx detail stays in the log. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      // A refusal that names its wait says so in the header too, for proxies and plain clients.
      const wait = error.params?.retryAfterSeconds;
      if (typeof wait === 'number') void reply.header('retry-after', String(wait));
      return reply.status(error.statusCode).send(errorBody(error));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      const internal = new AppError('internal');
      return reply.status(internal.statusCode).send(errorBody(internal));
    }
    const refusal = frameworkRefusal(status, error.message);
    return reply.status(refusal.statusCode).send(errorBody(refusal));
  });
}
