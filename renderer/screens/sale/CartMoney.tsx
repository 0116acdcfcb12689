import { useState, type FormEvent } from 'react';
import { parseMoney } from '../../../shared/money.ts';
import { useBridge } from '../../state/register-context.tsx';
import type { LineDiscountInput, PricedLine, PricedSale } from '../../../shared/pricing/index.ts';
import type { LocalRegisterSettings } from '../../data/index.ts';
import { Money } from '../../ui/Money.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { useCart } from '../../state/cart-store.ts';
import type { PricedCart } from './use-priced-cart.ts';

/** "10" or "10%" is a percent ("0.10"); "5.00" or "$5" an amount in cents. */
export function parseDiscount(text: string): { percent: string } | { amount: number } | null {
  const trimmed = text.trim();
  if (trimmed.endsWith('%')) {
    const number = trimmed.slice(0, -1).trim();
    if (!/^\d{1,3}(\.\d{1,2})?$/.test(number) || Number(number) > 100) return null;
    const [whole = '0', fraction = ''] = number.split('.');
    const hundredths = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
    return { percent: (hundredths / 10_000).toFixed(4).replace(/0+$/, '').replace(/\.$/, '') };
  }
  const cents = parseMoney(trimmed.replace(/^\$/, ''));
  return cents === null || cents <= 0 ? null : { amount: cents };
}

/** A line's money in the cart: its price, its discounts and what it comes to. */
export function LineMoney({ priced }: { priced: PricedLine | undefined }) {
  if (priced === undefined) return null;
  const discounted = priced.discounts.reduce((sum, discount) => sum + discount.amount, 0);
  return (
    <div className="line-money" data-testid="line-money">
      {discounted > 0 && (
        <>
          <s className="muted"><Money cents={priced.price} /></s>
          {priced.discounts.map((discount, index) => <div key={index} className="line-money__discount">{discount.name} −<Money cents={discount.amount} /></div>)}
        </>
      )}
      <Money cents={priced.subtotal} />
    </div>
  );
}

/** The order's figures: subtotal, discounts, each tax by name, total. */
export function CartFigures({ sale }: { sale: PricedSale }) {
  return (
    <dl className="figures cart__figures" aria-label="Order figures">
      <div><dt>Subtotal</dt><dd data-testid="cart-subtotal"><Money cents={sale.subtotal + sale.discount_total} /></dd></div>
      {sale.discount_total > 0 && <div><dt>Discounts</dt><dd data-testid="cart-discounts">−<Money cents={sale.discount_total} /></dd></div>}
      {sale.taxes.map((tax) => (
        <div key={tax.tax_item_id}><dt>{tax.name}{tax.included_in_price ? ' (included)' : ''}</dt><dd data-testid="cart-tax"><Money cents={tax.amount} /></dd></div>
      ))}
      {sale.lines.some((line) => line.tax_exemptions.length > 0) && (
        <div className="muted"><dt>Tax exempt: {[...new Set(sale.lines.flatMap((line) => line.tax_exemptions.map((tax) => tax.name)))].join(', ')}</dt><dd /></div>
      )}
    </dl>
  );
}

/**
 * Discounts by keyboard: a line's or the order's, a percent ("10%") or an amount ("5.00"), with a
 * reason from the location's list or typed. Products that take no discount are not offered.
 */
export function DiscountForm({ settings, onDone }: { settings: LocalRegisterSettings | null; onDone: () => void }) {
  const { lines, discountLine, setOrderDiscount } = useCart();
  const [target, setTarget] = useState('order');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState(settings?.discount_reasons[0] ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const notDiscountable = lines.filter((line) => line.item.discountable !== true);

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = parseDiscount(amount);
    if (value === null) return setProblem('Type a percent such as 10% or an amount such as 5.00.');
    const why = reason.trim();
    if (why === '') return setProblem('Pick or type a reason.');
    if (target === 'order') {
      setOrderDiscount('percent' in value ? { percent: value.percent, reason: why } : { flatAmount: value.amount, reason: why });
    } else {
      const discount: LineDiscountInput = 'percent' in value ? { name: why, percent: value.percent } : { name: why, amount: value.amount };
      const outcome = discountLine(target, discount);
      if (!outcome.ok) return setProblem(outcome.message);
    }
    onDone();
  }

  return (
    <form className="discount-form" onSubmit={submit} onKeyDown={(event) => { if (event.key === 'Escape') onDone(); }} aria-label="Discount">
      <label htmlFor="discount-target">Discount on</label>
      <select id="discount-target" value={target} onChange={(event) => setTarget(event.target.value)}>
        <option value="order">The whole order</option>
        {lines.filter((line) => line.item.discountable === true).map((line) => <option key={line.item.id} value={line.item.id}>{line.item.name}</option>)}
      </select>
      <label htmlFor="discount-amount">Percent or amount</label>
      <input id="discount-amount" autoFocus inputMode="decimal" placeholder="10% or 5.00" value={amount} onChange={(event) => setAmount(event.target.value)} />
      <label htmlFor="discount-reason">Reason</label>
      <input id="discount-reason" list="discount-reasons" value={reason} onChange={(event) => setReason(event.target.value)} />
      <datalist id="discount-reasons">{(settings?.discount_reasons ?? []).map((name) => <option key={name} value={name} />)}</datalist>
      {notDiscountable.length > 0 && <p className="muted">No discount on {notDiscountable.map((line) => line.item.name).join(', ')}: the store does not discount {notDiscountable.length === 1 ? 'it' : 'them'}.</p>}
      {problem !== null && <div className="field__errors" role="alert">{problem}</div>}
      <div className="weigh__row">
        <button type="submit" className="button button--primary">Apply discount</button>
        <button type="button" className="button button--quiet" onClick={onDone}>Cancel</button>
      </div>
    </form>
  );
}

/** A manager's PIN, checked by the register's host (offline too) against the approvers it kept; it locks after a few wrong ones. */
export function ManagerPinPrompt() {
  const approve = useCart((state) => state.approve);
  const bridge = useBridge();
  const [pin, setPin] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setPin('');
    const checked = await bridge.managerPin(pin);
    if (!checked.ok) return setProblem(checked.reason === 'wrong-pin' ? `${checked.message} Ask a manager to type theirs.` : checked.message);
    approve({ userId: checked.approver.user_id, name: checked.approver.name });
  }
  return (
    <form className="pin-prompt" onSubmit={(event) => void submit(event)} aria-label="Manager approval">
      <Notice tone="warning">This discount is above what a budtender may give alone: a manager approves it with their PIN.</Notice>
      <label htmlFor="manager-pin">Manager PIN</label>
      <div className="weigh__row">
        <input id="manager-pin" type="password" inputMode="numeric" autoComplete="off" autoFocus value={pin} onChange={(event) => setPin(event.target.value)} />
        <button type="submit" className="button button--primary">Approve</button>
      </div>
      {problem !== null && <div className="field__errors" role="alert">{problem}</div>}
    </form>
  );
}

/** Loyalty points the customer spends, at the location's rate (`pointsPerDollar` points = $1.00). */
export function RedeemPoints({ balance, pointsPerDollar }: { balance: number; pointsPerDollar: number }) {
  const { pointsRedeemed, redeemPoints } = useCart();
  const [text, setText] = useState(pointsRedeemed === 0 ? '' : String(pointsRedeemed));
  return (
    <form className="redeem" onSubmit={(event) => { event.preventDefault(); const points = Number(text); if (Number.isSafeInteger(points) && points >= 0 && points <= balance) redeemPoints(points); }}>
      <label htmlFor="redeem-points">Redeem points <span className="muted">({balance} available, {pointsPerDollar} = $1.00)</span></label>
      <div className="weigh__row">
        <input id="redeem-points" inputMode="numeric" value={text} onChange={(event) => setText(event.target.value)} />
        <button type="submit" className="button">Redeem</button>
      </div>
    </form>
  );
}

/** Why the engine refused the cart, in the store's words. */
export function PricingProblems({ priced }: { priced: PricedCart }) {
  if (priced.errors.length === 0) return null;
  return <Notice tone="problem">{priced.errors.map((error) => error.message).join(' ')}</Notice>;
}
