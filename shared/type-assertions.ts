/**
 * Compile-time checks on types, for rules the compiler should hold rather than a test: an alias
 * `type X = Assert<...>` fails to compile unless what it is given is `true`.
 */
export type Assert<T extends true> = T;

/** True when A and B have the same keys. */
export type SameKeys<A, B> = [Exclude<keyof A, keyof B>, Exclude<keyof B, keyof A>] extends [never, never] ? true : false;

/** The keys of T an object of T may leave out (`key?:`). */
export type OptionalKeys<T> = { [K in keyof T]-?: Record<never, never> extends Pick<T, K> ? K : never }[keyof T];

/**
 * True when T has no optional key: an object literal of T must name every field (null where a
 * field is absent), so a field added to T is a compile error wherever one is written.
 */
export type NoOptionalKeys<T> = [OptionalKeys<T>] extends [never] ? true : false;
