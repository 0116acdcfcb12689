import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache.ts';

describe('withStatementCache', () => {
  it('reuses a statement for the same SQL and keeps at most `capacity` of them', () => {
    const file = new Database(':memory:');
    const cached = withStatementCache(file, 2);
    const first = cached.prepare('select 1 as one');
    expect(cached.prepare('select 1 as one')).toBe(first);
    cached.prepare('select 2 as two');
    cached.prepare('select 3 as three');
    // The least recently used one was dropped, so it is prepared again.
    expect(cached.prepare('select 1 as one')).not.toBe(first);
    expect(cached.prepare('select 1 as one').all([])).toEqual([{ one: 1 }]);
    cached.close();
    expect(file.open).toBe(false);
  });

  it('a reused statement sees the rows written since it was prepared', () => {
    const cached = withStatementCache(new Database(':memory:'));
    cached.prepare('create table stock (sku text, quantity integer)').run([]);
    const count = () => cached.prepare('select count(*) as n from stock').all([]);
    expect(count()).toEqual([{ n: 0 }]);
    cached.prepare('insert into stock values (?, ?)').run(['A1', 3]);
    expect(count()).toEqual([{ n: 1 }]);
    cached.close();
  });
});
