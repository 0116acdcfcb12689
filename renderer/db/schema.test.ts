import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { RegisterDatabase } from './schema.ts';

describe('RegisterDatabase', () => {
  it('asks for strict durability on every write, so an acknowledged sale is on disk before its receipt', async () => {
    const db = new RegisterDatabase(`durability-${crypto.randomUUID()}`);
    const durability = await db.transaction('rw', db.orders, db.outbox, (tx) => tx.idbtrans.durability);
    expect(durability).toBe('strict');
    db.close();
  });

  it('v9 drops the pull cursor and the money\'s pull time, so the next pull reloads the catalog (patient and member prices, medical marks) and the tax rules', async () => {
    const name = `v9-${crypto.randomUUID()}`;
    const before = new Dexie(name);
    before.version(6).stores({
      catalog: 'id', customers: 'id, lastName, email, phone, licenceKey', paymentMethods: 'id', shifts: 'id, openedAt, closedAt',
      orders: 'id, receiptId, shiftId, chargedOn, syncState, originalOrderId, customerId, personId',
      outbox: '++seq, &clientId, state, recordId, kind, [state+kind]', meta: 'key', taxItems: 'id', productTypes: 'id', personGroups: 'id',
      auditEntries: '[register_id+seq]', pulledPurchases: 'id, buyerId',
    });
    await before.table('meta').bulkPut([{ key: 'pullCursor', value: 42 }, { key: 'moneyPulledAt', value: '2026-11-20T10:00:00.000Z' }, { key: 'brands', value: {} }]);
    before.close();
    const db = new RegisterDatabase(name);
    expect((await db.meta.toArray()).map((row) => row.key)).toEqual(['brands']);
    db.close();
  });

  it('v11 leaves receipts kept before it waiting unclaimed, so any sender may print them', async () => {
    const name = `v11-${crypto.randomUUID()}`;
    const before = new Dexie(name);
    before.version(9).stores({
      catalog: 'id', customers: 'id, lastName, email, phone, licenceKey', paymentMethods: 'id', shifts: 'id, openedAt, closedAt',
      orders: 'id, receiptId, shiftId, chargedOn, syncState, originalOrderId, customerId, personId',
      outbox: '++seq, &clientId, state, recordId, kind, [state+kind]', meta: 'key', taxItems: 'id', productTypes: 'id', personGroups: 'id',
      auditEntries: '[register_id+seq]', pulledPurchases: 'id, buyerId', auditAnchors: 'shiftId', printJobs: '++seq, state',
    });
    await before.table('printJobs').add({ purpose: 'receipt', orderId: 'order-1', base64: 'AA==', state: 'queued', attempts: 1, lastProblem: 'off', createdAt: '2026-11-25T17:00:00.000Z' });
    before.close();
    const db = new RegisterDatabase(name);
    expect(await db.printJobs.toArray()).toEqual([expect.objectContaining({ base64: 'AA==', claim: null })]);
    db.close();
  });
});
