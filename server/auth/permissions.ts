import type { UserTable } from '../db/schema.ts';
import { forbidden } from '../http/errors.ts';
import type { Session } from './session.ts';

export type Role = UserTable['role'];

const ANYONE: readonly Role[] = ['manager', 'budtender'];
const MANAGERS: readonly Role[] = ['manager'];

/**
 * Who may do what, beyond being signed in to the company. One table so docs/security.md, the tests and
 * the routes agree; a route names its action with requirePermission(request.session, action).
 */
export const permissions = {
  /** POST /devices: a register joins the store. */
  'register-device': MANAGERS,
  /** POST /shifts/{id}/close on a shift another user opened. */
  'close-others-shift': MANAGERS,
  /** A refund, return or void whose amount is above config.refundLimitCents. */
  'refund-above-limit': MANAGERS,
  /** POST /places. */
  'create-place': MANAGERS,
  /** PUT /inventory_items/{id}. */
  'update-inventory-item': MANAGERS,
  /** POST and PUT /tax_items: what every sale is charged. */
  'edit-tax-items': MANAGERS,
  /** POST and PUT /brands, /strains. */
  'edit-brands-strains': ANYONE,
  /** GET /audit_entries, GET /audit/verify: the compliance audit trail. */
  'read-audit-trail': MANAGERS,
  /** PUT /register_settings: the location's sale rules (an ID check required on every sale). */
  'edit-location-settings': MANAGERS,
  /** PUT /state_reporting: where the location's sales are reported, with its licence key. */
  'manage-state-reporting': MANAGERS,
  /** The back office: locations, staff, product types, products and prices, stock, patients and person groups. */
  'manage-back-office': MANAGERS,
  /** POST /orders (a sale), and GET /patients/{id}/statewide_allotment (what Metrc will hold the sale to). */
  'ring-sale': ANYONE,
} as const satisfies Record<string, readonly Role[]>;

export type Action = keyof typeof permissions;

export const mayPerform = (role: Role, action: Action): boolean => (permissions[action] as readonly Role[]).includes(role);

/** Throws 403 {error} when the signed-in user's role may not perform the action. */
export function requirePermission(session: Pick<Session, 'user'>, action: Action): void {
  if (!mayPerform(session.user.role, action)) {
    throw forbidden(`Only a ${permissions[action].join(' or ')} may do this (${action})`);
  }
}

/**
 * A refund, return or void of `amountCents` (the absolute amount given back): above the limit it
 * needs a manager.
 */
export function requireRefundPermission(session: Pick<Session, 'user'>, amountCents: number, limitCents: number): void {
  if (Math.abs(amountCents) > limitCents) requirePermission(session, 'refund-above-limit');
}
