import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { isUuid, type Shift } from '../../../shared/api/sales.ts';
import type { Session } from '../../auth/session.ts';
import type { Database, ShiftTable } from '../../db/schema.ts';
import { invalidField, notFound, unprocessable } from '../../http/errors.ts';
import { nowTimestamp } from '../../http/time.ts';
import type { DeviceRecord } from '../devices/repository.ts';
import { isUniqueViolation, requestHash } from '../orders/idempotency.ts';
import { findShiftEmployee } from './employees.ts';

type ShiftRow = Selectable<ShiftTable> & { device_name: string };

export interface OpenShiftInput { id?: string; employee_id: string; open_amount: number; note?: string | null }
export interface CloseShiftInput { close_drawer_amount: number; close_drop_amount: number; close_note?: string | null }
export interface ShiftListQuery { limit: number; offset: number; open?: boolean }

export function presentShift(row: ShiftRow): Shift {
  return {
    id: row.id, device_name: row.device_name, opened_at: row.opened_at, closed_at: row.closed_at, locked: row.locked === 1,
    number_of_transactions: Number(row.number_of_transactions), employee_name: row.employee_name, note: row.note,
    open_amount: row.open_amount, close_drop_amount: row.close_drop_amount, close_drawer_amount: row.close_drawer_amount,
    close_note: row.close_note, receipt_id: row.receipt_id, device_id: row.device_id, employee_id: row.employee_id,
  };
}

export function shifts(db: Kysely<Database>) {
  const withDevice = () => db.selectFrom('shifts').innerJoin('devices', 'devices.id', 'shifts.device_id')
    .selectAll('shifts').select('devices.name as device_name');
  const find = async (companyId: string, id: string): Promise<ShiftRow | undefined> => !isUuid(id) ? undefined :
    withDevice().where('shifts.company_id', '=', companyId).where('shifts.id', '=', id).executeTakeFirst();

  /** A repeated open: the stored shift when the request matches, 422 when the same id meant something else. */
  async function replayOpen(companyId: string, id: string, hash: string): Promise<ShiftRow | undefined> {
    const stored = await withDevice().where('shifts.id', '=', id).executeTakeFirst();
    if (stored === undefined) return undefined;
    if (stored.company_id !== companyId) throw invalidField('id', 'has already been taken');
    if (stored.open_hash !== hash) throw invalidField('id', 'has already been used to open a different shift');
    return stored;
  }

  const openShiftOf = (deviceId: string) =>
    db.selectFrom('shifts').select('id').where('device_id', '=', deviceId).where('closed_at', 'is', null).executeTakeFirst();
  const alreadyOpen = () => invalidField('device_id', 'already has an open shift; close it first');

  return {
    find,

    async list(companyId: string, q: ShiftListQuery): Promise<{ shifts: ShiftRow[]; total: number }> {
      let rows = withDevice().where('shifts.company_id', '=', companyId);
      let count = db.selectFrom('shifts').where('company_id', '=', companyId);
      if (q.open !== undefined) {
        rows = rows.where('shifts.closed_at', q.open ? 'is' : 'is not', null);
        count = count.where('closed_at', q.open ? 'is' : 'is not', null);
      }
      const [page, total] = await Promise.all([
        rows.orderBy('shifts.opened_at', 'desc').orderBy('shifts.id').limit(q.limit).offset(q.offset).execute(),
        count.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { shifts: page, total: Number(total.total) };
    },

    /**
     * Opens a shift on a register. Idempotent on the client's id: a replay returns the stored
     * shift (whatever has happened to it since), so an offline register can resend safely.
     */
    async open(session: Session, device: DeviceRecord, input: OpenShiftInput): Promise<ShiftRow> {
      const companyId = session.companyId;
      const hash = requestHash({ device_id: device.id, employee_id: input.employee_id, open_amount: input.open_amount, note: input.note ?? null });
      if (input.id !== undefined) {
        const replayed = await replayOpen(companyId, input.id, hash);
        if (replayed !== undefined) return replayed;
      }
      const employee = await findShiftEmployee(db, session, input.employee_id);
      if (employee === null) throw invalidField('employee_id', 'is not an employee of this location');
      if ((await openShiftOf(device.id)) !== undefined) {
        // Perhaps a racing copy of this very open committed since the first look.
        const replayed = input.id === undefined ? undefined : await replayOpen(companyId, input.id, hash);
        if (replayed !== undefined) return replayed;
        throw alreadyOpen();
      }

      const id = input.id ?? randomUUID();
      const now = nowTimestamp();
      try {
        await db.insertInto('shifts').values({
          id, company_id: companyId, device_id: device.id, employee_id: employee.id, employee_name: employee.name,
          receipt_id: id.slice(-12).toUpperCase(), opened_at: now, closed_at: null, locked: 0, number_of_transactions: 0,
          note: input.note ?? null, open_amount: input.open_amount, close_drawer_amount: null, close_drop_amount: null,
          close_note: null, open_hash: hash, close_hash: null, created_at: now, updated_at: now,
        }).execute();
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Lost a race: either the same open sent twice at once, or another shift opened on this device.
        const replayed = input.id === undefined ? undefined : await replayOpen(companyId, input.id, hash);
        if (replayed !== undefined) return replayed;
        throw alreadyOpen();
      }
      return (await find(companyId, id))!;
    },

    /** Closes a shift. Closing again with the same amounts returns it; with different ones is 422. */
    async close(companyId: string, id: string, input: CloseShiftInput): Promise<ShiftRow> {
      const close = { close_drawer_amount: input.close_drawer_amount, close_drop_amount: input.close_drop_amount, close_note: input.close_note ?? null };
      const hash = requestHash(close);
      const settled = (shift: ShiftRow): ShiftRow => {
        if (shift.close_hash !== hash) throw unprocessable({ closed_at: ['the shift was already closed with different amounts'] });
        return shift;
      };
      const shift = await find(companyId, id);
      if (shift === undefined) throw notFound('Shift');
      if (shift.closed_at !== null) return settled(shift);
      const now = nowTimestamp();
      // Only an open shift is closed, so of two racing closes exactly one writes.
      await db.updateTable('shifts').set({ ...close, closed_at: now, close_hash: hash, updated_at: now })
        .where('company_id', '=', companyId).where('id', '=', id).where('closed_at', 'is', null).execute();
      return settled((await find(companyId, id))!);
    },
  };
}
