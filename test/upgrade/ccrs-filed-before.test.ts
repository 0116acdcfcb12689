import { sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { buildCcrsSubmission } from '../../server/features/state-reporting/ccrs-submission.ts';
import { parseCsv } from '../support/ccrs-checker.ts';
import { describeEachEngine } from '../support/store-api.ts';
import { closeDatabases, databaseOf, fixtureOf } from './release-database.ts';

/**
 * A Washington store that filed its Sale files with the last release (which kept no CCRS ledger)
 * held its Strain, Area, Product and Inventory records in CCRS already: upgraded (migration 038),
 * its first zip inserts none of them again; what it makes after the upgrade is inserted as ever.
 */
afterEach(closeDatabases);

// The fixture's demo store: Eastside is in Vancouver, Washington; Downtown in Portland, Oregon.
const EASTSIDE = '69c212c2-9ea5-448e-95c6-9a515e1de1db';
const DOWNTOWN = 'a77d30a7-129a-4b89-aa8b-8156265c9737';
const LICENSE = '412346';

describeEachEngine('a Washington store upgraded from the release that filed only Sale files', (engine) => {
  it("takes what it had as already in CCRS: the first zip inserts no strain, area, product or inventory of before, updates each inventory once, and inserts what is new", async () => {
    const store = await databaseOf(engine, fixtureOf(engine));
    const { db } = store;
    const at = '2026-11-20T12:00:00.000Z';
    // Eastside reports to CCRS and one of its sales went out in a Sale file; Downtown was set to CCRS but never filed anything.
    for (const company of [EASTSIDE, DOWNTOWN]) {
      await sql`insert into state_reporting_settings (company_id, system, license_number, updated_at) values (${company}, 'ccrs', ${company === EASTSIDE ? LICENSE : '412399'}, ${at})`.execute(db);
    }
    const sold = await sql<{ id: string; receipt_id: string; charged_on: string }>`select id, receipt_id, charged_on from orders where company_id = ${EASTSIDE} order by id`.execute(db);
    const order = sold.rows[0];
    if (order === undefined) throw new Error('the fixture has no Eastside sale');
    await sql`insert into state_reports (order_id, company_id, receipt_id, charged_on, system, action, status, reported_at, next_attempt_at, updated_at)
      values (${order.id}, ${EASTSIDE}, ${order.receipt_id}, ${order.charged_on}, 'ccrs', 'record', 'reported', ${at}, ${at}, ${at})`.execute(db);

    await migrateToLatest(db);

    const marks = await db.selectFrom('state_reporting_settings').select(['company_id', 'ccrs_filed_before']).execute();
    const markOf = (company: string) => marks.find((m) => m.company_id === company)?.ccrs_filed_before;
    expect(markOf(EASTSIDE)).not.toBeNull();
    expect(markOf(DOWNTOWN)).toBeNull();

    // A place opened after the upgrade: CCRS has never had it.
    const later = new Date(Date.parse(markOf(EASTSIDE)!) + 1000).toISOString();
    await db.insertInto('places').values({
      id: 'place-after-upgrade', number: 9999, company_id: EASTSIDE, name: 'Overflow Room', description: '', inventory_status: 0, deleted_at: null, created_at: later, updated_at: later,
    }).execute();

    const zip = async (company: string, licenseNumber: string, from: string, to: string) => {
      const submission = await buildCcrsSubmission(db, { companyId: company, licenseNumber, from, to, submittedBy: 'Test Manager', timeZone: 'America/Los_Angeles' }, new Date());
      const rowsOf = (type: 'Strain' | 'Area' | 'Product' | 'Inventory') => {
        const [, , , header = [], ...rows] = parseCsv(submission.files[type].csv);
        return rows.map((cells) => Object.fromEntries(header.map((column, index) => [column, cells[index] ?? ''])));
      };
      return { submission, rowsOf };
    };

    const first = await zip(EASTSIDE, LICENSE, '2026-11-22', '2026-11-28');
    expect(first.rowsOf('Strain')).toEqual([]);
    expect(first.rowsOf('Product')).toEqual([]);
    expect(first.rowsOf('Area').map((r) => [r.ExternalIdentifier, r.Area, r.Operation])).toEqual([['place-after-upgrade', 'Overflow Room', 'Insert']]);
    const inventory = first.rowsOf('Inventory');
    expect(inventory.length).toBeGreaterThan(0);
    // CCRS holds each under the identifier the Sale file named it by; its quantities moved since, so it goes out once as an Update.
    expect(new Set(inventory.map((r) => r.Operation))).toEqual(new Set(['Update']));
    await first.submission.file(['Strain', 'Area', 'Product', 'Inventory']);

    // Filed: the next week carries nothing of before that did not change.
    const next = await zip(EASTSIDE, LICENSE, '2026-11-29', '2026-12-05');
    expect([next.rowsOf('Strain'), next.rowsOf('Area'), next.rowsOf('Product'), next.rowsOf('Inventory')]).toEqual([[], [], [], []]);

    // A location that never filed anything to CCRS inserts everything, as before.
    const fresh = await zip(DOWNTOWN, '412399', '2026-11-22', '2026-11-28');
    expect(fresh.rowsOf('Area').length).toBeGreaterThan(0);
    expect(new Set([...fresh.rowsOf('Area'), ...fresh.rowsOf('Product'), ...fresh.rowsOf('Inventory')].map((r) => r.Operation))).toEqual(new Set(['Insert']));
  });
});
