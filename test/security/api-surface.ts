import { createHash } from 'node:crypto';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/db/schema.ts';

/**
 * What the security suites know about the API: only what its OpenAPI document says, so every
 * endpoint that exists when they run is covered, including ones added after they were written.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
}

interface OpenApiParameter { name: string; in: 'path' | 'query' | 'header'; schema?: JsonSchema }
interface OpenApiOperation { parameters?: OpenApiParameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }
export interface OpenApiDocument { paths: Record<string, Record<string, OpenApiOperation>> }

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI template, e.g. /api/v2/brands/{id}. */
  path: string;
  pathParams: string[];
  queryParams: OpenApiParameter[];
  body: JsonSchema | undefined;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export async function readOperations(baseUrl: string): Promise<{ document: OpenApiDocument; operations: Operation[] }> {
  const response = await fetch(`${baseUrl}/openapi.json`);
  const document = (await response.json()) as OpenApiDocument;
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    if (!/^\/api\/v[12]\//.test(path)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (operation === undefined) continue;
      const parameters = operation.parameters ?? [];
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParams: [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!),
        queryParams: parameters.filter((p) => p.in === 'query'),
        body: operation.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return { document, operations };
}

export const describeOperation = (operation: Operation): string => `${operation.method} ${operation.path}`;

/** Puts already-encoded values into the path template. */
export function fillPath(template: string, values: Record<string, string>): string {
  return template.replace(/\{([^}]+)\}/g, (_whole, name: string) => values[name] ?? 'missing');
}

/** The collection a templated path belongs to: /api/v2/shifts/{id}/close → /api/v2/shifts. */
export const collectionOf = (template: string): string => template.slice(0, template.indexOf('/{'));

export interface Answer { status: number; contentType: string; text: string; json: unknown }

/** One request; a connection failure is an answer of status 0 so a crash is reported, not thrown. */
export async function send(baseUrl: string, method: string, path: string, options: { token?: string; body?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token !== undefined) headers['authorization'] = `Token token="${options.token}"`;
  if (options.body !== undefined) headers['content-type'] ??= 'application/json';
  try {
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body: options.body });
    const text = await response.text();
    let json: unknown;
    try {
      json = text === '' ? undefined : JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, contentType: response.headers.get('content-type') ?? '', text, json };
  } catch (error) {
    return { status: 0, contentType: '', text: String(error), json: undefined };
  }
}

/** Every string-valued `id` and `*_id` anywhere in a JSON value. */
export function collectIds(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) collectIds(item, into);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, field] of Object.entries(value)) {
      if ((key === 'id' || key.endsWith('_id')) && typeof field === 'string' && field !== '') into.add(field);
      else if (key.endsWith('_ids') && Array.isArray(field)) for (const id of field) if (typeof id === 'string') into.add(id);
      collectIds(field, into);
    }
  }
  return into;
}

/** The `id`s of the records a list answer holds: `{brands: [{id}], meta}` → the brand ids. */
export function listedIds(body: unknown): string[] {
  if (body === null || typeof body !== 'object') return [];
  const ids: string[] = [];
  for (const field of Object.values(body)) {
    if (!Array.isArray(field)) continue;
    for (const record of field) {
      if (record !== null && typeof record === 'object' && 'id' in record && typeof record.id === 'string') ids.push(record.id);
    }
  }
  return ids;
}

export interface DatabaseSnapshot { counts: Record<string, number>; hashes: Record<string, string> }

/**
 * Row counts and a hash of every row of every table. api_tokens is left out: using a token may
 * refresh its last_used_at, which is bookkeeping, not a change a request made.
 */
export async function snapshotDatabase(db: Kysely<Database>): Promise<DatabaseSnapshot> {
  const tables = (await db.introspection.getTables()).map((table) => table.name).filter((name) => name !== 'api_tokens').sort();
  const counts: Record<string, number> = {};
  const hashes: Record<string, string> = {};
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    const lines = rows.map((row) => JSON.stringify(Object.entries(row).sort(([a], [b]) => (a < b ? -1 : 1)))).sort();
    counts[table] = rows.length;
    hashes[table] = createHash('sha256').update(lines.join('\n')).digest('hex');
  }
  return { counts, hashes };
}

/** The server's own validator settings (server/http/validation.ts): bodies are not coerced. */
const ajv = addFormats.default(new Ajv({ removeAdditional: true, useDefaults: true, allErrors: true, strict: false, coerceTypes: false }));
const compiled = new WeakMap<JsonSchema, ValidateFunction>();

/** Whether the server's schema accepts this body (checked on a copy: Ajv drops extra fields in place). */
export function isValidBody(schema: JsonSchema, body: unknown): boolean {
  const validate = compiled.get(schema) ?? ajv.compile(schema);
  compiled.set(schema, validate);
  try {
    return validate(structuredClone(body));
  } catch (error) {
    // Too deep to tell here (this stack is deeper than the server's): counted as valid, so it is
    // never expected to be rejected; the hostile-input test still forbids a 5xx for it.
    if (error instanceof RangeError) return true;
    throw error;
  }
}

/** Values that fit a JSON schema (closely enough that most pass it); arrays are kept short. */
export function fromSchema(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 8) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum !== undefined) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices !== undefined) return fc.oneof(...choices.map((choice) => fromSchema(choice, depth + 1)));
  if (schema.allOf !== undefined && schema.allOf.length > 0) return fromSchema(schema.allOf[0]!, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(properties)) record[name] = fromSchema(property, depth + 1);
      return fc.record(record, { requiredKeys: [...required].filter((name) => name in properties) });
    }
    case 'array': {
      const minLength = schema.minItems ?? 0;
      return fc.array(fromSchema(schema.items ?? {}, depth + 1), { minLength, maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 3, 3)) });
    }
    case 'integer': {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1_000_000);
      const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1_000_000);
      return fc.integer({ min, max: Math.max(min, max) });
    }
    case 'number': {
      const min = schema.minimum ?? schema.exclusiveMinimum ?? -1_000_000;
      const max = schema.maximum ?? schema.exclusiveMaximum ?? 1_000_000;
      return fc.double({ min, max: Math.max(min, max), noNaN: true, noDefaultInfinity: true, minExcluded: schema.exclusiveMinimum !== undefined });
    }
    case 'boolean': return fc.boolean();
    case 'null': return fc.constant(null);
    case 'string': return stringFromSchema(schema);
    default: return fc.jsonValue({ maxDepth: 2 });
  }
}

function stringFromSchema(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'uuid': return fc.uuid();
    case 'date-time': return fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
    case 'date': return fc.date({ min: new Date('1950-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    case 'email': return fc.emailAddress();
    default: break;
  }
  if (schema.pattern !== undefined) {
    // No stated maximum: leave room for what the pattern itself demands (a 64-character hash), or
    // the filter below would reject every string it is given and never end.
    const maxLength = schema.maxLength ?? 200;
    return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= maxLength && s.length >= (schema.minLength ?? 0));
  }
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 24, 24) });
}
