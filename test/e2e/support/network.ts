import { createServer, type Server } from 'node:http';
import { startRegisterWebHost, test as base } from './fixtures.ts';

// A small HTTP proxy between the register's host and the Store API that plays the network: it can
// commit a request at the Store API and then cut the connection before the answer, hold answers
// back, answer 503 to everything for a while, or answer slowly.

export interface NetworkProxy {
  url: string;
  mode: 'pass' | 'storm' | 'slow';
  /** Orders to let through to the Store API whose answers are then lost. */
  cutOrderAnswers: number;
  /**
   * Orders whose answers still go back; every order after them is committed at the Store API but
   * its answer is held until `releaseHeld()` (then the connection is cut: the answer never arrives).
   */
  answerOrders: number;
  /** Orders committed at the Store API whose answers are held now. */
  held: number;
  releaseHeld(): void;
  /**
   * The key of every POST /orders that reached the proxy: the order's client-made id, on which the
   * Store API deduplicates (the register sends no Idempotency-Key header).
   */
  orderKeys: string[];
}

/** The `order.id` of an order request's body ('' when it has none). */
function orderKey(body: Buffer): string {
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    if (typeof parsed === 'object' && parsed !== null && 'order' in parsed && typeof parsed.order === 'object' && parsed.order !== null
      && 'id' in parsed.order && typeof parsed.order.id === 'string') return parsed.order.id;
  } catch {
    // not JSON: no key
  }
  return '';
}

export async function startNetworkProxy(targetUrl: string): Promise<NetworkProxy & { close(): Promise<void> }> {
  let release: () => void = () => undefined;
  let released = new Promise<void>((resolve) => { release = resolve; });
  const proxy: NetworkProxy = {
    url: '', mode: 'pass', cutOrderAnswers: 0, answerOrders: Number.POSITIVE_INFINITY, held: 0, orderKeys: [],
    releaseHeld() {
      const wake = release;
      released = new Promise<void>((resolve) => { release = resolve; });
      wake();
    },
  };
  const server: Server = createServer((request, response) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(Buffer.from(chunk));
      const path = request.url ?? '/';
      const isOrder = request.method === 'POST' && path.startsWith('/api/v2/orders');
      if (isOrder) proxy.orderKeys.push(orderKey(Buffer.concat(chunks)));
      if (proxy.mode === 'storm') {
        response.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' }).end('{"error":"storm"}');
        return;
      }
      if (proxy.mode === 'slow') await new Promise((resolve) => setTimeout(resolve, 1_500));
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string' && !['host', 'connection', 'content-length', 'accept-encoding'].includes(name)) headers.set(name, value);
      }
      let upstream: Response;
      try {
        upstream = await fetch(`${targetUrl}${path}`, {
          method: request.method, headers, body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
        });
      } catch {
        request.socket.destroy();
        return;
      }
      const body = Buffer.from(await upstream.arrayBuffer());
      if (isOrder && proxy.cutOrderAnswers > 0) {
        // The Store API committed the order; the register never hears so.
        proxy.cutOrderAnswers -= 1;
        request.socket.destroy();
        return;
      }
      if (isOrder && upstream.ok) {
        if (proxy.answerOrders <= 0) {
          proxy.held += 1;
          await released;
          proxy.held -= 1;
          request.socket.destroy();
          return;
        }
        proxy.answerOrders -= 1;
      }
      const out: Record<string, string> = {};
      upstream.headers.forEach((value, name) => { if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(name)) out[name] = value; });
      response.writeHead(upstream.status, out).end(body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the proxy has no port');
  proxy.url = `http://127.0.0.1:${address.port}`;
  return Object.assign(proxy, {
    async close() {
      proxy.releaseHeld();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  });
}

/** The fixtures with `network`: the register's host talks to the Store API through the proxy. */
export const test = base.extend<{ network: NetworkProxy }>({
  network: async ({ storeApi }, use) => {
    const proxy = await startNetworkProxy(storeApi.url);
    await use(proxy);
    await proxy.close();
  },
  registerWebHost: async ({ network: proxy, registerDataDir }, use) => {
    const host = await startRegisterWebHost(proxy.url, registerDataDir);
    await use(host);
    await host.stop();
  },
});
