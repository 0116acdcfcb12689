import type { PriceField } from '../../../shared/api/back-office.ts';
import { callOperation, operations } from '../../../shared/api/operations.ts';
import { useStoreTime } from '../../state/store-time.ts';
import { Money } from '../../ui/Money.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { useStoreRead } from './kit/back-office-queries.ts';

const priceNames: Record<PriceField, string> = { sell_price: 'Price', patient_sell_price: 'Patient price', member_sell_price: 'Member price' };

/** Every change of a product's prices, newest first: who, when, from what to what. */
export function PriceHistory({ productId }: { productId: string }) {
  const storeTime = useStoreTime();
  const history = useStoreRead('price-history', 'the price history', (api) => callOperation(api, operations.priceHistory, { params: { id: productId }, query: {}, body: undefined }), productId);
  const changes = history.data?.price_changes;
  return (
    <section className="panel" aria-label="Price history">
      <h3>Price history</h3>
      {history.isError && <Notice tone="problem">{history.error.message}</Notice>}
      {changes !== undefined && changes.length === 0 && <p className="muted">No price change yet.</p>}
      {changes !== undefined && changes.length > 0 && (
        <table className="price-history">
          <thead><tr><th scope="col">When</th><th scope="col">Price</th><th scope="col">From</th><th scope="col">To</th><th scope="col">By</th></tr></thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.id}>
                <td>{storeTime.dateTime(change.changed_at)}</td>
                <td>{priceNames[change.field]}</td>
                <td>{change.old_price === null ? '—' : <Money cents={change.old_price} />}</td>
                <td>{change.new_price === null ? '—' : <Money cents={change.new_price} />}</td>
                <td>{change.changed_by_name}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
