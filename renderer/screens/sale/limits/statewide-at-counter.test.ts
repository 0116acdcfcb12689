import { describe, expect, it } from 'vitest';
import type { StatewideAllotment } from '../../../../shared/api/people.ts';
import { statewideFromOutcome, statewideLine } from './statewide-at-counter.ts';

const answer = (fields: Partial<StatewideAllotment>) => ({
  kind: 'ok' as const, status: 200,
  body: { statewide_allotment: { status: 'active' as const, date: '2026-11-28', limit: 'usable-medical-day', source: 'Mich. Admin. Code R 420.506(1)–(2)', remaining: { value: '70.873', unit: 0 }, remaining_ounces: 2.5, message: null, ...fields } },
});

describe("Metrc's statewide figure at the counter", () => {
  it("reads the Store API's answer: the figure, a refused card, or why it was not checked", () => {
    expect(statewideFromOutcome(answer({}))).toEqual({ kind: 'active', ounces: 2.5, remainingMilli: 70_873 });
    expect(statewideFromOutcome(answer({ status: 'refused', remaining: null, remaining_ounces: null, message: 'Metrc lists the patient card MI-1 as not active.' })))
      .toEqual({ kind: 'refused', message: 'Metrc lists the patient card MI-1 as not active.', source: 'Mich. Admin. Code R 420.506(1)–(2)' });
    expect(statewideFromOutcome(answer({ status: 'not_checked', remaining: null, remaining_ounces: null, message: 'no answer from Metrc within 3 s' })))
      .toEqual({ kind: 'not-checked', reason: 'no answer from Metrc within 3 s' });
  });

  it('is not checked, saying why, whenever the answer is not had: offline, timed out, an older Store API, a failure', () => {
    expect(statewideFromOutcome({ kind: 'offline', message: 'connection refused' })).toEqual({ kind: 'not-checked', reason: 'the register is offline' });
    expect(statewideFromOutcome({ kind: 'timeout' })).toEqual({ kind: 'not-checked', reason: 'the Store API did not answer in time' });
    expect(statewideFromOutcome({ kind: 'rejected', status: 404, body: { error: 'Not Found' } })).toMatchObject({ kind: 'not-checked', reason: expect.stringMatching(/does not know this patient yet/) as unknown });
    expect(statewideFromOutcome({ kind: 'server-error', status: 503 })).toEqual({ kind: 'not-checked', reason: 'the Store API failed (503)' });
    expect(statewideFromOutcome({ kind: 'malformed', path: '/x', problems: [] })).toMatchObject({ kind: 'not-checked' });
  });

  it('says it in one line for the buyer panel', () => {
    expect(statewideLine({ kind: 'active', ounces: 2.5, remainingMilli: 70_873 })).toBe('Statewide (Metrc): 2.5 oz left today');
    expect(statewideLine({ kind: 'checking' })).toBe('Statewide (Metrc): checking…');
    expect(statewideLine({ kind: 'not-checked', reason: 'the register is offline' })).toBe("Statewide (Metrc): not checked — the register is offline. Held to this store's own count.");
  });
});
