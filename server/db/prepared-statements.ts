// Names PostgreSQL's statements, so that a connection parses and plans a query the first time it
// runs it, not on every request: Kysely's driver sends each query unnamed.
import { createHash } from 'node:crypto';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

/**
 * The statements one connection keeps prepared; later new texts run unnamed, as before. The app's
 * statements are far fewer, and the pool closes idle connections, which starts them afresh.
 */
export const PREPARED_PER_CONNECTION = 200;
/** Bulk writes (a row list, a long `in`) rarely repeat their text: not worth a slot. */
const MOST_PARAMETERS = 64;
/** Statements that may be prepared: not DDL, transaction control or settings. */
const PREPARABLE = /^\s*(?:select|insert|update|delete|with)\b/i;

/** PostgreSQL's refusal of a prepared statement whose tables' columns changed since it was planned. */
function isStalePlan(error: unknown): boolean {
  const { code, message } = error as { code?: string; message?: string };
  return code === '0A000' && /cached plan must not change result type/.test(message ?? '');
}

type Statements = {
  /** SQL text to statement name, for the statements this connection has prepared. */
  named: Map<string, string>;
  /** Texts this connection no longer prepares (their prepared plan went stale). */
  unnamed: Set<string>;
};

function statementName(sql: string): string {
  return `k${createHash('sha1').update(sql).digest('base64url').slice(0, 20)}`;
}

class PreparingClient implements PostgresPoolClient {
  readonly #client: pg.PoolClient;
  readonly #statements: Statements = { named: new Map(), unnamed: new Set() };

  constructor(client: pg.PoolClient) {
    this.#client = client;
  }

  #nameFor(sql: string, parameters: readonly unknown[]): string | undefined {
    const { named, unnamed } = this.#statements;
    const known = named.get(sql);
    if (known !== undefined) return known;
    if (
      named.size + unnamed.size >= PREPARED_PER_CONNECTION ||
      parameters.length > MOST_PARAMETERS ||
      unnamed.has(sql) ||
      !PREPARABLE.test(sql)
    )
      return undefined;
    const name = statementName(sql);
    named.set(sql, name);
    return name;
  }

  query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query(input: unknown, parameters?: readonly unknown[]): unknown {
    if (typeof input !== 'string') return this.#client.query(input as pg.Submittable);
    const values = [...(parameters ?? [])];
    const name = this.#nameFor(input, values);
    if (name === undefined) return this.#client.query(input, values);
    return this.#client.query({ name, text: input, values }).catch((error: unknown) => {
      // A migration changed a table under a prepared `select *`: planning failed, so nothing ran.
      // Run the text unnamed from now on; inside a transaction, the retry reports it aborted.
      if (!isStalePlan(error)) throw error;
      this.#statements.named.delete(input);
      this.#statements.unnamed.add(input);
      return this.#client.query(input, values);
    });
  }

  release(): void {
    this.#client.release();
  }
}

/** A pool for Kysely's PostgresDialect whose connections prepare the statements they run. */
export class PreparingPool implements PostgresPool {
  readonly pool: pg.Pool;
  readonly #clients = new WeakMap<pg.PoolClient, PreparingClient>();

  constructor(pool: pg.Pool) {
    this.pool = pool;
  }

  async connect(): Promise<PreparingClient> {
    const client = await this.pool.connect();
    // Kysely keeps one connection per client object, so a client keeps one wrapper.
    let preparing = this.#clients.get(client);
    if (!preparing) {
      preparing = new PreparingClient(client);
      this.#clients.set(client, preparing);
    }
    return preparing;
  }

  end(): Promise<void> {
    return this.pool.end();
  }
}
