import { formatCents } from '../../shared/money.ts';

export function Money({ cents, className }: { cents: number; className?: string }) {
  return <span className={`money${className === undefined ? '' : ` ${className}`}`}>{formatCents(cents)}</span>;
}
