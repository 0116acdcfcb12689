import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { michigan, oregon, washington } from '../../../../shared/compliance/limits/profiles/index.ts';
import { buyerPurchases, type LocalCustomer, type LocalOrder } from '../../../data/index.ts';
import { catalogItem, freshDatabase } from '../../../data/catalog.test-support.ts';
import { withRequest } from '../../../data/orders.test-support.ts';
import { readItemFacts, readLimitHistory } from './buyer-history.ts';
import { pastPurchases, type LimitFacts } from './limit-lines.ts';
import { checkAddition, medicalOnlyProblem, saleKindOfSale, saleLimits, statewideProblem, type SaleLimitsInput } from './sale-limits.ts';

const flower: LimitFacts = { id: 'flower', name: 'Gelato', traceabilityType: 1, testResultsUnit: 0, weight: { value: '1', unit: 0 }, unitOfMeasure: 0 };
const buyer: LocalCustomer = {
  id: 'c-1', firstName: 'Alex', lastName: 'River', email: null, phone: null, birthDate: '1990-01-01', kind: 'customer', carryLimit: null,
  expirationDate: null, loyaltyPoints: null, searchText: '', pending: false,
};
const NOW = '2026-11-24T18:00:00.000Z';
const base = (fields: Partial<SaleLimitsInput>): SaleLimitsInput => ({
  profile: oregon, timeZone: 'America/Los_Angeles', now: NOW, buyer, buyerAge: 36, cart: [], history: [], ...fields,
});

/** A sale of this register to the buyer (the fields the limits read; the rest as a sale has them). */
const ownSale = (id: string, grams: number, syncState: LocalOrder['syncState'] = 'pending'): LocalOrder => withRequest({
  id, receiptId: id.toUpperCase(), shiftId: 's-1', customerId: 'c-1', personId: null, orderType: 0, originalOrderId: null, chargedOn: '2026-11-24T17:00:00.000Z',
  lines: [{ inventoryItemId: 'flower', name: 'Gelato', sku: 'G', quantity: grams, unit: 0, price: 100, discountsGiven: [], discounts: [], subtotal: 100, taxBreakdowns: [], taxExemptions: [], loyaltyPoints: 0 }],
  payments: [], tenderedAmount: 100, changeDue: 0, subtotal: 100, discountTotal: 0, taxTotal: 0, taxes: [], total: 100, orderDiscount: null,
  discountApprovedBy: null, loyaltyPointsEarned: 0, loyaltyPointsRedeemed: 0, rungOffline: true, syncState,
});

describe('the sale\'s purchase limits with the buyer\'s history', () => {
  it('counts the register\'s own sales (sent or not) and pulled orders once each; set-aside rows are no sale', async () => {
    const db = freshDatabase();
    await db.orders.bulkPut([ownSale('o-1', 20), ownSale('o-2', 10, 'acknowledged'), ownSale('o-3', 30, 'set-aside')]);
    await db.pulledPurchases.bulkPut([
      { id: 'o-2', buyerId: 'c-1', chargedOn: '2026-11-24T17:00:00.000Z', orderType: 0, lines: [{ inventoryItemId: 'flower', quantity: 10, unit: 0 }] },
      { id: 'other-register', buyerId: 'c-1', chargedOn: '2026-11-24T16:00:00.000Z', orderType: 0, lines: [{ inventoryItemId: 'flower', quantity: 20, unit: 0 }] },
    ]);
    const records = await buyerPurchases(db, 'c-1', '2026-10-20T00:00:00.000Z');
    expect(records.map((record) => record.id).sort()).toEqual(['o-1', 'o-2', 'other-register']);
    const history = pastPurchases(oregon, records, new Map([['flower', flower]]));
    const row = saleLimits(base({ history })).rows.find((candidate) => candidate.category === 'usable');
    expect(row?.usedBefore).toBe(50_000);

    // 50 g bought today: 6.699 g remain of Oregon's 2 oz; 7 g more is refused, naming the limit and the excess.
    expect(checkAddition(base({ history }), flower, 6.699, 0)).toEqual({ ok: true });
    const refused = checkAddition(base({ history }), flower, 7, 0);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.message).toMatch(/Flower: this sale would reach 57 g with 50 g bought before.*remove 0\.301 g/);
  });

  it('reads the buyer\'s history in the profile\'s window with the facts of its items; an anonymous sale reads none', async () => {
    const db = freshDatabase();
    const gelato = catalogItem({ name: 'Gelato', sku: 'G', traceabilityType: 1, testResultsUnit: 0, weight: { value: '1', unit: 0 }, unitOfMeasure: 0 });
    const rosin = catalogItem({ name: 'Rosin', sku: 'R', traceabilityType: 4, testResultsUnit: 0, weight: { value: '1', unit: 0 }, unitOfMeasure: 0 });
    await db.catalog.bulkPut([gelato, rosin]);
    await db.pulledPurchases.bulkPut([
      { id: 'today', buyerId: 'c-1', chargedOn: '2026-11-24T16:00:00.000Z', orderType: 0, lines: [{ inventoryItemId: gelato.id, quantity: 20, unit: 0 }, { inventoryItemId: 'gone', quantity: 1, unit: 5 }] },
      { id: 'long-ago', buyerId: 'c-1', chargedOn: '2026-09-01T16:00:00.000Z', orderType: 0, lines: [{ inventoryItemId: rosin.id, quantity: 2, unit: 5 }] },
    ]);
    const history = await readLimitHistory(db, oregon, 'c-1', new Date(NOW));
    // Older than any Oregon window, the September sale is not read; a line of an item the catalog no longer has counts nothing.
    expect(history.purchases).toEqual([{
      chargedOn: '2026-11-24T16:00:00.000Z', orderType: 'sale', lines: [{ traceabilityType: 1, name: 'Gelato', amount: expect.objectContaining({ netGramsMilli: 20_000 }) }],
    }]);
    expect([...history.items.keys()]).toEqual([gelato.id]);
    expect(await readLimitHistory(db, oregon, null, new Date(NOW))).toEqual({ purchases: [], items: new Map() });
    expect([...(await readItemFacts(db, [rosin.id, 'gone', rosin.id])).keys()]).toEqual([rosin.id]);
  });

  it('holds an anonymous sale to the limit alone, whatever history there is', () => {
    const history = [{ chargedOn: '2026-11-24T17:00:00.000Z', orderType: 'sale' as const, lines: [{ traceabilityType: 1, amount: { netGramsMilli: 50_000 } }] }];
    expect(checkAddition(base({ buyer: null, history }), flower, 56, 0)).toEqual({ ok: true });
    expect(checkAddition(base({ buyer: null, history, cart: [{ item: flower, quantity: 56, unit: 0 }] }), flower, 1, 0).ok).toBe(false);
  });

  it('offline in Washington, counts the buyer\'s sales of the day this register knows as one transaction; an anonymous sale stands alone', async () => {
    const db = freshDatabase();
    await db.orders.bulkPut([ownSale('o-1', 20)]);
    const records = await buyerPurchases(db, 'c-1', '2026-10-20T00:00:00.000Z');
    const history = pastPurchases(washington, records, new Map([['flower', flower]]));
    const vancouver = { profile: washington, history };
    expect(checkAddition(base(vancouver), flower, 8, 0)).toEqual({ ok: true });
    const refused = checkAddition(base(vancouver), flower, 9, 0);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.message).toMatch(/^Useable cannabis: this sale would reach 29 g with 20 g bought before today; .* today's sales to this buyer counting as one \(WAC 314-55-095\(1\)\(d\)\(ii\)\)/);
    expect(checkAddition(base({ ...vancouver, buyer: null }), flower, 28, 0)).toEqual({ ok: true });
  });

  it('holds a Washington patient to 3 oz in a transaction whatever the card\'s carry limit says (an endorsed store)', () => {
    const patient: LocalCustomer = { ...buyer, kind: 'patient', carryLimit: { value: '8', unit: 1 } };
    expect(checkAddition(base({ profile: washington, buyer: patient, medicalSales: true }), flower, 85, 0)).toEqual({ ok: true });
    expect(checkAddition(base({ profile: washington, buyer: patient, medicalSales: true }), flower, 200, 0)).toMatchObject({ ok: false });
  });

  it('holds a patient to the adult-use limits where the location may not make medical sales (RCW 69.51A.210(1)), offline as at the Store API', () => {
    const patient: LocalCustomer = { ...buyer, kind: 'patient', carryLimit: null };
    // 2 oz of flower: within a Washington patient's 3 oz at an endorsed store, over the adult-use 1 oz elsewhere.
    expect(checkAddition(base({ profile: washington, buyer: patient, medicalSales: true }), flower, 56, 0)).toEqual({ ok: true });
    const unendorsed = checkAddition(base({ profile: washington, buyer: patient, medicalSales: false }), flower, 56, 0);
    expect(unendorsed).toMatchObject({ ok: false });
    if (!unendorsed.ok) expect(unendorsed.message).toMatch(/adult-use limit/);
    expect(saleKindOfSale({ profile: washington, buyer: patient, medicalSales: false }).note).toContain('RCW 69.51A.210(1)');
  });

  it('refuses a medical-only product to anyone not buying as a patient before it reaches the cart, with the reason', () => {
    const tincture: LimitFacts = { ...flower, id: 'tincture', name: 'Medical tincture', medicalOnly: true };
    const refused = checkAddition(base({ medicalSales: true }), tincture, 1, 0);
    expect(refused).toEqual({ ok: false, message: 'Medical tincture is sold to patients only (OAR 845-025-2900(2)(a), (3)(a)); this buyer is not a patient.' });
    const patient: LocalCustomer = { ...buyer, kind: 'patient' };
    expect(checkAddition(base({ buyer: patient, medicalSales: true }), tincture, 1, 0)).toEqual({ ok: true });
    expect(checkAddition(base({ buyer: patient, medicalSales: false }), tincture, 1, 0)).toMatchObject({ ok: false });
    // Already in the cart when the buyer changed: payment waits, saying why.
    const cart = [{ item: tincture, quantity: 1, unit: 0 }];
    expect(medicalOnlyProblem(base({ buyer: patient, medicalSales: true, cart }))).toBeNull();
    expect(medicalOnlyProblem(base({ buyer: null, medicalSales: true, cart }))).toContain('sold to patients only');
  });

  it("holds a Michigan patient to the smaller of Metrc's statewide figure and our own count, as the Store API does (R 420.506(1)–(2))", () => {
    const patient: LocalCustomer = { ...buyer, kind: 'patient', carryLimit: null };
    const detroit = { profile: michigan, timeZone: 'America/Detroit', buyer: patient, medicalSales: true };
    // Our own count allows 2.5 oz (70.873 g) today; Metrc says 0.5 oz (14.174 g) remain across every store.
    expect(checkAddition(base({ ...detroit, statewideOunces: 0.5 }), flower, 14, 0)).toEqual({ ok: true });
    expect(checkAddition(base({ ...detroit, statewideOunces: 0.5 }), flower, 20, 0)).toEqual({
      ok: false,
      message: 'Metrc allows this patient 14.174 g more today across every store (0.5 oz); this sale adds 20 g — remove 5.826 g. (Mich. Admin. Code R 420.506(1)–(2))',
    });
    // Not known (offline, not checked): our own count alone.
    expect(checkAddition(base({ ...detroit, statewideOunces: null }), flower, 20, 0)).toEqual({ ok: true });
    // Where our count is the smaller, our own limit speaks; Metrc's larger figure lets no more through.
    expect(checkAddition(base({ ...detroit, statewideOunces: 10 }), flower, 71, 0)).toMatchObject({ ok: false, message: expect.stringMatching(/2\.5 oz/) as unknown });
    // Already in the cart when Metrc's figure arrived: payment waits, saying why.
    const cart = [{ item: flower, quantity: 20, unit: 0 }];
    const input = base({ ...detroit, statewideOunces: 0.5, cart });
    expect(statewideProblem(input, saleLimits(input))).toMatch(/^Metrc allows this patient 14\.174 g more today/);
    const withinBoth = base({ ...detroit, statewideOunces: 1, cart });
    expect(statewideProblem(withinBoth, saleLimits(withinBoth))).toBeNull();
  });

  it('lets items no limit counts through (no traceability type)', () => {
    expect(checkAddition(base({}), { id: 'lighter', name: 'Lighter', traceabilityType: null }, 500, 5)).toEqual({ ok: true });
  });
});
