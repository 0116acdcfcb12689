import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callMetrc, type MetrcAccess } from './metrc-client.ts';

/**
 * What a call to Metrc connects to, proved against a real server on 127.0.0.1 that counts the
 * connections it receives: a refused address must not even be connected to.
 */
describe('the addresses a call to Metrc connects to', () => {
  let target: Server;
  let port = 0;
  let connections = 0;
  /** What the target answers: a status and a body. */
  let answer: { status: number; body: string; length?: boolean } = { status: 200, body: '{"Data":[],"TotalPages":1}' };
  beforeAll(async () => {
    target = createServer((_request, response) => {
      response.writeHead(answer.status, { 'content-type': 'application/json', ...(answer.length === false ? {} : { 'content-length': Buffer.byteLength(answer.body) }) });
      response.end(answer.body);
    });
    target.on('connection', () => { connections++; });
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    port = (target.address() as AddressInfo).port;
  });
  afterAll(async () => { await new Promise((resolve) => target.close(resolve)); });

  const access = (apiUrl: string, more: Partial<MetrcAccess> = {}): MetrcAccess => ({
    apiUrl, licenseNumber: 'L1', vendorKey: 'vendor', userKey: 'user', timeoutMs: 5000, allowInternal: false, maxAnswerBytes: 1024 * 1024, ...more,
  });

  it('refuses loopback however it is written, and never connects', async () => {
    const before = connections;
    for (const url of [`https://[::ffff:127.0.0.1]:${port}`, `https://[::ffff:7f00:1]:${port}`, `http://[::ffff:7f00:1]:${port}`,
      `https://127.0.0.1:${port}`, `https://[::127.0.0.1]:${port}`, `http://localhost:${port}`]) {
      const outcome = await callMetrc(access(url), 'GET', '/packages/v2/active');
      expect(outcome, url).toEqual({ kind: 'unknown', message: expect.stringContaining('internal address, which is refused') });
    }
    expect(connections).toBe(before);
  });

  it('refuses a public-looking name that resolves to loopback, checked when the socket connects', async () => {
    // The resolver stands in for DNS (no name server is reachable here): api-or.metrc.com answering 127.0.0.1,
    // as a rebinding or poisoned answer would. Everything past the lookup is real.
    const rebound = access(`http://api-or.metrc.com:${port}`, { resolve: () => Promise.resolve([{ address: '127.0.0.1', family: 4 }]) });
    const mixed = access(`http://api-or.metrc.com:${port}`, {
      resolve: () => Promise.resolve([{ address: '52.1.2.3', family: 4 }, { address: '::ffff:127.0.0.1', family: 6 }]),
    });
    const before = connections;
    for (const call of [rebound, mixed]) {
      expect(await callMetrc(call, 'GET', '/packages/v2/active')).toEqual({ kind: 'unknown', message: expect.stringContaining('which is refused') });
    }
    expect(connections).toBe(before);
  });

  it('with --metrc-allow-http the stand-in on loopback is reached (what the refusals above are measured against)', async () => {
    const before = connections;
    answer = { status: 200, body: '{"Data":[],"TotalPages":1}' };
    expect(await callMetrc(access(`http://127.0.0.1:${port}`, { allowInternal: true }), 'GET', '/packages/v2/active'))
      .toEqual({ kind: 'ok', status: 200, body: { Data: [], TotalPages: 1 } });
    expect(await callMetrc(access(`http://localhost:${port}`, { allowInternal: true }), 'GET', '/packages/v2/active')).toMatchObject({ kind: 'ok' });
    expect(connections).toBeGreaterThan(before);
  });

  it("never repeats what a server answered that is not Metrc's JSON", async () => {
    answer = { status: 500, body: 'root:x:0:0:SECRET-INTERNAL-TEXT' };
    expect(await callMetrc(access(`http://127.0.0.1:${port}`, { allowInternal: true }), 'GET', '/x')).toEqual({ kind: 'unknown', message: 'Metrc answered 500' });
    answer = { status: 401, body: '{"Message":"SECRET-INTERNAL-TEXT"}' };
    expect(JSON.stringify(await callMetrc(access(`http://127.0.0.1:${port}`, { allowInternal: true }), 'GET', '/x'))).not.toContain('SECRET');
    answer = { status: 400, body: 'SECRET-INTERNAL-TEXT' };
    expect(JSON.stringify(await callMetrc(access(`http://127.0.0.1:${port}`, { allowInternal: true }), 'GET', '/x'))).not.toContain('SECRET');
  });

  it('does not read an answer longer than the limit, whether its length is declared or not', async () => {
    for (const length of [true, false]) {
      answer = { status: 200, body: `{"Data":"${'x'.repeat(300_000)}"}`, length };
      expect(await callMetrc(access(`http://127.0.0.1:${port}`, { allowInternal: true, maxAnswerBytes: 100_000 }), 'GET', '/x'), String(length))
        .toEqual({ kind: 'unknown', message: expect.stringContaining('longer than 98 KB') });
    }
  });
});
