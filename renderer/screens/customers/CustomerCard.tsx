import type { ReactNode } from 'react';
import type { LocalCustomer } from '../../data/index.ts';
import { formatAmount, formatDate, personName } from '../../ui/format.ts';

/** A patient's card counts until the end of its expiration day. */
export function isCardExpired(expirationDate: string | null, today: Date = new Date()): boolean {
  if (expirationDate === null) return false;
  const localToday = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  return expirationDate.slice(0, 10) < localToday;
}

export function CustomerCard({ customer, action, compact = false }: { customer: LocalCustomer; action?: ReactNode; compact?: boolean }) {
  const expired = isCardExpired(customer.expirationDate);
  return (
    <div className={`customer${compact ? ' customer--compact' : ''}`} data-testid="customer-card">
      <div className="customer__who">
        <div className="customer__name">
          {personName(customer)}
          {customer.kind === 'patient' && <span className="tag tag--patient">Patient</span>}
          {customer.pending && <span className="tag tag--pending" title="Saved on this register; waiting to reach the Store API">Not sent yet</span>}
        </div>
        <div className="customer__contact muted">{[customer.phone, customer.email].filter((part) => part !== null).join(' · ')}</div>
        {customer.kind === 'patient' && (
          <div className="customer__patient">
            {customer.carryLimit !== null && <span>Carry limit {formatAmount(Number(customer.carryLimit.value), customer.carryLimit.unit)}</span>}
            {customer.expirationDate !== null && (
              <span className={expired ? 'expired' : undefined} data-testid="card-expiration">
                {expired ? 'Card expired ' : 'Card expires '}{formatDate(customer.expirationDate)}
              </span>
            )}
          </div>
        )}
      </div>
      {action}
    </div>
  );
}
