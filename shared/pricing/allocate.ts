/**
 * Splits a whole number of cents (or points) over weighted shares so the parts add up exactly:
 * the largest remainder method. Each share first gets the floor of total × weight / Σweight; the
 * cents left over go one each to the shares with the largest remainders. Ties go to the larger
 * weight, then to the smaller key (compared by UTF-16 code units, never by locale), so the answer
 * does not depend on the order the shares are listed in.
 *
 * When total ≤ Σweight, no share gets more than its weight.
 */

export interface WeightedShare { key: string; weight: number }

export function allocateLargestRemainder(total: number, shares: readonly WeightedShare[]): Map<string, number> {
  const allocation = new Map<string, number>();
  const sumOfWeights = BigInt(shares.reduce((sum, share) => sum + share.weight, 0));
  if (sumOfWeights === 0n) {
    if (total !== 0) throw new RangeError(`cannot spread ${total} over shares that weigh nothing`);
    for (const share of shares) allocation.set(share.key, 0);
    return allocation;
  }
  const exact = shares.map((share) => {
    const product = BigInt(total) * BigInt(share.weight);
    return { share, floor: Number(product / sumOfWeights), remainder: product % sumOfWeights };
  });
  let leftOver = total - exact.reduce((sum, part) => sum + part.floor, 0);
  const byClaim = [...exact].sort((a, b) => {
    if (a.remainder !== b.remainder) return a.remainder > b.remainder ? -1 : 1;
    if (a.share.weight !== b.share.weight) return b.share.weight - a.share.weight;
    return a.share.key < b.share.key ? -1 : a.share.key > b.share.key ? 1 : 0;
  });
  for (const part of byClaim) {
    const extra = leftOver > 0 && part.remainder > 0n ? 1 : 0;
    leftOver -= extra;
    allocation.set(part.share.key, part.floor + extra);
  }
  return allocation;
}
