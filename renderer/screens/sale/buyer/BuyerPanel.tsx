import { useState, type FormEvent } from 'react';
import { dateParts } from '../../../../shared/compliance/calendar-date.ts';
import type { ScannedLicence } from '../../../../shared/compliance/id-scan.ts';
import { RegisterInputError } from '../../../data/index.ts';
import { Field } from '../../../ui/Field.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import { useCreateCustomer } from '../../customers/customer-queries.ts';
import { useCart } from '../../../state/cart-store.ts';
import { amountText } from '../../../../shared/compliance/limits/amount-text.ts';
import { statewideLine, type StatewideAtCounter } from '../limits/statewide-at-counter.ts';
import type { BuyerCheck } from './buyer-check.ts';
import { useBuyer } from './buyer-store.ts';

interface BuyerPanelProps {
  check: BuyerCheck;
  onTyped(birthDate: string, idExpirationDate: string | null): Promise<BuyerCheck>;
  /** Metrc's statewide figure for the attached patient where the state keeps one (null or absent: none to show). */
  statewide?: StatewideAtCounter | null;
  /** Where it was not checked: what that means for the sale, citing the rule (the line's title). */
  statewideNote?: string | null;
}

/**
 * The buyer check of the sale in progress: passed (and how), or why payment is blocked, with the
 * two ways to check an ID — scan it anywhere on this screen, or type its dates. A scanned licence
 * nobody on file holds can become a new customer.
 */
/** The check refused the caregiver's card itself: no ID shown can mend that, only another card or the patient in person. */
const CARD_PROBLEMS: ReadonlySet<string> = new Set(['caregiver-no-card', 'caregiver-not-linked', 'caregiver-without-patient', 'caregiver-not-medical']);

export function BuyerPanel({ check, onTyped, statewide = null, statewideNote = null }: BuyerPanelProps) {
  const [typing, setTyping] = useState(false);
  const [takingCard, setTakingCard] = useState(false);
  const { scanProblem, unknownLicence } = useBuyer();
  const cartEmpty = useCart((state) => state.lines.length === 0);
  const patientAttached = useCart((state) => state.customer?.kind === 'patient');
  // Nothing is wrong before anything is in the cart: the ID is asked for, calmly, until there is
  // something to pay for; then what is needed says so, in red, and a refusal says why.
  const tone = check.ok ? 'ok' : cartEmpty && check.code === 'no-check' ? 'waiting' : 'blocked';
  return (
    <section className={`buyer-check buyer-check--${tone}`} aria-label="Buyer check" data-testid="buyer-check">
      {check.ok && <p className="buyer-check__verdict" title={check.summary}><strong>Buyer checked.</strong> {check.summary}</p>}
      {!check.ok && check.code === 'no-check' && <p className="buyer-check__verdict" role="status"><strong>{cartEmpty ? 'Check the buyer’s ID.' : 'Check ID to take payment.'}</strong></p>}
      {!check.ok && check.code !== 'no-check' && <p className="buyer-check__verdict" role="status"><strong>Payment blocked.</strong> {check.message}</p>}
      {statewide !== null && <StatewideLine statewide={statewide} note={statewideNote} />}
      {patientAttached && <CaregiverAtCounter check={check} open={takingCard} setOpen={setTakingCard} typingId={typing} />}
      {scanProblem !== null && <Notice tone="problem">The ID scan could not be read: {scanProblem}</Notice>}
      {unknownLicence !== null && check.ok && <NewCustomerFromScan licence={unknownLicence} />}
      {typing
        ? <TypedIdForm onDone={() => setTyping(false)} onTyped={onTyped} />
        // While the caregiver's card is asked for, or refused, an ID would not settle the check: the line keeps the cart's room.
        : !check.ok && !(patientAttached && takingCard) && !CARD_PROBLEMS.has(check.code) && (
          <p className="muted buyer-check__how">
            Scan it anywhere on this screen, or{' '}
            <button type="button" className="link-button" onClick={() => setTyping(true)}>type the dates from it</button>.
          </p>
        )}
    </section>
  );
}

/**
 * What Metrc allows the patient today, read before ringing, in one line (the cart keeps its room at
 * a busy counter): the grams it holds the cart to, or what not checking means, in its title.
 */
function StatewideLine({ statewide, note }: { statewide: StatewideAtCounter; note: string | null }) {
  const title = statewide.kind === 'active'
    ? `${amountText(statewide.remainingMilli, 'g')} across every store; this sale is held to the smaller of it and this store's own count`
    : statewide.kind === 'not-checked' ? note ?? undefined : undefined;
  return <p className={`buyer-check__statewide buyer-check__statewide--${statewide.kind}`} data-testid="statewide-allotment" title={title}>{statewideLine(statewide)}</p>;
}

function TypedIdForm({ onTyped, onDone }: { onTyped: BuyerPanelProps['onTyped']; onDone: () => void }) {
  const [birthDate, setBirthDate] = useState('');
  const [expiry, setExpiry] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (dateParts(birthDate.trim()) === null) return setProblem('Enter the birth date as YYYY-MM-DD, as printed on the ID.');
    if (expiry.trim() !== '' && dateParts(expiry.trim()) === null) return setProblem('Enter the expiry date as YYYY-MM-DD, or leave it empty if the ID has none.');
    setProblem(null);
    try {
      await onTyped(birthDate.trim(), expiry.trim() === '' ? null : expiry.trim());
      onDone();
    } catch (error) {
      setProblem(`The check was not recorded: ${error instanceof Error ? error.message : String(error)}. Try again.`);
    }
  }
  return (
    <form className="buyer-check__typed" onSubmit={(event) => { void submit(event); }} aria-label="Type the ID's dates">
      <Field label="Birth date on the ID" placeholder="YYYY-MM-DD" value={birthDate} onChange={(event) => setBirthDate(event.target.value)} autoFocus />
      <Field label="ID expiry date" placeholder="YYYY-MM-DD" value={expiry} onChange={(event) => setExpiry(event.target.value)} />
      {problem !== null && <div className="field__errors" role="alert">{problem}</div>}
      <div className="weigh__row">
        <button type="submit" className="button button--primary">Check</button>
        <button type="button" className="button button--quiet" onClick={onDone}>Cancel</button>
      </div>
    </form>
  );
}

/**
 * Who buys for the attached patient: the patient in person, or their caregiver, by the caregiver
 * card number they show. A caregiver's ID is then the one checked (scanned or typed after the card).
 * At a busy counter each state is one line: the offer, the card form, or the card taken with the
 * two ways on (another card, the patient in person).
 */
function CaregiverAtCounter({ check, open, setOpen, typingId }: { check: BuyerCheck; open: boolean; setOpen(open: boolean): void; typingId: boolean }) {
  const { caregiverCard, caregiverAtCounter } = useBuyer();
  const [card, setCard] = useState('');
  // Who buys is settled before the ID check: once the patient's own ID has passed, the patient is
  // buying in person, and the offer would only take a line the cart needs at a busy counter.
  if (check.ok && caregiverCard === null && !open) return null;
  if (open) {
    return (
      <form className="buyer-check__typed buyer-check__caregiver-form" aria-label="Caregiver buying for the patient"
        onSubmit={(event) => { event.preventDefault(); if (card.trim() !== '') { caregiverAtCounter(card.trim()); setOpen(false); } }}>
        <Field label="Caregiver's card number" value={card} onChange={(event) => setCard(event.target.value)} autoFocus autoComplete="off" spellCheck={false} />
        <div className="weigh__row">
          <button type="submit" className="button button--primary">Caregiver buys</button>
          <button type="button" className="button button--quiet" onClick={() => setOpen(false)}>Cancel</button>
        </div>
      </form>
    );
  }
  if (caregiverCard !== null) {
    // A card the check refused is said once, in the verdict above; asking for the caregiver's ID then would mislead.
    const cardRefused = !check.ok && CARD_PROBLEMS.has(check.code);
    const next = check.ok || cardRefused ? '.' : ': check the caregiver’s ID.';
    return (
      <p className="buyer-check__caregiver">
        Caregiver buying, card {caregiverCard}{next}{' '}
        {/* While the caregiver's ID is typed, the form has the room: the other ways come back with it closed. */}
        {!typingId && (
          <span className="buyer-check__caregiver-actions">
            <button type="button" className="link-button" onClick={() => { setCard(caregiverCard); setOpen(true); }}>Another caregiver card</button>
            {' · '}
            <button type="button" className="link-button" onClick={() => caregiverAtCounter(null)}>The patient buys in person</button>
          </span>
        )}
      </p>
    );
  }
  return (
    <p className="muted buyer-check__caregiver">
      <button type="button" className="link-button" onClick={() => { setCard(''); setOpen(true); }}>A caregiver is buying for this patient</button>
    </p>
  );
}

const titleCase = (name: string | null): string => (name ?? '').toLowerCase().replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());

/** Offers to keep the scanned buyer as a customer (the spec's customer needs a phone or an e-mail too). */
function NewCustomerFromScan({ licence }: { licence: ScannedLicence }) {
  const [open, setOpen] = useState(false);
  const [contact, setContact] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateCustomer();
  const attachCustomer = useCart((state) => state.attachCustomer);
  const { createdFromScan, dismissUnknown } = useBuyer();
  const name = `${titleCase(licence.firstName)} ${titleCase(licence.familyName)}`.trim();

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = contact.trim();
    create.mutate({
      firstName: titleCase(licence.firstName) || null, lastName: titleCase(licence.familyName) || null,
      email: text.includes('@') ? text : null, phone: text.includes('@') ? null : text, birthDate: licence.birthDate,
      licence: { number: licence.number, state: licence.state, zipCode: licence.postalCode, expirationDate: licence.expirationDate },
    }, {
      onSuccess: (customer) => {
        attachCustomer(customer);
        createdFromScan(customer.id);
      },
      onError: (error) => setProblem(error instanceof RegisterInputError ? `Check the ${error.field}: ${error.message}.` : String(error)),
    });
  }

  if (!open) {
    return (
      <div className="buyer-check__offer">
        <span>No customer on file holds this licence ({licence.state ?? '—'} …{licence.number.slice(-4)}).</span>
        <button type="button" className="button button--quiet" onClick={() => setOpen(true)}>Add {name || 'them'} as a customer</button>
        <button type="button" className="button button--quiet" onClick={dismissUnknown}>Sell without a record</button>
      </div>
    );
  }
  return (
    <form className="buyer-check__offer" onSubmit={submit} aria-label="New customer from the scanned ID">
      <p>{name}, born {licence.birthDate}, licence {licence.state ?? ''} …{licence.number.slice(-4)} valid to {licence.expirationDate}.</p>
      <Field label="Phone or e-mail" value={contact} onChange={(event) => setContact(event.target.value)} autoFocus errors={problem === null ? undefined : [problem]} />
      <div className="weigh__row">
        <button type="submit" className="button button--primary" disabled={create.isPending}>Add customer</button>
        <button type="button" className="button button--quiet" onClick={() => setOpen(false)}>Cancel</button>
      </div>
    </form>
  );
}
