import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { pinMatches, type PinHash } from '../../shared/pin.ts';
import type { ManagerPinOutcome } from '../../shared/printer.ts';

/**
 * The register's check of a manager's PIN (No sale, a discount above the threshold). The host
 * checks it, never the page: the page holds no PIN hash, and every wrong PIN counts here.
 *
 * A PIN has four to six digits, so what stops guessing is the count, not the hash: after
 * PIN_LOCK_AFTER wrong PINs in a row the register takes no PIN for PIN_LOCK_MS, and each further
 * wrong PIN before a right one locks it again. That is at most 5 guesses per 5 minutes, so ten
 * thousand 4-digit PINs take weeks. The count is kept in a file beside the vault, so restarting the
 * host does not reset it.
 */
export const PIN_LOCK_AFTER = 5;
export const PIN_LOCK_MS = 5 * 60_000;
export const PIN_LOCK_FILE = 'pin-lock.json';

/** An approver as the host keeps it: received only under a manager's session. */
export interface KeptApprover extends PinHash { user_id: string; name: string }

const LockState = Type.Object({ failures: Type.Integer({ minimum: 0 }), lockedUntil: Type.Number() });
interface LockState { failures: number; lockedUntil: number }

export interface ManagerPinGuard {
  check(pin: string, approvers: readonly KeptApprover[] | undefined): ManagerPinOutcome;
}

export function createManagerPinGuard({ dataDir, now = Date.now }: { dataDir: string; now?: () => number }): ManagerPinGuard {
  const path = join(dataDir, PIN_LOCK_FILE);
  const read = (): LockState => {
    try {
      const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
      return Value.Check(LockState, parsed) ? parsed : { failures: 0, lockedUntil: 0 };
    } catch {
      return { failures: 0, lockedUntil: 0 };
    }
  };
  const write = (state: LockState): void => {
    const temporary = `${path}.tmp`;
    writeFileSync(temporary, JSON.stringify(state), { mode: 0o600 });
    renameSync(temporary, path);
  };
  const lockedFor = (state: LockState): number => Math.max(0, state.lockedUntil - now());
  const locked = (retryAfterMs: number): ManagerPinOutcome => ({
    ok: false, reason: 'locked', retryAfterMs,
    message: `Too many wrong PINs: this register takes no manager PIN for ${Math.ceil(retryAfterMs / 60_000)} min.`,
  });

  return {
    check(pin, approvers) {
      const state = read();
      const waiting = lockedFor(state);
      // Locked: the PIN is not even compared, so guessing on during the lock learns nothing.
      if (waiting > 0) return locked(waiting);
      if (approvers === undefined || approvers.length === 0) {
        return { ok: false, reason: 'no-approvers', message: 'No manager has signed in on this register yet, so it cannot check a PIN. A manager signs in once while online.' };
      }
      const approver = approvers.find((candidate) => pinMatches(pin, candidate));
      if (approver !== undefined) {
        write({ failures: 0, lockedUntil: 0 });
        return { ok: true, approver: { user_id: approver.user_id, name: approver.name } };
      }
      const failures = state.failures + 1;
      const lockedUntil = failures >= PIN_LOCK_AFTER ? now() + PIN_LOCK_MS : 0;
      write({ failures, lockedUntil });
      if (lockedUntil > 0) return locked(PIN_LOCK_MS);
      return { ok: false, reason: 'wrong-pin', message: `That PIN is not a manager’s of this store (${PIN_LOCK_AFTER - failures} more wrong and the register locks for ${PIN_LOCK_MS / 60_000} min).` };
    },
  };
}
