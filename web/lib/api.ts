// The one client for the server's JSON API: every answer is parsed with its schema from common/, and
// every failure becomes an ApiError: the server's message, or a client code when there is none.
import type * as z from 'zod/mini';
import type { ApiErrorBody } from '../../common/api';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly retryAfterSeconds?: number,
    /** The line of an uploaded file the server could not read. */
    readonly line?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A zod/mini schema of an answer (common/): what the caller gets is what it checked. */
export type ResponseSchema = z.ZodMiniType;

/**
 * The schema, or a function that loads it beside the request: a screen that must not wait for zod
 * to load before it asks (the first screen's GET /api/me) fetches the two at once.
 */
type SchemaSource<S extends ResponseSchema> = S | (() => Promise<S>);

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
};

export const networkError = () =>
  new ApiError(0, 'network', 'Network error. Please check your connection.');

type Failure = Partial<Pick<ApiErrorBody['error'], 'code' | 'message'>> & {
  retryAfterSeconds?: number;
  line?: number;
};

/** The server's `{ error }` body, read by hand: this module is on the first screen, zod is not. */
function failureOf(payload: unknown): Failure {
  const error = (payload as { error?: unknown } | null)?.error;
  if (typeof error !== 'object' || error === null) return {};
  const { code, message, params } = error as Record<string, unknown>;
  const { retryAfterSeconds, line } = (
    typeof params === 'object' && params !== null ? params : {}
  ) as Record<string, unknown>;
  return {
    code: typeof code === 'string' ? code : undefined,
    message: typeof message === 'string' ? message : undefined,
    retryAfterSeconds: typeof retryAfterSeconds === 'number' ? retryAfterSeconds : undefined,
    line: typeof line === 'number' ? line : undefined,
  };
}

/** What came back: the status, and the body as JSON (null when there was none, or not JSON). */
export type Answer = { path: string; status: number; statusText: string; payload: unknown };

const isSuccess = (status: number) => status >= 200 && status < 300;

/** A refusal: the server's code and message, or `http_<status>` when it sent none (a proxy). */
function refusal({ status, statusText, payload }: Answer): ApiError {
  const failure = failureOf(payload);
  return new ApiError(
    status,
    failure.code ?? `http_${status}`,
    failure.message ?? statusText,
    failure.retryAfterSeconds,
    failure.line,
  );
}

/**
 * An answer's body parsed with `schema`, or an ApiError: a refusal, or `unexpected_response` for
 * a body that does not match (an older page talking to a newer server, say).
 */
export function readAnswer<S extends ResponseSchema>(answer: Answer, schema: S): z.infer<S> {
  if (!isSuccess(answer.status)) throw refusal(answer);
  const parsed = schema.safeParse(answer.payload);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue?.path.map(String).join('.') || 'body';
  throw new ApiError(
    answer.status,
    'unexpected_response',
    `Unexpected answer from ${answer.path}: ${where}: ${issue?.message ?? 'not as expected'}`,
  );
}

/** Sends a request and parses its answer with `schema`; a null schema reads only the status. */
export async function apiRequest<S extends ResponseSchema>(
  path: string,
  schema: SchemaSource<S>,
  options?: RequestOptions,
): Promise<z.infer<S>>;
export async function apiRequest(
  path: string,
  schema: null,
  options?: RequestOptions,
): Promise<void>;
export async function apiRequest<S extends ResponseSchema>(
  path: string,
  schema: SchemaSource<S> | null,
  options: RequestOptions = {},
): Promise<z.infer<S> | void> {
  const loading = typeof schema === 'function' ? schema() : Promise.resolve(schema);
  // Reported below when the answer needs it; a refusal needs no schema.
  loading.catch(() => {});
  const answer = await send(path, options);
  if (!isSuccess(answer.status)) throw refusal(answer);
  const loaded = await loading;
  if (loaded !== null) return readAnswer(answer, loaded);
}

async function send(path: string, options: RequestOptions): Promise<Answer> {
  const { method = 'GET', body, signal } = options;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      signal,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw networkError();
  }
  const payload: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  return { path, status: response.status, statusText: response.statusText, payload };
}
