import type { ApiTransport } from '../../shared/api/operations.ts';
import { API_BATCH_LIMIT, type ApiOutcome, type ApiRequest } from '../../shared/bridge.ts';
import type { SyncApi } from './api.ts';

interface Queued { request: ApiRequest; resolve(outcome: ApiOutcome): void; reject(error: unknown): void }

/**
 * A transport that carries the calls made in one turn (the rows a push claimed together, sent in
 * one loop) to the host in one `apiBatch` bridge call, API_BATCH_LIMIT at most: one crossing of
 * the bridge instead of one each. Each call still gets its own outcome, and is still its own
 * request to the Store API with its own body. A bridge call that fails fails each call in it. A
 * lone call, or a host without `apiBatch`, goes through `api` as before.
 */
export function batchingTransport(api: SyncApi): ApiTransport {
  let queued: Queued[] = [];
  const send = (part: Queued[]): void => {
    if (api.apiBatch === undefined || part.length === 1) {
      for (const each of part) api.api(each.request).then(each.resolve, each.reject);
      return;
    }
    api.apiBatch(part.map((each) => each.request)).then(
      (outcomes) => {
        if (outcomes.length !== part.length) {
          const error = new Error(`apiBatch: the host answered ${outcomes.length} outcomes for ${part.length} requests`);
          for (const each of part) each.reject(error);
          return;
        }
        part.forEach((each, index) => each.resolve(outcomes[index]!));
      },
      (error: unknown) => { for (const each of part) each.reject(error); },
    );
  };
  const flush = (): void => {
    const all = queued;
    queued = [];
    for (let start = 0; start < all.length; start += API_BATCH_LIMIT) send(all.slice(start, start + API_BATCH_LIMIT));
  };
  return {
    api(request) {
      return new Promise<ApiOutcome>((resolve, reject) => {
        // The calls made before this turn's microtasks run go together.
        if (queued.length === 0) queueMicrotask(flush);
        queued.push({ request, resolve, reject });
      });
    },
  };
}
