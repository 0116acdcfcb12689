import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { RegisterDatabase } from './schema.ts';

describe('RegisterDatabase', () => {
  it('asks for strict durability on every write, so an acknowledged sale is on disk before its receipt', async () => {
    const db = new RegisterDatabase(`durability-${crypto.randomUUID()}`);
    const durability = await db.transaction('rw', db.orders, db.outbox, (tx) => tx.idbtrans.durability);
    expect(durability).toBe('strict');
    db.close();
  });
});
