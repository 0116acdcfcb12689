import { memo, useCallback, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { formatCents } from '../../../shared/money.ts';
import { parseQuantity } from '../../../shared/quantity.ts';
import { useScreen } from '../../state/screen-store.ts';
import type { CatalogHit } from '../../data/index.ts';
import { formatAmount, unitLabel } from '../../ui/format.ts';
import { Money } from '../../ui/Money.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { CustomerCard } from '../customers/CustomerCard.tsx';
import { OpenShiftForm } from '../shift/ShiftScreen.tsx';
import { useCurrentShift } from '../shift/shift-queries.ts';
import type { PricedLine } from '../../../shared/pricing/index.ts';
import { isOverStock, lineTotal, useCart, type CartItem, type CartLine } from '../../state/cart-store.ts';
import { CartFigures, DiscountForm, LineMoney, ManagerPinPrompt, PricingProblems, RedeemPoints } from './CartMoney.tsx';
import { usePricedCart } from './use-priced-cart.ts';
import { redemptionRate } from '../../data/pricing.ts';
import { useCatalogSearch, useFindBySku } from './sale-queries.ts';
import { TenderPanel } from './TenderPanel.tsx';
import { BuyerPanel } from './buyer/BuyerPanel.tsx';
import { useCounterCompliance } from './buyer/use-counter-compliance.ts';
import { LimitBars } from './limits/LimitBars.tsx';
import { useScanner } from './use-scanner.ts';
import { SELL_TYPE_SELLABLE } from '../../../shared/api/catalog.ts';

const toCartItem = (hit: CatalogHit): CartItem => ({
  id: hit.id, name: hit.name, sku: hit.sku, sellPrice: hit.sellPrice, pricedByGram: hit.pricedByGram, unit: hit.unit, sellType: hit.sellType, available: hit.available,
  productTypeId: hit.productTypeId, discountable: hit.discountable,
  patientSellPrice: hit.patientSellPrice, patientPriceEnabled: hit.patientPriceEnabled,
  memberSellPrice: hit.memberSellPrice, memberPriceEnabled: hit.memberPriceEnabled, medical: hit.medical,
});

export function SaleScreen() {
  const shift = useCurrentShift();
  if (shift.isPending) return <section className="screen"><p className="muted">Loading…</p></section>;
  if (shift.data === null || shift.data === undefined) {
    return (
      <section className="screen screen--narrow">
        <Notice tone="info">Open a shift to start selling.</Notice>
        <OpenShiftForm compact />
      </section>
    );
  }
  return <Counter shiftId={shift.data.id} />;
}

function Counter({ shiftId }: { shiftId: string }) {
  const [tendering, setTendering] = useState(false);
  const [message, setMessage] = useState<{ tone: 'problem' | 'warning' | 'success'; text: string } | null>(null);
  const add = useCart((state) => state.add);
  const findBySku = useFindBySku();
  const searchRef = useRef<HTMLInputElement>(null);
  const compliance = useCounterCompliance();
  const { canAdd } = compliance.limits;
  const paymentBlock = compliance.paymentBlock;

  // Stable, so the search's result rows are not re-rendered for a new callback each time.
  const addItem = useCallback((hit: CatalogHit, quantity: number): boolean => {
    const item = toCartItem(hit);
    // The purchase limits first: a line that would break one never reaches the cart.
    const allowed = canAdd(hit, quantity, hit.unit);
    if (!allowed.ok) {
      setMessage({ tone: 'problem', text: `Not added: ${allowed.message}` });
      return false;
    }
    const outcome = add(item, quantity);
    if (!outcome.ok) {
      setMessage({ tone: 'problem', text: outcome.message });
      return false;
    }
    const line = useCart.getState().lines.find((candidate) => candidate.item.id === item.id);
    setMessage(line !== undefined && isOverStock(line)
      ? { tone: 'warning', text: `Only ${formatAmount(item.available ?? 0, item.unit)} of ${item.name} should be left. Check the shelf; you can still sell it.` }
      : { tone: 'success', text: `Added ${formatAmount(quantity, item.unit)} of ${item.name}.` });
    return true;
  }, [add, canAdd]);

  // F9 takes payment from anywhere on the counter.
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'F9' || tendering || useCart.getState().lines.length === 0) return;
      event.preventDefault();
      if (paymentBlock !== null) return setMessage({ tone: 'problem', text: paymentBlock });
      setMessage(null);
      setTendering(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [tendering, paymentBlock]);

  useScanner((scan) => {
    if (tendering) return;
    if (scan.kind === 'id') return compliance.onIdScan(scan.text);
    const { code } = scan;
    void findBySku(code).then((hit) => {
      if (hit === null) setMessage({ tone: 'problem', text: `Nothing in this register's catalog has the barcode ${code}. Search for the item by name instead.` });
      else addItem(hit, 1);
    });
  });

  return (
    <section className="counter">
      <div className="counter__search">
        {/* Beside the search, where the item was asked for: the cart's column keeps its height for the cart. */}
        {message !== null && <Notice tone={message.tone}>{message.text}</Notice>}
        <CatalogSearch inputRef={searchRef} onAdd={addItem} disabled={tendering} />
      </div>
      <aside className="counter__cart" aria-label="Cart">
        <BuyerPanel check={compliance.check} onTyped={compliance.onTyped} statewide={compliance.limits.statewide} statewideNote={compliance.limits.statewideNote} />
        <LimitBars check={compliance.limits.check} anonymous={compliance.anonymous} profileName={compliance.profileName} />
        {tendering
          ? <TenderPanel shiftId={shiftId} buyer={compliance.saleFields} onBack={() => { setTendering(false); searchRef.current?.focus(); }} />
          : <Cart paymentBlock={paymentBlock} canSetQuantity={compliance.limits.canSetQuantity} onRefused={(text) => setMessage({ tone: 'problem', text })}
            onPay={() => { setMessage(null); setTendering(true); }} />}
      </aside>
    </section>
  );
}

function CatalogSearch({ inputRef, onAdd, disabled }: { inputRef: React.RefObject<HTMLInputElement | null>; onAdd: (item: CatalogHit, quantity: number) => boolean; disabled: boolean }) {
  const [text, setText] = useState('');
  const [highlight, setHighlight] = useState(0);
  const [weighing, setWeighing] = useState<CatalogHit | null>(null);
  // Results render with the typed letter, in the same task. A deferred render (useDeferredValue)
  // ran in a later task, after the browser had painted the letter, and tripled the bench's p95;
  // the whole render is a few milliseconds at 50,000 items, so there is nothing to defer.
  const query = text.trim();
  const found = useCatalogSearch(query);
  const typed = query !== '';
  const hits = typed ? found.hits : [];

  function retype(next: string) {
    setText(next);
    setHighlight(0);
  }

  const choose = useCallback((hit: CatalogHit) => {
    if (hit.pricedByGram) {
      setWeighing(hit);
      return;
    }
    if (onAdd(hit, 1)) {
      setText('');
      setHighlight(0);
    }
    inputRef.current?.focus();
  }, [onAdd, inputRef]);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') { event.preventDefault(); setHighlight((index) => Math.min(index + 1, hits.length - 1)); }
    if (event.key === 'ArrowUp') { event.preventDefault(); setHighlight((index) => Math.max(index - 1, 0)); }
    if (event.key === 'Enter') {
      event.preventDefault();
      const hit = hits[highlight];
      if (hit !== undefined) choose(hit);
    }
    if (event.key === 'Escape') retype('');
  }

  return (
    <>
      <div className="search">
        <label htmlFor="catalog-search" className="search__label">Find an item</label>
        <input
          id="catalog-search" ref={inputRef} className="search__input" type="search" autoFocus autoComplete="off" disabled={disabled}
          placeholder="Name, SKU, brand or strain — or scan a barcode" value={text}
          onChange={(event) => retype(event.target.value)} onKeyDown={onKeyDown}
          role="combobox" aria-expanded={hits.length > 0} aria-controls="catalog-results"
        />
      </div>
      {weighing !== null && (
        <WeighPrompt hit={weighing} onCancel={() => { setWeighing(null); inputRef.current?.focus(); }}
          onAdd={(grams) => { if (onAdd(weighing, grams)) { setWeighing(null); retype(''); inputRef.current?.focus(); } }} />
      )}
      <ul id="catalog-results" className="results" role="listbox" aria-label="Catalog results">
        {hits.map((hit, index) => (
          // Keyed by place, not item: the next keystroke's rows reuse these elements and change
          // only the text that differs, instead of tearing 30 rows down and building 30 new ones.
          <ResultRow key={index} hit={hit} highlighted={index === highlight} onChoose={choose} />
        ))}
      </ul>
      {typed && !found.ready && <p className="muted results__empty">Loading the catalog…</p>}
      {typed && found.ready && hits.length === 0 && (
        <p className="muted results__empty">Nothing matches “{query}”. Try part of the name, the brand or the strain.</p>
      )}
      {!typed && <p className="muted results__empty">Type to search, or scan a barcode from anywhere on this screen.</p>}
    </>
  );
}

/** Each search makes new hit objects; a row whose shown fields are all the same is not re-rendered. */
function sameFields<T extends object>(a: T, b: T): boolean {
  for (const key in a) if (a[key] !== b[key]) return false;
  for (const key in b) if (!(key in a)) return false;
  return true;
}

interface ResultRowProps { hit: CatalogHit; highlighted: boolean; onChoose: (hit: CatalogHit) => void }

const ResultRow = memo(function ResultRow({ hit, highlighted, onChoose }: ResultRowProps) {
  return (
    <li role="option" aria-selected={highlighted}>
      <button
        type="button" className={`result${highlighted ? ' result--highlight' : ''}${hit.sellType !== SELL_TYPE_SELLABLE ? ' result--unsellable' : ''}`}
        onClick={() => onChoose(hit)} data-testid="catalog-result" data-in-stock={hit.sellType === SELL_TYPE_SELLABLE && hit.available >= 1}
      >
        <span className="result__name">{hit.name}</span>
        <span className="result__price"><Money cents={hit.sellPrice} />{hit.pricedByGram ? ' / g' : ''}</span>
        <span className="result__meta">
          <span>{hit.sku}</span>
          {hit.brand !== null && <span>{hit.brand}</span>}
          {hit.flowerType !== null && <span className="tag">{hit.flowerType}</span>}
          {hit.thc !== null && <span>THC {hit.thc}</span>}
          {hit.cbd !== null && <span>CBD {hit.cbd}</span>}
        </span>
        <span className={`result__stock${hit.available <= 0 ? ' result__stock--out' : ''}`}>
          {hit.sellType !== SELL_TYPE_SELLABLE ? 'Not for sale' : `${formatAmount(hit.available, hit.unit)} left`}
        </span>
      </button>
    </li>
  );
}, (before, after) => before.highlighted === after.highlighted && before.onChoose === after.onChoose && sameFields(before.hit, after.hit));

function WeighPrompt({ hit, onAdd, onCancel }: { hit: CatalogHit; onAdd: (grams: number) => void; onCancel: () => void }) {
  const [grams, setGrams] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    const milli = parseQuantity(grams);
    if (milli === null || milli <= 0) return setProblem('Enter the weight in grams, for example 3.5.');
    onAdd(milli / 1000);
  }
  return (
    <form className="weigh" onSubmit={submit} onKeyDown={(event) => { if (event.key === 'Escape') onCancel(); }}>
      <label htmlFor="weigh-grams">Grams of {hit.name} <span className="muted">at {formatCents(hit.sellPrice)} / g</span></label>
      <div className="weigh__row">
        <input id="weigh-grams" className="weigh__input" inputMode="decimal" autoFocus value={grams} onChange={(event) => setGrams(event.target.value)} placeholder="3.5" />
        <span className="weigh__unit">g</span>
        <button type="submit" className="button button--primary">Add</button>
        <button type="button" className="button button--quiet" onClick={onCancel}>Cancel</button>
      </div>
      {problem !== null && <div className="field__errors" role="alert">{problem}</div>}
    </form>
  );
}

interface CartProps {
  onPay: () => void;
  /** Why payment cannot be taken yet (the buyer check or a purchase limit), or null. */
  paymentBlock: string | null;
  canSetQuantity: (itemId: string, from: number, to: number, unit: number) => { ok: true } | { ok: false; message: string };
  onRefused: (message: string) => void;
}

function Cart({ onPay, paymentBlock, canSetQuantity, onRefused }: CartProps) {
  const cart = useCart();
  const { lines, customer, setQuantity, remove, attachCustomer } = cart;
  const show = useScreen((state) => state.show);
  const priced = usePricedCart(cart);
  const [discounting, setDiscounting] = useState(false);
  const total = priced.sale?.total ?? 0;
  const waitingForManager = priced.needsApproval && cart.approvedBy === null;
  // F8 gives a discount (F1–F7 switch screens).
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'F8' || useCart.getState().lines.length === 0) return;
      event.preventDefault();
      setDiscounting(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <div className="cart">
      <div className="cart__customer">
        {customer === null
          ? <button type="button" className="button button--quiet" onClick={() => show('customers')}>Add a customer <kbd>F2</kbd></button>
          : <CustomerCard customer={customer} compact action={<button type="button" className="button button--quiet" onClick={() => attachCustomer(null)}>Remove</button>} />}
        {!discounting && lines.length > 0 && <button type="button" className="button button--quiet cart__discount" onClick={() => setDiscounting(true)}>Discount <kbd>F8</kbd></button>}
      </div>
      <div className="cart__scroll">
        {lines.length === 0
          ? <p className="cart__empty muted">The cart is empty.</p>
          : (
            <table className="cart__lines" aria-label="Cart lines">
              <tbody>
                {lines.map((line, index) => <CartRow key={line.item.id} line={line} priced={priced.sale?.lines[index]} onQuantity={(quantity) => {
                  const allowed = canSetQuantity(line.item.id, line.quantity, quantity, line.item.unit);
                  if (allowed.ok) setQuantity(line.item.id, quantity);
                  else onRefused(`Not changed: ${allowed.message}`);
                  return allowed.ok;
                }} onRemove={() => remove(line.item.id)} />)}
              </tbody>
            </table>
          )}
      </div>
      {discounting && <DiscountForm settings={priced.context.settings} onDone={() => setDiscounting(false)} />}
      {customer !== null && (customer.loyaltyPoints ?? 0) > 0 && <RedeemPoints balance={customer.loyaltyPoints ?? 0} pointsPerDollar={redemptionRate(priced.context)} />}
      <PricingProblems priced={priced} />
      {priced.sale !== null && <CartFigures sale={priced.sale} />}
      {waitingForManager && <ManagerPinPrompt />}
      {cart.approvedBy !== null && <p className="muted" data-testid="discount-approved">Discount approved by {cart.approvedBy.name}</p>}
      <div className="cart__total">
        <span>Total</span>
        <Money cents={total} className="cart__total-amount" />
      </div>
      <button type="button" className="button button--primary button--wide button--big" disabled={lines.length === 0 || priced.sale === null || waitingForManager || paymentBlock !== null} onClick={onPay}
        title={paymentBlock ?? undefined}>
        Pay {formatCents(total)} <kbd>F9</kbd>
      </button>
    </div>
  );
}

function CartRow({ line, priced, onQuantity, onRemove }: { line: CartLine; priced: PricedLine | undefined; onQuantity: (quantity: number) => boolean; onRemove: () => void }) {
  const [text, setText] = useState(String(line.quantity));
  useEffect(() => setText(String(line.quantity)), [line.quantity]);
  const over = isOverStock(line);
  return (
    <tr className={over ? 'cart-line cart-line--over' : 'cart-line'} data-testid="cart-line">
      <td className="cart-line__name">
        <span className="cart-line__title" title={line.item.name}>{line.item.name}</span>
        <div className="muted">{formatCents(line.item.sellPrice)} / {unitLabel(line.item.unit)}</div>
        {over && <div className="cart-line__warning">Only {formatAmount(line.item.available ?? 0, line.item.unit)} should be left — check the shelf.</div>}
      </td>
      <td className="cart-line__quantity">
        <input
          aria-label={`Quantity of ${line.item.name}`} inputMode="decimal" value={text} onChange={(event) => setText(event.target.value)}
          onBlur={() => { const milli = parseQuantity(text); if (milli === null || milli <= 0 || !onQuantity(milli / 1000)) setText(String(line.quantity)); }}
          onKeyDown={(event) => { if (event.key === 'Enter') event.currentTarget.blur(); }}
        />
        <span className="muted">{line.item.pricedByGram ? 'g' : unitLabel(line.item.unit, line.quantity)}</span>
      </td>
      <td className="cart-line__price">{priced === undefined ? <Money cents={lineTotal(line)} /> : <LineMoney priced={priced} />}</td>
      <td><button type="button" className="icon-button" aria-label={`Remove ${line.item.name}`} onClick={onRemove}>×</button></td>
    </tr>
  );
}
