// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBridge, passBuyerCheck, renderRegister, testSession, type FakeBridge } from '../../app/screens.test-support.tsx';
import { openRegisterDatabase, type RegisterDatabase } from '../../data/index.ts';
import { catalogItem, seedCatalog } from '../../data/catalog.test-support.ts';

let db: RegisterDatabase;
let bridge: FakeBridge;

beforeEach(async () => {
  const session = testSession();
  db = openRegisterDatabase(session.location.id);
  await seedCatalog(db, [
    catalogItem({ id: 'pre-roll', name: 'Blue Dream Pre-Roll', sku: 'PR-1001', brand: 'Highland', strain: 'Blue Dream', flowerType: 'Hybrid', thc: '21%', sellPrice: 1250, serverQuantity: 10 }),
    catalogItem({ id: 'og', name: 'OG Kush Flower', sku: 'FL-2002', brand: 'Summit', strain: 'OG Kush', flowerType: 'Indica', sellPrice: 1000, pricedByGram: true, unit: 0, serverQuantity: 5 }),
    catalogItem({ id: 'jar', name: 'Sample Jar', sku: 'SJ-3003', sellType: 2 }),
  ]);
  await db.paymentMethods.bulkPut([
    { id: 'pm-cash', name: 'Cash', paymentType: 0 },
    { id: 'pm-debit', name: 'Debit', paymentType: 1 },
  ]);
  bridge = fakeBridge(session);
  renderRegister(bridge);
  fireEvent.change(await screen.findByLabelText('Starting cash'), { target: { value: '200' } });
  fireEvent.click(screen.getByRole('button', { name: 'Open shift' }));
  await screen.findByLabelText('Find an item');
});

afterEach(() => {
  cleanup();
  db.close();
});


const search = (text: string) => fireEvent.change(screen.getByLabelText('Find an item'), { target: { value: text } });

describe('ringing a sale', () => {
  it('finds items by brand, shows price, stock and potency, and rings a two-line sale paid with cash and debit', async () => {
    expect(screen.getByTestId('current-shift').textContent).toMatch(/Shift open since/);

    search('highland');
    const result = await screen.findByRole('button', { name: /^Blue Dream Pre-Roll/ });
    expect(result.textContent).toMatch(/\$12\.50/);
    expect(result.textContent).toMatch(/10 units left/);
    expect(result.textContent).toMatch(/THC 21%/);
    expect(result.textContent).toMatch(/Hybrid/);
    fireEvent.click(result);
    search('PR-1001');
    fireEvent.click(await screen.findByRole('button', { name: /^Blue Dream Pre-Roll/ }));

    search('og kush');
    fireEvent.click(await screen.findByRole('button', { name: /^OG Kush Flower/ }));
    fireEvent.change(screen.getByLabelText(/Grams of OG Kush Flower/), { target: { value: '3.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(2));
    await passBuyerCheck();
    fireEvent.click(screen.getByRole('button', { name: 'Pay $60.00 F9' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Debit' }));
    fireEvent.change(screen.getByLabelText('Debit amount'), { target: { value: '40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add payment' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cash' }));
    expect((screen.getByLabelText('Cash amount') as HTMLInputElement).value).toBe('20.00');
    fireEvent.change(screen.getByLabelText('Cash amount'), { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add payment' }));
    expect(screen.getByTestId('change-due').textContent).toBe('$5.00');

    fireEvent.click(screen.getByRole('button', { name: /Complete sale/ }));
    const receipt = await screen.findByTestId('receipt');
    expect(within(receipt).getByTestId('receipt-total').textContent).toBe('$60.00');
    expect(within(receipt).getByTestId('receipt-change').textContent).toBe('$5.00');
    expect(receipt.textContent).toMatch(/Cash\$25\.00/);
    expect(receipt.textContent).toMatch(/100 Main St/);
    const receiptId = within(receipt).getByTestId('receipt-id').textContent ?? '';
    expect(receiptId).toMatch(/^[0-9A-F]{12}$/);
    expect(screen.getByTestId('order-sync-state').textContent).toBe('Waiting to sync');

    const [order] = await db.orders.toArray();
    expect(order).toMatchObject({ receiptId, total: 6000, tenderedAmount: 6000, changeDue: 500 });
    expect(order?.payments.map((payment) => payment.total)).toEqual([4000, 2000]);
    expect(await db.outbox.where('recordId').equals(order!.id).count()).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: /^Print receipt/ }));
    await waitFor(() => expect(bridge.printed).toBe(1));
  });

  it('adds a scanned barcode straight to the cart, from whatever field has focus', async () => {
    const input = screen.getByLabelText('Find an item');
    input.focus();
    // Keys 5 ms apart, as a scanner types them (the time is set on each event, not measured).
    let time = 10_000;
    const press = (key: string) => {
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
      Object.defineProperty(event, 'timeStamp', { value: (time += 5) });
      fireEvent(input, event);
    };
    for (const key of 'PR-1001') {
      press(key);
      fireEvent.change(input, { target: { value: `${(input as HTMLInputElement).value}${key}` } });
    }
    press('Enter');
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1));
    expect(screen.getByTestId('cart-line').textContent).toMatch(/Blue Dream Pre-Roll/);
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('refuses an unsellable item and warns, without refusing, above the stock left', async () => {
    search('sample');
    fireEvent.click(await screen.findByRole('button', { name: /^Sample Jar/ }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/not for sale/);
    expect(screen.queryAllByTestId('cart-line')).toHaveLength(0);

    search('og kush');
    fireEvent.click(await screen.findByRole('button', { name: /^OG Kush Flower/ }));
    fireEvent.change(screen.getByLabelText(/Grams of OG Kush Flower/), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect((await screen.findByText(/should be left\. Check the shelf/)).textContent).toMatch(/Only 5 g/);
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
  });

  it('edits and removes cart lines with totals in money', async () => {
    search('blue');
    fireEvent.click(await screen.findByRole('button', { name: /^Blue Dream Pre-Roll/ }));
    const quantity = await screen.findByLabelText('Quantity of Blue Dream Pre-Roll');
    fireEvent.change(quantity, { target: { value: '3' } });
    fireEvent.blur(quantity);
    await screen.findByRole('button', { name: 'Pay $37.50 F9' });
    await passBuyerCheck();
    fireEvent.keyDown(window, { key: 'F9' });
    await screen.findByRole('button', { name: 'Back to the cart' });
    fireEvent.click(screen.getByRole('button', { name: 'Back to the cart' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Blue Dream Pre-Roll' }));
    expect(screen.getByText('The cart is empty.')).toBeTruthy();
  });

  it('shows a keystroke\'s results in the same render as the letter, and after a sale the stock it holds back', async () => {
    // Once the index has loaded (the screen loads it on opening), nothing is awaited per keystroke.
    search('og');
    await screen.findByRole('button', { name: /^OG Kush Flower/ });
    search('highland');
    expect(screen.getAllByTestId('catalog-result').map((row) => row.textContent)).toEqual([expect.stringMatching(/^Blue Dream Pre-Roll.*10 units left/)]);
    search('zzz');
    expect(screen.getByText(/Nothing matches “zzz”/)).toBeTruthy();

    search('highland');
    fireEvent.click(screen.getByRole('button', { name: /^Blue Dream Pre-Roll/ }));
    await passBuyerCheck();
    fireEvent.click(screen.getByRole('button', { name: 'Pay $12.50 F9' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cash' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add payment' }));
    fireEvent.click(screen.getByRole('button', { name: /Complete sale/ }));
    fireEvent.click(await screen.findByRole('button', { name: /^New sale/ }));
    search('highland');
    await waitFor(() => expect(screen.getByTestId('catalog-result').textContent).toMatch(/9 units left/));
  });
});
