import { randomUUID } from 'node:crypto';
import { operations, requestOf } from '../../shared/api/operations.ts';
import type { ApiOutcome } from '../../shared/bridge.ts';
import type { Gateway } from './gateway.ts';
import type { Vault } from './vault.ts';

export type DeviceRegistration =
  | { ok: true; device: { id: string; name: string; locationId: string; secret?: string } }
  | { ok: false; reason: 'not-a-manager' | 'offline' | 'rejected' | 'server-error' | 'not-signed-in'; message: string };

/**
 * Registers this register as a device of `locationId` (POST /devices, manager only) and keeps its id.
 * The id is chosen here, so a retried call after a lost answer registers the same device, not a second one;
 * set up again for the same location, the register keeps the id it has.
 */
export async function registerDevice(
  { gateway, vault, authorization }: { gateway: Gateway; vault: Vault; authorization: string },
  { locationId, name }: { locationId: string; name: string },
): Promise<DeviceRegistration> {
  const kept = vault.read().device;
  const id = kept !== undefined && kept.locationId === locationId ? kept.id : randomUUID();
  const outcome = await gateway.send(
    requestOf(operations.createDevice, { params: {}, query: {}, body: { device: { id, name } } }),
    { authorization, companyId: locationId },
  );
  if (outcome.kind === 'ok') {
    const secret = secretFrom(outcome);
    const device = { id: deviceIdFrom(outcome) ?? id, name, locationId, ...(secret === undefined ? {} : { secret }) };
    vault.update({ device, locationId });
    return { ok: true, device };
  }
  return { ok: false, ...failureOf(outcome) };
}

/** The register's credential (`device_secret`), issued anew at each set-up. */
function secretFrom({ body }: Extract<ApiOutcome, { kind: 'ok' }>): string | undefined {
  return typeof body === 'object' && body !== null && 'device_secret' in body && typeof body.device_secret === 'string' ? body.device_secret : undefined;
}

function deviceIdFrom(outcome: Extract<ApiOutcome, { kind: 'ok' }>): string | undefined {
  const { body } = outcome;
  if (typeof body !== 'object' || body === null || !('device' in body)) return undefined;
  const { device } = body;
  if (typeof device !== 'object' || device === null || !('id' in device) || typeof device.id !== 'string') return undefined;
  return device.id;
}

function failureOf(outcome: Exclude<ApiOutcome, { kind: 'ok' }>): { reason: Exclude<DeviceRegistration, { ok: true }>['reason']; message: string } {
  switch (outcome.kind) {
    case 'unauthorized': return { reason: 'not-signed-in', message: 'The session has ended. Sign in again.' };
    case 'rejected':
      return outcome.status === 403
        ? { reason: 'not-a-manager', message: 'Only a manager can set up a register.' }
        : { reason: 'rejected', message: `The Store API refused the set-up (${outcome.status}): ${summarize(outcome.body)}` };
    case 'server-error': return { reason: 'server-error', message: `The Store API failed (${outcome.status}). Try again.` };
    case 'timeout': return { reason: 'offline', message: 'The Store API did not answer in time. Check the connection and try again.' };
    case 'offline': return { reason: 'offline', message: 'The Store API cannot be reached. Check the connection and try again.' };
  }
}

/** A one-line form of an error body ({error} or {errors: {field: [msg]}}) for messages. */
export function summarize(body: unknown): string {
  if (typeof body === 'string') return body;
  if (typeof body !== 'object' || body === null) return 'no details';
  if ('error' in body && typeof body.error === 'string') return body.error;
  if ('errors' in body && typeof body.errors === 'object' && body.errors !== null) {
    return Object.entries(body.errors).map(([field, messages]) => `${field} ${Array.isArray(messages) ? messages.join(', ') : String(messages)}`).join('; ');
  }
  return JSON.stringify(body);
}
