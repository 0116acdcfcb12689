import type { Kysely, Selectable } from 'kysely';
import type {
  Database, EmployeeTable, FileAttachmentTable, LoyaltyProgramTable, PatientTable, PersonGroupTable,
} from '../../db/schema.ts';

export type PatientRow = Selectable<PatientTable>;
export type EmployeeRow = Selectable<EmployeeTable>;
export type PersonGroupRow = Selectable<PersonGroupTable>;
export type LoyaltyProgramRow = Selectable<LoyaltyProgramTable>;
export type FileAttachmentRow = Selectable<FileAttachmentTable>;

export interface Page { limit: number; offset: number }
export interface Listed<T> { rows: T[]; total: number }

/** The file attachments of a page of people, by owner id: one query for the whole page. */
async function attachmentsOf(db: Kysely<Database>, companyId: string, ownerType: FileAttachmentTable['owner_type'], ownerIds: string[]) {
  const byOwner = new Map<string, FileAttachmentRow[]>();
  if (ownerIds.length === 0) return byOwner;
  const rows = await db.selectFrom('file_attachments').selectAll()
    .where('company_id', '=', companyId).where('owner_type', '=', ownerType).where('owner_id', 'in', ownerIds)
    .orderBy('created_at').orderBy('id').execute();
  for (const row of rows) {
    const list = byOwner.get(row.owner_id) ?? [];
    list.push(row);
    byOwner.set(row.owner_id, list);
  }
  return byOwner;
}

async function countOf(db: Kysely<Database>, table: 'patients' | 'employees' | 'person_groups' | 'loyalty_programs' | 'file_attachments', companyId: string): Promise<number> {
  const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('total'))
    .where('company_id', '=', companyId).executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function listPatients(db: Kysely<Database>, companyId: string, page: Page): Promise<Listed<PatientRow> & { attachments: Map<string, FileAttachmentRow[]> }> {
  const [rows, total] = await Promise.all([
    db.selectFrom('patients').selectAll().where('company_id', '=', companyId)
      .orderBy('last_name').orderBy('first_name').orderBy('id').limit(page.limit).offset(page.offset).execute(),
    countOf(db, 'patients', companyId),
  ]);
  return { rows, total, attachments: await attachmentsOf(db, companyId, 'Patient', rows.map((r) => r.id)) };
}

export async function listEmployees(db: Kysely<Database>, companyId: string, page: Page): Promise<Listed<EmployeeRow> & { attachments: Map<string, FileAttachmentRow[]> }> {
  const [rows, total] = await Promise.all([
    db.selectFrom('employees').selectAll().where('company_id', '=', companyId)
      .orderBy('last_name').orderBy('first_name').orderBy('id').limit(page.limit).offset(page.offset).execute(),
    countOf(db, 'employees', companyId),
  ]);
  return { rows, total, attachments: await attachmentsOf(db, companyId, 'Employee', rows.map((r) => r.id)) };
}

export async function listPersonGroups(db: Kysely<Database>, companyId: string, page: Page): Promise<Listed<PersonGroupRow>> {
  const [rows, total] = await Promise.all([
    db.selectFrom('person_groups').selectAll().where('company_id', '=', companyId)
      .orderBy('name').orderBy('id').limit(page.limit).offset(page.offset).execute(),
    countOf(db, 'person_groups', companyId),
  ]);
  return { rows, total };
}

export async function listLoyaltyPrograms(db: Kysely<Database>, companyId: string, page: Page): Promise<Listed<LoyaltyProgramRow>> {
  const [rows, total] = await Promise.all([
    db.selectFrom('loyalty_programs').selectAll().where('company_id', '=', companyId)
      .orderBy('created_at').orderBy('id').limit(page.limit).offset(page.offset).execute(),
    countOf(db, 'loyalty_programs', companyId),
  ]);
  return { rows, total };
}

export async function listFileAttachments(db: Kysely<Database>, companyId: string, page: Page): Promise<Listed<FileAttachmentRow>> {
  const [rows, total] = await Promise.all([
    db.selectFrom('file_attachments').selectAll().where('company_id', '=', companyId)
      .orderBy('created_at').orderBy('id').limit(page.limit).offset(page.offset).execute(),
    countOf(db, 'file_attachments', companyId),
  ]);
  return { rows, total };
}

/**
 * Whether `employeeId` names an employee of the company. POST /shifts uses it to accept
 * `employee_id`; an employee of another company is as unknown as one that does not exist.
 */
export async function isEmployeeOfCompany(db: Kysely<Database>, companyId: string, employeeId: string): Promise<boolean> {
  const row = await db.selectFrom('employees').select('id')
    .where('company_id', '=', companyId).where('id', '=', employeeId).executeTakeFirst();
  return row !== undefined;
}
