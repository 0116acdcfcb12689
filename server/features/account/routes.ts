import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Company, CompanyV2, UserV1, type UserV2 } from '../../../shared/api/account.ts';
import type { User } from '../../auth/session.ts';
import { StoreNotOpened } from '../../../shared/api/back-office.ts';
import { ErrorBody } from '../../../shared/api/common.ts';
import { operations } from '../../../shared/api/operations.ts';
import { hashToken, newToken, parseAuthorization } from '../../auth/tokens.ts';
import type { RouteOptions } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { account } from './repository.ts';

/** The signed-in user as GET /me answers it, v1 and v2, with the new token. */
export function presentSignedIn(user: User, companyId: string, accessibleCompanyIds: string[], token: string): { v1: UserV1; v2: UserV2 } {
  const base = {
    id: user.id, username: user.username, email: user.email, first_name: user.first_name, last_name: user.last_name,
    name: `${user.first_name} ${user.last_name}`, token, budtender: user.role === 'budtender',
    created_at: user.created_at, company_id: companyId,
  };
  return {
    v1: base,
    v2: {
      ...base, support_user_hash: user.support_user_hash, pin: user.pin,
      accessible_company_ids: accessibleCompanyIds, email_settings: null, crm_id: null, license_number: null,
      state_credentials: [], role_id: user.role_id, account_id: user.account_id,
      accessible_location_ids: accessibleCompanyIds, role: user.role,
    },
  };
}

/** GET /me (sign-in: Basic credentials in, a fresh API token out) and the company records. */
export const accountRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { db, version }) => {
  // Paths and v2 schemas as the register's client describes the calls (shared/api/operations.ts); v1 keeps its own answers.
  const { me, revokeToken, companies } = operations;
  app.get(me.path, {
    config: { auth: 'basic' },
    schema: {
      summary: 'The signed-in user, with a new API token',
      security: [{ basic: [] }],
      description: 'A Store API with no store yet (before npm run store:init) answers 503 with store_not_opened: true and the words to show.',
      response: { 200: version === 1 ? Type.Object({ user: UserV1 }) : me.answer, 401: ErrorBody, 503: StoreNotOpened },
    },
  }, async (request) => {
    const { user, companyId, accessibleCompanyIds } = request.session;
    const { token, hash } = newToken();
    await account(db).keepToken(user.id, hash);
    const signedIn = presentSignedIn(user, companyId, accessibleCompanyIds, token);
    if (version === 1) return { user: signedIn.v1 };
    return { user: signedIn.v2 };
  });

  // Extension: sign-out revokes the token the request carries. It answers 204 with no body, so no
  // answer schema: the operation's `Unknown` answer only says the register reads none.
  app.delete(revokeToken.path, {
    schema: { summary: 'Extension: revoke the API token of this request (sign out)' },
  }, async (request, reply) => {
    const credentials = parseAuthorization(request.headers.authorization);
    if (credentials?.kind === 'token') {
      await account(db).revokeToken(hashToken(credentials.token));
    }
    return reply.status(204).send();
  });

  app.get('/companies/:company_id', {
    schema: {
      summary: 'A company (location) the user can access',
      params: Type.Object({ company_id: Type.String() }),
      response: { 200: Type.Object({ company: version === 1 ? Company : CompanyV2 }), 404: ErrorBody },
    },
  }, async (request) => {
    const { company_id } = request.params;
    // A company outside the user's reach answers 404, as if it did not exist.
    if (!request.session.accessibleCompanyIds.includes(company_id)) throw notFound('Company');
    // v2 adds who may buy here (extension); v1 keeps the spec's fields.
    const company = version === 1 ? await account(db).company(company_id) : await account(db).companyV2(company_id);
    if (company === undefined) throw notFound('Company');
    return { company };
  });

  app.get(companies.path, {
    schema: {
      summary: 'Extension: the companies (locations) the user can access, in the order of accessible_company_ids',
      response: { 200: companies.answer },
    },
  }, async (request) => {
    const ids = request.session.accessibleCompanyIds;
    return { companies: await account(db).companies(ids) };
  });
};
