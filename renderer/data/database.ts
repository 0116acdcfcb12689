import { RegisterDatabase } from '../db/schema.ts';

const PREFIX = 'canopy-register-';

/** One IndexedDB database per location, so two locations' catalogs and outboxes never mix. */
export const registerDatabaseName = (locationId: string): string => `${PREFIX}${locationId}`;

export function openRegisterDatabase(locationId: string): RegisterDatabase {
  if (locationId.trim() === '') throw new Error('a register database needs a location id');
  return new RegisterDatabase(registerDatabaseName(locationId));
}

export type { RegisterDatabase };


/** The location a register database belongs to (its name says it). */
export function locationOf(db: RegisterDatabase): string {
  if (!db.name.startsWith(PREFIX)) throw new Error(`${db.name} is not a location's register database`);
  return db.name.slice(PREFIX.length);
}
