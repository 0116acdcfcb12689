import { useEffect } from 'react';
import type { RegisterBridge } from '../../shared/bridge.ts';
import { SetUpScreen } from '../screens/set-up/SetUpScreen.tsx';
import { SignInScreen } from '../screens/sign-in/SignInScreen.tsx';
import { BridgeProvider } from '../state/register-context.tsx';
import { followHostSession, useSession } from '../state/session-store.ts';
import { Workspace } from './Workspace.tsx';

/** Routes by state: who is signed in, and whether this register is set up. */
export function App({ bridge }: { bridge: RegisterBridge }) {
  useEffect(() => followHostSession(bridge), [bridge]);
  const phase = useSession((state) => state.phase);
  return (
    <BridgeProvider bridge={bridge}>
      {phase.kind === 'starting' && <main className="gate"><p className="muted">Starting the register…</p></main>}
      {phase.kind === 'signed-out' && <SignInScreen />}
      {phase.kind === 'signed-in' && (phase.session.device === null
        ? <SetUpScreen session={phase.session} />
        // Keyed by location and device: another location means another local database.
        : <Workspace key={`${phase.session.location.id}:${phase.session.device.id}`} session={phase.session} device={phase.session.device} />)}
    </BridgeProvider>
  );
}
