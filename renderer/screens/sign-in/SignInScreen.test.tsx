// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { STORE_NOT_OPENED_MESSAGE } from '../../../shared/api/back-office.ts';
import { fakeBridge, renderRegister, testSession } from '../../app/screens.test-support.tsx';

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

async function openFirstSignIn(bridge: ReturnType<typeof fakeBridge>) {
  renderRegister(bridge);
  fireEvent.click(await screen.findByRole('button', { name: 'First time here? Use the code your manager gave you' }));
  fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'sam@store.test' } });
  fireEvent.change(screen.getByLabelText('One-time code'), { target: { value: 'K7Q2-9XMD' } });
}

function choosePassword(password: string, repeat: string) {
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Repeat the new password'), { target: { value: repeat } });
  fireEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
}

it('a new budtender signs in with the one-time code and the password they choose, and is signed in like a normal sign-in', async () => {
  const bridge = fakeBridge(null);
  bridge.firstSignInOutcome = { ok: true, session: testSession({ user: { id: 'emp-9', name: 'Sam Budtender', email: 'sam@store.test', role: 'budtender' } }) };
  await openFirstSignIn(bridge);
  choosePassword('a-new-password', 'a-new-password');
  expect(await screen.findByText(/Sam Budtender/)).toBeTruthy();
  expect(bridge.calls).toContain('firstSignIn sam@store.test K7Q2-9XMD');
});

it('a wrong or used code is refused with a sentence saying to ask the manager for a new one', async () => {
  const bridge = fakeBridge(null);
  bridge.firstSignInOutcome = { ok: false, reason: 'wrong-code', message: 'That e-mail and one-time code do not match a new employee' };
  await openFirstSignIn(bridge);
  choosePassword('a-new-password', 'a-new-password');
  const problem = await screen.findByRole('alert');
  expect(problem.textContent).toMatch('ask your manager for a new one');
});

it('the new password must be typed the same twice and be 10 characters or more (the Store API rule) before the code is spent', async () => {
  const bridge = fakeBridge(null);
  await openFirstSignIn(bridge);
  choosePassword('a-new-password', 'a-new-passwork');
  expect((await screen.findByRole('alert')).textContent).toMatch('The two passwords are not the same');
  choosePassword('short', 'short');
  expect((await screen.findByRole('alert')).textContent).toMatch('10 characters or more');
  expect(bridge.calls.filter((call) => call.startsWith('firstSignIn'))).toEqual([]);
});

it('leads back to the usual sign-in', async () => {
  renderRegister(fakeBridge(null));
  fireEvent.click(await screen.findByRole('button', { name: 'First time here? Use the code your manager gave you' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Back to sign-in with a password' }));
  expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
});
