import { describe, expectTypeOf, it } from 'vitest';
import type { NoOptionalKeys, OptionalKeys, SameKeys } from './type-assertions.ts';

// Checked by the compiler (`tsc -b` checks the tests): a check that stopped telling the cases apart fails to compile here.
describe('the compile-time checks', () => {
  it('name the optional keys, whatever their type', () => {
    expectTypeOf<OptionalKeys<{ a: string; b?: number; c: string | undefined; d?: null }>>().toEqualTypeOf<'b' | 'd'>();
    expectTypeOf<OptionalKeys<{ a: string | null }>>().toEqualTypeOf<never>();
  });

  it('tell a type with no optional key from one with one', () => {
    expectTypeOf<NoOptionalKeys<{ a: string; b: number | null; c: boolean }>>().toEqualTypeOf<true>();
    expectTypeOf<NoOptionalKeys<{ a: string; b?: number | null }>>().toEqualTypeOf<false>();
    expectTypeOf<NoOptionalKeys<Partial<{ a: string }>>>().toEqualTypeOf<false>();
  });

  it('compare keys both ways', () => {
    expectTypeOf<SameKeys<{ a: 1; b?: 2 }, { a: string; b: string }>>().toEqualTypeOf<true>();
    expectTypeOf<SameKeys<{ a: 1 }, { a: 1; b: 2 }>>().toEqualTypeOf<false>();
    expectTypeOf<SameKeys<{ a: 1; b: 2 }, { a: 1 }>>().toEqualTypeOf<false>();
  });
});
