import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.ts';

/**
 * Writes that must be all-or-nothing on their own, run by `GroupCommit.run`. They must use only
 * `trx`: the group holds the connection (SQLite has one), so a query on the database would wait
 * for the group that is waiting for it.
 */
export type GroupedWork<T> = (trx: Transaction<Database>) => Promise<T>;

export interface GroupCommit {
  /**
   * Runs `work` in the next group's transaction, in a savepoint of its own: when it throws, only
   * its own writes roll back and the promise rejects with its error. Settles once the group's
   * COMMIT has returned, so a resolved promise means the writes are durable (SQLite:
   * synchronous=FULL), and a rejected one may read whatever the other works of its group stored.
   */
  run<T>(work: GroupedWork<T>): Promise<T>;
}

interface Waiting {
  /** Runs the work; what it returns answers the caller once the group has committed. */
  write(trx: Transaction<Database>): Promise<() => void>;
  fail(error: unknown): void;
}

/** The savepoint each work runs in; released (or rolled back to) before the next one opens. */
const SAVEPOINT = 'grouped_work';

/**
 * Group commit (SQLite): a durable commit costs an fsync, and better-sqlite3 runs it on the main
 * thread, so no request is even read while it runs. Each group therefore starts from
 * `setImmediate`: the requests that arrived meanwhile are read and checked first (the I/O phase),
 * queue their writes, and all go into one transaction with one fsync. An idle server commits a
 * sale after one turn of the event loop; no timer ever delays a write.
 *
 * Not for PostgreSQL with several instances: a group takes row locks sale after sale in one
 * transaction, so two instances' groups can lock the same rows in opposite orders.
 */
export function createGroupCommit(db: Kysely<Database>, maxGroup = 64): GroupCommit {
  const waiting: Waiting[] = [];
  let writing = false;

  async function writeGroups(): Promise<void> {
    try {
      while (waiting.length > 0) {
        await new Promise((resolve) => setImmediate(resolve));
        await writeGroup();
      }
    } finally {
      writing = false;
    }
  }

  async function writeGroup(): Promise<void> {
    let group: Waiting[] = [];
    const answers: Array<() => void> = [];
    try {
      const trx = await db.startTransaction().execute();
      // Taken once the connection is ours: works queued while waiting for it join this group.
      group = waiting.splice(0, maxGroup);
      try {
        for (const entry of group) {
          const inWork = await trx.savepoint(SAVEPOINT).execute();
          try {
            const answer = await entry.write(inWork);
            await inWork.releaseSavepoint(SAVEPOINT).execute();
            answers.push(answer);
          } catch (error) {
            await inWork.rollbackToSavepoint(SAVEPOINT).execute();
            await inWork.releaseSavepoint(SAVEPOINT).execute();
            answers.push(() => entry.fail(error));
          }
        }
        await trx.commit().execute();
      } catch (error) {
        // The transaction itself failed (commit refused, connection lost): nothing of the group is stored.
        if (!trx.isCommitted && !trx.isRolledBack) await trx.rollback().execute().catch(() => undefined);
        throw error;
      }
    } catch (error) {
      if (group.length === 0) group = waiting.splice(0, maxGroup);
      for (const entry of group) entry.fail(error);
      return;
    }
    for (const answer of answers) answer();
  }

  return {
    run<T>(work: GroupedWork<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        waiting.push({
          write: async (trx) => {
            const value = await work(trx);
            return () => resolve(value);
          },
          fail: reject,
        });
        if (!writing) {
          writing = true;
          void writeGroups();
        }
      });
    },
  };
}
