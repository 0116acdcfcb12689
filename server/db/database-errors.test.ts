import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isTransactionConflict } from './database-errors.ts';

/** An error as pg and Node shape them: a message and a code (SQLSTATE, or a socket error name). */
const failure = (message: string, code?: string) => Object.assign(new Error(message), code === undefined ? {} : { code });

describe('database errors', () => {
  it('a database that went away or could not be reached: a 503, whatever reported it', () => {
    for (const error of [
      failure('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      failure('read ECONNRESET', 'ECONNRESET'),
      failure('terminating connection due to administrator command', '57P01'),
      failure('terminating connection because of crash of another server process', '57P02'),
      failure('the database system is starting up', '57P03'),
      failure('connection failure', '08006'),
      failure('SSL SYSCALL error: EOF detected', '08000'),
      failure('Connection terminated unexpectedly'),
      failure('Connection terminated due to connection timeout'),
      failure('timeout exceeded when trying to connect'),
      failure('Client has encountered a connection error and is not queryable'),
      failure('Client was closed and is not queryable'),
      new AggregateError([failure('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED'), failure('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')]),
    ]) expect(isDatabaseUnavailable(error), error.message).toBe(true);
  });

  it('errors of the request itself are not', () => {
    for (const error of [
      failure('duplicate key value violates unique constraint', '23505'),
      failure('value "99999999999" is out of range for type integer', '22003'),
      failure('deadlock detected', '40P01'),
      failure('syntax error at or near "x"', '42601'),
      new Error('Internal'),
      'a string',
      null,
    ]) expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('a serialization failure or a deadlock is a conflict to retry; nothing else is', () => {
    expect(isTransactionConflict(failure('could not serialize access due to concurrent update', '40001'))).toBe(true);
    expect(isTransactionConflict(failure('deadlock detected', '40P01'))).toBe(true);
    expect(isTransactionConflict(failure('duplicate key', '23505'))).toBe(false);
    expect(isTransactionConflict(failure('connection failure', '08006'))).toBe(false);
  });
});
