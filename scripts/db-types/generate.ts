import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import {
  DatabaseMetadata,
  PostgresDialect as PostgresCodegenDialect,
  serializeFromMetadata,
  SqliteDialect as SqliteCodegenDialect,
  type GeneratorDialect,
} from 'kysely-codegen';
import pg from 'pg';
import { openDatabase, type DatabaseLocation, type Engine, type StoreDatabase } from '../../server/db/connect.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { schemaTypes as configured, type SchemaTypes } from '../../server/db/schema.config.ts';

/** The command that rewrites server/db/schema.ts; named wherever the file is found stale. */
export const DB_TYPES_COMMAND = 'npm run db:types';

/** The PostgreSQL server that holds the throwaway database (the tests' server unless told otherwise). */
export const POSTGRES_ADMIN_URL = process.env['CANOPY_TEST_PG_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const HEADER = `// GENERATED from the migrated database by kysely-codegen: do not edit.
// After changing a migration or server/db/schema.config.ts, run \`${DB_TYPES_COMMAND}\`.
`;

/**
 * The code's names for the generated interfaces (schema.config.ts: tableNames), and the narrowed
 * column types: declared in schema.ts itself, where the code has always imported them from.
 */
function codeNames(body: string, schemaTypes: SchemaTypes): string {
  const database = /^export interface DB \{\n([^}]*)\}/m.exec(body)?.[1] ?? '';
  const interfaceOf = new Map([...database.matchAll(/^ {2}(\w+): (\w+);$/gm)].map(([, table, name]) => [table, name]));
  const aliases = Object.entries(schemaTypes.tableNames).map(([table, name]) => {
    const generated = interfaceOf.get(table);
    if (generated === undefined) throw new Error(`schema.config.ts names a table that no migration makes: ${table}`);
    return `export type ${name} = ${generated};`;
  });
  return [
    '// The names the code uses (server/db/schema.config.ts: tableNames).',
    'export type Database = DB;',
    ...aliases,
    '',
    "export type { ColumnType } from 'kysely';",
    "export type * from './column-types.ts';",
  ].join('\n');
}

/** A fresh, empty database on one engine, where it is, and how to throw it away. */
export async function throwawayDatabase(engine: Engine): Promise<{ store: StoreDatabase; location: DatabaseLocation; drop: () => Promise<void> }> {
  if (engine === 'sqlite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'canopy-db-types-'));
    const store = openDatabase({ dataDir });
    return {
      store,
      location: { dataDir },
      drop: async () => {
        await store.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `canopy_db_types_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const store = openDatabase({ url: url.toString() });
  return {
    store,
    location: { url: url.toString() },
    drop: async () => {
      await store.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}

async function adminQuery(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

const codegenDialect = (engine: Engine): GeneratorDialect =>
  engine === 'postgres' ? new PostgresCodegenDialect({ defaultSchemas: ['public'] }) : new SqliteCodegenDialect();

/**
 * SQLite's columns as the migrations declare them, so that both engines must describe them alike:
 * a declared type that contains "int" has integer affinity (SQLite's own rule: `bigint` columns
 * hold and return integers, which the codegen would type as text), and a primary key column is
 * never null (SQLite lets a non-integer key be null, but every insert gives one).
 */
async function asDeclared(store: StoreDatabase, metadata: DatabaseMetadata): Promise<DatabaseMetadata> {
  const tables = [];
  for (const table of metadata.tables) {
    const keys = await sql<{ name: string }>`select name from pragma_table_info(${table.name}) where pk > 0`.execute(store.db);
    const keyNames = new Set(keys.rows.map((row) => row.name));
    tables.push({
      name: table.name, schema: table.schema, isView: table.isView, isPartition: table.isPartition,
      columns: table.columns.map((column) => ({
        ...column,
        dataType: column.dataType.toLowerCase().includes('int') ? 'integer' : column.dataType.toLowerCase(),
        isNullable: column.isNullable && !keyNames.has(column.name),
      })),
    });
  }
  return new DatabaseMetadata({ enums: metadata.enums, tables });
}

/** The plain TypeScript type of a column the config keeps required but does not name a type for. */
function scalarType(engine: Engine, dataType: string, schemaTypes: SchemaTypes): string {
  const mapped = schemaTypes.typeMapping[dataType];
  if (mapped !== undefined) return mapped;
  const scalar = codegenDialect(engine).adapter.scalars[dataType];
  if (scalar?.type !== 'Identifier') throw new Error(`schema.config.ts: give a type for the ${dataType} column it keeps required`);
  return scalar.name;
}

/**
 * schema.ts as the migrations make it on one engine. Columns whose values the code narrows
 * (flags, closed lists of words, JSON text) get their type from schema.config.ts, kept nullable
 * and Generated exactly as the database says, so an override can never hide a migration's change.
 */
export async function generateSchema(store: StoreDatabase, schemaTypes: SchemaTypes = configured): Promise<string> {
  await migrateToLatest(store.db);
  const dialect = codegenDialect(store.engine);
  const found = await dialect.introspector.introspect({ db: store.db, excludePattern: 'kysely_migration*' });
  const introspected = store.engine === 'sqlite' ? await asDeclared(store, found) : found;
  const columns: Record<string, string> = {};
  const unused = new Set([...Object.keys(schemaTypes.columns), ...schemaTypes.writtenByEveryInsert, ...Object.keys(schemaTypes.notes)]);
  for (const table of introspected.tables) {
    for (const column of table.columns) {
      const key = `${table.name}.${column.name}`;
      const note = schemaTypes.notes[key];
      if (note !== undefined) {
        column.comment = note;
        unused.delete(key);
      }
      const named = schemaTypes.columns[key];
      const required = schemaTypes.writtenByEveryInsert.has(key);
      if (named === undefined && !required) continue;
      unused.delete(key);
      const type = named ?? scalarType(store.engine, column.dataType, schemaTypes);
      const value = column.isNullable ? `${type} | null` : type;
      const generated = (column.hasDefaultValue || column.isAutoIncrementing) && !required;
      columns[key] = generated ? `Generated<${value}>` : value;
    }
  }
  if (unused.size > 0) {
    throw new Error(`schema.config.ts names columns that no migration makes: ${[...unused].join(', ')}`);
  }
  const body = serializeFromMetadata({
    metadata: introspected,
    dialect,
    defaultSchemas: store.engine === 'postgres' ? ['public'] : [],
    overrides: { columns },
    typeMapping: schemaTypes.typeMapping,
    customImports: schemaTypes.customImports,
    skipAutogeneratedFileComment: true,
  });
  return `${HEADER}\n${body.trimEnd()}\n\n${codeNames(body, schemaTypes)}\n`;
}
