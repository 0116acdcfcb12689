import { describe, expect, it } from 'vitest';
import { complianceSale, NOW } from '../../../test/support/compliance.ts';
import { refusalDecisions, saleDecisions, type DecisionContext } from './decisions.ts';
import type { ComplianceVerdict, Finding } from './findings.ts';
import type { LimitViolation } from '../../../shared/compliance/limits/engine.ts';

const underAge: Finding = { field: 'customer_id', code: 'under-age', message: 'The buyer is 20', rule: 'buyer' };
const overLimit: Finding = { field: 'line_items', code: 'limit-exceeded', message: 'Flower: 60 g', rule: 'limit' };
const flowerOver: LimitViolation = { category: 'usable', limitKind: 'per-day', limit: 56_699, total: 60_000, excess: 3_301, unit: 'g', message: 'Flower: 60 g', recordedMessage: 'Flower: reached 60 g' };
const clean: ComplianceVerdict = { findings: [], overridden: [] };

const context = (extra: Partial<DecisionContext['order']> = {}): DecisionContext => ({
  orderId: 'o1', receiptId: 'R1', actorId: 'budtender', at: NOW, order: complianceSale({ customer_id: 'c1', ...extra }),
});

describe('refusalDecisions', () => {
  it('records a refused buyer as an age verdict and a refused limit as a limit check, each with its own findings and the buyer', () => {
    const entries = refusalDecisions(context(), { findings: [underAge, overLimit], overridden: [] });
    expect(entries).toEqual([
      { at: NOW, kind: 'age-verdict', subject: 'o1', actor_id: 'budtender', details: {
        verdict: 'refused', receipt_id: 'R1', customer_id: 'c1', person_id: null, findings: [{ field: 'customer_id', code: 'under-age', message: 'The buyer is 20' }],
      } },
      { at: NOW, kind: 'limit-check', subject: 'o1', actor_id: 'budtender', details: {
        verdict: 'refused', receipt_id: 'R1', customer_id: 'c1', person_id: null, findings: [{ field: 'line_items', code: 'limit-exceeded', message: 'Flower: 60 g' }],
      } },
    ]);
  });

  it('records nothing for a sale that broke no rule', () => {
    expect(refusalDecisions(context(), clean)).toEqual([]);
  });
});

describe('saleDecisions', () => {
  it('records how the register checked the buyer, as it sent it', () => {
    const entries = saleDecisions(context({ age_verification: { method: 'scan', id_expiration_date: '2029-01-01' } }), clean);
    expect(entries).toEqual([{ at: NOW, kind: 'age-verdict', subject: 'o1', actor_id: 'budtender', details: {
      verdict: 'recorded', receipt_id: 'R1', customer_id: 'c1', person_id: null, method: 'scan', id_expiration_date: '2029-01-01',
    } }]);
    expect(saleDecisions(context(), clean)).toEqual([]);
  });

  it('records a manager\'s override under the manager, with the limits it lifted, only when it lifted one', () => {
    const order = { limit_override: { approved_by: 'manager', reason: 'regular' } };
    const [entry] = saleDecisions(context(order), { findings: [], overridden: [flowerOver] });
    expect(entry).toEqual({ at: NOW, kind: 'manager-override', subject: 'o1', actor_id: 'manager', details: {
      receipt_id: 'R1', customer_id: 'c1', person_id: null, reason: 'regular', rung_by: 'budtender',
      limits: [{ category: 'usable', limit: 56_699, total: 60_000, unit: 'g', message: 'Flower: 60 g' }],
    } });
    expect(saleDecisions(context(order), clean)).toEqual([]);
  });

  it('flags an offline sale that broke rules with every finding, and records nothing of the kind for a live one', () => {
    const broke = { findings: [underAge, overLimit], overridden: [] };
    const offline = saleDecisions(context({ rung_offline: true }), broke);
    expect(offline).toEqual([{ at: NOW, kind: 'offline-sale-flagged', subject: 'o1', actor_id: null, details: {
      receipt_id: 'R1', customer_id: 'c1', person_id: null, rung_by: 'budtender',
      flags: [{ field: 'customer_id', code: 'under-age', message: 'The buyer is 20' }, { field: 'line_items', code: 'limit-exceeded', message: 'Flower: 60 g' }],
    } }]);
    expect(saleDecisions(context({ rung_offline: true }), clean)).toEqual([]);
    expect(saleDecisions(context(), broke)).toEqual([]);
  });
});
