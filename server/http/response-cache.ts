import type { FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';

/**
 * Serialized answers of list reads that many registers and back-office screens repeat (the same
 * product search, page after page), kept until the company's catalog changes. The key holds the
 * catalog revision (server/db/catalog-revision.ts), so an answer is never served after a change:
 * a write moves the revision on and the old entries simply stop being asked for (the LRU drops
 * them). Bounded by the size of the JSON kept, not by the number of answers.
 */
export class ListAnswerCache {
  // Kept as UTF-8 bytes: a hit is written to the socket without encoding the text again.
  readonly #answers: LRUCache<string, Buffer>;

  constructor(maxBytes = 32 * 1024 * 1024) {
    this.#answers = new LRUCache<string, Buffer>({ maxSize: maxBytes, sizeCalculation: (json) => Math.max(1, json.length) });
  }

  /**
   * Sends the answer stored for `key`, or builds it with `build`, serializes it with the route's
   * own response schema (the same bytes the route would send uncached), keeps it and sends it.
   * Only 200 answers are kept: `build` throws for anything else.
   */
  async send(reply: FastifyReply, key: string, build: () => Promise<unknown>): Promise<FastifyReply> {
    let json = this.#answers.get(key);
    if (json === undefined) {
      const body = reply.serialize(await build());
      json = typeof body === 'string' ? Buffer.from(body, 'utf8') : Buffer.isBuffer(body) ? body : Buffer.from(body);
      this.#answers.set(key, json);
    }
    return reply.type('application/json; charset=utf-8').send(json);
  }

  get size(): number {
    return this.#answers.size;
  }
}
