// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { STORE_NOT_OPENED_MESSAGE } from '../../../shared/api/back-office.ts';
import { fakeBridge, renderRegister } from '../../app/screens.test-support.tsx';

afterEach(() => cleanup());

it('on a Store API with no store yet, says how to open it (npm run store:init), not that the password is wrong', async () => {
  const bridge = fakeBridge(null);
  bridge.signInOutcome = { ok: false, reason: 'store-not-opened', message: STORE_NOT_OPENED_MESSAGE };
  renderRegister(bridge);
  fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'manager@store.test' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a-password' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  const problem = await screen.findByRole('alert');
  expect(problem.textContent).toMatch('open the store with npm run store:init');
  expect(problem.textContent).not.toMatch(/password do not match/);
});
