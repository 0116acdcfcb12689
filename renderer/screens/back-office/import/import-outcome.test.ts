import { describe, expect, it } from 'vitest';
import { importFailureText } from './import-outcome.ts';

describe('why an import step did not happen', () => {
  it('names each problem of a refused file by line and column', () => {
    const body = { errors: { 'line 3, Price': ['is not an amount'] }, problems: [{ line: 3, column: 'Price', reason: 'is not an amount' }] };
    expect(importFailureText({ kind: 'rejected', status: 422, body }, 'import the file')).toBe('The Store API refused the file: Line 3, Price: is not an amount.');
  });

  it('says what to do when the Store API is unreachable or the file too large', () => {
    expect(importFailureText({ kind: 'offline', message: 'connect ECONNREFUSED' }, 'read the file')).toMatch(/^The Store API is unreachable, so the register could not read the file/);
    expect(importFailureText({ kind: 'rejected', status: 413, body: {} }, 'import the file')).toMatch(/split it into smaller files/);
  });
});
