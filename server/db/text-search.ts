import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';

/** `%`, `_` and `\` typed by a user are matched literally. */
export const likeContains = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Case-insensitive "contains" that behaves the same on SQLite and PostgreSQL (SQLite's LIKE
 * ignores ASCII case, PostgreSQL's does not, so both sides are lowered explicitly).
 */
export function containsText(column: Expression<string | null>, text: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(${column}) like ${likeContains(text)} escape '\\'`;
}
