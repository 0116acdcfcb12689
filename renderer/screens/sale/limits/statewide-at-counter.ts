import type { OperationOutcome } from '../../../../shared/api/operations.ts';
import type { StatewideAllotmentAnswer } from '../../../../shared/api/people.ts';
import { parseQuantity } from '../../../../shared/quantity.ts';
import type { Static } from 'typebox';

/**
 * Metrc's word on the attached patient as the counter knows it, where the state keeps the limit
 * statewide: asked of the Store API when the patient is attached (the location's Metrc key stays
 * there), and `not-checked` whenever that answer is not had, so the sale goes on within our own count.
 */
export type StatewideAtCounter =
  | { kind: 'checking' }
  /** What Metrc still allows today: `ounces` as Metrc said it, `remainingMilli` in thousandths of a gram. */
  | { kind: 'active'; ounces: number; remainingMilli: number }
  /** Metrc does not know the card or lists it as not active: the Store API refuses a live sale to it. */
  | { kind: 'refused'; message: string; source: string | null }
  | { kind: 'not-checked'; reason: string };

/** What the Store API's answer (or its absence) means at the counter. */
export function statewideFromOutcome(outcome: OperationOutcome<Static<typeof StatewideAllotmentAnswer>>): StatewideAtCounter {
  switch (outcome.kind) {
    case 'ok': {
      const answer = outcome.body.statewide_allotment;
      if (answer.status === 'refused') return { kind: 'refused', message: answer.message ?? 'Metrc refuses this patient card.', source: answer.source };
      const grams = answer.remaining === null ? null : parseQuantity(answer.remaining.value);
      if (answer.status === 'active' && grams !== null && answer.remaining_ounces !== null) {
        return { kind: 'active', ounces: answer.remaining_ounces, remainingMilli: grams };
      }
      return { kind: 'not-checked', reason: answer.message ?? 'Metrc gave no figure' };
    }
    case 'offline': return { kind: 'not-checked', reason: 'the register is offline' };
    case 'timeout': return { kind: 'not-checked', reason: 'the Store API did not answer in time' };
    // An older Store API has no such route; a patient added offline is not known to it yet.
    case 'rejected': return { kind: 'not-checked', reason: outcome.status === 404 ? 'the Store API does not know this patient yet, or does not look the figure up' : `the Store API refused the look-up (${outcome.status})` };
    case 'unauthorized': return { kind: 'not-checked', reason: 'the register is signed out of the Store API' };
    case 'server-error': return { kind: 'not-checked', reason: `the Store API failed (${outcome.status})` };
    case 'malformed': return { kind: 'not-checked', reason: 'the Store API answered in a shape this register does not read' };
  }
}

/** The line the buyer panel shows: what the budtender needs before ringing, in one line. */
export function statewideLine(statewide: StatewideAtCounter): string {
  switch (statewide.kind) {
    case 'checking': return 'Statewide (Metrc): checking…';
    case 'active': return `Statewide (Metrc): ${statewide.ounces} oz left today`;
    case 'refused': return `Statewide (Metrc): card refused — ${statewide.message}`;
    case 'not-checked': return `Statewide (Metrc): not checked — ${statewide.reason}. Held to this store's own count.`;
  }
}
