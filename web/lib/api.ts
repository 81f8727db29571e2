// The one client for the server's JSON API: every reply is parsed with its schema from common/, and
// every failure becomes an ApiError: the server's code with what it names, or a client code when
// there is none.
import type * as z from 'zod/mini';
import type { ApiErrorBody } from '../../common/api';

/** The named values a refusal's text is built with: the minutes to wait, the line of a file. */
export type ErrorParams = Readonly<NonNullable<ApiErrorBody['error']['params']>>;

/** What a refusal names beside its code: the form field to put right, and the values of its text. */
type RefusalDetails = { field?: string; params?: ErrorParams };

export class ApiError extends Error {
  /** The form field the refusal is about, when it is about one. */
  readonly field?: string;
  readonly params?: ErrorParams;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    details: RefusalDetails = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.field = details.field;
    this.params = details.params;
  }
}

/** A zod/mini schema of a reply (common/): what the caller gets is what it checked. */
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

/** The values of `params` that are strings or numbers; anything else is not the server's. */
function paramsOf(value: unknown): ErrorParams | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string | number] =>
      typeof entry[1] === 'string' || typeof entry[1] === 'number',
  );
  return Object.fromEntries(entries);
}

/** The server's `{ error }` body, read by hand: this module is on the first screen, zod is not. */
function failureOf(payload: unknown): Partial<ApiErrorBody['error']> {
  const error = (payload as { error?: unknown } | null)?.error;
  if (typeof error !== 'object' || error === null) return {};
  const { code, message, field, params } = error as Record<string, unknown>;
  return {
    code: typeof code === 'string' ? code : undefined,
    message: typeof message === 'string' ? message : undefined,
    field: typeof field === 'string' ? field : undefined,
    params: paramsOf(params),
  };
}

/** The server's HTTP reply: the status, and the body as JSON (null when there was none, or not JSON). */
export type ServerReply = { path: string; status: number; statusText: string; payload: unknown };

const isSuccess = (status: number) => status >= 200 && status < 300;

/** A refusal: the server's code and message, or `http_<status>` when it sent none (a proxy). */
function refusal({ status, statusText, payload }: ServerReply): ApiError {
  const { code, message, field, params } = failureOf(payload);
  return new ApiError(status, code ?? `http_${status}`, message ?? statusText, { field, params });
}

/**
 * A reply's body parsed with `schema`, or an ApiError: a refusal, or `unexpected_response` for
 * a body that does not match (an older page talking to a newer server, say).
 */
export function readReply<S extends ResponseSchema>(reply: ServerReply, schema: S): z.infer<S> {
  if (!isSuccess(reply.status)) throw refusal(reply);
  const parsed = schema.safeParse(reply.payload);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue?.path.map(String).join('.') || 'body';
  throw new ApiError(
    reply.status,
    'unexpected_response',
    `Unexpected answer from ${reply.path}: ${where}: ${issue?.message ?? 'not as expected'}`,
  );
}

/** Sends a request and parses its reply with `schema`; a null schema reads only the status. */
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
  // Reported below when the reply needs it; a refusal needs no schema.
  loading.catch(() => {});
  const reply = await send(path, options);
  if (!isSuccess(reply.status)) throw refusal(reply);
  const loaded = await loading;
  if (loaded !== null) return readReply(reply, loaded);
}

async function send(path: string, options: RequestOptions): Promise<ServerReply> {
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
