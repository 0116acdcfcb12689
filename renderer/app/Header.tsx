import { useBridge, useRegister } from '../state/register-context.tsx';
import { useStoreTime } from '../state/store-time.ts';
import { useSession } from '../state/session-store.ts';
import { useScreen } from '../state/screen-store.ts';
import { useCurrentShift } from '../screens/shift/shift-queries.ts';
import { CounterActions } from '../printing/CounterActions.tsx';

export function Header() {
  const storeTime = useStoreTime();
  const { session, device } = useRegister();
  const bridge = useBridge();
  const signedOut = useSession((state) => state.signedOut);
  const show = useScreen((state) => state.show);
  const shift = useCurrentShift();

  async function signOut() {
    await bridge.signOut();
    signedOut();
  }

  return (
    <header className="header">
      <div className="header__where">
        <span className="brand__leaf" aria-hidden="true" />
        <div>
          <div className="header__location" data-testid="location-name">{session.location.name}</div>
          <div className="header__device">{device.name}</div>
        </div>
      </div>
      <button type="button" className="header__shift" data-testid="current-shift" onClick={() => show('shift')}>
        {shift.data === null || shift.data === undefined
          ? <span className="pill pill--closed">No shift open</span>
          : <span className="pill pill--open">Shift open since {storeTime.time(shift.data.openedAt)} · {shift.data.employeeName}</span>}
      </button>
      <CounterActions />
      <div className="header__who">
        <span data-testid="signed-in-user">{session.user.name}</span>
        <span className="muted">{session.user.role === 'manager' ? 'Manager' : 'Budtender'}</span>
        <button type="button" className="button button--quiet" onClick={() => void signOut()}>Sign out</button>
      </div>
    </header>
  );
}
