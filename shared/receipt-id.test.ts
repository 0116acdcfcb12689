import { describe, expect, it } from 'vitest';
import { isReceiptId, newReceiptId } from './receipt-id.ts';

describe('newReceiptId', () => {
  it('keeps the last 12 characters of the UUID, upper-cased', () => {
    expect(newReceiptId('3f2b8c1e-9d4a-4b7e-8f21-0a1b2c3d4e5f')).toBe('0A1B2C3D4E5F');
  });

  it('makes 12 uppercase hexadecimal characters, different each time', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => newReceiptId()));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(isReceiptId(id)).toBe(true);
  });

  it('tells a receipt id from other text', () => {
    expect(isReceiptId('0A1B2C3D4E5F')).toBe(true);
    expect(isReceiptId('0a1b2c3d4e5f')).toBe(false);
    expect(isReceiptId('0A1B2C3D4E5')).toBe(false);
  });
});
