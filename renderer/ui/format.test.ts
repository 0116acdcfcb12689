import { describe, expect, it } from 'vitest';
import { formatAmount, formatDate, personName } from './format.ts';

describe('counter formatting', () => {
  it('shows quantities in their unit', () => {
    expect(formatAmount(3.5, 0)).toBe('3.5 g');
    expect(formatAmount(1, 5)).toBe('1 unit');
    expect(formatAmount(2, 5)).toBe('2 units');
    expect(formatAmount(0.1 + 0.2, 0)).toBe('0.3 g');
  });

  it('shows a calendar date without shifting it by the time zone', () => {
    expect(formatDate('2026-01-31')).toBe('Jan 31, 2026');
  });

  it('names a person, falling back to how to reach them', () => {
    expect(personName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(personName({ firstName: null, lastName: null, email: 'a@b.c' })).toBe('a@b.c');
    expect(personName({ firstName: null, lastName: '', email: null, phone: '555' })).toBe('555');
  });
});
