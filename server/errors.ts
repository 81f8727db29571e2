// Errors with an HTTP status, a stable code the client branches on, and the message a user sees.
import type { FastifyError, FastifyInstance } from 'fastify';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const errors = {
  notSignedIn: () => new AppError(401, 'not_signed_in', 'Not signed in'),
  forbidden: () => new AppError(403, 'forbidden', 'You do not have access'),
  notFound: (what = 'Not found') => new AppError(404, 'not_found', what),
  badRequest: (message: string, code = 'bad_request') => new AppError(400, code, message),
};

export type ErrorBody = { error: { code: string; message: string } & Record<string, unknown> };

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
        error: { code: 'internal', message: 'Something went wrong. Please try again.' },
      } satisfies ErrorBody);
    }
    return reply.status(status).send({
      error: { code: error.code ?? 'bad_request', message: error.message },
    } satisfies ErrorBody);
  });
}
