import type { Kysely } from 'kysely';
import type { StoreApiConfig } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import type { MetrcAccess } from './metrc-client.ts';
import { secretBox } from './sealed-secret.ts';
import { readStateReportingSettings } from './settings.ts';

/** The location's way to Metrc for a manager's call, or why there is none (not set up, no vendor key, a key this server cannot open). */
export function metrcAccessOf(db: Kysely<Database>, config: StoreApiConfig): (companyId: string) => Promise<MetrcAccess | { problem: string; system: 'metrc' | 'ccrs' | 'none' }> {
  const secrets = config.secretKey === null ? null : secretBox(config.secretKey);
  return async (companyId) => {
    const settings = await readStateReportingSettings(db, companyId);
    if (settings.system !== 'metrc') return { problem: 'the location does not report to Metrc', system: settings.system };
    if (settings.api_url === null || settings.license_number === null || settings.user_api_key_sealed === null || config.metrcVendorKey === null || secrets === null) {
      return { problem: "reporting to Metrc is not set up (URL, licence number, user key and the server's vendor key)", system: 'metrc' };
    }
    try {
      return {
        apiUrl: settings.api_url, licenseNumber: settings.license_number, vendorKey: config.metrcVendorKey,
        userKey: secrets.open(settings.user_api_key_sealed), timeoutMs: config.stateReportingRequestTimeoutMs,
        allowInternal: config.metrcAllowHttp, maxAnswerBytes: config.metrcMaxAnswerBytes,
      };
    } catch {
      return { problem: "the location's Metrc user key cannot be opened with this server's secret key: set it again", system: 'metrc' };
    }
  };
}
