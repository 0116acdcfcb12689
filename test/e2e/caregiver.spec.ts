import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { addFlowerGrams, attachCustomer, payCash, setUpRegister, storeClient } from './support/register.ts';

/**
 * A caregiver buying for a patient at the demo's Downtown store (Oregon, registered for medical
 * sales): Zoe Lark is 16, so her medicine is bought only through her designated caregiver, whose
 * card (CG-4F2A19) her record names (server/demo/counter-people.ts). The budtender picks the
 * patient, says a caregiver is buying, takes the caregiver's card, checks the caregiver's ID (of
 * Oregon's caregiver age, ORS 475C.777, unverified) and rings; the order the Store API holds names
 * the caregiver. Each step is photographed to look at the form as a busy counter sees it.
 */

const CAREGIVER_CARD = 'CG-4F2A19';
const CAREGIVER_BIRTH_DATE = '1979-05-14';

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/caregiver/${name}.png`, fullPage: true });

test('a caregiver buys for a minor patient: card, ID, sale, and the Store API holds the caregiver on the order', async ({ page, storeApi }) => {
  test.setTimeout(240_000);
  await setUpRegister(page);

  const check = page.getByTestId('buyer-check');
  await attachCustomer(page, 'Lark');
  await addFlowerGrams(page, '2');
  // A minor patient may not buy in person: the panel says who may, and offers the caregiver before any ID is checked.
  await expect(check).toContainText(`The patient is 16: only their caregiver may buy for them (card ${CAREGIVER_CARD} on their record).`);
  const offer = check.getByRole('button', { name: 'A caregiver is buying for this patient' });
  await expect(offer).toBeVisible();
  await shot(page, '01-patient-picked');

  // A card that is not the one on her record is refused, saying whose it is.
  await offer.click();
  const card = check.getByLabel("Caregiver's card number");
  await expect(card).toBeFocused();
  await shot(page, '02-caregiver-card-form');
  await card.fill('CG-0000');
  await check.getByRole('button', { name: 'Caregiver buys' }).click();
  await expect(check).toContainText(`Card CG-0000 is not this patient's caregiver (the patient's record names ${CAREGIVER_CARD}).`);
  await expect(page.getByRole('button', { name: /^Pay / })).toBeDisabled();
  await shot(page, '03-wrong-card-refused');

  // The right card: now the caregiver's own ID is asked for.
  await expect(check.getByRole('button', { name: 'type the dates from it' })).toHaveCount(0);
  await check.getByRole('button', { name: 'Another caregiver card' }).click();
  await check.getByLabel("Caregiver's card number").fill(CAREGIVER_CARD);
  await check.getByRole('button', { name: 'Caregiver buys' }).click();
  await expect(check).toContainText(`Caregiver buying, card ${CAREGIVER_CARD}: check the caregiver’s ID.`);
  await shot(page, '04-caregiver-card-taken');

  await check.getByRole('button', { name: 'type the dates from it' }).click();
  await check.getByLabel('Birth date on the ID').fill(CAREGIVER_BIRTH_DATE);
  await check.getByLabel('ID expiry date').fill('2031-01-01');
  await shot(page, '05-caregiver-id-typed');
  await check.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(check).toContainText(`Buyer checked. Medical, bought by caregiver ${CAREGIVER_CARD}`);
  await expect(check).toContainText('for a patient of 16');
  await shot(page, '06-caregiver-checked');

  const receiptId = await payCash(page);
  await expect(page.getByTestId('pending-count')).toHaveText('All sent', { timeout: 60_000 });

  const client = await storeClient(storeApi.url);
  const answer = await (await fetch(`${storeApi.url}/api/v2/orders?receipt_id=${receiptId}`, { headers: client.headers })).json() as {
    orders: Array<{ person_id: string | null; customer_id: string | null; rung_offline: boolean; review_flags: unknown[]; caregiver: { card_number: string; birth_date: string } | null }>;
  };
  const patients = await (await fetch(`${storeApi.url}/api/v2/patients?limit=1000`, { headers: client.headers })).json() as { patients: Array<{ id: string; last_name: string }> };
  const zoe = patients.patients.find((patient) => patient.last_name === 'Lark');
  expect(answer.orders).toHaveLength(1);
  // Taken live, as rung: no second try as rung offline, nothing for a manager to look at.
  expect(answer.orders[0]).toMatchObject({
    person_id: zoe?.id, customer_id: null, rung_offline: false, review_flags: [],
    caregiver: { card_number: CAREGIVER_CARD, birth_date: CAREGIVER_BIRTH_DATE },
  });
});
