import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NoBody, operations as registerOperations } from '../../shared/api/operations.ts';
import { readOperations, describeOperation, type JsonSchema, type Operation } from '../security/api-surface.ts';
import { startStoreApi, type TestStoreApi } from '../support/store-api.ts';

/** True when the schema lets a JSON null through (`anyOf [.., {type: null}]`, `type: [.., null]`). */
export function acceptsNull(schema: JsonSchema): boolean {
  if (schema.type === 'null' || (Array.isArray(schema.type) && schema.type.includes('null'))) return true;
  if (schema.const === null || schema.enum?.includes(null) === true) return true;
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some(acceptsNull);
}

/**
 * Every property, at any depth, that a request may send as null but may not leave out: a client
 * that leaves out what it has no value for (as most do) would be refused for nothing.
 */
export function nullableButRequired(schema: JsonSchema, path = ''): string[] {
  const found: string[] = [];
  const required = new Set(schema.required ?? []);
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const field = path === '' ? name : `${path}.${name}`;
    if (required.has(name) && acceptsNull(property)) found.push(field);
    found.push(...nullableButRequired(property, field));
  }
  if (schema.items !== undefined) found.push(...nullableButRequired(schema.items, `${path}[]`));
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    found.push(...nullableButRequired(branch, path));
  }
  return [...new Set(found)];
}

describe('the walker itself', () => {
  it('finds a nullable property that is required, at any depth, and passes an optional one', () => {
    const nullableText: JsonSchema = { anyOf: [{ type: 'string' }, { type: 'null' }] };
    const body: JsonSchema = {
      type: 'object', required: ['order'],
      properties: {
        order: {
          type: 'object', required: ['lines', 'note'],
          properties: {
            note: nullableText,
            reason: nullableText,
            check: { anyOf: [{ type: 'object', required: ['expires'], properties: { expires: { type: ['string', 'null'] } } }, { type: 'null' }] },
            lines: { type: 'array', items: { type: 'object', required: ['tag'], properties: { tag: nullableText } } },
          },
        },
      },
    };
    expect(nullableButRequired(body)).toEqual(['order.note', 'order.check.expires', 'order.lines[].tag']);
  });
});

describe('every request body of v1 and v2: a field that may be null may be left out', () => {
  let api: TestStoreApi;
  let operations: Operation[];
  beforeAll(async () => {
    api = await startStoreApi({ engine: 'sqlite' });
    operations = (await readOperations(api.baseUrl)).operations.filter((operation) => operation.body !== undefined);
  });
  afterAll(async () => { await api?.close(); });

  it('walks the create and update bodies of both versions', () => {
    const described = operations.map(describeOperation);
    expect(described).toContain('POST /api/v2/orders');
    expect(described).toContain('POST /api/v2/audit_entries');
    expect(described).toContain('POST /api/v1/customers');
    expect(described).toContain('PUT /api/v1/inventory_items/{id}');
    expect(described).toContain('PUT /api/v2/inventory_items/{id}');
  });

  it('walks every body the register sends, the back office\'s writes among them (each is in /openapi.json)', () => {
    const described = new Set(operations.map(describeOperation));
    const sent = Object.values(registerOperations).filter((operation) => operation.body !== NoBody)
      .map((operation) => `${operation.method} /api/v2${operation.path.replace(/:(\w+)/g, '{$1}')}`);
    expect(sent).toEqual(expect.arrayContaining(['POST /api/v2/companies', 'PUT /api/v2/employees/{id}', 'POST /api/v2/product_types', 'PUT /api/v2/person_groups/{id}']));
    expect(sent.filter((operation) => !described.has(operation))).toEqual([]);
  });

  it('no nullable property is required', () => {
    const offending = operations.flatMap((operation) =>
      nullableButRequired(operation.body ?? {}).map((field) => `${describeOperation(operation)}: ${field}`));
    expect(offending).toEqual([]);
  });
});
