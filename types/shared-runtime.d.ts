// The globals shared/ may use: those the register's window and Node both provide, with the part
// of their signatures both share. Only tsconfig.shared.json includes this file; the register's and
// the Store API's projects check shared/ against the DOM's and Node's own declarations.

/** A timer's handle: a number in the window, an object in Node; shared code only hands it back. */
interface SharedTimerHandle { readonly sharedTimerHandle: true }
declare function setTimeout(callback: () => void, ms?: number): SharedTimerHandle;
declare function clearTimeout(handle: SharedTimerHandle | undefined): void;
declare const crypto: { randomUUID(): `${string}-${string}-${string}-${string}-${string}` };
/** Base64 of a binary string: ESC/POS bytes cross the bridge as text. */
declare function btoa(data: string): string;
declare function atob(data: string): string;
