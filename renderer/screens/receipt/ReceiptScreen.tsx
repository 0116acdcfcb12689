import { useQuery } from '@tanstack/react-query';
import { useStoreTime } from '../../state/store-time.ts';
import { useEffect } from 'react';
import { useRegister } from '../../state/register-context.tsx';
import { localKeys } from '../../state/local-queries.ts';
import { useScreen } from '../../state/screen-store.ts';
import { getOrder, type LocalOrder } from '../../data/index.ts';
import { formatAmount } from '../../ui/format.ts';
import { Money } from '../../ui/Money.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { OrderType } from '../../../shared/api/sales.ts';
import { PrintedReceipt, PrintReceiptButton } from '../../printing/PrintedReceipt.tsx';
import { paymentsHandedOver } from '../../printing/sale-receipt.ts';

const orderTypeTitle = ['Sale', 'Refund', 'Return', 'Void'] as const;

export function syncStateLabel(state: LocalOrder['syncState']): string {
  switch (state) {
    case 'pending': return 'Waiting to sync';
    case 'acknowledged': return 'Sent to the Store API';
    case 'needs-attention': return 'Needs attention';
    case 'set-aside': return 'Set aside';
  }
}

export function ReceiptScreen({ orderId }: { orderId: string }) {
  const { db } = useRegister();
  const { showReceipt, show, receiptOrder } = useScreen();
  // A sale just rung comes with the order as written (it is on disk already): the receipt shows
  // it without a read first. Later changes (the sale acknowledged) still refresh it from the database.
  const order = useQuery({
    queryKey: localKeys.orders('one', orderId),
    queryFn: () => getOrder(db, orderId),
    initialData: receiptOrder?.id === orderId ? receiptOrder : undefined,
  });

  // Enter starts the next sale: the receipt is a pause, not a dead end.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Enter' && !(event.target instanceof HTMLButtonElement)) {
        event.preventDefault();
        show('sale');
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [show]);

  if (order.isPending) return <section className="screen"><p className="muted">Loading the receipt…</p></section>;
  if (order.data === null || order.data === undefined) {
    return <section className="screen"><Notice tone="problem">That receipt is not on this register.</Notice><button type="button" className="button" onClick={() => showReceipt(null)}>Back</button></section>;
  }
  return (
    <section className="screen receipt-screen">
      <Receipt order={order.data} />
      <PrintedReceipt order={order.data} />
      <div className="receipt-actions no-print">
        {order.data.changeDue > 0 && (
          <div className="receipt-actions__change">Give change <Money cents={order.data.changeDue} /></div>
        )}
        <span className={`pill pill--${order.data.syncState}`} data-testid="order-sync-state">{syncStateLabel(order.data.syncState)}</span>
        <button type="button" className="button button--primary button--big button--wide" autoFocus onClick={() => show('sale')}>New sale <kbd>Enter</kbd></button>
        <PrintReceiptButton order={order.data} />
      </div>
    </section>
  );
}

export function Receipt({ order }: { order: LocalOrder }) {
  const storeTime = useStoreTime();
  const { session, device, db } = useRegister();
  const original = useQuery({
    queryKey: localKeys.orders('one', order.originalOrderId),
    queryFn: () => getOrder(db, order.originalOrderId!),
    enabled: order.originalOrderId !== null,
  });
  const { location } = session;
  const sign = order.orderType === OrderType.sale ? 1 : -1;
  return (
    <article className="receipt" data-testid="receipt" aria-label="Receipt">
      <header className="receipt__store">
        <div className="receipt__store-name">{location.name}</div>
        <div>{location.street}</div>
        <div>{location.city}, {location.state} {location.zip_code}</div>
      </header>
      <div className="receipt__facts">
        <div>
          {orderTypeTitle[order.orderType] ?? 'Order'}
          {original.data !== null && original.data !== undefined && <> of receipt <span data-testid="original-receipt-id">{original.data.receiptId}</span></>}
        </div>
        <div>{storeTime.dateTime(order.chargedOn)}</div>
        <div>Receipt <strong data-testid="receipt-id">{order.receiptId}</strong></div>
        <div>{device.name} · {session.user.name}</div>
      </div>
      <table className="receipt__lines">
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.inventoryItemId}>
              <td>{line.name}<div className="receipt__sku">{line.sku} · {formatAmount(line.quantity, line.unit)}</div></td>
              <td className="receipt__amount">
                <Money cents={sign * line.price} />
                {line.discounts.map((discount, index) => <div key={index} className="receipt__sku">{discount.name} <Money cents={-sign * discount.amount} /></div>)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="receipt__totals">
        <div><dt>Subtotal</dt><dd data-testid="receipt-subtotal"><Money cents={sign * (order.subtotal + order.discountTotal)} /></dd></div>
        {order.discountTotal > 0 && <div><dt>Discounts</dt><dd data-testid="receipt-discounts"><Money cents={-sign * order.discountTotal} /></dd></div>}
        {order.taxes.map((tax) => (
          <div key={tax.tax_item_id}><dt>{order.orderType === 0 ? tax.name : `${tax.name} returned`}{tax.included_in_price ? ' (included)' : ''}</dt><dd data-testid="receipt-tax"><Money cents={sign * tax.amount} /></dd></div>
        ))}
        {order.lines.some((line) => line.taxExemptions.length > 0) && <div><dt>Tax exempt: {[...new Set(order.lines.flatMap((line) => line.taxExemptions.map((tax) => tax.name)))].join(', ')}</dt><dd /></div>}
        <div className="receipt__total"><dt>Total</dt><dd data-testid="receipt-total"><Money cents={sign * order.total} /></dd></div>
        {handedOver(order).map((payment, index) => (
          <div key={index}><dt>{payment.name}</dt><dd><Money cents={sign * payment.total} /></dd></div>
        ))}
        {order.changeDue > 0 && <div className="receipt__change"><dt>Change</dt><dd data-testid="receipt-change"><Money cents={order.changeDue} /></dd></div>}
        {order.loyaltyPointsRedeemed > 0 && <div><dt>Points redeemed</dt><dd>{order.loyaltyPointsRedeemed}</dd></div>}
        {order.loyaltyPointsEarned > 0 && <div><dt>{order.orderType === 0 ? 'Points earned' : 'Points taken back'}</dt><dd data-testid="receipt-points">{order.loyaltyPointsEarned}</dd></div>}
        {order.loyaltyBalance != null && <div><dt>Points balance</dt><dd data-testid="receipt-points-balance">{order.loyaltyBalance}</dd></div>}
        {order.discountApprovedBy !== null && <div className="muted"><dt>Discount approved by a manager</dt><dd /></div>}
      </dl>
      <footer className="receipt__thanks">Thank you. Keep this receipt for returns.</footer>
    </article>
  );
}

/** Payments as the customer handed them over (the change added back to the last cash payment): the printed receipt's rule. */
export const handedOver = paymentsHandedOver;
