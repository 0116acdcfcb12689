// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBridge, renderRegister, testSession } from './screens.test-support.tsx';

afterEach(cleanup);

describe('the register shell', () => {
  it('signs in, says why when it cannot, and sets up the register on first run', async () => {
    const bridge = fakeBridge(null);
    renderRegister(bridge);
    await screen.findByRole('button', { name: 'Sign in' });

    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'manager@canopy.demo' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/e-mail and password do not match/);

    bridge.signInOutcome = { ok: false, reason: 'offline', message: 'ECONNREFUSED' };
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/Store API is unreachable/));

    const session = testSession({ device: null });
    bridge.signInOutcome = { ok: true, session };
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('button', { name: 'Set up register' });

    fireEvent.change(screen.getByLabelText('Location'), { target: { value: 'loc-other' } });
    fireEvent.change(screen.getByLabelText('Register name'), { target: { value: 'Front counter 2' } });
    bridge.setUpOutcome = { ok: true, session: { ...session, device: { id: 'dev-2', name: 'Front counter 2' } } };
    fireEvent.click(screen.getByRole('button', { name: 'Set up register' }));

    expect((await screen.findByTestId('location-name')).textContent).toBe('Green Valley — Downtown');
    expect(bridge.calls).toContain('setUpDevice loc-other Front counter 2');
    expect(screen.getByTestId('signed-in-user').textContent).toBe('Morgan Manager');
    expect(screen.getByTestId('current-shift').textContent).toMatch(/No shift open/);
  });

  it('goes back to sign-in, saying why, when the host says the session expired', async () => {
    const bridge = fakeBridge(testSession());
    renderRegister(bridge);
    await screen.findByTestId('location-name');
    bridge.emit({ type: 'session-expired' });
    await screen.findByRole('button', { name: 'Sign in' });
    expect(screen.getByText(/Your session ended/)).toBeTruthy();
  });

  it('signs out', async () => {
    const bridge = fakeBridge(testSession());
    renderRegister(bridge);
    await screen.findByTestId('location-name');
    fireEvent.click(screen.getAllByRole('button', { name: 'Sign out' })[0]!);
    await screen.findByRole('button', { name: 'Sign in' });
    expect(bridge.calls).toContain('signOut');
  });

  it('does not let a budtender set up a register', async () => {
    renderRegister(fakeBridge(testSession({ device: null, user: { id: 'b', name: 'Bea', email: 'b@x', role: 'budtender' } })));
    await screen.findByText(/Only a manager can set up a register/);
    expect(screen.getByRole('button', { name: 'Set up register' }).hasAttribute('disabled')).toBe(true);
  });
});
