/**
 * A time as the store's clock reads it: the location's zone, named, whatever zone the register's
 * machine is set to. Deadlines are the store's ("8 a.m. the next day"), so they are shown in its zone.
 */
export function formatStoreTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone, year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short',
  }).format(new Date(iso));
}

/** The store's calendar date (YYYY-MM-DD) at an instant. */
export function storeDate(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
