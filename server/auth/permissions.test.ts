import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors.ts';
import { permissions, requirePermission, requireRefundPermission, type Action, type Role } from './permissions.ts';
import type { User } from './session.ts';

const userWithRole = (role: Role): { user: User } => ({
  user: {
    id: 'u', account_id: 'a', username: 'u', email: 'u@canopy.demo', first_name: 'U', last_name: 'U', password_hash: '',
    role, pin: '0000', support_user_hash: '', role_id: 'r', created_at: '2026-01-01T00:00:00.000Z', active: 1, first_sign_in_code_hash: null,
  },
});

/** The table the README documents; a change to permissions.ts must change this on purpose. */
const expected: Record<Action, Record<Role, boolean>> = {
  'register-device': { manager: true, budtender: false },
  'close-others-shift': { manager: true, budtender: false },
  'refund-above-limit': { manager: true, budtender: false },
  'create-place': { manager: true, budtender: false },
  'update-inventory-item': { manager: true, budtender: false },
  'edit-tax-items': { manager: true, budtender: false },
  'manage-back-office': { manager: true, budtender: false },
  'edit-brands-strains': { manager: true, budtender: true },
  'read-audit-trail': { manager: true, budtender: false },
  'edit-location-settings': { manager: true, budtender: false },
  'manage-state-reporting': { manager: true, budtender: false },
  'ring-sale': { manager: true, budtender: true },
};

function outcome(run: () => void): number | 'allowed' {
  try {
    run();
    return 'allowed';
  } catch (error) {
    if (error instanceof ApiError) return error.statusCode;
    throw error;
  }
}

describe('permissions', () => {
  it('has exactly the documented actions', () => {
    expect(Object.keys(permissions).sort()).toEqual(Object.keys(expected).sort());
  });

  for (const [action, roles] of Object.entries(expected) as [Action, Record<Role, boolean>][]) {
    for (const [role, allowed] of Object.entries(roles) as [Role, boolean][]) {
      it(`${action}: ${role} is ${allowed ? 'allowed' : 'refused with 403'}`, () => {
        expect(outcome(() => requirePermission(userWithRole(role), action))).toBe(allowed ? 'allowed' : 403);
      });
    }
  }

  it('a refund up to the limit is anyone\'s; above it only a manager\'s, whatever its sign', () => {
    const budtender = userWithRole('budtender');
    expect(outcome(() => requireRefundPermission(budtender, 10_000, 10_000))).toBe('allowed');
    expect(outcome(() => requireRefundPermission(budtender, -10_000, 10_000))).toBe('allowed');
    expect(outcome(() => requireRefundPermission(budtender, 10_001, 10_000))).toBe(403);
    expect(outcome(() => requireRefundPermission(budtender, -10_001, 10_000))).toBe(403);
    expect(outcome(() => requireRefundPermission(userWithRole('manager'), 1_000_000, 10_000))).toBe('allowed');
  });

  it('the 403 body is {error} with a sentence', () => {
    try {
      requirePermission(userWithRole('budtender'), 'register-device');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).body).toEqual({ error: 'Only a manager may do this (register-device)' });
    }
  });
});
