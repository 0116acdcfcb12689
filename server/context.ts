import type { Kysely } from 'kysely';
import type { Engine } from './db/connect.ts';
import type { Database } from './db/schema.ts';

export type ApiVersion = 1 | 2;

export interface StoreApiConfig {
  /** A token unused this long stops working. */
  tokenIdleSeconds: number;
  /** GET /me attempts allowed per account and per address per window (failed Basic checks count too). */
  signInAttemptsPerMinute: number;
  /** The sign-in window, in seconds: a minute, shorter only in tests. */
  signInWindowSeconds: number;
  /** Refunds, returns and voids above this many cents need a manager. */
  refundLimitCents: number;
  /** Origins allowed to call the API from a browser; empty keeps CORS closed. */
  corsOrigins: string[];
  /** How long push notifications are kept; an older cursor must reload. */
  notificationRetentionDays: number;
  /** Metrc's vendor (integrator) API key of this software; without it no sale is sent to Metrc. */
  metrcVendorKey: string | null;
  /** Lets a location's Metrc URL be plain http:// or a loopback or private address (the stand-in, development). */
  metrcAllowHttp: boolean;
  /** Hosts besides Metrc's own a location's Metrc URL may name where the Store API serves several accounts (lower case). */
  metrcAllowHosts: string[];
  /** Pages one package import or reconciliation reads at most. */
  metrcMaxPages: number;
  /** Bytes one Metrc answer may hold; a longer one is not read. */
  metrcMaxAnswerBytes: number;
  /** How long one package import or reconciliation may spend reading Metrc, all pages together. */
  metrcCallBudgetMs: number;
  /** The 32-byte key sealing secrets kept in the database (Metrc user keys); null: a random one for this process only. */
  secretKey: Buffer | null;
  /** How often the reporting worker looks for owed reports when it has not been woken (milliseconds). */
  stateReportingPollMs: number;
  /**
   * How long a claim lasts without its holder's heartbeat: longer than one request (the request
   * timeout plus 5 s), short enough that a dead holder's claims are reported again within 30 s.
   */
  stateReportingLeaseMs: number;
  /** How long one call to Metrc may take before its answer counts as lost. */
  stateReportingRequestTimeoutMs: number;
  /** How long a location whose key Metrc refused waits before trying again (keys expire; no storm). */
  stateReportingCredentialRetryMs: number;
}

export const defaultConfig: StoreApiConfig = {
  tokenIdleSeconds: 14 * 24 * 3600,
  signInAttemptsPerMinute: 20,
  signInWindowSeconds: 60,
  refundLimitCents: 10_000,
  corsOrigins: [],
  notificationRetentionDays: 30,
  metrcVendorKey: null,
  metrcAllowHttp: false,
  metrcAllowHosts: [],
  metrcMaxPages: 500,
  // Metrc answers pages of 20 objects: 4 MB is far more than any honest page.
  metrcMaxAnswerBytes: 4 * 1024 * 1024,
  metrcCallBudgetMs: 120_000,
  secretKey: null,
  stateReportingPollMs: 1000,
  stateReportingLeaseMs: 20_000,
  stateReportingRequestTimeoutMs: 15_000,
  stateReportingCredentialRetryMs: 300_000,
};

/** What every route plugin is given: the database and the version whose shapes it serves. */
export interface RouteOptions {
  db: Kysely<Database>;
  engine: Engine;
  config: StoreApiConfig;
  version: ApiVersion;
}
