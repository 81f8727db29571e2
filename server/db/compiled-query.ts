// Queries Kysely builds and compiles once per database, then runs with each call's values: on a
// path every sign-in takes, building and compiling a query cost as much as SQLite running it.
import type { CompiledQuery, DialectAdapter, Kysely, QueryResult } from 'kysely';
import type { Database } from './schema.js';

/** Stands for one named value while the query is built, and marks where its parameter goes. */
class Placeholder {
  constructor(readonly name: string) {}
  // Arithmetic on a placeholder would be compiled as a constant (NaN): compute it before the call.
  [Symbol.toPrimitive](): never {
    throw new Error(`compiled query: "${this.name}" was used in an expression, not as a value`);
  }
}

/** Where each compiled parameter comes from: a named value of the call, or a constant of the query. */
type Source = { name: string } | { constant: unknown };

type Template = { compiled: CompiledQuery; sources: Source[] };

type Db = Kysely<Database>;

/** A query builder, or a `sql` template (which compiles for a database given to it). */
type Query<Row> = { compile(db: Db): CompiledQuery<Row> };

/** A query compiled once: run with a database or transaction and the values it names. */
export type CompiledOnce<Values, Row> = (db: Db, values: Values) => Promise<QueryResult<Row>>;

function compileTemplate<Values extends Record<string, unknown>, Row>(
  db: Db,
  build: (db: Db, values: Values) => Query<Row>,
): Template {
  const used = new Set<string>();
  const placeholders = new Proxy({} as Values, {
    get: (_, name) => {
      if (typeof name !== 'string') return undefined;
      used.add(name);
      return new Placeholder(name);
    },
  });
  const compiled = build(db, placeholders).compile(db);
  const sources = compiled.parameters.map((parameter): Source =>
    parameter instanceof Placeholder ? { name: parameter.name } : { constant: parameter },
  );
  for (const name of used) {
    // A value Kysely wrote into the text (sql.lit, an identifier) would stay the first call's.
    if (!sources.some((source) => 'name' in source && source.name === name))
      throw new Error(`compiled query: "${name}" did not become a parameter`);
  }
  return { compiled, sources };
}

/**
 * Compiles `build`'s query the first time it runs on a database, with placeholders for `values`,
 * and from then on runs that text with each call's values. Every value the query varies by must
 * come from `values` and be used as a whole (`now - DAY` is passed in, not computed inside).
 */
export function compileOnce<Values extends Record<string, unknown>, Row>(
  build: (db: Db, values: Values) => Query<Row>,
): CompiledOnce<Values, Row> {
  // One text per dialect: the adapter is the database's, shared by its transactions.
  const templates = new WeakMap<DialectAdapter, Template>();
  return async (db, values) => {
    const executor = db.getExecutor();
    // A plugin rewrites queries as they run; a database with one builds each query afresh.
    if (executor.plugins.length > 0) return db.executeQuery(build(db, values).compile(db));
    let template = templates.get(executor.adapter);
    if (!template) {
      template = compileTemplate(db, build);
      templates.set(executor.adapter, template);
    }
    const { compiled, sources } = template;
    const parameters = sources.map((source) => {
      if (!('name' in source)) return source.constant;
      const value = values[source.name];
      // Kysely leaves an undefined value's column out, which would be another query.
      if (value === undefined) throw new Error(`compiled query: "${source.name}" is undefined`);
      return value;
    });
    return db.executeQuery<Row>({ ...compiled, parameters });
  };
}
