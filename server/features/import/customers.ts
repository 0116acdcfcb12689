import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { Session } from '../../auth/session.ts';
import { insertInBatches } from '../../db/batch.ts';
import type { CustomerTable, Database } from '../../db/schema.ts';
import { nowTimestamp } from '../../http/time.ts';
import { sentFields } from '../audit/manager-changes.ts';
import { formatPhone, isValidEmail } from '../customers/rules.ts';
import type { Mapped } from './map.ts';
import { readDate, readText } from './normalize.ts';
import { RowProblems, type ImportPlan, type PlannedRow } from './plan.ts';

interface CustomerChange { id: string; line: number; fields: Partial<Pick<CustomerTable, 'first_name' | 'last_name' | 'email' | 'phone' | 'birth_date'>> }

/**
 * A customers file: each row a customer, found by e-mail or phone (the spec's §2.4 contact rule:
 * one of them suffices, and what is given must be valid). A row whose e-mail or phone a customer
 * of the location has updates that customer; a row matching two different customers is refused,
 * as is a second row with the same e-mail or phone.
 */
export async function planCustomers(db: Kysely<Database>, session: Session, mapped: Mapped): Promise<ImportPlan> {
  const { companyId, accountId } = session;
  const known = await db.selectFrom('customers').select(['id', 'email', 'phone']).where('company_id', '=', companyId).execute();
  const byEmail = new Map(known.flatMap((row) => (row.email === null ? [] : [[row.email.toLowerCase(), row.id] as const])));
  const byPhone = new Map(known.flatMap((row) => (row.phone === null ? [] : [[row.phone, row.id] as const])));
  const seenEmail = new Map<string, number>();
  const seenPhone = new Map<string, number>();
  const planned: PlannedRow[] = [];
  const creates: Array<Insertable<CustomerTable>> = [];
  const createdAudit: Array<{ line: number; fields: string[] }> = [];
  const updates: CustomerChange[] = [];
  const now = nowTimestamp();
  for (const { line, values } of mapped.rows) {
    const problems = new RowProblems(line, mapped.columnOf);
    const email = readText(values['email'])?.toLowerCase() ?? null;
    const phoneText = readText(values['phone']);
    const phone = phoneText === null ? null : formatPhone(phoneText);
    if (email === null && phoneText === null) problems.add('email', "can't be blank unless a phone is given: a customer is found by e-mail or phone");
    if (email !== null && !isValidEmail(email)) problems.add('email', `is not a valid e-mail: "${email}"`);
    if (phoneText !== null && phone === null) problems.add('phone', `is not a valid phone number: "${phoneText}"`);
    if (email !== null && seenEmail.has(email)) problems.add('email', `repeats the e-mail of line ${seenEmail.get(email) ?? ''}`);
    if (phone !== null && seenPhone.has(phone)) problems.add('phone', `repeats the phone of line ${seenPhone.get(phone) ?? ''}`);
    if (email !== null) seenEmail.set(email, line);
    if (phone !== null) seenPhone.set(phone, line);
    const birthText = readText(values['birth_date']);
    const birth = birthText === null ? null : readDate(birthText);
    if (birth !== null && !birth.ok) problems.add('birth_date', birth.reason);
    const byEmailId = email === null ? undefined : byEmail.get(email);
    const byPhoneId = phone === null ? undefined : byPhone.get(phone);
    if (byEmailId !== undefined && byPhoneId !== undefined && byEmailId !== byPhoneId) {
      problems.add('phone', 'belongs to another customer than the e-mail does: the row matches two customers');
    }
    const existingId = byEmailId ?? byPhoneId;
    planned.push({ line, action: existingId === undefined ? 'create' : 'update', values, problems: problems.list });
    if (problems.list.length > 0) continue;
    const fields = Object.fromEntries(Object.entries({
      first_name: readText(values['first_name']) ?? undefined, last_name: readText(values['last_name']) ?? undefined,
      email: email ?? undefined, phone: phone ?? undefined, birth_date: birth?.ok === true ? birth.value : undefined,
    }).filter(([, value]) => value !== undefined)) satisfies CustomerChange['fields'];
    if (existingId !== undefined) updates.push({ id: existingId, line, fields });
    else {
      createdAudit.push({ line, fields: sentFields(fields) });
      creates.push({
        id: randomUUID(), company_id: companyId, account_id: accountId, first_name: null, last_name: null, email: null, phone: null, birth_date: null,
        id_number: null, expiration_date: null, loyalty_points: null, driver_license_number: null, driver_license_state: null,
        driver_license_zip_code: null, driver_license_expiration_date: null, request_hash: null, created_at: now, updated_at: now, ...fields,
      });
    }
  }
  return {
    rows: planned,
    // Registers read customers from GET /customers when they look one up: no push notification names them.
    // Each customer made or changed is one entry in the audit chain, naming the fields (never their values: they are personal).
    write: async (trx, recorder) => {
      await insertInBatches(trx, 'customers', creates, 500);
      creates.forEach((row, index) => {
        const { line, fields } = createdAudit[index] ?? { line: 0, fields: [] };
        recorder.audit({ resource: 'customer', action: 'create', id: row.id, details: { line, fields } });
      });
      for (const update of updates) {
        await trx.updateTable('customers').set({ ...update.fields, updated_at: now }).where('company_id', '=', companyId).where('id', '=', update.id).execute();
        recorder.audit({ resource: 'customer', action: 'update', id: update.id, details: { line: update.line, fields: sentFields(update.fields) } });
      }
    },
  };
}
