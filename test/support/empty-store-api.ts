import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../server/app.ts';
import { openDatabase, type DatabaseLocation, type Engine, type StoreDatabase } from '../../server/db/connect.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { createPostgresDatabase } from './store-api.ts';

export interface EmptyStoreApi {
  baseUrl: string;
  store: StoreDatabase;
  location: DatabaseLocation;
  close(): Promise<void>;
}

/** A real Store API on loopback over a fresh, migrated database with no store in it (`--no-demo`). */
export async function startEmptyStoreApi(engine: Engine): Promise<EmptyStoreApi> {
  let location: DatabaseLocation;
  let cleanup: () => Promise<void>;
  if (engine === 'postgres') {
    const database = await createPostgresDatabase();
    location = { url: database.url };
    cleanup = database.drop;
  } else {
    const dataDir = mkdtempSync(join(tmpdir(), 'canopy-empty-'));
    location = { dataDir };
    cleanup = () => Promise.resolve(rmSync(dataDir, { recursive: true, force: true }));
  }
  const store = openDatabase(location);
  await migrateToLatest(store.db);
  const app = await buildApp({ store });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('server has no port');
  return {
    baseUrl: `http://127.0.0.1:${address.port}`, store, location,
    async close() {
      await app.close();
      await store.close();
      await cleanup();
    },
  };
}
