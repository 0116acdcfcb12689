import type { FastifyRequest } from 'fastify';
import { ApiError, unprocessable, type FieldErrors } from './errors.ts';

const NUL = '\u0000';

function findNulFields(value: unknown, path: string, found: FieldErrors, depth = 0): void {
  if (depth > 64) return;
  if (typeof value === 'string') {
    if (value.includes(NUL)) found[path === '' ? 'base' : path] = ['must not contain a NUL character'];
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => findNulFields(item, path === '' ? String(index) : `${path}.${index}`, found, depth + 1));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) findNulFields(item, path === '' ? key : `${path}.${key}`, found, depth + 1);
  }
}

/**
 * PostgreSQL cannot store or even compare text with a NUL character (SQLite can), so such input
 * would fail deep inside a query. It is refused at the door on both engines alike: an id with a
 * NUL names nothing (404); a query parameter or body field with one is 422 naming the field.
 */
export async function rejectNulCharacters(request: FastifyRequest): Promise<void> {
  const params: unknown = request.params;
  if (typeof params === 'object' && params !== null && Object.values(params).some((v) => typeof v === 'string' && v.includes(NUL))) {
    throw new ApiError(404, { error: 'Not found' });
  }
  const found: FieldErrors = {};
  findNulFields(request.query, '', found);
  const body: unknown = request.body;
  // The wrapper key (`customer`, `order`) is dropped, as in every other 422 body.
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    for (const [wrapper, inner] of Object.entries(body)) {
      if (typeof inner === 'object' && inner !== null) findNulFields(inner, '', found);
      else findNulFields(inner, wrapper, found);
    }
  } else {
    findNulFields(body, '', found);
  }
  if (Object.keys(found).length > 0) throw unprocessable(found);
}
