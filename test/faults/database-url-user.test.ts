import { userInfo } from 'node:os';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, isPostgresAvailable, POSTGRES_ADMIN_URL } from '../support/store-api.ts';
import { startInstance, stopInstance } from '../support/instances.ts';

/**
 * A database URL without a user name connects as libpq would: as PGUSER, else as the operating
 * system user. Services and containers often run without a USER variable, which is all pg itself
 * would look at; the server then stopped with "no PostgreSQL user name specified".
 */
const reachable = await isPostgresAvailable();
const admin = new URL(POSTGRES_ADMIN_URL);

/** The environment of a service manager: no USER, no LOGNAME, no DATABASE_URL. */
function bareEnvironment(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  for (const name of ['USER', 'LOGNAME', 'PGUSER', 'DATABASE_URL']) if (!(name in extra)) Reflect.deleteProperty(env, name);
  return env;
}

/** The roles connected to the database right now (an instance's pool keeps its connections open). */
async function connectedRoles(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ usename: string }>(
      'select distinct usename from pg_stat_activity where datname = $1', [new URL(databaseUrl).pathname.slice(1)]);
    return rows.map((row) => row.usename);
  } finally {
    await client.end();
  }
}

async function roleExists(role: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    return (await client.query('select 1 from pg_roles where rolname = $1', [role])).rowCount === 1;
  } finally {
    await client.end();
  }
}

describe.skipIf(!reachable)('a database URL without a user name', () => {
  let database: { url: string; drop: () => Promise<void> };
  let withoutUser: string;
  beforeAll(async () => {
    database = await createPostgresDatabase();
    const url = new URL(database.url);
    url.username = '';
    url.password = '';
    withoutUser = url.toString();
  });
  afterAll(async () => { await database?.drop(); });

  it('connects as PGUSER when USER is unset', async () => {
    expect(withoutUser).toMatch(/^postgres:\/\/127\.0\.0\.1:\d+\/canopy_test_/);
    const role = decodeURIComponent(admin.username);
    const instance = await startInstance(withoutUser, { env: bareEnvironment({ PGUSER: role }), args: ['--no-demo'] });
    try {
      expect((await fetch(`${instance.baseUrl}/health`)).status).toBe(200);
      expect(await connectedRoles(database.url)).toEqual([role]);
    } finally {
      await stopInstance(instance);
    }
  }, 90_000);

  it('connects as the operating system user when neither PGUSER nor USER is set', async () => {
    const osUser = userInfo().username;
    const started = startInstance(withoutUser, { env: bareEnvironment(), args: ['--no-demo'] });
    if (await roleExists(osUser)) {
      const instance = await started;
      try {
        expect((await fetch(`${instance.baseUrl}/health`)).status).toBe(200);
        expect(await connectedRoles(database.url)).toEqual([osUser]);
      } finally {
        await stopInstance(instance);
      }
    } else {
      // It asked for the OS user's role (trust authentication: the role is all that can be missing).
      const failure = await started.then(async (instance) => { await stopInstance(instance); return ''; }, (error: unknown) => String(error));
      expect(failure).toContain(`role "${osUser}" does not exist`);
    }
  }, 90_000);
});
