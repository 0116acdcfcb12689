import { ApiError, invalidField } from '../../http/errors.ts';
import { isUniqueViolation } from './request-hash.ts';

/** A create's key (a client-made id, say) and the canonical hash of its request. */
export interface CreateKey {
  /** The request field the key came in, which a refusal names. */
  field: string;
  companyId: string;
  hash: string;
  /** What a different request under the same key is told. */
  differs: string;
}

/** What a key already names: the location it belongs to and the hash of the request that stored it. */
export interface StoredKey { company_id: string; request_hash: string | null }

/**
 * Throws unless `stored` was stored by this very request: a different request under the same key
 * is refused on the key's field, and a key of another location is refused without saying whose
 * (ids are global, and another location's must not be probed). A record stored before its request
 * was hashed (null) is taken as the same request.
 */
export function assertSameRequest(stored: StoredKey, key: CreateKey): void {
  if (stored.company_id !== key.companyId) throw invalidField(key.field, 'has already been taken');
  if (stored.request_hash !== null && stored.request_hash !== key.hash) throw invalidField(key.field, key.differs);
}

export interface CreateOnce<T> {
  /** The record the request's keys already name, checked with `assertSameRequest`; undefined when new. */
  replay(): Promise<T | undefined>;
  /** Checks and stores the new record. */
  create(): Promise<T>;
  /**
   * Try the create first and look for a stored record only when it fails: for a create that is
   * almost always new and whose every write fails on a used key (a sale: its id and receipt id
   * are the keys of its first row), this saves a read per create. A create that checks rules
   * against what a stored record changed must still read first.
   */
  createFirst?: boolean;
}

/**
 * Creates a record at most once per key, so an offline register may resend a create safely: a
 * repeat answers the stored record, and a different request under a used key is refused. Under
 * concurrency the database decides (a primary key or unique index lets one copy commit); a copy
 * that then fails, on the key or on a rule the winner's write now breaks (the shift it opened,
 * the sale it voided), answers with what the winner stored.
 */
export async function createOnce<T>({ replay, create, createFirst = false }: CreateOnce<T>): Promise<{ record: T; created: boolean }> {
  const seen = createFirst ? undefined : await replay();
  if (seen !== undefined) return { record: seen, created: false };
  try {
    return { record: await create(), created: true };
  } catch (error) {
    if (!isUniqueViolation(error) && !(error instanceof ApiError)) throw error;
    const winner = await replay();
    if (winner === undefined) throw error;
    return { record: winner, created: false };
  }
}
