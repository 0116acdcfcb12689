import { useState, type FormEvent } from 'react';
import { useScreen } from '../../state/screen-store.ts';
import { RegisterInputError, type LocalCustomer, type NewCustomer } from '../../data/index.ts';
import { Field } from '../../ui/Field.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { useCart } from '../../state/cart-store.ts';
import { CustomerCard } from './CustomerCard.tsx';
import { useCreateCustomer, useCustomerDelivery, useCustomerSearch } from './customer-queries.ts';
import { fieldErrorsFrom, type FieldErrors } from './field-errors.ts';

export function CustomersScreen() {
  const [text, setText] = useState('');
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<LocalCustomer | null>(null);
  const results = useCustomerSearch(text);
  const attachCustomer = useCart((state) => state.attachCustomer);
  const attached = useCart((state) => state.customer);
  const show = useScreen((state) => state.show);
  const hits = text.trim() === '' ? [] : (results.data ?? []);

  function attach(customer: LocalCustomer) {
    attachCustomer(customer);
    show('sale');
  }

  const attachButton = (customer: LocalCustomer) => (
    <button type="button" className="button button--primary" onClick={() => attach(customer)} disabled={attached?.id === customer.id}>
      {attached?.id === customer.id ? 'On the sale' : 'Attach to sale'}
    </button>
  );

  return (
    <section className="screen customers" aria-labelledby="customers-title">
      <div className="screen__head">
        <h2 id="customers-title">Customers</h2>
        <button type="button" className="button" onClick={() => { setCreating(true); setCreated(null); }}>New customer</button>
      </div>
      {creating && <NewCustomerForm onCreated={(customer) => { setCreated(customer); setCreating(false); }} onCancel={() => setCreating(false)} />}
      {created !== null && <CreatedCustomer customer={created} action={attachButton(created)} />}
      <div className="search">
        <label htmlFor="customer-search" className="search__label">Find a customer</label>
        <input id="customer-search" className="search__input" type="search" autoFocus autoComplete="off" placeholder="Name, e-mail or phone" value={text} onChange={(event) => setText(event.target.value)} />
      </div>
      <ul className="customer-list" aria-label="Customers found">
        {hits.map((customer) => <li key={customer.id}><CustomerCard customer={customer} action={attachButton(customer)} /></li>)}
      </ul>
      {text.trim() !== '' && results.isSuccess && hits.length === 0 && (
        <p className="muted">No customer matches “{text.trim()}” on this register. Check the spelling, or create them with New customer.</p>
      )}
    </section>
  );
}

const emptyForm: NewCustomer = { firstName: '', lastName: '', email: '', phone: '', birthDate: '' };

function NewCustomerForm({ onCreated, onCancel }: { onCreated: (customer: LocalCustomer) => void; onCancel: () => void }) {
  const create = useCreateCustomer();
  const [form, setForm] = useState<NewCustomer>(emptyForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (field: keyof NewCustomer) => (event: { target: { value: string } }) => setForm({ ...form, [field]: event.target.value });

  function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    create.mutateAsync(form).then(onCreated, (error: unknown) => {
      if (error instanceof RegisterInputError) setErrors({ [error.field]: [sentence(error.message)] });
      else setErrors({ '': [`The customer was not saved: ${error instanceof Error ? error.message : String(error)}.`] });
    });
  }

  return (
    <form className="panel panel--raised" onSubmit={submit} noValidate aria-label="New customer">
      <h3>New customer</h3>
      <p className="muted">A phone number or an e-mail address is enough.</p>
      <div className="form-row">
        <Field label="First name" value={form.firstName ?? ''} onChange={set('firstName')} errors={errors['firstName']} autoFocus />
        <Field label="Last name" value={form.lastName ?? ''} onChange={set('lastName')} errors={errors['lastName']} />
      </div>
      <div className="form-row">
        <Field label="Phone" type="tel" value={form.phone ?? ''} onChange={set('phone')} errors={errors['phone']} />
        <Field label="E-mail address" type="email" value={form.email ?? ''} onChange={set('email')} errors={errors['email']} />
      </div>
      <Field label="Birth date" type="date" value={form.birthDate ?? ''} onChange={set('birthDate')} errors={errors['birthDate']} />
      {errors[''] !== undefined && <Notice tone="problem">{errors[''].join(' ')}</Notice>}
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={create.isPending}>Save customer</button>
        <button type="button" className="button button--quiet" onClick={onCancel}>Cancel</button>
      </div>
    </form>
  );
}

/** The new customer, usable at once; if the Store API refuses it, its reasons show per field. */
function CreatedCustomer({ customer, action }: { customer: LocalCustomer; action: React.ReactNode }) {
  const delivery = useCustomerDelivery(customer.id);
  const row = delivery.data;
  const refused = row !== null && row !== undefined && row.state === 'needs-attention' ? fieldErrorsFrom(row.problem) : null;
  const labels: Record<string, string> = { firstName: 'First name', lastName: 'Last name', email: 'E-mail address', phone: 'Phone', birthDate: 'Birth date', '': 'Customer' };
  return (
    <div className="panel">
      <Notice tone={refused === null ? 'success' : 'problem'}>
        {refused === null
          ? (row?.state === 'acknowledged' ? 'Customer saved and sent to the Store API.' : 'Customer saved on this register. It will be sent to the Store API as soon as it is reachable.')
          : 'The Store API refused this customer. A manager can correct it on the Needs attention screen.'}
      </Notice>
      <CustomerCard customer={customer} action={action} />
      {refused !== null && (
        <dl className="field-errors" data-testid="server-field-errors">
          {Object.entries(refused).map(([field, messages]) => <div key={field}><dt>{labels[field] ?? field}</dt><dd className="field__errors">{messages.join(' ')}</dd></div>)}
        </dl>
      )}
    </div>
  );
}

const sentence = (message: string): string => `${message.charAt(0).toUpperCase()}${message.slice(1)}.`;
