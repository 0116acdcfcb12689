import type { RegisterDatabase } from '../db/schema.ts';

/**
 * A value the register keeps under a name in its meta table (kept settings, a list last read from
 * the Store API). It is read back as `unknown`: a value kept by an older version may have another
 * shape, so the reader checks it.
 */
export async function readKeptValue(db: RegisterDatabase, key: string): Promise<unknown> {
  return (await db.meta.get(key))?.value;
}

export async function keepValue(db: RegisterDatabase, key: string, value: unknown): Promise<void> {
  await db.meta.put({ key, value });
}
