// What a scope of upload routes reads: the bodies it takes (read whole, handed on as the stream,
// or multipart forms within their limits) and Fastify's own refusals of a body in the scope's
// words. Only such a scope reads a body other than JSON, and only its routes may pass the 64 kB
// every other request keeps to (each with its bodyLimit, from common/upload-limits.ts).
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { AppError } from '../errors.js';
import { acceptForms, type FormLimits } from './multipart-forms.js';

/** A refusal Fastify makes before the route runs, as the scope's own error for this request. */
type Refusal = (request: FastifyRequest) => AppError;

export type UploadScope = {
  /** Types read whole into `request.body` (a Buffer), within the route's bodyLimit. */
  whole?: readonly string[];
  /** Types handed on as the request stream itself, which the route bounds as it reads. */
  streamed?: readonly string[];
  /** Multipart forms, read part by part with formParts() within these limits. */
  forms?: FormLimits;
  /** Takes JSON too, as every other scope does; without it, a JSON body is a type not accepted. */
  json?: boolean;
  /** A body past its route's bodyLimit. */
  tooLarge?: Refusal;
  /** A body of a type the scope does not read, or of no type. */
  notAccepted?: Refusal;
};

/** Lets this scope's routes read the bodies `scope` lists, and words Fastify's refusals of them. */
export async function acceptUploads(app: FastifyInstance, scope: UploadScope): Promise<void> {
  if (!scope.json) app.removeAllContentTypeParsers();
  if (scope.whole?.length)
    app.addContentTypeParser([...scope.whole], { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
  // The connection itself: the route counts its bytes as they come.
  if (scope.streamed?.length)
    app.addContentTypeParser([...scope.streamed], (_request, payload, done) => done(null, payload));
  if (scope.forms) await acceptForms(app, scope.forms);

  const { tooLarge, notAccepted } = scope;
  if (!tooLarge && !notAccepted) return;
  // Anything else goes on to the app's handler.
  app.setErrorHandler((error: FastifyError, request) => {
    if (tooLarge && error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw tooLarge(request);
    const untyped = error.code === 'FST_ERR_CTP_EMPTY_TYPE';
    if (notAccepted && (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || untyped))
      throw notAccepted(request);
    throw error;
  });
}
