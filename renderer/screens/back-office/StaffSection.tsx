import { useState } from 'react';
import type { StaffMember } from '../../../shared/api/back-office.ts';
import { callOperation, operations } from '../../../shared/api/operations.ts';
import { useRegister } from '../../state/register-context.tsx';
import { useBackOfficeBlocked, useStoreRead, useStoreSave } from './kit/back-office-queries.ts';
import { FormReader } from './kit/form-values.ts';
import { RecordForm, type FormFieldSpec, type FormValues } from './kit/RecordForm.tsx';
import { RecordList } from './kit/RecordList.tsx';

const roles = [{ value: 'budtender', label: 'Budtender' }, { value: 'manager', label: 'Manager' }];
const pinHint = '4 to 8 digits, not used by anyone else at this location.';

const newFields: readonly FormFieldSpec[] = [
  { name: 'first_name', label: 'First name', kind: 'text' },
  { name: 'last_name', label: 'Last name', kind: 'text' },
  { name: 'email', label: 'E-mail address', kind: 'email', hint: 'They sign in with it.' },
  { name: 'role', label: 'Role', kind: 'choice', options: roles },
  { name: 'pin', label: 'Register PIN', kind: 'pin', hint: pinHint },
];
const editFields: readonly FormFieldSpec[] = [
  { name: 'role', label: 'Role', kind: 'choice', options: roles },
  { name: 'pin', label: 'New register PIN', kind: 'pin', hint: 'Leave empty to keep the PIN.' },
  { name: 'active', label: 'Can sign in', kind: 'yes-no', hint: 'Clearing it signs them out of every register at once.' },
];
const newFieldNames = newFields.map((field) => field.name);
const editFieldNames = editFields.map((field) => field.name);

const nameOf = (member: StaffMember): string => `${member.first_name} ${member.last_name}`;
const roleOf = (value: string): 'manager' | 'budtender' => (value === 'manager' ? 'manager' : 'budtender');

/** The location's staff: who may sign in, as what; a new employee sets their password from a one-time code. */
export function StaffSection() {
  const { session } = useRegister();
  const list = useStoreRead('staff', 'the staff', (api) => callOperation(api, operations.staff, { params: {}, query: {}, body: undefined }));
  const saveToStore = useStoreSave();
  const blocked = useBackOfficeBlocked();
  const [open, setOpen] = useState<StaffMember | 'new' | null>(null);

  const create = async (values: FormValues) => {
    const read = new FormReader(values);
    const employee = { first_name: read.text('first_name'), last_name: read.text('last_name'), email: read.text('email'), role: roleOf(read.text('role')), pin: read.text('pin') };
    return saveToStore((api) => callOperation(api, operations.createEmployee, { params: {}, query: {}, body: { employee } }), 'the new employee', newFieldNames,
      (answer) => (
        <>
          {nameOf(answer.employee)} can now be given their first sign-in. Give them this one-time code; they choose their password with it when they first sign in. It is shown only now:
          <div className="one-time-code" data-testid="first-sign-in-code">{answer.first_sign_in_code}</div>
        </>
      ));
  };

  const update = (member: StaffMember) => async (values: FormValues) => {
    const read = new FormReader(values);
    const pin = read.text('pin');
    const employee = { role: roleOf(read.text('role')), active: read.yes('active'), ...(pin === '' ? {} : { pin }) };
    return saveToStore((api) => callOperation(api, operations.updateEmployee, { params: { id: member.id }, query: {}, body: { employee } }), nameOf(member), editFieldNames,
      (answer) => (answer.employee.active ? `${nameOf(answer.employee)} is saved.` : `${nameOf(answer.employee)} can no longer sign in; every register they were signed in on has signed them out.`));
  };

  return (
    <>
      <div className="screen__head">
        <h3>Staff</h3>
        <button type="button" className="button" onClick={() => setOpen('new')}>New employee</button>
      </div>
      <div className="back-office__split">
        <RecordList
          label="Staff" records={list.data?.staff} keyOf={(member) => member.id} openId={open === 'new' || open === null ? null : open.id}
          onOpen={setOpen} problem={list.isError ? list.error.message : null} empty="No staff yet."
          columns={[
            { label: 'Name', cell: (member) => `${nameOf(member)}${member.id === session.user.id ? ' (you)' : ''}` },
            { label: 'E-mail', cell: (member) => member.email },
            { label: 'Role', cell: (member) => (member.role === 'manager' ? 'Manager' : 'Budtender') },
            { label: 'Standing', cell: (member) => (!member.active ? 'Cannot sign in' : member.password_set ? 'Active' : 'Waiting for first sign-in') },
          ]}
        />
        {open === 'new' && (
          <RecordForm key="new" title="New employee" fields={newFields} initial={{ role: 'budtender' }} submitLabel="Add employee" save={create} onCancel={() => setOpen(null)} blocked={blocked} clearAfterSave />
        )}
        {open !== null && open !== 'new' && (
          <RecordForm
            key={open.id} title={nameOf(open)} fields={editFields} initial={{ role: open.role, active: open.active ? 'yes' : '' }}
            submitLabel="Save employee" save={update(open)} onCancel={() => setOpen(null)} blocked={blocked}
          />
        )}
      </div>
    </>
  );
}
