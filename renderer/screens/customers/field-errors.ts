/**
 * The Store API's 422 answer is `{errors: {field: [message, …]}}`; an outbox row keeps it as its
 * `problem` text. This turns either form back into messages per field of the customer form, so
 * they can be shown next to the field they are about. Whatever names no known field goes under ''.
 */
export type FieldErrors = Record<string, string[]>;

const formFields: Record<string, string> = {
  first_name: 'firstName', last_name: 'lastName', email: 'email', phone: 'phone', birth_date: 'birthDate',
  firstName: 'firstName', lastName: 'lastName', birthDate: 'birthDate',
};

export function fieldErrorsFrom(problem: unknown): FieldErrors {
  const body = typeof problem === 'string' ? parseJson(problem) : problem;
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
