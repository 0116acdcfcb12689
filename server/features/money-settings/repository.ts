import type { Kysely, Transaction } from 'kysely';
import type { Database, PersonGroupMemberTable } from '../../db/schema.ts';
import { personGroupTaxItems } from '../tax-items/repository.ts';

// The company's money settings other than its tax items: the buyer's person group (which of a
// line's taxes they pay), the loyalty program, discount approval and reasons, the time zone.

type Db = Kysely<Database> | Transaction<Database>;

export interface BuyerGroup { id: string; name: string; medical: boolean; taxItemIds: string[] }

/**
 * The person group of a buyer, or undefined when the buyer is in none (and so pays every tax of a
 * line). A buyer in a group pays only the group's tax items; the line's others are its exemptions.
 */
export async function buyerPersonGroup(
  db: Db, companyId: string, buyer: { type: PersonGroupMemberTable['person_type']; id: string },
): Promise<BuyerGroup | undefined> {
  const group = await db.selectFrom('person_group_members as m').innerJoin('person_groups as g', 'g.id', 'm.person_group_id')
    .select(['g.id', 'g.name', 'g.medical'])
    .where('m.company_id', '=', companyId).where('m.person_type', '=', buyer.type).where('m.person_id', '=', buyer.id)
    .executeTakeFirst();
  if (group === undefined) return undefined;
  const taxItemIds = (await personGroupTaxItems(db, companyId, [group.id])).get(group.id) ?? [];
  return { id: group.id, name: group.name, medical: group.medical === 1, taxItemIds };
}

/**
 * The person group of each of these buyers who is in one (a person is in at most one group), so a
 * register can tell which taxes they pay without the Store API at hand.
 */
export async function personGroupIdsOf(db: Db, companyId: string, type: PersonGroupMemberTable['person_type'], ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('person_group_members').select(['person_id', 'person_group_id'])
    .where('company_id', '=', companyId).where('person_type', '=', type).where('person_id', 'in', [...ids]).execute();
  return new Map(rows.map((row) => [row.person_id, row.person_group_id]));
}

/**
 * The loyalty program a location's sales earn under: its newest, so a program the store replaces
 * takes over at once. The register is told the same one, so both price the same points.
 */
export async function loyaltyProgramInForce(db: Db, companyId: string): Promise<{ type: number; pointsPer: number } | null> {
  const program = await db.selectFrom('loyalty_programs').select(['loyalty_program_type', 'loyalty_points_per'])
    .where('company_id', '=', companyId).orderBy('created_at', 'desc').orderBy('id').executeTakeFirst();
  return program === undefined ? null : { type: Number(program.loyalty_program_type), pointsPer: Number(program.loyalty_points_per) };
}

export interface MoneySettings {
  /** IANA time zone of the location: a sale's local date and a buyer's age are reckoned in it. */
  timeZone: string;
  /** A discount above this fraction of what it applies to ("0.20") needs a manager… */
  discountApprovalPercent: string;
  /** …and so does one above this many cents. */
  discountApprovalFlatAmount: number;
  /** The reasons the register offers for a discount, in order. */
  discountReasons: string[];
  /** Loyalty points that buy one dollar of discount. */
  loyaltyRedemptionPointsPerDollar: number;
  /** The location holds a medical endorsement: some medical tax relief holds only there. */
  medicalEndorsement: boolean;
}

export async function moneySettings(db: Db, companyId: string): Promise<MoneySettings> {
  const [company, reasons] = await Promise.all([
    db.selectFrom('companies')
      .select(['time_zone', 'discount_approval_percent', 'discount_approval_flat_amount', 'loyalty_redemption_points_per_dollar', 'medical_endorsement'])
      .where('id', '=', companyId).executeTakeFirstOrThrow(),
    db.selectFrom('discount_reasons').select('name').where('company_id', '=', companyId).orderBy('position').orderBy('id').execute(),
  ]);
  return {
    timeZone: company.time_zone,
    discountApprovalPercent: company.discount_approval_percent,
    discountApprovalFlatAmount: Number(company.discount_approval_flat_amount),
    discountReasons: reasons.map((r) => r.name),
    loyaltyRedemptionPointsPerDollar: Number(company.loyalty_redemption_points_per_dollar),
    medicalEndorsement: Number(company.medical_endorsement) === 1,
  };
}
