import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ListAnswerCache } from './response-cache.ts';

/** A route with a response schema, answering through the cache under the key in ?key=. */
async function appWith(cache: ListAnswerCache, build: (key: string) => Promise<unknown>) {
  const app = Fastify();
  app.get<{ Querystring: { key: string } }>('/list', {
    schema: {
      response: { 200: { type: 'object', properties: { items: { type: 'array', items: { type: 'string' } } }, required: ['items'] } },
    },
  }, (request, reply) => cache.send(reply, request.query.key, () => build(request.query.key)));
  await app.ready();
  return app;
}

describe('ListAnswerCache', () => {
  it('builds an answer once per key and sends the same bytes with the route schema applied', async () => {
    const built: string[] = [];
    const cache = new ListAnswerCache();
    const app = await appWith(cache, (key) => {
      built.push(key);
      // `secret` is not in the response schema: the route's own serializer must drop it, cached or not.
      return Promise.resolve({ items: [key, 'b'], secret: 'x' });
    });
    const first = await app.inject('/list?key=a');
    const second = await app.inject('/list?key=a');
    const other = await app.inject('/list?key=c');
    expect(built).toEqual(['a', 'c']);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.body).toBe('{"items":["a","b"]}');
    expect(second.body).toBe(first.body);
    expect(other.json()).toEqual({ items: ['c', 'b'] });
    await app.close();
  });

  it('keeps nothing when building fails, so the next request tries again', async () => {
    let calls = 0;
    const app = await appWith(new ListAnswerCache(), () => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('database went away')) : Promise.resolve({ items: [] });
    });
    expect((await app.inject('/list?key=a')).statusCode).toBe(500);
    expect((await app.inject('/list?key=a')).json()).toEqual({ items: [] });
    expect(calls).toBe(2);
    await app.close();
  });

  it('holds at most its size in JSON, dropping the least recently used answers', async () => {
    const cache = new ListAnswerCache(200);
    const app = await appWith(cache, (key) => Promise.resolve({ items: [key.repeat(40)] }));
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f']) await app.inject(`/list?key=${key}`);
    // Each answer is about 55 characters: three fit in 200.
    expect(cache.size).toBe(3);
    await app.close();
  });
});
