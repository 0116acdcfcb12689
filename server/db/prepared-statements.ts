import { createHash } from 'node:crypto';
import type pg from 'pg';

/** How many statements a connection keeps prepared; statements first seen after that run unprepared. */
export const PREPARED_PER_CONNECTION = 200;

/** A prepared statement's name: its text's hash, so the same text always has the same name (pg checks it). */
export const preparedName = (text: string): string => `canopy_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;

/**
 * Whether a statement keeps its plan well when prepared. After five runs PostgreSQL may plan a
 * prepared statement once for any values; where the values decide the plan, that plan is a bad
 * one: a `LIKE` pattern given as a value (a trigram index for `%kush%`, the price order for `%a%`)
 * or a `LIMIT` and `OFFSET` given as values (a page of 50 or of 5,000); a written-in `LIMIT 1` is
 * the same for every run. Measured on a new product search at 100k products: 22 ms at
 * p50 planned for its values, 45 ms prepared. Those are the searches and lists; a sale's
 * statements look rows up by key and write them, and keep them prepared.
 */
export const worthPreparing = (text: string): boolean => !/\b(like|limit|offset)\s+\$\d/i.test(text);

/**
 * Makes the client run parameterised queries (Kysely's `query(text, values)`) as named
 * prepared statement: PostgreSQL then parses and plans a statement once per connection instead of
 * on every run. A sale's statements are few and always the same text; parsing and planning them
 * anew (the one-statement sale is a WITH of ten parts) was a third of the database's work per sale.
 *
 * Bounded: the first `limit` distinct texts of a connection are prepared, later ones run as before
 * (texts differ by the length of an `IN (…)` list, say, so their number is not bounded by the code).
 * Nothing is evicted: the hot statements are the ones seen first, and the pool replaces idle
 * connections, which starts them afresh. A transaction-mode pooler in front of PostgreSQL must
 * keep prepared statements per client (PgBouncer 1.21 or later, `max_prepared_statements`).
 *
 * A table changed under a prepared statement (a newer instance's migration added a column that a
 * `select *` now returns) makes PostgreSQL refuse to run it ("cached plan must not change result
 * type"): the text is then run unprepared, at once and from then on on this connection, so an
 * instance older than the schema keeps selling through a rolling upgrade. (Inside a transaction
 * the refusal has already ended the transaction; that one request fails, the next ones do not.)
 */
export function prepareRepeatedStatements(client: pg.PoolClient, limit = PREPARED_PER_CONNECTION): void {
  const query = client.query;
  // A text's prepared name; null once PostgreSQL refused its prepared form.
  const named = new Map<string, string | null>();
  const nameOf = (text: string): string | undefined => {
    const known = named.get(text);
    if (known !== undefined || named.size >= limit || !worthPreparing(text)) return known ?? undefined;
    const name = preparedName(text);
    named.set(text, name);
    return name;
  };
  // Every other call (a config object, a callback, no values) goes through untouched.
  function preparedQuery(this: pg.PoolClient, ...args: unknown[]): unknown {
    const [text, values] = args;
    const name = args.length === 2 && typeof text === 'string' && Array.isArray(values) ? nameOf(text) : undefined;
    if (name === undefined || typeof text !== 'string') return Reflect.apply(query, this, args);
    const prepared: Promise<unknown> = Reflect.apply(query, this, [{ name, text, values }]);
    return prepared.catch((error: unknown) => {
      if (!isStalePlan(error)) throw error;
      named.set(text, null);
      return Reflect.apply(query, this, args);
    });
  }
  Object.defineProperty(client, 'query', { value: preparedQuery, configurable: true, writable: true });
}

/** PostgreSQL's refusal to run a prepared statement whose tables changed the columns it returns. */
const isStalePlan = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '0A000' &&
  'message' in error && typeof error.message === 'string' && error.message.includes('cached plan must not change result type');
