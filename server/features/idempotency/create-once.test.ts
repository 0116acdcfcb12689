import { describe, expect, it } from 'vitest';
import { ApiError } from '../../http/errors.ts';
import { assertSameRequest, createOnce } from './create-once.ts';

const key = { field: 'id', companyId: 'here', hash: 'h1', differs: 'has already been used for a different thing' };

const refusal = (run: () => unknown): unknown => {
  try {
    run();
  } catch (error) {
    return error instanceof ApiError ? { status: error.statusCode, body: error.body } : error;
  }
  return undefined;
};

describe('assertSameRequest', () => {
  it('accepts the same request, and a record stored before requests were hashed', () => {
    expect(refusal(() => assertSameRequest({ company_id: 'here', request_hash: 'h1' }, key))).toBeUndefined();
    expect(refusal(() => assertSameRequest({ company_id: 'here', request_hash: null }, key))).toBeUndefined();
  });

  it('refuses a different request on the key field, and another location\'s key without saying whose', () => {
    expect(refusal(() => assertSameRequest({ company_id: 'here', request_hash: 'h2' }, key)))
      .toEqual({ status: 422, body: { errors: { id: ['has already been used for a different thing'] } } });
    expect(refusal(() => assertSameRequest({ company_id: 'there', request_hash: 'h1' }, key)))
      .toEqual({ status: 422, body: { errors: { id: ['has already been taken'] } } });
  });
});

describe('createOnce', () => {
  it('a racing copy that lost on the key answers with what the winner stored', async () => {
    let stored: string | undefined;
    const lost = Object.assign(new Error('duplicate key'), { code: '23505' });
    const answer = await createOnce({
      replay: () => Promise.resolve(stored),
      create: () => { stored = 'winner'; return Promise.reject(lost); },
    });
    expect(answer).toEqual({ record: 'winner', created: false });
  });

  it('any other failure, or a loss with no winner to read, is passed on', async () => {
    const broken = new Error('disk full');
    await expect(createOnce({ replay: () => Promise.resolve(undefined), create: () => Promise.reject(broken) })).rejects.toBe(broken);
    const lost = Object.assign(new Error('duplicate key'), { code: 'SQLITE_CONSTRAINT_UNIQUE' });
    await expect(createOnce({ replay: () => Promise.resolve(undefined), create: () => Promise.reject(lost) })).rejects.toBe(lost);
  });

  it('createFirst: a new record costs no read; a repeat fails on its key and answers the stored record', async () => {
    const reads: string[] = [];
    const fresh = await createOnce({ createFirst: true, replay: () => { reads.push('read'); return Promise.resolve(undefined); }, create: () => Promise.resolve('new') });
    expect(fresh).toEqual({ record: 'new', created: true });
    expect(reads).toEqual([]);

    const used = Object.assign(new Error('duplicate key'), { code: '23505' });
    const repeat = await createOnce({ createFirst: true, replay: () => { reads.push('read'); return Promise.resolve('stored'); }, create: () => Promise.reject(used) });
    expect(repeat).toEqual({ record: 'stored', created: false });
    // A rule the stored record now breaks (its shift closed since) is a repeat too, not a refusal.
    const closed = new ApiError(422, { errors: { shift_id: ['is closed'] } });
    const late = await createOnce({ createFirst: true, replay: () => Promise.resolve('stored'), create: () => Promise.reject(closed) });
    expect(late).toEqual({ record: 'stored', created: false });
    await expect(createOnce({ createFirst: true, replay: () => Promise.resolve(undefined), create: () => Promise.reject(closed) })).rejects.toBe(closed);
    expect(reads).toEqual(['read']);
  });
});
