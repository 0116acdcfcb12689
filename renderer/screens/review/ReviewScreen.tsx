import { withoutIdCheckOnly, type ReviewSale } from './review-list.ts';
import { useStoreTime } from '../../state/store-time.ts';
import { Money } from '../../ui/Money.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { useReviewList } from './review-queries.ts';

/**
 * For managers: the location's sales the Store API flagged for review. A register rang them offline
 * (perhaps two registers sold to one buyer, neither seeing the other's sale), so they were recorded
 * as charged, never refused; each flag says what to look at. Apart from them, the day's sales
 * recorded without an ID check (a client that sends no buyer, where the location does not require one).
 */
export function ReviewScreen() {
  const storeTime = useStoreTime();
  const list = useReviewList({ onOpen: true });
  const answer = list.data;
  const withoutIdCheck = answer?.sales.filter(withoutIdCheckOnly) ?? [];
  const broke = answer?.sales.filter((sale) => !withoutIdCheckOnly(sale)) ?? [];
  return (
    <section className="screen" aria-labelledby="review-title">
      <div className="screen__head">
        <h2 id="review-title">Sales to review</h2>
        <button type="button" className="button" onClick={() => void list.refetch()} disabled={list.isFetching}>{list.isFetching ? 'Reading…' : 'Read again'}</button>
      </div>
      <p className="muted">Sales rung offline that broke a rule once the Store API saw them with every register’s sales, and today’s sales recorded without an ID check. They stand as charged; each one says what to look at.</p>
      {list.isError && <Notice tone="problem">The review list could not be read: {list.error.message}.</Notice>}
      {answer?.kind === 'kept' && (
        <Notice tone="warning">
          {answer.problem}{' '}
          {answer.readAt === null ? 'No list has been read on this register yet.' : <>This is the list as read at <span data-testid="review-read-at">{storeTime.dateTime(answer.readAt)}</span>.</>}
        </Notice>
      )}
      {answer?.kind === 'live' && answer.sales.length === 0 && <Notice tone="success">No sales to review. Nothing the registers sold breaks a rule.</Notice>}
      {broke.length > 0 && (
        <ul className="attention-list" aria-label="Flagged sales">
          {broke.map((sale) => <li key={sale.orderId}><ReviewRow sale={sale} /></li>)}
        </ul>
      )}
      {withoutIdCheck.length > 0 && (
        <>
          <h3 id="review-no-id-check">Sold today without an ID check ({withoutIdCheck.length})</h3>
          <ul className="attention-list" aria-labelledby="review-no-id-check">
            {withoutIdCheck.map((sale) => <li key={sale.orderId}><ReviewRow sale={sale} /></li>)}
          </ul>
        </>
      )}
    </section>
  );
}

function ReviewRow({ sale }: { sale: ReviewSale }) {
  const storeTime = useStoreTime();
  return (
    <article className="panel attention" data-testid="review-row" aria-label={`Receipt ${sale.receiptId ?? sale.orderId}`}>
      <div className="attention__head">
        <strong>Receipt {sale.receiptId ?? sale.orderId}</strong>
        {sale.chargedOn !== null && <span>{storeTime.dateTime(sale.chargedOn)}</span>}
        <span>Register: {sale.registerName}</span>
        <span>Buyer: {sale.buyerName ?? 'no customer record'}</span>
        <span className="review__total"><Money cents={sale.total} /></span>
      </div>
      <ul className="review__flags">
        {sale.flags.map((flag, index) => <li key={`${flag.code}-${index}`} className="attention__reason" data-code={flag.code}>{flag.message}</li>)}
      </ul>
    </article>
  );
}
