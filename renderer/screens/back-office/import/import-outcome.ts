import { Value } from 'typebox/value';
import { ImportRefusedBody } from '../../../../shared/api/imports.ts';
import type { OperationFailure } from '../../../../shared/api/operations.ts';
import { problemText } from './import-mapping.ts';

/**
 * Why a step of the import did not happen, in the store's words: what happened and what to do.
 * `step`: "read the file", "import the file", "read the remembered columns".
 */
export function importFailureText(failure: OperationFailure, step: string): string {
  switch (failure.kind) {
    case 'offline': return `The Store API is unreachable, so the register could not ${step}. Check the store network, then try again.`;
    case 'timeout': return `The Store API did not answer in time, so the register could not ${step}. A large file takes a while: try again; an import either finished whole or did not happen.`;
    case 'unauthorized': return 'Your session has ended. Sign in again.';
    case 'server-error': return `The Store API had a problem and could not ${step}. Wait a moment and try again.`;
    case 'malformed': return `The Store API answered in a way this register does not understand. Update the register app.`;
    case 'rejected':
      if (failure.status === 403) return `Only a manager can ${step}.`;
      if (failure.status === 404) return 'This Store API has no import yet. Whoever runs it should update it to this register\'s version.';
      if (failure.status === 413) return 'The file is too large for one import: split it into smaller files.';
      if (failure.status === 422 && Value.Check(ImportRefusedBody, failure.body)) {
        const reasons = failure.body.problems?.map(problemText) ?? Object.entries(failure.body.errors).map(([field, messages]) => `${field}: ${messages.join(', ')}`);
        return `The Store API refused the file: ${reasons.slice(0, 5).join('; ')}${reasons.length > 5 ? ` and ${reasons.length - 5} more` : ''}.`;
      }
      return `The Store API refused to ${step} (${failure.status}).`;
  }
}
