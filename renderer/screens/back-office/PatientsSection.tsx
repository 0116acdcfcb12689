import { useState } from 'react';
import { WeightUnit } from '../../../shared/api/common.ts';
import { callOperation, operations } from '../../../shared/api/operations.ts';
import type { Patient, PersonGroup } from '../../../shared/api/people.ts';
import { formatDate } from '../../ui/format.ts';
import { useBackOfficeBlocked, useStoreRead, useStoreSave } from './kit/back-office-queries.ts';
import { chosenIds, FormReader, shown } from './kit/form-values.ts';
import { RecordForm, type FormFieldSpec, type FormValues } from './kit/RecordForm.tsx';
import { RecordList } from './kit/RecordList.tsx';

type Part = 'patients' | 'groups';

/** Medical patients (their card, its dates, their carry limit) and the person groups that set what taxes a buyer pays. */
export function PatientsSection() {
  const [part, setPart] = useState<Part>('patients');
  return (
    <>
      <div className="back-office__sub" role="group" aria-label="Patients and groups">
        <button type="button" className="button" aria-current={part === 'patients'} onClick={() => setPart('patients')}>Patients</button>
        <button type="button" className="button" aria-current={part === 'groups'} onClick={() => setPart('groups')}>Person groups</button>
      </div>
      {part === 'patients' ? <Patients /> : <PersonGroups />}
    </>
  );
}

const page = { limit: 1000, offset: 0 };

function usePersonGroups() {
  return useStoreRead('person-groups', 'the person groups', (api) => callOperation(api, operations.personGroups, { params: {}, query: page, body: undefined }));
}

const patientFieldsWith = (groupOptions: ReadonlyArray<{ value: string; label: string }>): FormFieldSpec[] => [
  { name: 'first_name', label: 'First name', kind: 'text' },
  { name: 'last_name', label: 'Last name', kind: 'text' },
  { name: 'birth_date', label: 'Birth date', kind: 'date' },
  { name: 'person_group_id', label: 'Person group', kind: 'choice', wide: true, options: groupOptions },
  { name: 'card_number', label: 'Medical card number', kind: 'text' },
  { name: 'card_state', label: 'Card state', kind: 'text', hint: 'Two letters, as OR.' },
  { name: 'card_effective_date', label: 'Card effective', kind: 'date' },
  { name: 'card_expiration_date', label: 'Card expires', kind: 'date', hint: 'The register refuses a sale on an expired card.' },
  { name: 'carry_limit', label: 'Carry limit (g)', kind: 'decimal', hint: 'Only where the state sets one per patient.' },
  { name: 'caregiver_card_number', label: 'Caregiver’s card number', kind: 'text' },
  { name: 'phone', label: 'Phone', kind: 'text' },
  { name: 'email', label: 'E-mail address', kind: 'email' },
];

const patientValues = (patient: Patient): FormValues => ({
  first_name: patient.first_name, last_name: patient.last_name, birth_date: shown.text(patient.birth_date),
  person_group_id: shown.text(patient.person_group_id), card_number: shown.text(patient.id_number), card_state: shown.text(patient.card_state),
  card_effective_date: shown.text(patient.card_effective_date), card_expiration_date: shown.text(patient.expiration_date),
  carry_limit: patient.carry_limit === null ? '' : patient.carry_limit.value, caregiver_card_number: shown.text(patient.caregiver_id_number),
  phone: shown.text(patient.phone), email: shown.text(patient.email),
});

function Patients() {
  const list = useStoreRead('patients', 'the patients', (api) => callOperation(api, operations.patients, { params: {}, query: page, body: undefined }));
  const groups = usePersonGroups();
  const saveToStore = useStoreSave();
  const blocked = useBackOfficeBlocked();
  const [open, setOpen] = useState<Patient | 'new' | null>(null);
  const groupOptions = [{ value: '', label: 'None (pays what medical patients pay)' }, ...(groups.data?.person_group ?? []).map((group) => ({ value: group.id, label: group.name }))];
  const fields = patientFieldsWith(groupOptions);
  const fieldNames = fields.map((field) => field.name);

  const save = async (values: FormValues) => {
    const reader = new FormReader(values);
    const carryLimit = reader.decimalOrNull('carry_limit');
    const patient = {
      first_name: reader.text('first_name'), last_name: reader.text('last_name'), birth_date: reader.text('birth_date'),
      person_group_id: reader.textOrNull('person_group_id'), card_number: reader.text('card_number'), card_state: reader.textOrNull('card_state'),
      card_effective_date: reader.textOrNull('card_effective_date'), card_expiration_date: reader.text('card_expiration_date'),
      carry_limit: carryLimit === null ? null : { value: carryLimit, unit: WeightUnit.gram },
      caregiver_card_number: reader.textOrNull('caregiver_card_number'), phone: reader.textOrNull('phone'), email: reader.textOrNull('email'),
    };
    const local = reader.refusal(open === 'new' ? 'The new patient' : 'The patient');
    if (local !== null) return local;
    if (open === 'new' || open === null) {
      return saveToStore((api) => callOperation(api, operations.createPatient, { params: {}, query: {}, body: { patient } }), 'the new patient', fieldNames,
        (answer) => `${answer.patient.first_name} ${answer.patient.last_name} is saved. Every register can sell to them from its next update.`);
    }
    const id = open.id;
    return saveToStore((api) => callOperation(api, operations.updatePatient, { params: { id }, query: {}, body: { patient } }), 'the patient', fieldNames,
      (answer) => `${answer.patient.first_name} ${answer.patient.last_name} is saved.`);
  };

  return (
    <>
      <div className="screen__head">
        <h3>Patients</h3>
        <button type="button" className="button" onClick={() => setOpen('new')}>New patient</button>
      </div>
      <div className="back-office__split">
        <RecordList
          label="Patients" records={list.data?.patients} keyOf={(patient) => patient.id} openId={open === 'new' || open === null ? null : open.id}
          onOpen={setOpen} problem={list.isError ? list.error.message : null} empty="No patient yet."
          columns={[
            { label: 'Name', cell: (patient) => `${patient.first_name} ${patient.last_name}` },
            { label: 'Card', cell: (patient) => patient.id_number ?? '—' },
            { label: 'Card expires', cell: (patient) => (patient.expiration_date === null ? '—' : formatDate(patient.expiration_date)) },
          ]}
        />
        {open !== null && (
          <RecordForm
            key={open === 'new' ? 'new' : open.id} title={open === 'new' ? 'New patient' : `${open.first_name} ${open.last_name}`} fields={fields}
            initial={open === 'new' ? {} : patientValues(open)} submitLabel="Save patient" save={save} onCancel={() => setOpen(null)} blocked={blocked} clearAfterSave={open === 'new'}
          />
        )}
      </div>
    </>
  );
}

function PersonGroups() {
  const list = usePersonGroups();
  const taxes = useStoreRead('tax-items', 'the taxes', (api) => callOperation(api, operations.taxItems, { params: {}, query: {}, body: undefined }));
  const saveToStore = useStoreSave();
  const blocked = useBackOfficeBlocked();
  const [open, setOpen] = useState<PersonGroup | 'new' | null>(null);
  const taxName = (id: string) => taxes.data?.tax_items.find((tax) => tax.id === id)?.name ?? id;
  const fields: FormFieldSpec[] = [
    { name: 'name', label: 'Name', kind: 'text' },
    { name: 'medical', label: 'Medical patients', kind: 'yes-no' },
    { name: 'tax_item_ids', label: 'Taxes its members pay', kind: 'several', options: (taxes.data?.tax_items ?? []).map((tax) => ({ value: tax.id, label: tax.name })), hint: 'The taxes left unticked are not charged to them.' },
  ];
  const fieldNames = fields.map((field) => field.name);

  const save = async (values: FormValues) => {
    const reader = new FormReader(values);
    const person_group = { name: reader.text('name'), medical: reader.yes('medical'), tax_item_ids: chosenIds(values['tax_item_ids']) };
    if (open === 'new' || open === null) {
      return saveToStore((api) => callOperation(api, operations.createPersonGroup, { params: {}, query: {}, body: { person_group } }), 'the new group', fieldNames,
        (answer) => `${answer.person_group.name} is saved.`);
    }
    const id = open.id;
    return saveToStore((api) => callOperation(api, operations.updatePersonGroup, { params: { id }, query: {}, body: { person_group } }), 'the group', fieldNames,
      (answer) => `${answer.person_group.name} is saved. Registers tax its members this way from their next update.`);
  };

  return (
    <>
      <div className="screen__head">
        <h3>Person groups</h3>
        <button type="button" className="button" onClick={() => setOpen('new')}>New group</button>
      </div>
      <div className="back-office__split">
        <RecordList
          label="Person groups" records={list.data?.person_group} keyOf={(group) => group.id} openId={open === 'new' || open === null ? null : open.id}
          onOpen={setOpen} problem={list.isError ? list.error.message : null} empty="No person group yet."
          columns={[
            { label: 'Name', cell: (group) => group.name },
            { label: 'Medical', cell: (group) => (group.medical ? 'Yes' : 'No') },
            { label: 'Pays', cell: (group) => (group.tax_items.length === 0 ? 'No tax' : group.tax_items.map(taxName).join(', ')) },
          ]}
        />
        {open !== null && (
          <RecordForm
            key={open === 'new' ? 'new' : open.id} title={open === 'new' ? 'New person group' : open.name} fields={fields}
            initial={open === 'new' ? {} : { name: open.name, medical: shown.yes(open.medical), tax_item_ids: open.tax_items.join(',') }}
            submitLabel="Save group" save={save} onCancel={() => setOpen(null)} blocked={blocked} clearAfterSave={open === 'new'}
          />
        )}
      </div>
    </>
  );
}
