import type { NamedRecordV1, NamedRecordV2 } from '../../../shared/api/account.ts';
import type { ApiVersion } from '../../context.ts';
import type { NamedRecord } from './repository.ts';

/** A brand or strain: v2 adds the location it belongs to. */
export const presentNamedRecord = (version: ApiVersion, record: NamedRecord): NamedRecordV1 | NamedRecordV2 =>
  version === 1 ? { id: record.id, name: record.name } : { id: record.id, name: record.name, location_id: record.company_id };
