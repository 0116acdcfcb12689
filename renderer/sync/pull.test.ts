import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiOutcome, ApiRequest } from '../../shared/bridge.ts';
import { onChange, type ChangeTopic } from '../data/changes.ts';
import { openRegisterDatabase, type RegisterDatabase } from '../data/index.ts';
import type { SyncApi, SyncLog } from './api.ts';
import { META, pull } from './pull.ts';

const log: SyncLog = { info: () => undefined, error: () => undefined };
let db: RegisterDatabase | undefined;
afterEach(() => db?.close());

/** A register with a catalog, its cursor at 10 and money data just pulled: a pull reads only changes. */
async function registerAt10(): Promise<RegisterDatabase> {
  const opened = openRegisterDatabase(`loc-${crypto.randomUUID()}`);
  await opened.meta.bulkPut([
    { key: META.cursor, value: 10 }, { key: META.catalogLoadedAt, value: new Date().toISOString() },
    { key: META.moneyPulledAt, value: new Date().toISOString() },
  ]);
  return opened;
}

/** The change feed after 10 holds `events` on one order; the feed is empty after them. */
function feedOf(events: Array<'create' | 'update'>): SyncApi {
  const notifications = events.map((event, index) => ({ id: `n-${index}`, event, data: { model: 'Order', id: 'order-1', sequence_id: 11 + index } }));
  return {
    async api(request: ApiRequest): Promise<ApiOutcome> {
      const after = Number(new URL(request.path, 'http://register').searchParams.get('after_sequence_id'));
      return { kind: 'ok', status: 200, body: { push_notifications: notifications.filter((n) => n.data.sequence_id > after) } };
    },
  };
}

async function topicsHeardDuring(opened: RegisterDatabase, work: () => Promise<unknown>): Promise<ChangeTopic[]> {
  const heard: ChangeTopic[] = [];
  const stop = onChange(opened, (topic) => heard.push(topic));
  await work();
  stop();
  return heard;
}

describe('a delta pull and sales flagged for review', () => {
  it('announces `review` when the Store API sent an Order update (a sale it flagged), and moves the cursor past it', async () => {
    db = await registerAt10();
    const opened = db;
    const heard = await topicsHeardDuring(opened, () => pull(opened, feedOf(['create', 'update']), { log }));
    expect(heard.filter((topic) => topic === 'review')).toEqual(['review']);
    expect((await opened.meta.get(META.cursor))?.value).toBe(12);
  });

  it('does not announce it for an order only created (a sale with nothing to review)', async () => {
    db = await registerAt10();
    const opened = db;
    const heard = await topicsHeardDuring(opened, () => pull(opened, feedOf(['create']), { log }));
    expect(heard).not.toContain('review');
    expect((await opened.meta.get(META.cursor))?.value).toBe(11);
  });
});
