import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { StaffMember } from '../../../shared/api/back-office.ts';
import { ErrorBody, ValidationErrorBody } from '../../../shared/api/common.ts';
import { operations } from '../../../shared/api/operations.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { requirePermission } from '../../auth/permissions.ts';
import { newToken } from '../../auth/tokens.ts';
import type { RouteOptions } from '../../context.ts';
import type { Database, UserTable } from '../../db/schema.ts';
import { FieldErrorCollector, notFound, unauthorized } from '../../http/errors.ts';
import { nowTimestamp } from '../../http/time.ts';
import { presentSignedIn } from '../account/routes.ts';
import { account } from '../account/repository.ts';
import { MIN_PASSWORD_LENGTH } from '../store-opening/open-store.ts';
import { checkName, managerChange, sentFields } from './change.ts';

type Db = Kysely<Database> | Transaction<Database>;
const tags = ['back office'];

const presentStaff = (user: Selectable<UserTable>): StaffMember => ({
  id: user.id, first_name: user.first_name, last_name: user.last_name, email: user.email, role: user.role,
  active: user.active === 1, password_set: user.password_hash !== '', created_at: user.created_at,
});

/** The one-time code's hash: the code is shown once and kept only as this. */
const codeHash = (code: string): string => createHash('sha256').update(code.trim().toUpperCase()).digest('hex');
/** Ten characters a manager can read out: no 0/O, 1/I. */
function newCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return [...randomBytes(10)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

const staffOf = (db: Db, companyId: string, accountId: string) => db.selectFrom('users')
  .innerJoin('user_companies', 'user_companies.user_id', 'users.id')
  .selectAll('users').where('user_companies.company_id', '=', companyId).where('users.account_id', '=', accountId);

/** Another active employee of the location has this PIN (PINs tell employees apart at the register). */
async function pinTaken(db: Db, companyId: string, accountId: string, pin: string, userId: string | null): Promise<boolean> {
  const rows = await staffOf(db, companyId, accountId).where('users.pin', '=', pin).where('users.active', '=', 1).execute();
  return rows.some((row) => row.id !== userId);
}

/** Extension (v2): the location's staff (managers only) and a new employee's first sign-in (no credentials). */
export const staffRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { db }) => {
  const { staff, createEmployee, updateEmployee, firstSignIn } = operations;
  const refusals = { 403: ErrorBody, 404: ErrorBody, 422: ValidationErrorBody };

  app.get(staff.path, { schema: { tags, summary: 'Extension: the employees of the location, active or not (manager only)', response: { 200: staff.answer, 403: ErrorBody } } }, async (request) => {
    requirePermission(request.session, 'manage-back-office');
    const rows = await staffOf(db, request.session.companyId, request.session.accountId).orderBy('users.last_name').orderBy('users.first_name').execute();
    return { staff: rows.map(presentStaff) };
  });

  app.post(createEmployee.path, {
    schema: {
      tags, summary: 'Extension: take on an employee (manager only); answers their one-time first sign-in code, shown this once',
      body: createEmployee.body, response: { 201: createEmployee.answer, ...refusals },
    },
  }, async (request, reply) => {
    requirePermission(request.session, 'manage-back-office');
    const { companyId, accountId } = request.session;
    const input = request.body.employee;
    const errors = new FieldErrorCollector();
    const firstName = checkName(errors, 'first_name', input.first_name) ?? '';
    const lastName = checkName(errors, 'last_name', input.last_name) ?? '';
    const email = input.email.trim().toLowerCase();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.add('email', 'must be an e-mail address');
    else if ((await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) !== undefined) errors.add('email', 'has already been taken');
    if (await pinTaken(db, companyId, accountId, input.pin, null)) errors.add('pin', 'has already been taken by another employee of this location');
    errors.throwIfAny();
    const id = randomUUID();
    const code = newCode();
    const now = nowTimestamp();
    await managerChange(db, request.session, async (trx, record) => {
      await trx.insertInto('users').values({
        id, account_id: accountId, username: email, email, first_name: firstName, last_name: lastName,
        // No password until the employee sets one with the code: an empty hash never verifies.
        password_hash: '', role: input.role, pin: input.pin, support_user_hash: randomBytes(20).toString('hex'), role_id: randomUUID(),
        created_at: now, first_sign_in_code_hash: codeHash(code),
      }).execute();
      await trx.insertInto('user_companies').values({ user_id: id, company_id: companyId, position: 0 }).execute();
      await trx.insertInto('employees').values({
        id: randomUUID(), company_id: companyId, account_id: accountId, user_id: id, first_name: firstName, last_name: lastName, email,
        phone: null, id_number: null, birth_date: null, driver_license_number: null, driver_license_state: null, driver_license_zip_code: null,
        driver_license_expiration_date: null, hire_date: now.slice(0, 10), loyalty_points: null, created_at: now, updated_at: now,
      }).execute();
      // A manager's PIN approves at the counter from the register's settings: registers read them again.
      record.notify('create', 'Employee', id);
      record.audit({ resource: 'employee', action: 'create', id, details: { role: input.role } });
    });
    const user = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    return reply.status(201).send({ employee: presentStaff(user), first_sign_in_code: code });
  });

  app.put(updateEmployee.path, {
    schema: {
      tags, summary: 'Extension: change an employee\'s role, PIN or name, or deactivate them (manager only)',
      description: 'active: false revokes every token of the employee at once. The last active manager of the location can be neither deactivated nor made a budtender.',
      params: updateEmployee.params, body: updateEmployee.body, response: { 200: updateEmployee.answer, ...refusals },
    },
  }, async (request) => {
    requirePermission(request.session, 'manage-back-office');
    const { companyId, accountId } = request.session;
    const { id } = request.params;
    const current = await staffOf(db, companyId, accountId).where('users.id', '=', id).executeTakeFirst();
    if (current === undefined) throw notFound('Employee');
    const input = request.body.employee;
    const errors = new FieldErrorCollector();
    const firstName = checkName(errors, 'first_name', input.first_name);
    const lastName = checkName(errors, 'last_name', input.last_name);
    const email = input.email?.trim().toLowerCase();
    if (email !== undefined && email !== current.email) {
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.add('email', 'must be an e-mail address');
      else if ((await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) !== undefined) errors.add('email', 'has already been taken');
    }
    if (input.pin !== undefined && await pinTaken(db, companyId, accountId, input.pin, id)) errors.add('pin', 'has already been taken by another employee of this location');
    const stopsManaging = current.role === 'manager' && current.active === 1 && (input.active === false || input.role === 'budtender');
    if (stopsManaging) {
      const managers = await staffOf(db, companyId, accountId).where('users.role', '=', 'manager').where('users.active', '=', 1).execute();
      if (managers.every((manager) => manager.id === id)) {
        errors.add(input.active === false ? 'active' : 'role', 'cannot take away the last active manager of the location: make another employee a manager first');
      }
    }
    errors.throwIfAny();
    await managerChange(db, request.session, async (trx, record) => {
      const changes = Object.fromEntries(Object.entries({
        first_name: firstName, last_name: lastName, email, username: email, role: input.role, pin: input.pin,
        active: input.active === undefined ? undefined : input.active ? 1 : 0,
      }).filter(([, value]) => value !== undefined));
      if (Object.keys(changes).length > 0) await trx.updateTable('users').set(changes).where('id', '=', id).execute();
      // Deactivated: every token stops working at once, on every register.
      if (input.active === false) await trx.updateTable('api_tokens').set({ revoked_at: nowTimestamp() }).where('user_id', '=', id).where('revoked_at', 'is', null).execute();
      record.notify('update', 'Employee', id);
      record.audit({ resource: 'employee', action: 'update', id, details: { fields: sentFields(input), ...(input.role === undefined ? {} : { role: input.role }), ...(input.active === undefined ? {} : { active: input.active }) } });
    });
    const user = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    return { employee: presentStaff(user) };
  });

  app.post(firstSignIn.path, {
    config: { auth: 'none' },
    schema: {
      tags, summary: 'Extension: a new employee sets their password with the one-time code a manager was shown, and is signed in',
      description: `The code works once. The password needs ${MIN_PASSWORD_LENGTH} characters or more. Answers as GET /me does, with a token.`,
      body: firstSignIn.body, response: { 200: firstSignIn.answer, 401: ErrorBody, 422: ValidationErrorBody },
    },
  }, async (request) => {
    const input = request.body.first_sign_in;
    const user = await db.selectFrom('users').selectAll().where('email', '=', input.email.trim().toLowerCase()).executeTakeFirst();
    const expected = Buffer.from(user?.first_sign_in_code_hash ?? '0'.repeat(64), 'hex');
    const matches = timingSafeEqual(expected, Buffer.from(codeHash(input.code), 'hex'));
    if (user === undefined || user.first_sign_in_code_hash === null || !matches || user.active === 0) {
      throw unauthorized('That e-mail and one-time code do not match a new employee; ask a manager for a new code');
    }
    if (input.password.length < MIN_PASSWORD_LENGTH) {
      const errors = new FieldErrorCollector();
      errors.add('password', `must be at least ${MIN_PASSWORD_LENGTH} characters`);
      errors.throwIfAny();
    }
    await db.updateTable('users').set({ password_hash: await hashPassword(input.password), first_sign_in_code_hash: null }).where('id', '=', user.id).execute();
    const companies = (await db.selectFrom('user_companies').select('company_id').where('user_id', '=', user.id).orderBy('position').execute()).map((row) => row.company_id);
    const { token, hash } = newToken();
    await account(db).keepToken(user.id, hash);
    const signedIn = await db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    return { user: presentSignedIn(signedIn, companies[0] ?? '', companies, token).v2 };
  });
};
