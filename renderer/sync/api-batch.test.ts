import { describe, expect, it } from 'vitest';
import { API_BATCH_LIMIT, type ApiOutcome, type ApiRequest } from '../../shared/bridge.ts';
import { batchingTransport } from './api-batch.ts';
import type { SyncApi } from './api.ts';

/** A host that answers each request with its own path, and notes how the requests crossed. */
function scriptedHost(batch: ((requests: ApiRequest[]) => Promise<ApiOutcome[]>) | null = null) {
  const single: string[] = [];
  const batches: string[][] = [];
  const answer = (request: ApiRequest): ApiOutcome => ({ kind: 'ok', status: 200, body: request.path });
  const host: SyncApi = {
    async api(request) { single.push(request.path); return answer(request); },
    ...(batch === null ? {
      async apiBatch(requests: ApiRequest[]) { batches.push(requests.map((request) => request.path)); return requests.map(answer); },
    } : { apiBatch: batch }),
  };
  return { host, single, batches };
}

const get = (n: number): ApiRequest => ({ method: 'GET', path: `/orders/${n}` });

describe('batching transport', () => {
  it('carries the calls made in one turn in one bridge call, each with its own outcome', async () => {
    const { host, single, batches } = scriptedHost();
    const transport = batchingTransport(host);
    const outcomes = await Promise.all([1, 2, 3].map((n) => transport.api(get(n))));

    expect(batches).toEqual([['/orders/1', '/orders/2', '/orders/3']]);
    expect(single).toEqual([]);
    expect(outcomes.map((outcome) => outcome.kind === 'ok' && outcome.body)).toEqual(['/orders/1', '/orders/2', '/orders/3']);
  });

  it('splits a turn of more than API_BATCH_LIMIT calls, and sends a lone call through api', async () => {
    const { host, single, batches } = scriptedHost();
    const transport = batchingTransport(host);
    await Promise.all(Array.from({ length: API_BATCH_LIMIT + 2 }, (_, n) => transport.api(get(n))));
    await transport.api(get(99));

    expect(batches.map((paths) => paths.length)).toEqual([API_BATCH_LIMIT, 2]);
    expect(single).toEqual(['/orders/99']);
  });

  it('a bridge call that fails, or answers the wrong number of outcomes, fails each call in it', async () => {
    const failing = batchingTransport(scriptedHost(() => Promise.reject(new Error('apiBatch: no answer from the host'))).host);
    const failed = await Promise.allSettled([1, 2].map((n) => failing.api(get(n))));
    expect(failed.map((settled) => settled.status)).toEqual(['rejected', 'rejected']);

    const short = batchingTransport(scriptedHost(async () => [{ kind: 'ok', status: 200, body: null }]).host);
    const miscounted = await Promise.allSettled([1, 2].map((n) => short.api(get(n))));
    expect(miscounted.map((settled) => settled.status)).toEqual(['rejected', 'rejected']);
  });

  it('a host without apiBatch gets each call through api', async () => {
    const single: string[] = [];
    const transport = batchingTransport({ async api(request) { single.push(request.path); return { kind: 'timeout' }; } });
    const outcomes = await Promise.all([1, 2].map((n) => transport.api(get(n))));
    expect(single).toEqual(['/orders/1', '/orders/2']);
    expect(outcomes).toEqual([{ kind: 'timeout' }, { kind: 'timeout' }]);
  });
});
