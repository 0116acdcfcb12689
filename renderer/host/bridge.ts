import type { RegisterBridge } from '../../shared/bridge.ts';
import { createWebBridge } from './web-bridge.ts';

declare global {
  interface Window {
    /** The bridge Electron's preload exposes; absent in browser mode. */
    readonly canopy?: RegisterBridge;
  }
}

let bridge: RegisterBridge | undefined;

/** The register's one way to its host: Electron's preload when present, else the web host over HTTP. */
export function getBridge(): RegisterBridge {
  bridge ??= window.canopy ?? createWebBridge();
  return bridge;
}
