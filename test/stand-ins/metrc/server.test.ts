import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMetrcStandIn, type MetrcStandIn } from './server.ts';

const LICENSE = '050-X0001';
const basic = (vendor: string, user: string) => `Basic ${Buffer.from(`${vendor}:${user}`).toString('base64')}`;
const AUTH = basic('vendor-key', 'user-key');
const receipt = (external: string, extra: Record<string, unknown> = {}) => ({
  ExternalReceiptNumber: external, SalesDateTime: '2026-11-21T10:30:00', SalesCustomerType: 'Consumer',
  Transactions: [{ PackageLabel: '1A4060300000001000000001', Quantity: 1, UnitOfMeasure: 'Each', TotalAmount: 12.5 }], ...extra,
});

describe('the Metrc stand-in', () => {
  let metrc: MetrcStandIn;
  const send = async (method: string, path: string, body?: unknown, authorization = AUTH) => {
    const response = await fetch(`${metrc.url}${path}${path.includes('?') ? '&' : '?'}licenseNumber=${LICENSE}`, {
      method, headers: { authorization, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown), headers: response.headers };
  };
  beforeAll(async () => { metrc = await startMetrcStandIn({ vendorKeys: ['vendor-key'], facilities: [{ licenseNumber: LICENSE, userKeys: ['user-key'] }] }); });
  afterAll(async () => { await metrc.close(); });

  it('stores receipts, finds one by its external number and deletes it', async () => {
    const posted = await send('POST', '/sales/v2/receipts', [receipt('AAAAAAAAAAA1')]);
    expect(posted.status).toBe(200);
    const found = await send('GET', '/sales/v2/receipts/external/AAAAAAAAAAA1');
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ ExternalReceiptNumber: 'AAAAAAAAAAA1', TotalPrice: 12.5 });
    const id = (found.body as { Id: number }).Id;
    expect((await send('DELETE', `/sales/v2/receipts/${id}`)).status).toBe(200);
    // Metrc answers 401 for an external number the licence does not hold (a deleted one included); the key is still good.
    expect((await send('GET', '/sales/v2/receipts/external/AAAAAAAAAAA1')).status).toBe(401);
    const facilities = await send('GET', '/facilities/v2');
    expect(facilities.status).toBe(200);
    expect(facilities.body).toEqual([expect.objectContaining({ License: { Number: LICENSE } })]);
    expect((await send('GET', '/facilities/v2', undefined, basic('vendor-key', 'old-key'))).status).toBe(401);
  });

  it('refuses bad credentials (401), more than 10 objects (413) and a whole request with one bad object (400 naming its row)', async () => {
    expect((await send('POST', '/sales/v2/receipts', [receipt('B1')], basic('vendor-key', 'old-key'))).status).toBe(401);
    expect((await send('POST', '/sales/v2/receipts', Array.from({ length: 11 }, (_, i) => receipt(`C${i}`)))).status).toBe(413);
    const before = metrc.receipts().length;
    const bad = await send('POST', '/sales/v2/receipts', [receipt('D1'), receipt('D2', { SalesDateTime: '2026-11-21T10:30:00Z' })]);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual([{ row: 1, message: expect.stringContaining('SalesDateTime') }]);
    expect(metrc.receipts().length).toBe(before);
  });

  it('fails as switched: 429 with Retry-After, 5xx, an answer cut after storing', async () => {
    metrc.faults.rateLimited = 1;
    metrc.faults.retryAfterSeconds = 7;
    const limited = await send('POST', '/sales/v2/receipts', [receipt('E1')]);
    expect([limited.status, limited.headers.get('retry-after')]).toEqual([429, '7']);
    metrc.faults.serverErrors = 1;
    expect((await send('POST', '/sales/v2/receipts', [receipt('E1')])).status).toBe(500);
    metrc.faults.cutAfterStoring = 1;
    await expect(send('POST', '/sales/v2/receipts', [receipt('E1')])).rejects.toThrow();
    expect(metrc.activeByExternalNumber(LICENSE).get('E1')).toHaveLength(1);
  });
});
