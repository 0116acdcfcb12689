import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { newTemplateRun, POSTGRES_ADMIN_URL, removeTemplateRun, type TemplateRun } from './store-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's built demo stores, copied for each test Store API (test/support/store-template.ts). */
    storeTemplates: TemplateRun;
  }
}

/** Vitest's global setup: one place per run for the built demo stores, removed when the run ends. */
export default function setup(project: TestProject): () => Promise<void> {
  const run = newTemplateRun();
  project.provide('storeTemplates', run);
  return async () => {
    await removeTemplateRun(run, await reachable(POSTGRES_ADMIN_URL) ? POSTGRES_ADMIN_URL : null);
  };
}

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
