/** A mistake in what a screen asked for; the message is a sentence for the person at the counter. */
export class RegisterInputError extends Error {
  constructor(readonly field: string, message: string) {
    super(message);
    this.name = 'RegisterInputError';
  }
}

export function requireCents(field: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RegisterInputError(field, `${field} must be a whole number of cents, not negative`);
}
