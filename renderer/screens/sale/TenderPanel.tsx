import { useState, type FormEvent } from 'react';
import { centsToInput, formatCents, parseMoney } from '../../../shared/money.ts';
import { useScreen } from '../../state/screen-store.ts';
import type { LocalPaymentMethod } from '../../data/index.ts';
import { Money } from '../../ui/Money.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { useSyncStatus } from '../../sync/status.ts';
import { useCart } from '../../state/cart-store.ts';
import { cartSale, usePricedCart } from './use-priced-cart.ts';
import { usePaymentMethods, useRingSale } from './sale-queries.ts';
import { summarizeTender, type TenderedPayment } from './tender.ts';
import { PaymentType } from '../../../shared/api/sales.ts';
import type { BuyerFields } from './buyer/use-counter-compliance.ts';
import { useReceiptPrinter } from '../../printing/use-printer.ts';

/** Takes one or several payments, shows change due, and completes the sale locally. */
export function TenderPanel({ shiftId, onBack, buyer }: { shiftId: string; onBack: () => void; buyer: () => BuyerFields | null }) {
  const cart = useCart();
  const { clear } = cart;
  const priced = usePricedCart(cart);
  const online = useSyncStatus((state) => state.online);
  const methods = usePaymentMethods();
  const ring = useRingSale();
  const showReceipt = useScreen((state) => state.showReceipt);
  const { printCompleted } = useReceiptPrinter();
  const total = priced.sale?.total ?? 0;
  const [payments, setPayments] = useState<TenderedPayment[]>([]);
  const [method, setMethod] = useState<LocalPaymentMethod | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const summary = summarizeTender(total, payments);

  function addPayment(payment: TenderedPayment) {
    setPayments([...payments, payment]);
    setMethod(null);
    setProblem(null);
  }

  function complete() {
    if (summary.problem !== null) return;
    // The buyer check and the purchase limits, as the sale screen last saw them; none passed, no sale.
    const checked = buyer();
    if (checked === null) return setProblem('The buyer check or a purchase limit blocks this sale. Go back to the cart to see why.');
    const sale = cartSale(cart, priced.context);
    // Each field of the sale's input named here (it has no optional one): a field added to it fails to compile until this fills it.
    ring.mutate(
      {
        // The order request's fields the counter gives itself: a field added to the request is asked for here.
        // The caregiver buying for the patient, as the buyer check saw them (null: the buyer buys in person).
        request: { caregiver: checked.caregiver },
        shiftId,
        lines: sale.lines, orderDiscount: sale.orderDiscount, redemption: sale.redemption,
        // The buyer as the check saw them, and how they were checked.
        customerId: checked.customerId, personId: checked.personId, compliance: checked.compliance,
        discountApprovedBy: cart.approvedBy?.userId ?? null,
        // Rung offline when the register knows it is not reaching the Store API.
        rungOffline: online === false,
        payments: summary.recorded.map((payment) => ({ paymentMethodId: payment.paymentMethodId, paymentType: payment.paymentType, name: payment.name, total: payment.amount })),
        changeDue: summary.changeDue,
      },
      {
        // The sale is on disk with its outbox row; the sync engine hears it and sends it.
        onSuccess: (order) => {
          clear();
          showReceipt(order.id, order);
          // After the sale is on disk: the receipt prints and a cash drawer opens; a printer that is off changes nothing here.
          void printCompleted(order);
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
      <MethodButtons methods={available} chosen={method} onlyCash={summary.remaining === 0} onPick={(next) => { setMethod(next); setProblem(null); }} />
      {method !== null && <AmountForm key={method.id} method={method} remaining={summary.remaining} onAdd={addPayment} onProblem={setProblem} />}
      <PaymentList payments={payments} onRemove={(index) => setPayments(payments.filter((_, other) => other !== index))} />
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

/** The payment methods; once nothing is left to pay, only cash can be taken (for change). */
function MethodButtons({ methods, chosen, onlyCash, onPick }: {
  methods: LocalPaymentMethod[]; chosen: LocalPaymentMethod | null; onlyCash: boolean; onPick: (method: LocalPaymentMethod) => void;
}) {
  return (
    <div className="tender__methods" role="group" aria-label="Payment method">
      {methods.map((candidate) => (
        <button key={candidate.id} type="button" className={`button method${chosen?.id === candidate.id ? ' method--chosen' : ''}`} onClick={() => onPick(candidate)} disabled={onlyCash && candidate.paymentType !== PaymentType.cash}>
          {candidate.name}
        </button>
      ))}
    </div>
  );
}

/** The amount taken with one method, the amount still to pay filled in. */
function AmountForm({ method, remaining, onAdd, onProblem }: {
  method: LocalPaymentMethod; remaining: number; onAdd: (payment: TenderedPayment) => void; onProblem: (problem: string) => void;
}) {
  const [amount, setAmount] = useState(remaining > 0 ? centsToInput(remaining) : '');
  function submit(event: FormEvent) {
    event.preventDefault();
    const cents = parseMoney(amount);
    if (cents === null || cents <= 0) return onProblem('Enter the amount taken, for example 20 or 45.50.');
    onAdd({ paymentMethodId: method.id, paymentType: method.paymentType, name: method.name, amount: cents });
  }
  return (
    <form className="tender__amount" onSubmit={submit}>
      <label htmlFor="tender-amount">{method.name} amount</label>
      <div className="weigh__row">
        <input id="tender-amount" className="weigh__input" inputMode="decimal" autoFocus value={amount} onChange={(event) => setAmount(event.target.value)} onFocus={(event) => event.currentTarget.select()} />
        <button type="submit" className="button button--primary">Add payment</button>
      </div>
    </form>
  );
}

function PaymentList({ payments, onRemove }: { payments: TenderedPayment[]; onRemove: (index: number) => void }) {
  if (payments.length === 0) return null;
  return (
    <ul className="tender__payments" aria-label="Payments">
      {payments.map((payment, index) => (
        <li key={index} data-testid="payment">
          <span>{payment.name}</span>
          <Money cents={payment.amount} />
          <button type="button" className="icon-button" aria-label={`Remove ${payment.name} payment`} onClick={() => onRemove(index)}>×</button>
        </li>
      ))}
    </ul>
  );
}
