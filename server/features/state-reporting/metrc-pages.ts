import { callMetrc, failureOf, type MetrcAccess } from './metrc-client.ts';

/** How far one manager's call (package import, reconciliation) may follow Metrc's pages. */
export interface PageLimits {
  /** Pages read at most; a listing with more is refused rather than read in part. */
  maxPages: number;
  /** The whole call's time: every page together. */
  budgetMs: number;
}

/**
 * Every row of a paged Metrc listing (`{Data, TotalPages}`), page by page. The pages Metrc
 * announces are not trusted: beyond `maxPages` or `budgetMs` the call fails, saying which limit.
 * Each page's answer is also bounded in bytes (metrc-client.ts).
 */
export async function readAllPages<Row>(access: MetrcAccess, pathOf: (page: number) => string, limits: PageLimits): Promise<Row[]> {
  const rows: Row[] = [];
  const deadline = Date.now() + limits.budgetMs;
  for (let page = 1; ; page++) {
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`Metrc could not be read within ${Math.round(limits.budgetMs / 1000)} s (${page - 1} pages read)`);
    const answer = await callMetrc({ ...access, timeoutMs: Math.min(access.timeoutMs, left) }, 'GET', pathOf(page));
    if (answer.kind !== 'ok') throw new Error(failureOf(answer));
    const body = answer.body;
    const data = typeof body === 'object' && body !== null && 'Data' in body && Array.isArray(body.Data) ? (body.Data as Row[]) : [];
    const totalPages = typeof body === 'object' && body !== null && 'TotalPages' in body && typeof body.TotalPages === 'number' ? body.TotalPages : 1;
    rows.push(...data);
    if (page >= totalPages) return rows;
    if (page >= limits.maxPages) {
      throw new Error(`Metrc lists ${totalPages} pages; at most ${limits.maxPages} are read in one call (${limits.maxPages * 20} objects), so nothing was changed`);
    }
  }
}
