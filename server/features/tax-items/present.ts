import type { TaxItem } from '../../../shared/api/money.ts';
import type { TaxItemInForce } from './repository.ts';

export const presentTaxItem = (item: TaxItemInForce): TaxItem =>
  ({ id: item.id, name: item.name, rate: item.rate, included_in_price: item.includedInPrice });
