import autocannon, { type AutocannonRequest } from 'autocannon';
import { percentile } from './report.ts';

export const CONNECTIONS = 32;

export interface LoadSpec {
  baseUrl: string;
  method?: 'GET' | 'POST';
  /** The path of every request, or a fresh one per request (a new cursor, a new filter value). */
  path: string | (() => string);
  headers?: Record<string, string>;
  /** A fresh body per request (POST /orders sends a distinct sale each time). */
  body?: () => string;
  seconds: number;
  connections?: number;
}

export interface LoadResult {
  /** Successful (2xx) responses per second over the run. */
  rate: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  /** Non-2xx answers and socket errors: a run with any of these measured something else. */
  failures: number;
  statuses: Record<string, number>;
}

/**
 * One autocannon run from this process against a real Store API process. Latencies are collected
 * from every 2xx response (autocannon's own summary has no p95).
 */
export async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  const pathFor = typeof spec.path === 'string' ? () => spec.path as string : spec.path;
  const request: AutocannonRequest = {
    method: spec.method ?? 'GET',
    path: pathFor(),
    headers: { ...spec.headers, ...(spec.body === undefined ? {} : { 'content-type': 'application/json' }) },
    setupRequest: (current) => ({ ...current, path: pathFor(), ...(spec.body === undefined ? {} : { body: spec.body() }) }),
  };
  const latencies: number[] = [];
  const run = autocannon({
    url: spec.baseUrl, connections: spec.connections ?? CONNECTIONS, duration: spec.seconds, timeout: 30, requests: [request],
  });
  run.on('response', (_client, statusCode, _bytes, responseTimeMs) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTimeMs);
  });
  const result = await run;
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, stat]) => [code, stat.count]));
  return {
    rate: latencies.length / result.duration,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    requests: latencies.length,
    failures: result.non2xx + result.errors + result.timeouts,
    statuses,
  };
}

/** A short run whose figures are thrown away, so the JIT and the database caches are warm. */
export async function warmUp(spec: LoadSpec): Promise<void> {
  await runLoad({ ...spec, seconds: Math.min(1, spec.seconds) });
}
