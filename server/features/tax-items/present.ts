import type { TaxItem } from '../../../shared/api/money.ts';
import type { StoredTaxItem } from './repository.ts';
import { exemptionToApi } from './rules.ts';

export const presentTaxItem = (item: StoredTaxItem): TaxItem => ({
  id: item.id, name: item.name, rate: item.rate, included_in_price: item.includedInPrice,
  base_includes: [...item.baseIncludes], rounding: item.rounding, exemption: item.exemption === null ? null : exemptionToApi(item.exemption),
});
