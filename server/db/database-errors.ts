/** SQLSTATE and socket codes of a database that went away, and of a transaction PostgreSQL rolled back. */

const code = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : undefined;

const message = (error: unknown): string => (error instanceof Error ? error.message : '');

/** The socket could not reach the server, or lost it mid-conversation. */
const LOST_SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/**
 * 57P01 admin_shutdown (fast or smart stop), 57P02 crash_shutdown (another backend crashed),
 * 57P03 cannot_connect_now (starting up or shutting down).
 */
const SERVER_GOING_AWAY = new Set(['57P01', '57P02', '57P03']);
/** What the pg driver says, without a code, when its connection ended or a free one never came. */
const DRIVER_LOST = /^(Connection terminated|Client has encountered a connection error|Client was closed|timeout exceeded when trying to connect|Connection ended)/;

/**
 * True when a request failed because the database could not be reached or dropped the connection
 * (a restart, a failover, an operator terminating backends, a full pool that never freed up): the
 * request may succeed if sent again shortly, so it is a 503, not a 500. Class 08 is every
 * connection exception of SQLSTATE.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const sqlstate = code(error);
  if (sqlstate !== undefined && (LOST_SOCKET.has(sqlstate) || SERVER_GOING_AWAY.has(sqlstate) || /^08[0-9A-Z]{3}$/.test(sqlstate))) return true;
  if (DRIVER_LOST.test(message(error))) return true;
  // Node reports a refused dual-stack connect (localhost: ::1 then 127.0.0.1) as an AggregateError.
  return error instanceof AggregateError && error.errors.some(isDatabaseUnavailable);
}

/**
 * 40001 serialization_failure and 40P01 deadlock_detected: PostgreSQL rolled the whole
 * transaction back (neither can be raised by a COMMIT that succeeded), so running it again from
 * the start is safe and usually succeeds.
 */
export function isTransactionConflict(error: unknown): boolean {
  const sqlstate = code(error);
  return sqlstate === '40001' || sqlstate === '40P01';
}
