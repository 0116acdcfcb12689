import { createGateway } from '../../electron/core/gateway.ts';
import type { ApiOutcome, ApiRequest } from '../../shared/bridge.ts';
import type { SyncApi } from '../../renderer/sync/api.ts';

/**
 * Test support — a boundary stand-in for the Electron host. In the app, `bridge.api` crosses IPC
 * to the host, whose API gateway adds the token and the X-CNPY headers and sorts the answer into
 * an ApiOutcome. Electron's IPC cannot run here, so tests call the host's real gateway directly
 * (over HTTP to a real Store API on loopback). `intercept` lets a test play the network: cut a
 * call, or let the server commit and then lose the answer.
 */
export interface TestBridge extends SyncApi {
  calls: ApiRequest[];
  /** The size of each `apiBatch` call, in order. */
  batches: number[];
  /** Answer instead of (or after) the server; return undefined to let the call through untouched. */
  intercept: ((request: ApiRequest, send: () => Promise<ApiOutcome>) => Promise<ApiOutcome | undefined> | ApiOutcome | undefined) | null;
  offline: boolean;
  token: string;
}

export function httpTestBridge(input: { baseUrl: string; token: string; companyId: string; deviceId?: string }): TestBridge {
  const gateway = createGateway({ storeApiUrl: input.baseUrl });
  const bridge: TestBridge = {
    calls: [], batches: [], intercept: null, offline: false, token: input.token,
    async api(request: ApiRequest): Promise<ApiOutcome> {
      bridge.calls.push(request);
      const send = () => gateway.send(request, {
        authorization: `Token token="${bridge.token}"`, companyId: input.companyId,
        ...(input.deviceId === undefined ? {} : { deviceId: input.deviceId }),
      });
      if (bridge.offline) return { kind: 'offline', message: 'test: network cut' };
      const intercepted = bridge.intercept === null ? undefined : await bridge.intercept(request, send);
      return intercepted ?? await send();
    },
    // As the host does it: every request of the batch side by side, one outcome each, in order.
    async apiBatch(requests: ApiRequest[]): Promise<ApiOutcome[]> {
      bridge.batches.push(requests.length);
      return Promise.all(requests.map((request) => bridge.api(request)));
    },
  };
  return bridge;
}
