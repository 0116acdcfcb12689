import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

const shared: Options = { removeAdditional: true, useDefaults: true, allErrors: true, strict: false };

// Query strings and path params arrive as text, so they are coerced ("5" → 5). A JSON body is
// taken as typed: a number where a name belongs is a mistake to report, not text to accept.
const coercing = addFormats.default(new Ajv({ ...shared, coerceTypes: 'array' }));
const strict = addFormats.default(new Ajv({ ...shared, coerceTypes: false }));

/** A request body's validator, exactly as the routes compile it. */
export const compileBodySchema = (schema: object) => strict.compile(schema);

export function installValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? strict : coercing).compile(schema));
}
