import { useState } from 'react';
import type { Location } from '../../../shared/api/back-office.ts';
import { callOperation, operations } from '../../../shared/api/operations.ts';
import { useBackOfficeBlocked, useStoreRead, useStoreSave } from './kit/back-office-queries.ts';
import { FormReader, shown } from './kit/form-values.ts';
import { RecordForm, type FormFieldSpec, type FormValues } from './kit/RecordForm.tsx';
import { RecordList } from './kit/RecordList.tsx';

/** The states Canopy has purchase-limit and tax profiles for; the Store API refuses any other. */
const states = [
  { value: 'OR', label: 'Oregon' }, { value: 'WA', label: 'Washington' }, { value: 'CO', label: 'Colorado' },
  { value: 'CA', label: 'California' }, { value: 'MI', label: 'Michigan' },
];

const fields: readonly FormFieldSpec[] = [
  { name: 'name', label: 'Name', kind: 'text' },
  { name: 'state', label: 'State', kind: 'choice', options: states },
  { name: 'street', label: 'Street', kind: 'text' },
  { name: 'city', label: 'City', kind: 'text' },
  { name: 'zip_code', label: 'ZIP code', kind: 'text' },
  { name: 'time_zone', label: 'Time zone', kind: 'text', hint: 'As America/Los_Angeles: buyers’ ages and the day’s limits follow it.' },
  { name: 'license_number', label: 'Licence number', kind: 'text' },
  { name: 'medical_license_number', label: 'Medical licence number', kind: 'text', hint: 'Only where the state keeps medical sales under a licence of their own.' },
  {
    name: 'medical_endorsement', label: 'Medical sales', kind: 'yes-no',
    hint: 'Washington’s medical endorsement, Oregon’s registration for medical sales: without it a patient buys as an adult-use customer.',
  },
];
const fieldNames = fields.map((field) => field.name);

const blank: FormValues = { state: 'OR', time_zone: 'America/Los_Angeles' };
const valuesOf = (location: Location): FormValues => ({
  name: location.name, state: location.state, street: location.street, city: location.city, zip_code: location.zip_code,
  time_zone: location.time_zone, license_number: shown.text(location.license_number),
  medical_license_number: shown.text(location.medical_license_number), medical_endorsement: shown.yes(location.medical_endorsement),
});

function bodyOf(values: FormValues) {
  const read = new FormReader(values);
  return {
    read,
    company: {
      name: read.text('name'), state: read.text('state'), street: read.text('street'), city: read.text('city'), zip_code: read.text('zip_code'),
      time_zone: read.text('time_zone'), license_number: read.textOrNull('license_number'),
      medical_license_number: read.textOrNull('medical_license_number'), medical_endorsement: read.yes('medical_endorsement'),
    },
  };
}

/** The account's locations: a new one starts with its state's taxes, Cash and Debit, and the state's register settings. */
export function LocationsSection() {
  const list = useStoreRead('locations', 'the locations', (api) => callOperation(api, operations.locations, { params: {}, query: {}, body: undefined }));
  const saveToStore = useStoreSave();
  const blocked = useBackOfficeBlocked();
  const [open, setOpen] = useState<Location | 'new' | null>(null);

  const save = async (values: FormValues) => {
    const { read, company } = bodyOf(values);
    const what = open === 'new' ? 'the new location' : 'the location';
    const local = read.refusal(`${what.charAt(0).toUpperCase()}${what.slice(1)}`);
    if (local !== null) return local;
    if (open === 'new' || open === null) {
      return saveToStore((api) => callOperation(api, operations.createLocation, { params: {}, query: {}, body: { company } }), what, fieldNames,
        (answer) => `${answer.company.name} is open. It has its state’s taxes, Cash and Debit, and the register settings its state requires; check them before its first sale.`);
    }
    const id = open.id;
    return saveToStore((api) => callOperation(api, operations.updateLocation, { params: { id }, query: {}, body: { company } }), what, fieldNames,
      (answer) => `${answer.company.name} is saved.`);
  };

  return (
    <>
      <div className="screen__head">
        <h3>Locations</h3>
        <button type="button" className="button" onClick={() => setOpen('new')}>New location</button>
      </div>
      <div className="back-office__split">
        <RecordList
          label="Locations" records={list.data?.locations} keyOf={(location) => location.id} openId={open === 'new' || open === null ? null : open.id}
          onOpen={setOpen} problem={list.isError ? list.error.message : null} empty="No location yet."
          columns={[
            { label: 'Name', cell: (location) => location.name },
            { label: 'Address', cell: (location) => `${location.street}, ${location.city}, ${location.state} ${location.zip_code}` },
            { label: 'Time zone', cell: (location) => location.time_zone },
            { label: 'Licence', cell: (location) => location.license_number ?? '—' },
          ]}
        />
        {open !== null && (
          <RecordForm
            key={open === 'new' ? 'new' : open.id} title={open === 'new' ? 'New location' : open.name} fields={fields}
            initial={open === 'new' ? blank : valuesOf(open)} submitLabel={open === 'new' ? 'Open location' : 'Save location'}
            save={save} onCancel={() => setOpen(null)} blocked={blocked}
          />
        )}
      </div>
    </>
  );
}
