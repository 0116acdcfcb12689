import type { FastifyError, FastifyInstance } from 'fastify';
import { isDatabaseUnavailable, isTransactionConflict } from '../db/database-errors.ts';
import { fieldErrorsFromSchema, type FieldErrors } from './schema-errors.ts';

export type { FieldErrors } from './schema-errors.ts';

/** An error the client caused and can correct; `body` is sent as is. */
export class ApiError extends Error {
  constructor(readonly statusCode: number, readonly body: { error: string } | { errors: FieldErrors }) {
    super('error' in body ? body.error : JSON.stringify(body.errors));
  }
}

export const unauthorized = (message = 'Invalid credentials') => new ApiError(401, { error: message });
export const forbidden = (message: string) => new ApiError(403, { error: message });
export const notFound = (what = 'Record') => new ApiError(404, { error: `${what} not found` });
export const unprocessable = (errors: FieldErrors) => new ApiError(422, { errors });
export const invalidField = (field: string, message: string) => unprocessable({ [field]: [message] });

/** Collects field messages while a request is checked, then throws them together. */
export class FieldErrorCollector {
  private readonly errors: FieldErrors = {};
  add(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }
  get empty(): boolean {
    return Object.keys(this.errors).length === 0;
  }
  throwIfAny(): void {
    if (!this.empty) throw unprocessable(this.errors);
  }
}

/** Fastify's own error codes that mean "the body was not JSON we can read". */
const unreadableBody = new Set([
  'FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY', 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH', 'FST_ERR_CTP_BODY_TOO_LARGE',
]);

/** Seconds a client is asked to wait before sending again a request the database could not take. */
const RETRY_AFTER_SECONDS = 1;

/** One error handler for the whole API: every error is JSON, and 5xx never leaks internals. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.statusCode).send(error.body);
    }
    if (error.validation) {
      return reply.status(422).send({ errors: fieldErrorsFromSchema(error.validation, error.validationContext) });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ error: 'Request body is too large' });
    }
    if (error.code !== undefined && unreadableBody.has(error.code)) {
      return reply.status(400).send({ error: 'Request body must be a JSON object' });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ error: 'Too many requests; try again later' });
    }
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ error: error.message });
    }
    // The database went away (restart, failover): nothing was stored, or the client cannot know,
    // so it sends the same request again (same order id) once the database is back.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({ error: 'The database is unavailable; try again shortly' });
    }
    // Still conflicting after the transaction runner's retries: nothing was stored and the server
    // is not at fault, so not a 5xx; 429 is one a register's sync retries (a 409 it would not).
    if (isTransactionConflict(error)) {
      return reply.status(429).header('retry-after', String(RETRY_AFTER_SECONDS)).send({ error: 'The write collided with concurrent writes; try again' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: 'Internal server error' });
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ error: 'Not found' }));
}
