import type { ReviewFlag } from '../../../../shared/api/sales.ts';
import type { FieldErrorCollector } from '../../../http/errors.ts';
import type { NormalizedOrder } from '../request/normalize.ts';

/** Review flags an order collects while it is checked; stored with it, listed by `GET /orders?flagged=true`. */
export class ReviewFlagCollector {
  private readonly flags: ReviewFlag[] = [];
  private broken = false;
  /** A rule the sale broke. `code` is stable (clients may act on it); `message` says what a manager should look at. */
  add(code: string, message: string): void {
    this.flags.push({ code, message });
    this.broken = true;
  }
  /**
   * Something a manager should see that breaks no rule in force (a sale with no ID check where the
   * location does not require one): listed for review, but the order is not announced again as
   * updated for it, as every sale of a client that sends no buyer would otherwise be announced twice.
   */
  note(code: string, message: string): void {
    this.flags.push({ code, message });
  }
  get list(): readonly ReviewFlag[] {
    return this.flags;
  }
  /** True when the order broke a rule: it is announced once more as updated (server/features/orders/store/write.ts). */
  get brokeRule(): boolean {
    return this.broken;
  }
}

export interface Breach {
  field: string; code: string; message: string;
  /** How the flag of a sale that already happened says it, where that differs from the live refusal's advice. */
  recordedMessage?: string;
}

/**
 * A rule the order breaks. A live sale is refused: 422 on `field`. A sale the register completed
 * offline already happened, so it is never refused: it is recorded and flagged for review under
 * `code` instead.
 */
export function reportBreach(input: Pick<NormalizedOrder, 'rung_offline'>, errors: FieldErrorCollector, flags: ReviewFlagCollector, breach: Breach): void {
  if (input.rung_offline === true) flags.add(breach.code, breach.recordedMessage ?? breach.message);
  else errors.add(breach.field, breach.message);
}
