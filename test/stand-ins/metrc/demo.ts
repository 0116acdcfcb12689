import { DEMO_MANAGER, DEMO_PASSWORD } from '../../../server/demo/accounts.ts';
import { startMetrcStandIn, type MetrcStandIn } from './server.ts';

/** The demo's Metrc credentials: a vendor key for the Store API and a user key for Downtown's licence. */
export const DEMO_METRC = { vendorKey: 'canopy-demo-vendor-key', userKey: 'downtown-demo-user-key', licenseNumber: '050-DEMO0101' } as const;

/** The Metrc stand-in `npm start` runs beside the demo store. */
export function startDemoMetrc(): Promise<MetrcStandIn> {
  return startMetrcStandIn({ vendorKeys: [DEMO_METRC.vendorKey], facilities: [{ licenseNumber: DEMO_METRC.licenseNumber, userKeys: [DEMO_METRC.userKey] }] });
}

/**
 * Points the demo's first location at the stand-in, unless its reporting is already set (a store
 * configured for the real Metrc is never redirected). Returns what it did, for the console.
 */
export async function reportDemoToStandIn(storeApiUrl: string, metrcUrl: string): Promise<string> {
  const authorization = `Basic ${Buffer.from(`${DEMO_MANAGER}:${DEMO_PASSWORD}`).toString('base64')}`;
  const me = await fetch(`${storeApiUrl}/api/v2/me`, { headers: { authorization } });
  if (me.status !== 200) return 'the demo manager cannot sign in: state reporting left as it is';
  const { user } = await me.json() as { user: { token: string } };
  const headers = { authorization: `Token token="${user.token}"`, 'content-type': 'application/json' };
  const current = await fetch(`${storeApiUrl}/api/v2/state_reporting`, { headers });
  const { state_reporting: settings } = await current.json() as { state_reporting: { system: string; api_url: string | null } };
  const standIn = settings.api_url !== null && /^http:\/\/127\.0\.0\.1:\d+$/.test(settings.api_url);
  if (settings.system !== 'none' && !standIn) return `state reporting is set (${settings.system}): left as it is`;
  const put = await fetch(`${storeApiUrl}/api/v2/state_reporting`, {
    method: 'PUT', headers,
    body: JSON.stringify({ state_reporting: { system: 'metrc', api_url: metrcUrl, license_number: DEMO_METRC.licenseNumber, user_api_key: DEMO_METRC.userKey } }),
  });
  return put.status === 204 ? `Downtown reports its sales to the Metrc stand-in at ${metrcUrl}` : `could not set state reporting (${put.status})`;
}
