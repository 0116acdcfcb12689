import { parseArgs } from 'node:util';
import { endQuietlyWhenOutputCloses } from './quiet-output.ts';

endQuietlyWhenOutputCloses();

const HELP = `Compare a day's sales of a location with its receipts at Metrc, through the Store API

Usage: npm run state:reconcile -- --url <STORE_API_URL> --email <EMAIL> --date <YYYY-MM-DD> [--company <ID>]

  --url <URL>          the Store API (e.g. http://127.0.0.1:8080)
  --email <EMAIL>      a manager of the location; the password is read from CANOPY_PASSWORD
  --date <YYYY-MM-DD>  the location's local calendar day
  --company <ID>       the location (default: the manager's first)
  --help               show this help

Prints each finding (a sale missing at Metrc, a receipt unknown to the store, a quantity or total
that differs). Exit status: 0 when the day agrees, 1 when there are findings, 2 on an error.
`;

const { values } = parseArgs({
  options: { url: { type: 'string' }, email: { type: 'string' }, date: { type: 'string' }, company: { type: 'string' }, help: { type: 'boolean', default: false } },
  strict: true,
});
if (values.help) {
  process.stdout.write(HELP);
  process.exit(0);
}
const password = process.env['CANOPY_PASSWORD'];
if (values.url === undefined || values.email === undefined || values.date === undefined || password === undefined) {
  process.stderr.write(`--url, --email, --date and CANOPY_PASSWORD are needed.\n\n${HELP}`);
  process.exit(2);
}

interface Answer { reconciliation?: { date: string; store_sales: number; metrc_receipts: number; findings: Array<{ kind: string; message: string }> }; error?: string; errors?: Record<string, string[]> }

// Sign in (GET /me with Basic credentials gives a token), then ask with the token.
const me = await fetch(`${values.url}/api/v2/me`, { headers: { authorization: `Basic ${Buffer.from(`${values.email}:${password}`).toString('base64')}` } });
if (me.status !== 200) {
  process.stderr.write(`Sign-in failed (${me.status}).\n`);
  process.exit(2);
}
const { user } = await me.json() as { user: { token: string } };
const headers: Record<string, string> = { authorization: `Token token="${user.token}"` };
if (values.company !== undefined) headers['x-cnpy-companyid'] = values.company;
const response = await fetch(`${values.url}/api/v2/state_reporting/reconciliation?date=${encodeURIComponent(values.date)}`, { headers });
const answer = await response.json() as Answer;
if (answer.reconciliation === undefined) {
  process.stderr.write(`The Store API answered ${response.status}: ${JSON.stringify(answer.error ?? answer.errors)}\n`);
  process.exit(2);
}
const { reconciliation: day } = answer;
process.stdout.write(`${day.date}: ${day.store_sales} sales owed to Metrc here, ${day.metrc_receipts} receipts at Metrc, ${day.findings.length} findings\n`);
for (const finding of day.findings) process.stdout.write(`  ${finding.kind}: ${finding.message}\n`);
process.exit(day.findings.length === 0 ? 0 : 1);
