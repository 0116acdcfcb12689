import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { Database, UserTable } from '../db/schema.ts';
import { ApiError, forbidden, unauthorized } from '../http/errors.ts';
import { nowTimestamp } from '../http/time.ts';
import { decoyPasswordHash, verifyPassword } from './passwords.ts';
import { signInKeys, type SignInLimiter } from './sign-in-limiter.ts';
import { hashToken, parseAuthorization, type Credentials } from './tokens.ts';
import { STORE_NOT_OPENED_MESSAGE, type StoreNotOpened } from '../../shared/api/back-office.ts';

export type User = Selectable<UserTable>;

/** Who is asking, and for which location (company) the request is scoped. */
export interface Session {
  user: User;
  /** The company every read and write of this request is limited to. */
  companyId: string;
  accountId: string;
  accessibleCompanyIds: string[];
  via: 'basic' | 'token';
  isManager: boolean;
}

/**
 * Which credentials a route takes: tokens everywhere; the read-only collections and
 * POST /shifts take Basic as well (as the spec's examples show); GET /me takes only Basic.
 */
export type AuthMode = 'none' | 'basic' | 'token' | 'token-or-basic';

declare module 'fastify' {
  interface FastifyRequest { session: Session }
  interface FastifyContextConfig { auth?: AuthMode }
}

export const COMPANY_HEADER = 'x-cnpy-companyid';
export const DEVICE_HEADER = 'x-cnpy-deviceid';

export interface AuthOptions {
  /** A token unused for this long stops working (the register signs in again). */
  tokenIdleSeconds: number;
  /** Counts sign-ins (GET /me, every attempt) and failed Basic checks on any route. */
  signInLimiter: SignInLimiter;
}

const DEACTIVATED = 'This employee has been deactivated; a manager can reactivate them';

/** 503 with the words a register shows when the Store API has no store yet. */
function storeNotOpened(): ApiError {
  const body: StoreNotOpened = { error: STORE_NOT_OPENED_MESSAGE, store_not_opened: true };
  return new ApiError(503, body);
}

/** Successful Basic checks are remembered briefly, so scrypt runs once, not on every request. */
const BASIC_CACHE_MS = 5 * 60_000;

/**
 * Returns the hook that authenticates every request of the API scopes and fixes its company.
 * Routes outside the API prefixes (health, docs) never run it.
 */
export function createAuthentication(db: Kysely<Database>, options: AuthOptions): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  const basicCache = new Map<string, { userId: string; until: number }>();

  async function userFromBasic(email: string, password: string): Promise<User | null> {
    const cacheKey = createHash('sha256').update(`${email}\u0000${password}`).digest('hex');
    const cached = basicCache.get(cacheKey);
    if (cached !== undefined && cached.until > Date.now()) {
      return (await db.selectFrom('users').selectAll().where('id', '=', cached.userId).executeTakeFirst()) ?? null;
    }
    const user = await db.selectFrom('users').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
    // Verify against a decoy when the e-mail is unknown so timing does not reveal which e-mails exist.
    const valid = await verifyPassword(password, user?.password_hash ?? (await decoyPasswordHash));
    if (user === undefined || !valid) return null;
    if (basicCache.size > 10_000) basicCache.clear();
    basicCache.set(cacheKey, { userId: user.id, until: Date.now() + BASIC_CACHE_MS });
    return user;
  }

  /** The token's user and, in the same read (one per request), the user's companies in order. */
  async function userFromToken(token: string): Promise<{ user: User; companyIds: string[] } | null> {
    const rows = await db.selectFrom('api_tokens')
      .innerJoin('users', 'users.id', 'api_tokens.user_id')
      .leftJoin('user_companies', 'user_companies.user_id', 'users.id')
      .selectAll('users')
      .select(['api_tokens.token_hash', 'api_tokens.last_used_at', 'api_tokens.revoked_at', 'user_companies.company_id'])
      .where('api_tokens.token_hash', '=', hashToken(token))
      .orderBy('user_companies.position')
      .execute();
    const row = rows[0];
    if (row === undefined || row.revoked_at !== null) return null;
    const idleMs = Date.now() - Date.parse(row.last_used_at);
    if (idleMs > options.tokenIdleSeconds * 1000) return null;
    // Touch at most once a minute: idle expiry needs no finer grain, and reads stay reads.
    if (idleMs > 60_000) {
      await db.updateTable('api_tokens').set({ last_used_at: nowTimestamp() }).where('token_hash', '=', row.token_hash).execute();
    }
    const { token_hash: _h, last_used_at: _l, revoked_at: _r, company_id: _c, ...user } = row;
    return { user, companyIds: rows.flatMap((r) => (r.company_id === null ? [] : [r.company_id])) };
  }

  async function authenticate(credentials: Credentials | null, mode: AuthMode): Promise<{ user: User; via: Session['via']; companyIds?: string[] }> {
    if (credentials === null) throw unauthorized('Authentication required');
    if (credentials.kind === 'basic') {
      if (mode === 'token') throw unauthorized('Use the API token: Authorization: Token token="…"');
      const user = await userFromBasic(credentials.email, credentials.password);
      // A Store API nobody has opened yet says how to open it, not that the password is wrong.
      if (user === null) throw (await db.selectFrom('accounts').select('id').limit(1).executeTakeFirst()) !== undefined ? unauthorized('Invalid email or password') : storeNotOpened();
      if (user.active === 0) throw unauthorized(DEACTIVATED);
      return { user, via: 'basic' };
    }
    if (mode === 'basic') throw unauthorized('Sign in with Basic credentials (e-mail and password)');
    const found = await userFromToken(credentials.token);
    if (found === null) throw unauthorized('Invalid or expired token');
    if (found.user.active === 0) throw unauthorized(DEACTIVATED);
    return { ...found, via: 'token' };
  }

  /**
   * Password guessing is slowed per account and per client address: every GET /me counts, and so
   * does a failed Basic check on the routes that also take Basic, so those are no side door.
   */
  async function authenticateLimited(request: FastifyRequest, reply: FastifyReply, mode: AuthMode) {
    const credentials = parseAuthorization(request.headers.authorization);
    const signingIn = mode === 'basic';
    const checksPassword = mode === 'token-or-basic' && credentials?.kind === 'basic';
    if (!signingIn && !checksPassword) return authenticate(credentials, mode);
    const keys = signInKeys(request.ip, credentials?.kind === 'basic' ? credentials.email : undefined);
    const retryAfter = options.signInLimiter.retryAfterSeconds(keys);
    if (retryAfter > 0) {
      void reply.header('retry-after', String(retryAfter));
      throw new ApiError(429, { error: `Too many sign-in attempts; try again in ${retryAfter} seconds` });
    }
    if (signingIn) options.signInLimiter.record(keys);
    try {
      return await authenticate(credentials, mode);
    } catch (error) {
      if (!signingIn) options.signInLimiter.record(keys);
      throw error;
    }
  }

  return async (request: FastifyRequest, reply: FastifyReply) => {
    const mode = request.routeOptions.config.auth ?? 'token';
    if (mode === 'none') return;
    const { user, via, companyIds } = await authenticateLimited(request, reply, mode);
    const accessibleCompanyIds = companyIds ?? (await db.selectFrom('user_companies').select('company_id')
      .where('user_id', '=', user.id).orderBy('position').execute()).map((c) => c.company_id);
    const requested = request.headers[COMPANY_HEADER];
    const wanted = typeof requested === 'string' && requested.trim() !== '' ? requested.trim() : accessibleCompanyIds[0];
    if (wanted === undefined) throw forbidden('This user has no location');
    if (!accessibleCompanyIds.includes(wanted)) throw forbidden('You do not have access to this company');
    request.session = {
      user, via, companyId: wanted, accountId: user.account_id, accessibleCompanyIds, isManager: user.role === 'manager',
    };
  };
}
