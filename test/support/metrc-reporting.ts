import type { StoreApiConfig } from '../../server/context.ts';
import { startMetrcStandIn, type MetrcStandIn } from '../stand-ins/metrc/server.ts';

/** The vendor key the Store API and the Metrc stand-in share in tests. */
export const TEST_VENDOR_KEY = 'canopy-vendor-key';

/** A Store API that reports to the stand-in on 127.0.0.1 quickly: polls every 100 ms, short leases and requests. */
export const REPORTING_CONFIG = {
  metrcVendorKey: TEST_VENDOR_KEY, metrcAllowHttp: true, stateReportingPollMs: 100, stateReportingLeaseMs: 8000, stateReportingRequestTimeoutMs: 1500,
} satisfies Partial<StoreApiConfig>;

/** The Metrc stand-in with one facility, whose packages are checked as Metrc checks them. */
export const startMetrcFacility = (licenseNumber: string, userKey: string): Promise<MetrcStandIn> =>
  startMetrcStandIn({ vendorKeys: [TEST_VENDOR_KEY], facilities: [{ licenseNumber, userKeys: [userKey] }], checkPackages: true });

/** Waits (polling) until `done` holds; fails with `what` after a minute. Not a timing assertion: only a bound on a hang. */
export async function eventually<T>(what: string, probe: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 600; i++) {
    const value = await probe();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`still waiting: ${what}`);
}
