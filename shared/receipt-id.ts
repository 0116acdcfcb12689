/**
 * A receipt id (spec §2.16): take a UUID, keep its last 12 characters, convert to uppercase.
 * The Store API requires 12 uppercase hexadecimal characters, unique per company.
 */
export function newReceiptId(uuid: string = crypto.randomUUID()): string {
  return uuid.slice(-12).toUpperCase();
}

export const RECEIPT_ID_PATTERN = /^[0-9A-F]{12}$/;

export const isReceiptId = (text: string): boolean => RECEIPT_ID_PATTERN.test(text);
