import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { isUuid, type ShiftCloseInput, type ShiftOpenInput } from '../../../shared/api/sales.ts';
import type { Session } from '../../auth/session.ts';
import type { Database, ShiftTable } from '../../db/schema.ts';
import { invalidField } from '../../http/errors.ts';
import { nowTimestamp } from '../../http/time.ts';
import type { DeviceRecord } from '../devices/repository.ts';
import { assertSameRequest, createOnce } from '../idempotency/create-once.ts';
import { isUniqueViolation, requestHash } from '../idempotency/request-hash.ts';
import { readLocationHead } from '../audit/chain-store.ts';
import { findShiftEmployee } from './employees.ts';

export type ShiftRow = Selectable<ShiftTable> & { device_name: string };

export type OpenShiftInput = ShiftOpenInput['shift'];
export type CloseShiftInput = ShiftCloseInput['shift'];
export interface ShiftListQuery { limit: number; offset: number; open?: boolean }

export function shifts(db: Kysely<Database>) {
  const withDevice = () => db.selectFrom('shifts').innerJoin('devices', 'devices.id', 'shifts.device_id')
    .selectAll('shifts').select('devices.name as device_name');
  const find = async (companyId: string, id: string): Promise<ShiftRow | undefined> => !isUuid(id) ? undefined :
    withDevice().where('shifts.company_id', '=', companyId).where('shifts.id', '=', id).executeTakeFirst();

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
     * Opens a shift on a register; one open shift per device. Idempotent on the client's id: a
     * replay returns the stored shift (whatever has happened to it since), so an offline register
     * can resend safely; the same id with a different open is 422.
     */
    async open(session: Session, device: DeviceRecord, input: OpenShiftInput): Promise<ShiftRow> {
      const companyId = session.companyId;
      const hash = requestHash({ device_id: device.id, employee_id: input.employee_id, open_amount: input.open_amount, note: input.note ?? null });
      const key = { field: 'id', companyId, hash, differs: 'has already been used to open a different shift' };
      const { record } = await createOnce({
        replay: async () => {
          if (input.id === undefined) return undefined;
          const stored = await withDevice().where('shifts.id', '=', input.id).executeTakeFirst();
          if (stored !== undefined) assertSameRequest({ company_id: stored.company_id, request_hash: stored.open_hash }, key);
          return stored;
        },
        create: async () => {
          const employee = await findShiftEmployee(db, session, input.employee_id);
          if (employee === null) throw invalidField('employee_id', 'is not an employee of this location');
          if ((await openShiftOf(device.id)) !== undefined) throw alreadyOpen();
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
            // Lost a race: the same open sent twice at once (answered by the replay), or another shift opened on this device.
            if (isUniqueViolation(error)) throw alreadyOpen();
            throw error;
          }
          return (await find(companyId, id))!;
        },
      });
      return record;
    },

    /**
     * Closes a shift; undefined when the location has no such shift. Closing again with the same
     * amounts returns it; with different ones is 422.
     */
    async close(companyId: string, id: string, input: CloseShiftInput): Promise<ShiftRow | undefined> {
      const close = { close_drawer_amount: input.close_drawer_amount, close_drop_amount: input.close_drop_amount, close_note: input.close_note ?? null };
      const hash = requestHash(close);
      const settled = (shift: ShiftRow): ShiftRow => {
        if (shift.close_hash !== hash) throw invalidField('closed_at', 'the shift was already closed with different amounts');
        return shift;
      };
      const shift = await find(companyId, id);
      if (shift === undefined) return undefined;
      if (shift.closed_at !== null) return settled(shift);
      const now = nowTimestamp();
      // The Z report carries the audit chain's head at the close, kept with the shift so a repeat shows the same one.
      const head = await readLocationHead(db, companyId);
      // Only an open shift is closed, so of two racing closes exactly one writes.
      await db.updateTable('shifts').set({
        ...close, closed_at: now, close_hash: hash, updated_at: now, audit_head_seq: head?.seq ?? null, audit_head_hash: head?.hash ?? null,
      })
        .where('company_id', '=', companyId).where('id', '=', id).where('closed_at', 'is', null).execute();
      return settled((await find(companyId, id))!);
    },
  };
}
