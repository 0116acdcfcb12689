import type { Kysely } from 'kysely';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/schema.ts';

export interface ShiftEmployee { id: string; name: string }

/**
 * Who may hold a shift's drawer: the signed-in user, another user with access to the location, or
 * an employee of the location (GET /employees, migration 003). This is the one place that decides
 * it; every caller follows. Returns null when `employeeId` names nobody who may work here.
 */
export async function findShiftEmployee(db: Kysely<Database>, session: Session, employeeId: string): Promise<ShiftEmployee | null> {
  if (employeeId === session.user.id) return { id: session.user.id, name: fullName(session.user) };
  const colleague = await db.selectFrom('users')
    .innerJoin('user_companies', 'user_companies.user_id', 'users.id')
    .select(['users.id', 'users.first_name', 'users.last_name'])
    .where('users.id', '=', employeeId).where('user_companies.company_id', '=', session.companyId)
    .executeTakeFirst();
  if (colleague !== undefined) return { id: colleague.id, name: fullName(colleague) };
  const employee = await db.selectFrom('employees').select(['id', 'first_name', 'last_name'])
    .where('id', '=', employeeId).where('company_id', '=', session.companyId).executeTakeFirst();
  return employee === undefined ? null : { id: employee.id, name: fullName(employee) };
}

/** Whether the user holds the shift: as its employee_id directly, or as the employee linked to the user. */
export async function isShiftHolder(db: Kysely<Database>, shift: { employee_id: string; company_id: string }, userId: string): Promise<boolean> {
  if (shift.employee_id === userId) return true;
  const employee = await db.selectFrom('employees').select('id')
    .where('id', '=', shift.employee_id).where('company_id', '=', shift.company_id).where('user_id', '=', userId).executeTakeFirst();
  return employee !== undefined;
}

const fullName = (person: { first_name: string; last_name: string }): string => `${person.first_name} ${person.last_name}`.trim();
