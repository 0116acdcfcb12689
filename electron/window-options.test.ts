import { describe, expect, it } from 'vitest';
import { allowNavigation, allowPermission, CONTENT_SECURITY_POLICY, windowOpenHandler, windowOptions, withSecurityHeaders } from './window-options.ts';

describe('window options', () => {
  it('isolates the renderer: context isolation, no Node, sandbox, web security', () => {
    expect(windowOptions('/app/preload.cjs').webPreferences).toMatchObject({
      preload: '/app/preload.cjs', contextIsolation: true, nodeIntegration: false, nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false, sandbox: true, webSecurity: true, allowRunningInsecureContent: false, webviewTag: false,
    });
  });

  it('blocks navigation, new windows and every permission', () => {
    for (const url of ['https://example.com/', 'file:///etc/passwd', 'http://127.0.0.1:8080/']) expect(allowNavigation(url)).toBe(false);
    expect(windowOpenHandler({ url: 'https://example.com/', frameName: '', features: '', disposition: 'new-window', referrer: { url: '', policy: 'no-referrer' } })).toEqual({ action: 'deny' });
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read']) expect(allowPermission(permission)).toBe(false);
  });

  it('sends a CSP that allows only the app itself', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("default-src 'self'");
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval');
    expect(withSecurityHeaders({ 'Content-Type': ['text/html'] })).toEqual({ 'Content-Type': ['text/html'], 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] });
  });
});
