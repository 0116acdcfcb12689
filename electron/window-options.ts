import type { BrowserWindowConstructorOptions, HandlerDetails, WindowOpenHandlerResponse } from 'electron';

/**
 * The register's window and its guards, as plain functions so they are tested without Electron.
 * main.ts only wires them.
 */

/** Same policy as renderer/index.html, sent as a header too (frame-ancestors only works there). */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'", "script-src 'self'", "style-src 'self' 'unsafe-inline'", "img-src 'self' data:",
  "connect-src 'self'", "object-src 'none'", "base-uri 'none'", "form-action 'none'", "frame-ancestors 'none'",
].join('; ');

export function windowOptions(preloadPath: string): BrowserWindowConstructorOptions {
  return {
    width: 1280, height: 800, minWidth: 1024, minHeight: 680,
    title: 'Canopy Register',
    show: false,
    backgroundColor: '#ffffff',
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      sandbox: true,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: false,
      navigateOnDragDrop: false,
    },
  };
}

/** The renderer is one page: every navigation (links, form posts, location changes) is refused. */
export function allowNavigation(_url: string): boolean {
  return false;
}

/** No new windows, ever (links with target=_blank, window.open). */
export function windowOpenHandler(_details: HandlerDetails): WindowOpenHandlerResponse {
  return { action: 'deny' };
}

/** Camera, notifications, geolocation, …: the register needs none, so every request is denied. */
export function allowPermission(_permission: string): boolean {
  return false;
}

/** Adds the CSP to every response the window loads (file:// pages ignore meta frame-ancestors). */
export function withSecurityHeaders(headers: Record<string, string[]> | undefined): Record<string, string[]> {
  return { ...headers, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] };
}
