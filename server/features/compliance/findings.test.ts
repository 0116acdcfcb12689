import { describe, expect, it } from 'vitest';
import { OrderType } from '../../../shared/api/sales.ts';
import { colorado, oregon, washington } from '../../../shared/compliance/limits/profiles/index.ts';
import { flower, sale } from '../../../shared/compliance/limits/test-support.ts';
import type { JurisdictionProfile } from '../../../shared/compliance/limits/profile.ts';
import { complianceFacts, complianceSale, counted } from '../../../test/support/compliance.ts';
import type { BuyerRecord, PatientRecord, StatewideAnswer } from './facts.ts';
import { complianceVerdict, statewideUnconfirmed, type Finding } from './findings.ts';

const ADULT: BuyerRecord = { id: 'c1', birth_date: '1988-04-12', driver_license_expiration_date: '2029-01-01' };
const PATIENT: PatientRecord = { ...ADULT, id: 'p1', expiration_date: '2027-06-30', card_effective_date: null, carry_limit: null, caregiver_card_number: null };
/** Oregon's adult-use flower limit is 2 oz (56.699 g, rounded down) a day. */
const OVER_ONE_DAY = 60;

const fields = (findings: readonly Finding[]) => findings.map((f) => `${f.field} ${f.code}`);

describe('the buyer rules', () => {
  it('refuse a customer under 21 on customer_id, and let one who is 21 today buy', () => {
    const under = complianceVerdict(complianceFacts({ customer: { ...ADULT, birth_date: '2005-11-25' } }), complianceSale({ customer_id: 'c1' }));
    expect(under.findings).toEqual([expect.objectContaining({ field: 'customer_id', code: 'under-age', rule: 'buyer' })]);
    expect(under.findings[0]!.message).toMatch(/^The buyer is 20; adult-use sales need 21 or older \(from 2026-11-25\)/);
    const birthday = complianceVerdict(complianceFacts({ customer: { ...ADULT, birth_date: '2005-11-24' } }), complianceSale({ customer_id: 'c1' }));
    expect(birthday.findings).toEqual([]);
  });

  it('refuse an ID that expired yesterday and accept one that expires today', () => {
    const expired = complianceVerdict(complianceFacts({ customer: { ...ADULT, driver_license_expiration_date: '2026-11-23' } }), complianceSale({ customer_id: 'c1' }));
    expect(fields(expired.findings)).toEqual(['customer_id id-expired']);
    const today = complianceVerdict(complianceFacts({ customer: { ...ADULT, driver_license_expiration_date: '2026-11-24' } }), complianceSale({ customer_id: 'c1' }));
    expect(today.findings).toEqual([]);
  });

  it('refuse the expired ID the register checked at the counter, even for an anonymous buyer', () => {
    const checked = complianceSale({ age_verification: { method: 'scan', id_expiration_date: '2026-10-01' } });
    expect(fields(complianceVerdict(complianceFacts(), checked).findings)).toEqual(['age_verification id-expired']);
    const valid = complianceSale({ age_verification: { method: 'scan', id_expiration_date: '2027-10-01' } });
    expect(complianceVerdict(complianceFacts(), valid).findings).toEqual([]);
  });

  it('refuse a patient whose card expired, and a patient under 18, on person_id', () => {
    const card = complianceVerdict(complianceFacts({ patient: { ...PATIENT, expiration_date: '2026-11-23' } }), complianceSale({ person_id: 'p1' }));
    expect(fields(card.findings)).toEqual(['person_id card-expired']);
    expect(card.findings[0]!.message).toMatch(/^The patient's medical card expired on 2026-11-23/);
    const minor = complianceVerdict(complianceFacts({ patient: { ...PATIENT, birth_date: '2010-03-01' } }), complianceSale({ person_id: 'p1' }));
    expect(fields(minor.findings)).toEqual(['person_id under-age']);
    expect(minor.findings[0]!.message).toMatch(/^The buyer is 16; medical sales need 18 or older/);
    expect(complianceVerdict(complianceFacts({ patient: PATIENT }), complianceSale({ person_id: 'p1' })).findings).toEqual([]);
  });

  it('refuse a customer record without a birth date unless the register checked the ID at the counter', () => {
    const facts = complianceFacts({ customer: { ...ADULT, birth_date: null } });
    expect(fields(complianceVerdict(facts, complianceSale({ customer_id: 'c1' })).findings)).toEqual(['customer_id no-birth-date']);
    const checked = complianceSale({ customer_id: 'c1', age_verification: { method: 'manual', id_expiration_date: null } });
    expect(complianceVerdict(facts, checked).findings).toEqual([]);
  });

  it('leave a buyer that is not a record of the location to the check that names it unknown', () => {
    expect(complianceVerdict(complianceFacts({ customer: undefined, cart: [counted(flower(OVER_ONE_DAY))] }), complianceSale({ customer_id: 'x' })).findings).toEqual([]);
  });
});

describe('the purchase limits', () => {
  it('refuse a sale over the daily limit on line_items, naming the category, the limit and the total with what was bought before', () => {
    const facts = complianceFacts({ customer: ADULT, history: [sale('2026-11-24T17:00:00Z', flower(40))], cart: [counted(flower(20))] });
    const verdict = complianceVerdict(facts, complianceSale({ customer_id: 'c1' }));
    expect(verdict.findings).toEqual([{
      field: 'line_items', code: 'limit-exceeded', rule: 'limit',
      message: "Flower: this sale would reach 60 g with 40 g bought before; Oregon's adult-use limit is 2 oz (56.699 g) per day — remove 3.301 g.",
      recordedMessage: "Flower: this sale reached 60 g with 40 g bought before; Oregon's adult-use limit is 2 oz (56.699 g) per day — 3.301 g over.",
    }]);
    // Yesterday's purchase (in Portland) does not count toward today.
    const yesterday = complianceFacts({ ...facts, history: [sale('2026-11-24T07:00:00Z', flower(40))] });
    expect(complianceVerdict(yesterday, complianceSale({ customer_id: 'c1' })).findings).toEqual([]);
  });

  it('hold an anonymous adult-use sale to the limit on its own: history is not the buyer\'s, a sale over it alone is refused', () => {
    const history = [sale('2026-11-24T17:00:00Z', flower(40))];
    const within = complianceFacts({ customer: null, history, cart: [counted(flower(20))] });
    expect(complianceVerdict(within, complianceSale()).findings).toEqual([]);
    const over = complianceFacts({ customer: null, history, cart: [counted(flower(OVER_ONE_DAY))] });
    expect(fields(complianceVerdict(over, complianceSale()).findings)).toEqual(['line_items limit-exceeded']);
  });

  it('name the order line whose item lacks the figure its category counts by, skipping lines no category counts', () => {
    const noVolume = { traceabilityType: 3, amount: { netGramsMilli: 100_000 } };
    const verdict = complianceVerdict(complianceFacts({ cart: [null, counted(noVolume)] }), complianceSale({}, 2));
    expect(fields(verdict.findings)).toEqual(['line_items.1.inventory_item_id limit-unknown']);
  });

  it('refuse a manager override where the profile does not allow one, and still refuse the sale over the limit', () => {
    const facts = complianceFacts({ customer: ADULT, cart: [counted(flower(OVER_ONE_DAY))], approver: { id: 'm', manager: true } });
    const verdict = complianceVerdict(facts, complianceSale({ customer_id: 'c1', limit_override: { approved_by: 'm', reason: 'regular' } }));
    expect(fields(verdict.findings)).toEqual(['limit_override override-refused', 'line_items limit-exceeded']);
    expect(verdict.findings[0]!.message).toMatch(/^Oregon does not let a manager override a purchase limit \(OAR 845-025/);
    expect(verdict.overridden).toEqual([]);
  });

  it('where a profile allows an override, lift the limits only for a manager of the location', () => {
    const lenient = { ...oregon, managerOverride: { allowed: true, source: 'a test profile', verified: false } } satisfies JurisdictionProfile;
    const order = complianceSale({ customer_id: 'c1', limit_override: { approved_by: 'u', reason: 'regular' } });
    const cart = [counted(flower(OVER_ONE_DAY))];
    const budtender = complianceVerdict(complianceFacts({ profile: lenient, customer: ADULT, cart, approver: { id: 'u', manager: false } }), order);
    expect(fields(budtender.findings)).toEqual(['limit_override.approved_by override-refused', 'line_items limit-exceeded']);
    const stranger = complianceVerdict(complianceFacts({ profile: lenient, customer: ADULT, cart, approver: null }), order);
    expect(fields(stranger.findings)).toEqual(['limit_override.approved_by override-refused', 'line_items limit-exceeded']);
    const manager = complianceVerdict(complianceFacts({ profile: lenient, customer: ADULT, cart, approver: { id: 'u', manager: true } }), order);
    expect(manager.findings).toEqual([]);
    expect(manager.overridden).toEqual([expect.objectContaining({ category: 'usable', total: 60_000, limit: 56_699 })]);
  });
});

describe('the purchase limits of other states', () => {
  const washingtonFacts = (extra: Parameters<typeof complianceFacts>[0]) => complianceFacts({ profile: washington, ...extra });

  it('cap a patient\'s carry limit at the state\'s figure: 24 oz on an Oregon card does not buy 400 g in a day', () => {
    const patient: PatientRecord = { ...PATIENT, carry_limit: { value: '24', unit: 1 } };
    const facts = complianceFacts({ patient, history: [sale('2026-11-24T17:00:00Z', flower(200))], cart: [counted(flower(200))] });
    const verdict = complianceVerdict(facts, complianceSale({ person_id: 'p1' }));
    expect(verdict.findings).toMatchObject([{
      field: 'line_items', code: 'limit-exceeded',
      message: "Flower: this sale would reach 400 g with 200 g bought before; Oregon's medical limit is 8 oz (226.796 g) per day — remove 173.204 g.",
    }]);
  });

  it('hold a Washington patient to 3 oz in one transaction whatever their card says (RCW 69.51A.210)', () => {
    const patient: PatientRecord = { ...PATIENT, carry_limit: { value: '8', unit: 1 } };
    const verdict = complianceVerdict(washingtonFacts({ patient, cart: [counted(flower(200))] }), complianceSale({ person_id: 'p1' }));
    expect(verdict.findings[0]?.message).toMatch(/^Useable cannabis: this sale would reach 200 g; Washington's medical limit is 3 oz \(85\.048 g\) per sale/);
  });

  it('count a known Washington buyer\'s sales of the day as one transaction, and an anonymous buyer\'s sale alone', () => {
    const history = [sale('2026-11-24T17:00:00Z', flower(20))];
    const known = complianceVerdict(washingtonFacts({ customer: ADULT, history, cart: [counted(flower(10))] }), complianceSale({ customer_id: 'c1' }));
    expect(known.findings).toMatchObject([{
      field: 'line_items', code: 'limit-exceeded',
      message: expect.stringMatching(/^Useable cannabis: this sale would reach 30 g with 20 g bought before today; Washington's adult-use limit is 1 oz \(28\.349 g\) per sale, today's sales to this buyer counting as one \(WAC 314-55-095\(1\)\(d\)\(ii\)\)/),
    }]);
    const anonymous = complianceVerdict(washingtonFacts({ customer: null, history, cart: [counted(flower(10))] }), complianceSale());
    expect(anonymous.findings).toEqual([]);
  });
});

describe('the verdict', () => {
  it('names every broken rule together: the buyer and the limit', () => {
    const facts = complianceFacts({ customer: { ...ADULT, birth_date: '2006-01-01', driver_license_expiration_date: '2026-01-01' }, cart: [counted(flower(OVER_ONE_DAY))] });
    expect(fields(complianceVerdict(facts, complianceSale({ customer_id: 'c1' })).findings)).toEqual(['customer_id under-age', 'line_items limit-exceeded']);
  });

  it('never refuses a refund, a return or a void: goods coming back', () => {
    const facts = complianceFacts({ customer: { ...ADULT, birth_date: '2010-01-01' }, cart: [counted(flower(OVER_ONE_DAY))] });
    for (const order_type of [OrderType.refund, OrderType.return, OrderType.void]) {
      expect(complianceVerdict(facts, complianceSale({ customer_id: 'c1', order_type })).findings).toEqual([]);
    }
  });
});

describe("Colorado's statewide medical daily limit (C.R.S. 44-10-501(1)(b)), from Metrc's answer", () => {
  // Colorado's medical flower is 2 oz (56.699 g) a day by our own count.
  const denver = (statewide: StatewideAnswer, grams: number) => complianceFacts({
    profile: colorado, timeZone: 'America/Denver', patient: PATIENT, cart: [counted(flower(grams))], statewide,
  });
  const toPatient = complianceSale({ person_id: 'p1' });

  it("refuses a sale over Metrc's remaining allotment on line_items, naming the rule, and lets one within it through", () => {
    const over = complianceVerdict(denver({ kind: 'active', availableOunces: 0.5 }, 20), toPatient);
    expect(fields(over.findings)).toEqual(['line_items statewide-limit-exceeded']);
    expect(over.findings[0]!.message).toBe('Metrc allows this patient 14.174 g more today across every store (0.5 oz); this sale adds 20 g — remove 5.826 g. (C.R.S. 44-10-501(1)(b))');
    expect(complianceVerdict(denver({ kind: 'active', availableOunces: 0.5 }, 14), toPatient).findings).toEqual([]);
  });

  it('where our own count is the smaller, only our own limit speaks', () => {
    expect(fields(complianceVerdict(denver({ kind: 'active', availableOunces: 2.5 }, 60), toPatient).findings)).toEqual(['line_items limit-exceeded']);
  });

  it('refuses a card Metrc refuses on person_id; flags, never refuses, a sale Metrc could not confirm', () => {
    const refused = complianceVerdict(denver({ kind: 'refused', message: 'Metrc lists the patient card CO-1 as not active.' }, 1), toPatient);
    expect(fields(refused.findings)).toEqual(['person_id statewide-patient-refused']);
    expect(refused.findings[0]!.message).toContain('C.R.S. 44-10-501(1)(b)');
    const down = denver({ kind: 'unreachable', message: 'no answer from Metrc within 3 s' }, 20);
    expect(complianceVerdict(down, toPatient).findings).toEqual([]);
    expect(statewideUnconfirmed(down)).toMatch(/^Metrc could not confirm the patient's statewide allotment before this sale \(no answer from Metrc within 3 s\)/);
    expect(statewideUnconfirmed(denver({ kind: 'active', availableOunces: 1 }, 1))).toBeNull();
    // A state that keeps no statewide limit never reads an answer.
    expect(statewideUnconfirmed(complianceFacts({ statewide: { kind: 'not-asked', message: 'offline' } }))).toBeNull();
  });
});

describe('a caregiver buying for a patient', () => {
  const MINOR: PatientRecord = { ...PATIENT, birth_date: '2014-02-01', caregiver_card_number: 'CG-4F2A19' };
  const caregiver = { card_number: 'CG-4F2A19', birth_date: '1980-01-01' };

  it("lets a minor patient be served through their caregiver, and counts the sale against the patient's own limits and history", () => {
    expect(fields(complianceVerdict(complianceFacts({ patient: MINOR }), complianceSale({ person_id: 'p1' })).findings)).toEqual(['person_id under-age']);
    expect(complianceVerdict(complianceFacts({ patient: MINOR }), complianceSale({ person_id: 'p1', caregiver })).findings).toEqual([]);
    // The patient's 200 g bought earlier today and the caregiver's 200 g now: over Oregon's 8 oz a day for the patient.
    const facts = complianceFacts({ patient: MINOR, history: [sale('2026-11-24T17:00:00Z', flower(200))], cart: [counted(flower(200))] });
    expect(complianceVerdict(facts, complianceSale({ person_id: 'p1', caregiver })).findings).toMatchObject([{ field: 'line_items', code: 'limit-exceeded' }]);
  });

  it("refuses a caregiver who is not the patient's, too young, or buying for no patient, on the caregiver's field", () => {
    const verdict = (order: Parameters<typeof complianceSale>[0], patient: PatientRecord | null = MINOR) =>
      fields(complianceVerdict(complianceFacts({ patient, customer: ADULT }), complianceSale(order)).findings);
    expect(verdict({ person_id: 'p1', caregiver: { ...caregiver, card_number: 'CG-0' } })).toEqual(['caregiver.card_number caregiver-not-linked']);
    expect(verdict({ person_id: 'p1', caregiver: { ...caregiver, birth_date: '2010-01-01' } })).toEqual(['caregiver.birth_date caregiver-under-age']);
    expect(verdict({ customer_id: 'c1', caregiver }, null)).toEqual(['caregiver caregiver-without-patient']);
    // The patient's expired card is refused whoever buys for them.
    expect(verdict({ person_id: 'p1', caregiver }, { ...MINOR, expiration_date: '2026-01-01' })).toEqual(['person_id card-expired']);
  });
});
