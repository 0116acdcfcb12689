import { randomBytes } from 'node:crypto';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifySchema } from 'fastify';
import { createAuthentication } from './auth/session.ts';
import { SignInLimiter } from './auth/sign-in-limiter.ts';
import { defaultConfig, type StoreApiConfig } from './context.ts';
import type { StoreDatabase } from './db/connect.ts';
import { features } from './features/index.ts';
import { installErrorHandler } from './http/errors.ts';
import { rejectNulCharacters } from './http/nul-guard.ts';
import { installValidation } from './http/validation.ts';
import { createStateReportingWorker } from './features/state-reporting/worker.ts';
import { createAdjustmentReporter } from './features/stock-moves/adjustment-reporter.ts';

/** What a route declares: its method(s), its whole path (with its version's prefix) and its schema. */
export interface DeclaredRoute {
  method: string | readonly string[];
  url: string;
  schema?: FastifySchema | undefined;
}

export interface BuildOptions {
  store: StoreDatabase;
  config?: Partial<StoreApiConfig>;
  logger?: boolean;
  /** Sees every route as it is declared, before any is registered (a test reads what the routes declare). */
  onRoute?: (route: DeclaredRoute) => void;
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

export async function buildApp({ store, config: overrides, logger = false, onRoute }: BuildOptions): Promise<FastifyInstance> {
  const config: StoreApiConfig = { ...defaultConfig, ...overrides };
  // Without a key of its own (tests, one process), secrets sealed now open only in this process.
  config.secretKey ??= randomBytes(32);
  const app = Fastify({
    logger: logger ? { redact: ['req.headers.authorization'] } : false,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<TypeBoxTypeProvider>();

  if (onRoute !== undefined) app.addHook('onRoute', (route) => onRoute(route));
  installErrorHandler(app);
  // Clients of the original service send extra fields; they are dropped, never stored.
  installValidation(app);
  await app.register(helmet, { contentSecurityPolicy: false, global: true });
  await app.register(cors, { origin: config.corsOrigins.length > 0 ? config.corsOrigins : false });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Canopy Store API',
        version: '2.0.0',
        description: 'The Retail Inventory and Sales API, versions 1 and 2. Paths are served under /api/v1 and /api/v2. ' +
          'Endpoints marked "Extension" go beyond the published specification.',
      },
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Token token="<API_TOKEN>"' },
          basic: { type: 'http', scheme: 'basic' },
        },
      },
      security: [{ token: [] }],
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  app.get('/health', { config: { auth: 'none' }, schema: { hide: true } }, async () => {
    await store.db.selectFrom('accounts').select('id').limit(1).execute();
    return { status: 'ok' };
  });
  app.get('/openapi.json', { config: { auth: 'none' }, schema: { hide: true } }, () => app.swagger());

  const signInLimiter = new SignInLimiter({ attempts: config.signInAttemptsPerMinute, windowMs: config.signInWindowSeconds * 1000 });
  const authenticate = createAuthentication(store.db, { tokenIdleSeconds: config.tokenIdleSeconds, signInLimiter });
  for (const version of [1, 2] as const) {
    await app.register(async (scope) => {
      scope.decorateRequest('session');
      // Before validation: a caller without valid credentials learns nothing of the schemas (401, not 422).
      scope.addHook('preValidation', authenticate);
      scope.addHook('preValidation', rejectNulCharacters);
      for (const feature of features) {
        if (feature.versions.includes(version)) {
          await scope.register(feature.routes, { db: store.db, engine: store.engine, config, version });
        }
      }
    }, { prefix: `/api/v${version}` });
  }
  // Sales owed to Metrc are sent by every instance that holds the vendor key (claims keep them apart).
  if (config.metrcVendorKey !== null) {
    const worker = createStateReportingWorker({ db: store.db, engine: store.engine, config, log: (message) => app.log.warn(message) });
    app.addHook('onClose', () => worker.stop());
    // Adjustments owed to Metrc: the same discipline, their own queue (adjustment_reports).
    const adjustments = createAdjustmentReporter({ db: store.db, engine: store.engine, config, log: (message) => app.log.warn(message) });
    app.addHook('onClose', () => adjustments.stop());
  }
  return app;
}
