import { useState, type FormEvent } from 'react';
import { centsToInput, formatCents, parseMoney } from '../../../shared/money.ts';
import { useScreen } from '../../app/screen-store.ts';
import { syncSoon } from '../../app/sync-connection.ts';
import type { LocalPaymentMethod } from '../../data/index.ts';
import { Money } from '../../ui/Money.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { cartTotal, lineTotal, useCart } from './cart-store.ts';
import { usePaymentMethods, useRingSale } from './sale-queries.ts';
import { summarizeTender, type TenderedPayment } from './tender.ts';

/** Takes one or several payments, shows change due, and completes the sale locally. */
export function TenderPanel({ shiftId, onBack }: { shiftId: string; onBack: () => void }) {
  const { lines, customer, clear } = useCart();
  const methods = usePaymentMethods();
  const ring = useRingSale();
  const showReceipt = useScreen((state) => state.showReceipt);
  const total = cartTotal(lines);
  const [payments, setPayments] = useState<TenderedPayment[]>([]);
  const [method, setMethod] = useState<LocalPaymentMethod | null>(null);
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const summary = summarizeTender(total, payments);

  function pick(next: LocalPaymentMethod) {
    setMethod(next);
    setAmount(summary.remaining > 0 ? centsToInput(summary.remaining) : '');
    setProblem(null);
  }

  function addPayment(event: FormEvent) {
    event.preventDefault();
    if (method === null) return;
    const cents = parseMoney(amount);
    if (cents === null || cents <= 0) return setProblem('Enter the amount taken, for example 20 or 45.50.');
    setPayments([...payments, { paymentMethodId: method.id, paymentType: method.paymentType, name: method.name, amount: cents }]);
    setMethod(null);
    setAmount('');
    setProblem(null);
  }

  function complete() {
    if (summary.problem !== null) return;
    ring.mutate(
      {
        shiftId,
        customerId: customer?.id ?? null,
        lines: lines.map((line) => ({
          inventoryItemId: line.item.id, name: line.item.name, sku: line.item.sku, quantity: line.quantity, unit: line.item.unit, price: lineTotal(line),
        })),
        payments: summary.recorded.map((payment) => ({ paymentMethodId: payment.paymentMethodId, paymentType: payment.paymentType, name: payment.name, total: payment.amount })),
        changeDue: summary.changeDue,
      },
      {
        onSuccess: (order) => {
          clear();
          showReceipt(order.id);
          syncSoon();
        },
        onError: (error) => setProblem(`The sale was not saved: ${error.message}. Nothing was charged on this register; check the cart and try again.`),
      },
    );
  }

  const available = methods.data ?? [];
  return (
    <div className="tender">
      <div className="tender__due">
        <span>Amount due</span>
        <Money cents={total} className="tender__total" />
      </div>
      {methods.isSuccess && available.length === 0 && (
        <Notice tone="problem">No payment methods are on this register yet. They arrive from the Store API with the catalog; connect once and wait for the catalog to load.</Notice>
      )}
      <div className="tender__methods" role="group" aria-label="Payment method">
        {available.map((candidate) => (
          <button key={candidate.id} type="button" className={`button method${method?.id === candidate.id ? ' method--chosen' : ''}`} onClick={() => pick(candidate)} disabled={summary.remaining === 0 && candidate.paymentType !== 0}>
            {candidate.name}
          </button>
        ))}
      </div>
      {method !== null && (
        <form className="tender__amount" onSubmit={addPayment}>
          <label htmlFor="tender-amount">{method.name} amount</label>
          <div className="weigh__row">
            <input id="tender-amount" className="weigh__input" inputMode="decimal" autoFocus value={amount} onChange={(event) => setAmount(event.target.value)} onFocus={(event) => event.currentTarget.select()} />
            <button type="submit" className="button button--primary">Add payment</button>
          </div>
        </form>
      )}
      {payments.length > 0 && (
        <ul className="tender__payments" aria-label="Payments">
          {payments.map((payment, index) => (
            <li key={index} data-testid="payment">
              <span>{payment.name}</span>
              <Money cents={payment.amount} />
              <button type="button" className="icon-button" aria-label={`Remove ${payment.name} payment`} onClick={() => setPayments(payments.filter((_, other) => other !== index))}>×</button>
            </li>
          ))}
        </ul>
      )}
      <dl className="figures">
        <div><dt>Paid</dt><dd><Money cents={summary.handedOver} /></dd></div>
        <div><dt>Still to pay</dt><dd data-testid="remaining"><Money cents={summary.remaining} /></dd></div>
        <div className="figures__key"><dt>Change due</dt><dd data-testid="change-due"><Money cents={summary.changeDue} /></dd></div>
      </dl>
      {summary.problem !== null && payments.length > 0 && <Notice tone={summary.remaining > 0 ? 'info' : 'problem'}>{summary.problem}</Notice>}
      {problem !== null && <Notice tone="problem">{problem}</Notice>}
      <button type="button" className="button button--primary button--wide button--big" disabled={summary.problem !== null || ring.isPending} onClick={complete}>
        {summary.problem === null && summary.changeDue > 0 ? `Complete sale — give ${formatCents(summary.changeDue)} change` : 'Complete sale'}
      </button>
      <button type="button" className="button button--quiet button--wide" onClick={onBack}>Back to the cart</button>
    </div>
  );
}
