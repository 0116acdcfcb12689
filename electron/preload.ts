import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import {
  bridgeTimeoutMs, channelOf, fromEnvelope, HOST_EVENT_CHANNEL, withTimeout,
  type ApiOutcome, type ApiRequest, type BridgeCall, type BridgeEnvelope, type HostEvent, type RegisterBridge,
} from '../shared/bridge.ts';
import type { PrinterAction, PrinterAnswers, PrinterCommandOf } from '../shared/printer.ts';

// The only door from the renderer to main: exactly the bridge, no raw ipcRenderer.
async function invoke<T>(call: BridgeCall, ...args: unknown[]): Promise<T> {
  const envelope: BridgeEnvelope<T> = await withTimeout(call, ipcRenderer.invoke(channelOf(call), ...args), bridgeTimeoutMs(call, args));
  return fromEnvelope(call, envelope);
}

const bridge = {
  signIn: (email, password) => invoke('signIn', email, password),
  firstSignIn: (input) => invoke('firstSignIn', input),
  signOut: () => invoke('signOut'),
  getSession: () => invoke('getSession'),
  setUpDevice: (input) => invoke('setUpDevice', input),
  api: <T>(request: ApiRequest) => invoke<ApiOutcome<T>>('api', request),
  apiBatch: (requests) => invoke<ApiOutcome[]>('apiBatch', requests),
  onEvent(listener) {
    const forward = (_event: IpcRendererEvent, hostEvent: HostEvent): void => listener(hostEvent);
    ipcRenderer.on(HOST_EVENT_CHANNEL, forward);
    return () => {
      ipcRenderer.removeListener(HOST_EVENT_CHANNEL, forward);
    };
  },
  print: () => invoke('print'),
  printer: <K extends PrinterAction>(command: PrinterCommandOf<K>) => invoke<PrinterAnswers[K]>('printer', command),
  managerPin: (pin) => invoke('managerPin', pin),
} satisfies RegisterBridge;

contextBridge.exposeInMainWorld('canopy', bridge);
