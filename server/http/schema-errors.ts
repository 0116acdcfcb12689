/** Field-keyed validation messages: the 422 body of spec §7, `{errors: {field: [message]}}`. */
export type FieldErrors = Record<string, string[]>;

/** One failure as Ajv reports it (Fastify passes them on as `error.validation`). */
export interface SchemaIssue { instancePath: string; schemaPath: string; keyword: string; message?: string; params: Record<string, unknown> }

/**
 * Turns a schema failure into field keys a client can show next to its inputs: the wrapper key
 * (`customer`, `order`) is dropped and nested paths are dotted, so `/order/line_items/0/price`
 * becomes `line_items.0.price`. Each field is named once per distinct message, and a value that
 * fails a union (`anyOf`: a nullable field, a number-or-text quantity, one of two discount shapes)
 * is reported as the branch the client meant, never as every branch's failure.
 */
export function fieldErrorsFromSchema(issues: readonly SchemaIssue[], context: string | undefined): FieldErrors {
  const collector: FieldErrors = {};
  for (const issue of collapseUnions(issues)) {
    const segments = issue.instancePath.split('/').filter((s) => s !== '').map(unescapePointer);
    const missing = missingProperty(issue);
    if (missing !== undefined) segments.push(missing);
    if (context === 'body' && segments.length > 1) segments.shift();
    const field = segments.join('.') || (context === 'body' ? 'base' : (context ?? 'base'));
    const message = missing !== undefined ? "can't be blank" : describeIssue(issue);
    const list = (collector[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return collector;
}

const missingProperty = (issue: SchemaIssue): string | undefined => {
  const missing = issue.params['missingProperty'];
  return issue.keyword === 'required' && typeof missing === 'string' ? missing : undefined;
};

const UNIONS = new Set(['anyOf', 'oneOf']);
/** Keywords by which a branch says "this value is not my kind at all", as opposed to "right kind, wrong content". */
const NOT_MY_KIND = new Set(['type', 'const', 'enum']);
/** A message made here rather than by Ajv (the keyword is not one of Ajv's). */
const OWN_MESSAGE = 'union';

/**
 * Replaces each failed union, outermost first, by the failures of the one branch the value was
 * meant for: the branches of the value's kind (an object for an object branch, text for a text
 * branch), and of those the one whose required fields the value has. Where no branch is of the
 * value's kind, one message says what kinds are accepted.
 */
export function collapseUnions(issues: readonly SchemaIssue[]): SchemaIssue[] {
  let remaining = [...issues];
  for (;;) {
    const union = remaining
      .filter((issue) => UNIONS.has(issue.keyword))
      .sort((a, b) => a.schemaPath.length - b.schemaPath.length)[0];
    if (union === undefined) return remaining;
    const prefix = `${union.schemaPath}/`;
    const inside = remaining.filter((issue) => issue.schemaPath.startsWith(prefix));
    remaining = [...remaining.filter((issue) => issue !== union && !issue.schemaPath.startsWith(prefix)), ...chooseBranch(union, inside)];
  }
}

function chooseBranch(union: SchemaIssue, inside: readonly SchemaIssue[]): SchemaIssue[] {
  const branches = new Map<string, SchemaIssue[]>();
  for (const issue of inside) {
    const index = issue.schemaPath.slice(union.schemaPath.length + 1).split('/')[0] ?? '';
    branches.set(index, [...(branches.get(index) ?? []), issue]);
  }
  const atUnion = (issue: SchemaIssue) => issue.instancePath === union.instancePath;
  const ofItsKind = [...branches.values()].filter((failures) => !failures.some((issue) => atUnion(issue) && NOT_MY_KIND.has(issue.keyword)));
  if (ofItsKind.length === 0) {
    return [{ ...union, keyword: OWN_MESSAGE, message: acceptedKinds([...branches.values()].flat().filter(atUnion)) }];
  }
  const missingCount = (failures: SchemaIssue[]) => failures.filter((issue) => atUnion(issue) && missingProperty(issue) !== undefined).length;
  const rank = (failures: SchemaIssue[]) => [missingCount(failures), failures.length] as const;
  const best = [...ofItsKind].sort((a, b) => rank(a)[0] - rank(b)[0] || rank(a)[1] - rank(b)[1])[0] ?? [];
  const tied = ofItsKind.filter((failures) => rank(failures)[0] === rank(best)[0] && rank(failures)[1] === rank(best)[1]);
  const onlyMissing = tied.every((failures) => failures.every((issue) => atUnion(issue) && missingProperty(issue) !== undefined));
  if (tied.length < 2 || !onlyMissing) return best;
  // Several shapes fit as well, each lacking a field of its own ({name} for {name, percent} or
  // {name, amount}): what all lack is blank, and one message names the alternatives.
  const missingSets = tied.map((failures) => new Set(failures.map(missingProperty)));
  const lackedByAll = best.filter((issue) => missingSets.every((set) => set.has(missingProperty(issue))));
  const alternatives = [...new Set(tied.flat().map(missingProperty))].filter((name) => !lackedByAll.some((issue) => missingProperty(issue) === name));
  return [...lackedByAll, { ...union, keyword: OWN_MESSAGE, message: `needs ${alternatives.join(' or ')}` }];
}

/** "is not included in the list" when some branch wanted given values; else "must be an object or null". */
function acceptedKinds(failures: readonly SchemaIssue[]): string {
  if (failures.some((issue) => issue.keyword === 'const' || issue.keyword === 'enum')) return 'is not included in the list';
  const kinds = [...new Set(failures.flatMap((issue) => typesOf(issue.params['type'])))].map(typeWords);
  return `must be ${kinds.length <= 1 ? kinds.join('') : `${kinds.slice(0, -1).join(', ')} or ${kinds.at(-1) ?? ''}`}`;
}

const typesOf = (type: unknown): string[] =>
  Array.isArray(type) ? type.filter((t) => typeof t === 'string') : typeof type === 'string' ? type.split(',') : [];

const TYPE_WORDS: Record<string, string> = {
  string: 'a string', number: 'a number', integer: 'an integer', boolean: 'true or false',
  object: 'an object', array: 'an array', null: 'null',
};
const typeWords = (type: string): string => TYPE_WORDS[type] ?? type;

function unescapePointer(segment: string): string {
  return segment.replaceAll('~1', '/').replaceAll('~0', '~');
}

function describeIssue(issue: SchemaIssue): string {
  switch (issue.keyword) {
    case 'type': return acceptedKinds([issue]);
    case 'format': return `is not a valid ${String(issue.params['format'])}`;
    case 'maxLength': return `is too long (maximum is ${String(issue.params['limit'])} characters)`;
    case 'minLength': return `is too short (minimum is ${String(issue.params['limit'])} characters)`;
    case 'minimum': return `must be greater than or equal to ${String(issue.params['limit'])}`;
    case 'maximum': return `must be less than or equal to ${String(issue.params['limit'])}`;
    case 'exclusiveMinimum': return `must be greater than ${String(issue.params['limit'])}`;
    case 'exclusiveMaximum': return `must be less than ${String(issue.params['limit'])}`;
    case 'enum': case 'anyOf': case 'oneOf': case 'const': return 'is not included in the list';
    case 'maxItems': return `is too long (maximum is ${String(issue.params['limit'])} items)`;
    case 'minItems': return `is too short (minimum is ${String(issue.params['limit'])} items)`;
    case 'pattern': return 'is invalid';
    case 'additionalProperties': return `has an unknown field ${String(issue.params['additionalProperty'])}`;
    default: return issue.message ?? 'is invalid';
  }
}
