import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Session } from '../../auth/session.ts';
import { insertInBatches } from '../../db/batch.ts';
import type { Database, PatientTable } from '../../db/schema.ts';
import { nowTimestamp } from '../../http/time.ts';
import { sentFields } from '../audit/manager-changes.ts';
import type { Mapped } from './map.ts';
import { readDate, readText } from './normalize.ts';
import { RowProblems, type ImportPlan, type PlannedRow } from './plan.ts';

const key = (text: string) => text.trim().toLowerCase();

/**
 * A patients file: each row a medical patient, found by their card number. The checks are POST
 * /patients': names, real dates (a birth date not in the future), a two-letter card state, a group
 * of the location. A new patient in no group joins the location's medical group, as POST /patients
 * puts them; a card number the location has updates that patient.
 */
export async function planPatients(db: Kysely<Database>, session: Session, mapped: Mapped): Promise<ImportPlan> {
  const { companyId, accountId } = session;
  const [known, groups] = await Promise.all([
    db.selectFrom('patients').select(['id', 'id_number']).where('company_id', '=', companyId).execute(),
    db.selectFrom('person_groups').select(['id', 'name', 'medical']).where('company_id', '=', companyId).orderBy('name').execute(),
  ]);
  const byCard = new Map(known.flatMap((row) => (row.id_number === null ? [] : [[row.id_number, row.id] as const])));
  const groupByName = new Map(groups.map((group) => [key(group.name), group]));
  const medicalGroup = groups.find((group) => group.medical === 1);
  const today = nowTimestamp().slice(0, 10);
  const now = nowTimestamp();
  const seen = new Map<string, number>();
  const planned: PlannedRow[] = [];
  const creates: Array<Insertable<PatientTable>> = [];
  const updates: Array<{ id: string; line: number; fields: Updateable<PatientTable>; audited: string[] }> = [];
  const createdAudit: Array<{ line: number; fields: string[] }> = [];
  const memberships: Array<{ patientId: string; groupId: string; replace: boolean }> = [];
  for (const { line, values } of mapped.rows) {
    const problems = new RowProblems(line, mapped.columnOf);
    const card = readText(values['card_number']) ?? '';
    const existingId = card === '' ? undefined : byCard.get(card);
    const creating = existingId === undefined;
    if (card === '') problems.add('card_number', "can't be blank");
    else if (seen.has(card)) problems.add('card_number', `repeats the card number of line ${seen.get(card) ?? ''}: each patient once per file`);
    else seen.set(card, line);
    const text = (field: string): string | undefined => {
      const value = readText(values[field]) ?? undefined;
      if (value !== undefined && value.length > 255) { problems.add(field, 'is longer than 255 characters'); return undefined; }
      return value;
    };
    const firstName = text('first_name');
    const lastName = text('last_name');
    if (creating && firstName === undefined) problems.add('first_name', "can't be blank");
    if (creating && lastName === undefined) problems.add('last_name', "can't be blank");
    const date = (field: string): string | undefined => {
      const value = readText(values[field]);
      if (value === null) {
        if (creating && (field === 'birth_date' || field === 'card_expiration_date')) problems.add(field, "can't be blank");
        return undefined;
      }
      const read = readDate(value);
      if (!read.ok) { problems.add(field, read.reason); return undefined; }
      return read.value;
    };
    const birthDate = date('birth_date');
    if (birthDate !== undefined && birthDate > today) problems.add('birth_date', 'cannot be in the future');
    const expiration = date('card_expiration_date');
    const effective = date('card_effective_date');
    const cardState = text('card_state');
    if (cardState !== undefined && !/^[A-Za-z]{2}$/.test(cardState)) problems.add('card_state', `must be a two-letter state: "${cardState}"`);
    const groupName = readText(values['person_group']);
    const group = groupName === null ? undefined : groupByName.get(key(groupName));
    if (groupName !== null && group === undefined) problems.add('person_group', `is not a person group of this location: "${groupName}" (its groups: ${groups.map((known) => known.name).join(', ')})`);
    planned.push({ line, action: creating ? 'create' : 'update', values, problems: problems.list });
    if (problems.list.length > 0) continue;
    const fields = Object.fromEntries(Object.entries({
      first_name: firstName, last_name: lastName, birth_date: birthDate, expiration_date: expiration, card_effective_date: effective,
      card_state: cardState?.toUpperCase(), caregiver_id_number: text('caregiver_card_number'), email: text('email'), phone: text('phone'),
    }).filter(([, value]) => value !== undefined)) satisfies Updateable<PatientTable>;
    if (existingId !== undefined) {
      const audited = sentFields({ ...fields, ...(groupName === null ? {} : { person_group: true }) });
      updates.push({ id: existingId, line, fields, audited });
      if (group !== undefined) memberships.push({ patientId: existingId, groupId: group.id, replace: true });
      continue;
    }
    const id = randomUUID();
    createdAudit.push({ line, fields: sentFields({ ...fields, ...(groupName === null ? {} : { person_group: true }) }) });
    creates.push({
      id, company_id: companyId, account_id: accountId, first_name: firstName ?? '', last_name: lastName ?? '',
      email: null, phone: null, id_number: card, birth_date: birthDate ?? null, driver_license_number: null,
      driver_license_state: null, driver_license_zip_code: null, driver_license_expiration_date: null, expiration_date: expiration ?? null,
      caregiver_id_number: null, caregiver_first_name: null, caregiver_last_name: null, loyalty_points: 0, carry_limit_milli: null, carry_limit_unit: null,
      membership_date: today, plant_count: 0, physician_name: null, created_at: now, updated_at: now, ...fields,
    });
    const groupId = group?.id ?? medicalGroup?.id;
    if (groupId !== undefined) memberships.push({ patientId: id, groupId, replace: false });
  }
  return {
    rows: planned,
    write: async (trx, recorder) => {
      await insertInBatches(trx, 'patients', creates, 300);
      for (const update of updates) {
        await trx.updateTable('patients').set({ ...update.fields, updated_at: now }).where('company_id', '=', companyId).where('id', '=', update.id).execute();
      }
      const replaced = memberships.filter((membership) => membership.replace).map((membership) => membership.patientId);
      for (let start = 0; start < replaced.length; start += 500) {
        await trx.deleteFrom('person_group_members').where('company_id', '=', companyId).where('person_type', '=', 'Patient')
          .where('person_id', 'in', replaced.slice(start, start + 500)).execute();
      }
      await insertInBatches(trx, 'person_group_members', memberships.map((membership) => ({
        person_type: 'Patient' as const, person_id: membership.patientId, person_group_id: membership.groupId, company_id: companyId,
      })), 1000);
      // Each patient made or changed is one entry in the audit chain, naming the fields (never their values: they are personal).
      creates.forEach((row, index) => {
        recorder.notify('create', 'Patient', row.id);
        const { line, fields } = createdAudit[index] ?? { line: 0, fields: [] };
        recorder.audit({ resource: 'patient', action: 'create', id: row.id, details: { line, fields } });
      });
      for (const update of updates) {
        recorder.notify('update', 'Patient', update.id);
        recorder.audit({ resource: 'patient', action: 'update', id: update.id, details: { line: update.line, fields: update.audited } });
      }
    },
  };
}
