import { createContext, useContext, type ReactNode } from 'react';
import type { RegisterBridge, SessionInfo } from '../../shared/bridge.ts';
import type { RegisterDatabase } from '../data/index.ts';

const BridgeContext = createContext<RegisterBridge | null>(null);

export function BridgeProvider({ bridge, children }: { bridge: RegisterBridge; children: ReactNode }) {
  return <BridgeContext value={bridge}>{children}</BridgeContext>;
}

export function useBridge(): RegisterBridge {
  const bridge = useContext(BridgeContext);
  if (bridge === null) throw new Error('useBridge outside <BridgeProvider>');
  return bridge;
}

/** What every screen of a signed-in, set-up register works with. */
export interface Register {
  session: SessionInfo;
  /** This register's device (set up). */
  device: { id: string; name: string };
  /** The local database of the session's location. */
  db: RegisterDatabase;
}

const RegisterContext = createContext<Register | null>(null);

export function RegisterProvider({ register, children }: { register: Register; children: ReactNode }) {
  return <RegisterContext value={register}>{children}</RegisterContext>;
}

export function useRegister(): Register {
  const register = useContext(RegisterContext);
  if (register === null) throw new Error('useRegister outside <RegisterProvider>');
  return register;
}
