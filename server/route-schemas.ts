// A route's contract is declared on the route: its params, query and body as the zod schemas of
// common/, with the refusal a request that breaks each one gets, and its reply. Fastify checks them
// with zod before the handler runs (after the session hooks, so a signed-out request is still told
// so first) and types `request.params`, `request.query` and `request.body` from them.
import type {
  FastifyInstance,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
  FastifyTypeProvider,
} from 'fastify';
import type { z } from 'zod';
import { parseInput, type InputRefusal } from './errors.js';

/** A request part's schema, and how a request that breaks it is refused (400 bad_request by default). */
class RequestPart<T extends z.ZodType> {
  constructor(
    readonly zod: T,
    readonly refusal: InputRefusal = {},
  ) {}
}

/** `params: refusedAs(QuizParams, { code: 'not_found' })`: a malformed id is a page that is not there. */
export const refusedAs = <T extends z.ZodType>(zod: T, refusal: InputRefusal) =>
  new RequestPart(zod, refusal);

const schemaOf = (schema: unknown): RequestPart<z.ZodType> =>
  schema instanceof RequestPart
    ? (schema as RequestPart<z.ZodType>)
    : new RequestPart(schema as z.ZodType);

/**
 * Types a route's request parts and reply from its zod schemas. A reply's schema may be zod/mini
 * (common/'s replies are, for the browser), so the handler's answer is typed by it too.
 */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends RequestPart<infer T>
    ? z.output<T>
    : this['schema'] extends z.ZodType
      ? z.output<this['schema']>
      : unknown;
  serializer: this['schema'] extends z.core.$ZodType ? z.input<this['schema']> : unknown;
}

/** Each part is parsed as the handlers used to parse it: the same codes, messages and fields. */
const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema }) => {
  const { zod, refusal } = schemaOf(schema);
  return (data: unknown) => {
    try {
      return { value: parseInput(zod, data, refusal) };
    } catch (error) {
      return { error: error as Error };
    }
  };
};

/**
 * A reply is checked against its schema before it is sent: a reply that drifted from the contract
 * the browser parses it with is a server error here, not a screen that breaks on the phone. The
 * check costs about a microsecond on the answer route (docs/performance.md); what is sent is the
 * reply itself, not a copy zod made.
 */
const serializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, url }) => {
  const zod = schema as z.ZodType;
  return (data: unknown) => {
    const checked = zod.safeParse(data);
    // Logged with its detail; the phone is told only that the server failed.
    if (!checked.success)
      throw new Error(`the reply of ${url} breaks its schema: ${checked.error.message}`);
    return JSON.stringify(data);
  };
};

/** Installs zod as every route's validator and serializer, for this instance and its plugins. */
export function checkRoutesWithZod(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
}
