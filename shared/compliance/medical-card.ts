/**
 * Which medical card a patient showed. It decides more than whether they are a patient:
 * California exempts a medical sale from sales and use tax only on a valid county-issued medical
 * marijuana identification card shown with government ID (R&TC § 6414; H&SC § 11362.71); a
 * physician's recommendation alone makes a patient (limits, 18+) but pays the sales tax.
 * - `state_card`: a card the state's registry issues (Oregon's OMMP card, Washington's recognition
 *   card, Michigan's and Colorado's registry cards);
 * - `county_card`: California's county-issued medical identification card;
 * - `recommendation`: a practitioner's written recommendation, no card.
 */
export const CARD_TYPES = ['state_card', 'county_card', 'recommendation'] as const;
export type CardType = (typeof CARD_TYPES)[number];

export const isCardType = (value: unknown): value is CardType =>
  typeof value === 'string' && CARD_TYPES.some((type) => type === value);
