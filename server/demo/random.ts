import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/** A seeded source of demo data: the same seed gives the same store, id for id. */
export class DemoRandom {
  private readonly rng;
  constructor(seed: number) {
    this.rng = xoroshiro128plus(seed);
  }
  int(from: number, to: number): number {
    return uniformInt(this.rng, from, to);
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(0, items.length - 1)]!;
  }
  chance(probability: number): boolean {
    return this.int(0, 9999) < probability * 10_000;
  }
  hex(length: number): string {
    let out = '';
    for (let i = 0; i < length; i++) out += this.int(0, 15).toString(16);
    return out;
  }
  /** A version-4 UUID made from the seeded stream. */
  uuid(): string {
    const h = this.hex(32);
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[this.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20, 32)}`;
  }
}
