// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBridge, passBuyerCheck, renderRegister, testSession } from '../../app/screens.test-support.tsx';
import { openRegisterDatabase, type RegisterDatabase } from '../../data/index.ts';
import { catalogItem, seedCatalog } from '../../data/catalog.test-support.ts';
import type { LocalRegisterSettings } from '../../data/index.ts';

let db: RegisterDatabase;

const settings: LocalRegisterSettings = {
  time_zone: 'America/Denver', discount_approval_percent: '0.20', discount_approval_flat_amount: 2000, discount_reasons: ['Veteran', 'Industry'],
  loyalty_redemption_points_per_dollar: 100, loyalty_program: null,
  approvers: [{ user_id: 'mgr-1', name: 'Riley Manager' }],
};

beforeEach(async () => {
  const session = testSession();
  db = openRegisterDatabase(session.location.id);
  await seedCatalog(db, [catalogItem({ id: 'gummies', name: 'Mango Gummies', sku: 'ED-1', unit: 5, sellPrice: 2000, discountable: true, serverQuantity: 10 })]);
  await db.paymentMethods.bulkPut([{ id: 'pm-cash', name: 'Cash', paymentType: 0 }]);
  await db.meta.put({ key: 'registerSettings', value: settings });
  renderRegister(fakeBridge(session));
  fireEvent.change(await screen.findByLabelText('Starting cash'), { target: { value: '200' } });
  fireEvent.click(screen.getByRole('button', { name: 'Open shift' }));
  fireEvent.change(await screen.findByLabelText('Find an item'), { target: { value: 'mango' } });
  fireEvent.click(await screen.findByRole('button', { name: /^Mango Gummies/ }));
  await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1));
});

afterEach(() => {
  cleanup();
  db.close();
});

/** F8, then the form filled and applied. */
async function discount(amount: string, fields: { reason?: string; on?: string } = {}) {
  fireEvent.keyDown(window, { key: 'F8' });
  const form = await screen.findByRole('form', { name: 'Discount' });
  if (fields.on !== undefined) fireEvent.change(within(form).getByLabelText('Discount on'), { target: { value: fields.on } });
  fireEvent.change(within(form).getByLabelText('Percent or amount'), { target: { value: amount } });
  if (fields.reason !== undefined) fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: fields.reason } });
  fireEvent.click(within(form).getByRole('button', { name: 'Apply discount' }));
  return form;
}

describe('the discount form (F8)', () => {
  it('offers the location\'s reasons, takes a typed one, and gives a percent off the order and an amount off a line', async () => {
    fireEvent.keyDown(window, { key: 'F8' });
    const form = await screen.findByRole('form', { name: 'Discount' });
    expect((within(form).getByLabelText('Reason') as HTMLInputElement).value).toBe('Veteran');
    expect([...form.querySelectorAll('datalist option')].map((option) => option.getAttribute('value'))).toEqual(['Veteran', 'Industry']);
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Discount' })).toBeNull());

    // 10% of the order with the first reason: $2.00 off $20.00.
    await discount('10%');
    await waitFor(() => expect(screen.getByTestId('cart-discounts').textContent).toBe('−$2.00'));
    expect(screen.getByTestId('line-money').textContent).toMatch(/Veteran −\$2\.00/);

    // $1.50 off the line, for a reason typed at the counter; the order's 10% is then of $18.50.
    await discount('1.50', { on: 'gummies', reason: 'Birthday' });
    await waitFor(() => expect(screen.getByTestId('cart-discounts').textContent).toBe('−$3.35'));
    const line = screen.getByTestId('line-money').textContent ?? '';
    expect(line).toMatch(/Birthday −\$1\.50/);
    expect(line).toMatch(/Veteran −\$1\.85/);
    expect(screen.queryByRole('form', { name: 'Manager approval' })).toBeNull();
  });

  it('refuses what it cannot read and a discount with no reason, and applies nothing', async () => {
    const form = await discount('ten');
    expect(within(form).getByRole('alert').textContent).toMatch(/Type a percent such as 10% or an amount such as 5\.00/);
    fireEvent.change(within(form).getByLabelText('Percent or amount'), { target: { value: '5.00' } });
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: '  ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Apply discount' }));
    expect(within(form).getByRole('alert').textContent).toBe('Pick or type a reason.');
    expect(screen.queryByTestId('cart-discounts')).toBeNull();
  });
});

describe('the manager PIN prompt', () => {
  it('holds a discount above the threshold until a manager\'s PIN: a wrong one is refused, the right one is recorded on the sale', async () => {
    await discount('25%', { reason: 'Industry' });
    const prompt = await screen.findByRole('form', { name: 'Manager approval' });
    const pay = screen.getByRole('button', { name: /^Pay/ });
    expect(pay).toHaveProperty('disabled', true);

    fireEvent.change(within(prompt).getByLabelText('Manager PIN'), { target: { value: '1234' } });
    fireEvent.click(within(prompt).getByRole('button', { name: 'Approve' }));
    expect((await within(prompt).findByRole('alert')).textContent).toMatch(/not a manager’s of this store/);
    expect(screen.queryByTestId('discount-approved')).toBeNull();

    fireEvent.change(within(prompt).getByLabelText('Manager PIN'), { target: { value: '4321' } });
    fireEvent.click(within(prompt).getByRole('button', { name: 'Approve' }));
    expect((await screen.findByTestId('discount-approved')).textContent).toBe('Discount approved by Riley Manager');
    expect(screen.queryByRole('form', { name: 'Manager approval' })).toBeNull();

    // The buyer check, then cash for the $15.00 left.
    await passBuyerCheck();
    fireEvent.click(screen.getByRole('button', { name: 'Pay $15.00 F9' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cash' }));
    fireEvent.change(screen.getByLabelText('Cash amount'), { target: { value: '15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add payment' }));
    fireEvent.click(screen.getByRole('button', { name: /Complete sale/ }));
    await screen.findByTestId('receipt');
    const [order] = await db.orders.toArray();
    expect(order).toMatchObject({ discountApprovedBy: 'mgr-1', discountTotal: 500, total: 1500, orderDiscount: { percent: '0.25', reason: 'Industry' } });
  });
});
