import { create } from 'zustand';
import type { HostEvent, RegisterBridge, SessionInfo } from '../../shared/bridge.ts';

export type SessionPhase =
  | { kind: 'starting' }
  | { kind: 'signed-out'; notice: string | null }
  | { kind: 'signed-in'; session: SessionInfo };

interface SessionState {
  phase: SessionPhase;
  signedIn(session: SessionInfo): void;
  signedOut(notice?: string | null): void;
}

export const useSession = create<SessionState>()((set) => ({
  phase: { kind: 'starting' },
  signedIn: (session) => set({ phase: { kind: 'signed-in', session } }),
  signedOut: (notice = null) => set({ phase: { kind: 'signed-out', notice } }),
}));

export const SESSION_EXPIRED_NOTICE = 'Your session ended. Sign in again to keep selling; sales already rung are kept on this register and will be sent.';

/**
 * Follows the host: the session it has at start, and its events afterwards. Returns the
 * unsubscribe function.
 */
export function followHostSession(bridge: RegisterBridge): () => void {
  const { signedIn, signedOut } = useSession.getState();
  const unsubscribe = bridge.onEvent((event: HostEvent) => {
    if (event.type === 'session-expired') signedOut(SESSION_EXPIRED_NOTICE);
    else if (event.session === null) signedOut();
    else signedIn(event.session);
  });
  bridge.getSession().then(
    (session) => {
      // An event may have arrived first; it is newer than this answer.
      if (useSession.getState().phase.kind !== 'starting') return;
      if (session === null) signedOut(); else signedIn(session);
    },
    () => signedOut('The register could not read its session. Sign in again.'),
  );
  return unsubscribe;
}
