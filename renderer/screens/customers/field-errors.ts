/**
 * The Store API's 422 answer is `{errors: {field: [message, …]}}`; the sync engine keeps it on the
 * outbox row as one line, `422: email: has already been taken; phone: is invalid` (describeReasons
 * in renderer/sync/api.ts). This turns the body, or that line, back into messages per field of the
 * customer form, so they show next to the field they are about. Unknown fields go under ''.
 */
export type FieldErrors = Record<string, string[]>;

const formFields: Record<string, string> = {
  first_name: 'firstName', last_name: 'lastName', email: 'email', phone: 'phone', birth_date: 'birthDate',
  firstName: 'firstName', lastName: 'lastName', birthDate: 'birthDate',
};

export function fieldErrorsFrom(problem: unknown): FieldErrors {
  const body = typeof problem === 'string' ? parseJson(problem) ?? parseReasonLine(problem) : problem;
  const errors = isRecord(body) && isRecord(body['errors']) ? body['errors'] : null;
  if (errors === null) return typeof problem === 'string' && problem.trim() !== '' ? { '': [problem] } : {};
  const result: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors)) {
    const list = Array.isArray(messages) ? messages.map(String) : [String(messages)];
    const key = formFields[field.replace(/^customer\./, '')] ?? '';
    result[key] = [...(result[key] ?? []), ...(key === '' ? list.map((message) => `${field} ${message}`) : list)];
  }
  return result;
}

/** `422: email: has already been taken; phone: is invalid` → `{errors: {email: [...], phone: [...]}}`, or null. */
function parseReasonLine(text: string): { errors: Record<string, string[]> } | null {
  const reasons = text.replace(/^\s*\d{3}:\s*/, '');
  const errors: Record<string, string[]> = {};
  for (const part of reasons.split('; ')) {
    const match = /^([\w.[\]]+): (.+)$/.exec(part.trim());
    if (match === null) return null;
    errors[match[1]!] = [match[2]!];
  }
  return { errors };
}

function parseJson(text: string): unknown {
  const start = text.indexOf('{');
  if (start < 0) return null;
  try {
    return JSON.parse(text.slice(start));
  } catch {
    return null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
