import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bridgeCalls, channelOf, HOST_EVENT_CHANNEL } from '../shared/bridge.ts';

// Electron's runtime cannot run here (its binary is not installed), so its two preload APIs are
// stood in for at that boundary; everything preload.ts does with them is real.
const exposed = new Map<string, unknown>();
const invoked: { channel: string; args: unknown[] }[] = [];
const listeners = new Map<string, ((...args: unknown[]) => void)[]>();

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, api: unknown) => exposed.set(key, api) },
  ipcRenderer: {
    invoke: (channel: string, ...args: unknown[]) => {
      invoked.push({ channel, args });
      return Promise.resolve(channel === channelOf('getSession') ? { ok: true, value: null } : { ok: false, error: { name: 'ForbiddenPathError', message: 'nope' } });
    },
    on: (channel: string, listener: (...args: unknown[]) => void) => listeners.set(channel, [...(listeners.get(channel) ?? []), listener]),
    removeListener: (channel: string, listener: (...args: unknown[]) => void) => listeners.set(channel, (listeners.get(channel) ?? []).filter((each) => each !== listener)),
  },
}));

const isBridge = (value: unknown): value is Record<string, (...args: unknown[]) => unknown> => typeof value === 'object' && value !== null;

describe('preload', () => {
  beforeEach(async () => {
    await import('./preload.ts');
  });

  it('exposes exactly the bridge calls and onEvent as window.canopy, and nothing else', () => {
    expect([...exposed.keys()]).toEqual(['canopy']);
    const bridge = exposed.get('canopy');
    expect(isBridge(bridge)).toBe(true);
    if (!isBridge(bridge)) return;
    expect(Object.keys(bridge).sort()).toEqual([...bridgeCalls, 'onEvent'].sort());
    for (const value of Object.values(bridge)) expect(typeof value).toBe('function');
  });

  it('sends each call on its channel and unwraps the envelope', async () => {
    const bridge = exposed.get('canopy');
    if (!isBridge(bridge)) throw new Error('no bridge');
    await expect(bridge['getSession']!()).resolves.toBeNull();
    expect(invoked.at(-1)).toEqual({ channel: channelOf('getSession'), args: [] });
    await expect(bridge['api']!({ method: 'GET', path: '/../x' })).rejects.toThrow('api: nope');
    expect(invoked.at(-1)?.channel).toBe(channelOf('api'));
  });

  it('forwards host events until unsubscribed', () => {
    const bridge = exposed.get('canopy');
    if (!isBridge(bridge)) throw new Error('no bridge');
    const received: unknown[] = [];
    const unsubscribe = bridge['onEvent']!((event: unknown) => received.push(event));
    for (const listener of listeners.get(HOST_EVENT_CHANNEL) ?? []) listener({}, { type: 'session-expired' });
    expect(received).toEqual([{ type: 'session-expired' }]);
    expect(typeof unsubscribe).toBe('function');
    if (typeof unsubscribe === 'function') unsubscribe();
    expect(listeners.get(HOST_EVENT_CHANNEL)).toEqual([]);
  });
});
