import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/processes.ts';
import { apiUrl, createGateway, ForbiddenPathError, retryAfterMs, type Credentials } from './gateway.ts';

const TOKEN_AUTH: Credentials = { authorization: 'Token token="t-1"', companyId: 'company-1', deviceId: 'device-1' };

/** A real HTTP server that misbehaves on purpose, one way per path. */
function misbehavingServer(): Server {
  const sockets = new Set<Socket>();
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = request.url ?? '';
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
    };
    if (path === '/api/v2/echo') {
      let body = '';
      request.on('data', (chunk: Buffer) => { body += chunk.toString('utf8'); });
      request.on('end', () => json(200, { method: request.method, headers: request.headers, body }));
    } else if (path === '/api/v2/close') request.socket.destroy();
    else if (path === '/api/v2/reset') request.socket.resetAndDestroy();
    else if (path === '/api/v2/stall') { /* never answers */ }
    else if (path === '/api/v2/stall-body') { response.writeHead(200, { 'content-type': 'application/json' }); response.write('{"partial":'); }
    else if (path === '/api/v2/500') json(500, { error: 'Internal Server Error' });
    else if (path === '/api/v2/503') json(503, { error: 'busy' }, { 'retry-after': '7' });
    else if (path === '/api/v2/429') json(429, { error: 'slow down' }, { 'retry-after': 'Wed, 21 Oct 2099 07:28:00 GMT' });
    else if (path === '/api/v2/408') json(408, { error: 'timeout' });
    else if (path === '/api/v2/422') json(422, { errors: { name: ['is required'] } });
    else if (path === '/api/v2/401') json(401, { error: 'Invalid or expired token' });
    else if (path === '/api/v2/204') response.writeHead(204).end();
    else if (path === '/api/v2/redirect') response.writeHead(302, { location: 'http://example.com/' }).end();
    else json(404, { error: 'Not found' });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('close', () => { for (const socket of sockets) socket.destroy(); });
  return server;
}

describe('gateway', () => {
  const server = misbehavingServer();
  let url: string;
  const unauthorized: Credentials[] = [];
  let gateway: ReturnType<typeof createGateway>;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    url = `http://127.0.0.1:${address.port}`;
    gateway = createGateway({ storeApiUrl: url, defaultTimeoutMs: 500, onUnauthorized: (credentials) => unauthorized.push(credentials) });
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('sends the token, company and device headers and the JSON body, and no Idempotency-Key (the body\'s id is the key)', async () => {
    const outcome = await gateway.send({ method: 'POST', path: '/echo', body: { order: { id: 1 } } }, TOKEN_AUTH);
    expect(outcome).toMatchObject({ kind: 'ok', status: 200 });
    if (outcome.kind !== 'ok') return;
    expect(outcome.body).toMatchObject({
      method: 'POST',
      body: '{"order":{"id":1}}',
      headers: {
        authorization: 'Token token="t-1"', 'x-cnpy-companyid': 'company-1', 'x-cnpy-deviceid': 'device-1',
        'content-type': 'application/json',
      },
    });
    expect(outcome.body).not.toHaveProperty(['headers', 'idempotency-key']);
  });

  it('answers ok with a null body for 204', async () => {
    expect(await gateway.send({ method: 'DELETE', path: '/204' }, TOKEN_AUTH)).toEqual({ kind: 'ok', status: 204, body: null });
  });

  it('tells a closed socket and a reset connection as offline', async () => {
    expect(await gateway.send({ method: 'GET', path: '/close' }, TOKEN_AUTH)).toMatchObject({ kind: 'offline' });
    expect(await gateway.send({ method: 'GET', path: '/reset' }, TOKEN_AUTH)).toMatchObject({ kind: 'offline' });
  });

  it('times out a server that never answers, and one that stalls in the body', async () => {
    expect(await gateway.send({ method: 'GET', path: '/stall', timeoutMs: 200 }, TOKEN_AUTH)).toEqual({ kind: 'timeout' });
    expect(await gateway.send({ method: 'GET', path: '/stall-body', timeoutMs: 200 }, TOKEN_AUTH)).toEqual({ kind: 'timeout' });
  });

  it('tells 5xx, 408 and 429 as server errors, with Retry-After when sent', async () => {
    expect(await gateway.send({ method: 'GET', path: '/500' }, TOKEN_AUTH)).toEqual({ kind: 'server-error', status: 500 });
    expect(await gateway.send({ method: 'GET', path: '/503' }, TOKEN_AUTH)).toEqual({ kind: 'server-error', status: 503, retryAfterMs: 7000 });
    expect(await gateway.send({ method: 'GET', path: '/408' }, TOKEN_AUTH)).toEqual({ kind: 'server-error', status: 408 });
    const limited = await gateway.send({ method: 'GET', path: '/429' }, TOKEN_AUTH);
    expect(limited).toMatchObject({ kind: 'server-error', status: 429 });
    expect(limited.kind === 'server-error' && (limited.retryAfterMs ?? 0) > 0).toBe(true);
  });

  it('tells 422 as rejected, with the parsed body', async () => {
    expect(await gateway.send({ method: 'POST', path: '/422', body: {} }, TOKEN_AUTH))
      .toEqual({ kind: 'rejected', status: 422, body: { errors: { name: ['is required'] } } });
  });

  it('does not follow redirects', async () => {
    expect(await gateway.send({ method: 'GET', path: '/redirect' }, TOKEN_AUTH)).toMatchObject({ kind: 'rejected', status: 302 });
  });

  it('tells 401 as unauthorized and reports it for token calls only', async () => {
    unauthorized.length = 0;
    expect(await gateway.send({ method: 'GET', path: '/401' }, TOKEN_AUTH))
      .toEqual({ kind: 'unauthorized', status: 401, body: { error: 'Invalid or expired token' } });
    expect(unauthorized).toEqual([TOKEN_AUTH]);
    await gateway.send({ method: 'GET', path: '/401' }, { authorization: 'Basic eDp5' });
    expect(unauthorized).toHaveLength(1);
  });

  it('tells a refused connection as offline', async () => {
    const port = await freePort();
    const nobody = createGateway({ storeApiUrl: `http://127.0.0.1:${port}` });
    const outcome = await nobody.send({ method: 'GET', path: '/me' }, TOKEN_AUTH);
    expect(outcome).toMatchObject({ kind: 'offline' });
    expect(outcome.kind === 'offline' && outcome.message).toContain('ECONNREFUSED');
  });

  it('refuses paths outside /api/v2/ on the Store API origin', async () => {
    for (const path of ['/../../health', '/%2e%2e/health', '//evil.example/api/v2/x', 'http://evil.example/api/v2/x', '\\evil', 'me', '/../v1/me']) {
      await expect(gateway.send({ method: 'GET', path }, TOKEN_AUTH), path).rejects.toBeInstanceOf(ForbiddenPathError);
    }
    expect(apiUrl('http://127.0.0.1:1', '/orders?limit=5').toString()).toBe('http://127.0.0.1:1/api/v2/orders?limit=5');
  });
});

describe('retryAfterMs', () => {
  it('reads seconds and HTTP dates, and ignores nonsense', () => {
    expect(retryAfterMs('3')).toBe(3000);
    expect(retryAfterMs('Thu, 01 Jan 1970 00:00:10 GMT', 4000)).toBe(6000);
    expect(retryAfterMs('soon')).toBeUndefined();
    expect(retryAfterMs(null)).toBeUndefined();
  });
});
