/** Timestamps are stored and sent as ISO 8601 in UTC. */
export const nowTimestamp = (): string => new Date().toISOString();

/** A date-only value (YYYY-MM-DD) from a stored date or timestamp. */
export const toDateOnly = (value: string | null): string | null => (value === null ? null : value.slice(0, 10));

/** A stored date (YYYY-MM-DD) as the midnight-UTC timestamp v1 clients expect. */
export const toTimestampFromDate = (value: string | null): string | null =>
  value === null ? null : new Date(`${value.slice(0, 10)}T00:00:00.000Z`).toISOString();
