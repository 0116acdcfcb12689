import { useState } from 'react';
import { useStoreTime } from '../../state/store-time.ts';
import { useScreen } from '../../state/screen-store.ts';
import type { LocalOrder } from '../../data/index.ts';
import { refundTotal } from '../../data/orders.ts';
import { SelectField } from '../../ui/Field.tsx';
import { formatAmount } from '../../ui/format.ts';
import { Money } from '../../ui/Money.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { syncStateLabel } from '../receipt/ReceiptScreen.tsx';
import { usePaymentMethods } from '../sale/sale-queries.ts';
import { useRecentSales, useRefund, useUndoing, useVoid } from './order-queries.ts';
import { OrderType } from '../../../shared/api/sales.ts';
import { useReceiptPrinter } from '../../printing/use-printer.ts';

/** This register's recent sales: see a receipt again, refund or void one (stock is put back). */
export function OrdersScreen() {
  const storeTime = useStoreTime();
  const sales = useRecentSales();
  const [selected, setSelected] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const showReceipt = useScreen((state) => state.showReceipt);
  const { printCompleted } = useReceiptPrinter();
  const order = sales.data?.find((candidate) => candidate.id === selected) ?? null;
  return (
    <section className="screen orders" aria-labelledby="orders-title">
      <div className="screen__head"><h2 id="orders-title">Recent sales on this register</h2></div>
      {done !== null && <Notice tone="success">{done}</Notice>}
      <div className="orders__layout">
        <table className="orders__table">
          <thead><tr><th>Receipt</th><th>Time</th><th>Items</th><th className="num">Total</th><th>Sync</th></tr></thead>
          <tbody>
            {(sales.data ?? []).map((sale) => (
              <tr key={sale.id} className={sale.id === selected ? 'orders__row orders__row--selected' : 'orders__row'} onClick={() => { setSelected(sale.id); setDone(null); }} data-testid="order-row">
                <td><button type="button" className="link" onClick={() => { setSelected(sale.id); setDone(null); }}>{sale.receiptId}</button></td>
                <td>{storeTime.dateTime(sale.chargedOn)}</td>
                <td>{sale.lines.length}</td>
                <td className="num"><Money cents={sale.total} /></td>
                <td><span className={`pill pill--${sale.syncState}`}>{syncStateLabel(sale.syncState)}</span></td>
              </tr>
            ))}
          </tbody>
        </table>
        {sales.isSuccess && sales.data.length === 0 && <p className="muted">No sales on this register yet.</p>}
        {order !== null && (
          <UndoPanel key={order.id} order={order} onShowReceipt={() => showReceipt(order.id)}
            onDone={(undo) => { setDone(`${undo.orderType === OrderType.void ? 'Voided' : 'Refunded'} ${order.receiptId}. Stock is back on the shelf count.`); setSelected(null); showReceipt(undo.id, undo); void printCompleted(undo); }} />
        )}
      </div>
    </section>
  );
}

/**
 * A refund or void is sent as a live order whatever the connection, as it always was; one the
 * Store API refuses is sent again as rung offline by the outbox (`resendLiveSaleAsRungOffline`).
 */
const UNDONE_AS_LIVE = false;

function UndoPanel({ order, onShowReceipt, onDone }: { order: LocalOrder; onShowReceipt: () => void; onDone: (undo: LocalOrder) => void }) {
  const undoing = useUndoing(order.id);
  const methods = usePaymentMethods();
  const refund = useRefund();
  const voidSale = useVoid();
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(order.lines.map((line) => line.inventoryItemId)));
  const [methodId, setMethodId] = useState<string>('');
  const [problem, setProblem] = useState<string | null>(null);

  const previous = undoing.data ?? [];
  const voided = previous.some((undo) => undo.orderType === OrderType.void);
  const refunded = (itemId: string) => previous.flatMap((undo) => undo.lines).filter((line) => line.inventoryItemId === itemId).reduce((sum, line) => sum + line.quantity, 0);
  const left = order.lines.map((line) => ({ ...line, leftQuantity: Math.round((line.quantity - refunded(line.inventoryItemId)) * 1000) / 1000 })).filter((line) => line.leftQuantity > 0);
  const refundLines = left.filter((line) => chosen.has(line.inventoryItemId));
  const refundLinesWanted = refundLines.map((line) => ({ inventoryItemId: line.inventoryItemId, quantity: line.leftQuantity }));
  // Tax and discounts included: the same share `refundOrder` records, so the payment matches it.
  const refundAmount = refundTotal(order, previous, refundLinesWanted);
  const method = (methods.data ?? []).find((candidate) => candidate.id === methodId) ?? (methods.data ?? [])[0];

  const fail = (error: unknown) => setProblem(`${error instanceof Error ? error.message : String(error)}.`);

  function doRefund() {
    if (method === undefined) return setProblem('No payment method to refund to. Wait for the catalog to load from the Store API.');
    if (refundLines.length === 0) return setProblem('Tick the items coming back.');
    refund.mutateAsync({
      orderId: order.id,
      lines: refundLinesWanted,
      payments: [{ paymentMethodId: method.id, paymentType: method.paymentType, name: method.name, total: refundAmount }],
      rungOffline: UNDONE_AS_LIVE,
      // The order request's fields the counter gives itself (a caregiver is never named on one undone): a field added to the request is asked for here.
      request: { caregiver: null },
    }).then(onDone, fail);
  }

  function doVoid() {
    voidSale.mutateAsync({ orderId: order.id, rungOffline: UNDONE_AS_LIVE, request: { caregiver: null } }).then(onDone, fail);
  }

  return (
    <div className="panel panel--raised undo" aria-label={`Sale ${order.receiptId}`}>
      <h3>Sale {order.receiptId}</h3>
      <button type="button" className="button button--quiet" onClick={onShowReceipt}>Show receipt</button>
      {voided && <Notice tone="info">This sale was voided.</Notice>}
      {!voided && left.length === 0 && <Notice tone="info">Everything on this sale has been refunded.</Notice>}
      {!voided && left.length > 0 && (
        <>
          <fieldset className="undo__lines">
            <legend>Items coming back</legend>
            {left.map((line) => (
              <label key={line.inventoryItemId} className="check">
                <input type="checkbox" checked={chosen.has(line.inventoryItemId)} onChange={(event) => {
                  const next = new Set(chosen);
                  if (event.target.checked) next.add(line.inventoryItemId); else next.delete(line.inventoryItemId);
                  setChosen(next);
                }} />
                {line.name} · {formatAmount(line.leftQuantity, line.unit)}
              </label>
            ))}
          </fieldset>
          <SelectField label="Refund to" value={method?.id ?? ''} onChange={(event) => setMethodId(event.target.value)}>
            {(methods.data ?? []).map((candidate) => <option key={candidate.id} value={candidate.id}>{candidate.name}</option>)}
          </SelectField>
          {problem !== null && <Notice tone="problem">{problem}</Notice>}
          <div className="form-actions">
            <button type="button" className="button button--primary" onClick={doRefund} disabled={refund.isPending || refundLines.length === 0}>
              Refund <Money cents={refundAmount} />
            </button>
            {previous.length === 0 && <button type="button" className="button button--danger" onClick={doVoid} disabled={voidSale.isPending}>Void sale</button>}
          </div>
        </>
      )}
    </div>
  );
}
