import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/db/connect.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { openingProblems, openStore, StoreAlreadyOpened, storeOpened, type StoreOpening } from '../server/features/store-opening/open-store.ts';
import { knownStates } from '../server/features/store-opening/rules.ts';
import { endQuietlyWhenOutputCloses } from './quiet-output.ts';

endQuietlyWhenOutputCloses();

const HELP = `Open a store on an empty Store API database: its account, first location and first manager

Usage: npm run store:init [-- options]

In a terminal it asks for whatever the flags leave out. For scripts, every flag:
  --data <DIR>              the embedded database (default .data/store), or
  --database-url <URL>      PostgreSQL (postgres://…; also read from DATABASE_URL)
  --account <NAME>          the business (the account)
  --location <NAME>         the first location's name
  --state <XX>              its state: one of ${knownStates().join(', ')}
  --time-zone <ZONE>        its IANA time zone (America/Los_Angeles)
  --licence <NUMBER>        the state licence it sells under
  --medical-licence <NUMBER>  optional: where the state keeps medical sales under a licence of their own
  --address <STREET>, --city <CITY>, --zip <ZIP>
  --manager-email <EMAIL>, --manager-first-name <NAME>, --manager-last-name <NAME>
  --help                    show this help

The manager's password is read from CANOPY_INIT_PASSWORD or asked for, never taken as a flag
(it would stay in the shell's history). Refuses, changing nothing, when the database already has a store.
`;

const { values } = parseArgs({
  options: {
    data: { type: 'string', default: '.data/store' },
    'database-url': { type: 'string' },
    account: { type: 'string' }, location: { type: 'string' }, state: { type: 'string' }, 'time-zone': { type: 'string' },
    licence: { type: 'string' }, 'medical-licence': { type: 'string' },
    address: { type: 'string' }, city: { type: 'string' }, zip: { type: 'string' },
    'manager-email': { type: 'string' }, 'manager-first-name': { type: 'string' }, 'manager-last-name': { type: 'string' },
    help: { type: 'boolean', default: false },
  },
  strict: true,
});
if (values.help) {
  process.stdout.write(HELP);
  process.exit(0);
}

const fail = (sentence: string): never => {
  process.stderr.write(`${sentence}\n`);
  process.exit(1);
};

const url = values['database-url'] ?? process.env['DATABASE_URL'];
const store = openDatabase(url !== undefined && url !== '' ? { url } : { dataDir: values.data });
try {
  await migrateToLatest(store.db);
  // Asked before any question, so nobody types a whole store in to be refused at the end.
  if (await storeOpened(store.db)) fail('This database already has a store: store:init opens a store only once (sign in as its manager instead).');

  const interactive = process.stdin.isTTY;
  // Echo is muted while the password is typed.
  let muted = false;
  const output = new Writable({ write(chunk: Buffer, _encoding, done) { if (!muted) process.stdout.write(chunk); done(); } });
  const terminal = interactive ? createInterface({ input: process.stdin, output, terminal: true }) : undefined;
  const ask = async (flag: keyof typeof values, question: string, optional = false): Promise<string> => {
    const given = values[flag];
    if (typeof given === 'string') return given;
    if (terminal === undefined) return optional ? '' : fail(`--${flag} is needed when store:init does not run in a terminal.`);
    return (await terminal.question(`${question}: `)).trim();
  };
  const input: StoreOpening = {
    account: await ask('account', 'Business name (the account)'),
    location: await ask('location', 'First location\'s name'),
    state: (await ask('state', `State (${knownStates().join(', ')})`)).toUpperCase(),
    timeZone: await ask('time-zone', 'Time zone (e.g. America/Los_Angeles)'),
    licence: await ask('licence', 'State licence number'),
    medicalLicence: (await ask('medical-licence', 'Medical licence number (Enter for none)', true)) || null,
    address: await ask('address', 'Street address'),
    city: await ask('city', 'City'),
    zip: await ask('zip', 'ZIP code'),
    managerEmail: await ask('manager-email', 'Manager\'s e-mail (they sign in with it)'),
    managerFirstName: await ask('manager-first-name', 'Manager\'s first name'),
    managerLastName: await ask('manager-last-name', 'Manager\'s last name'),
    password: process.env['CANOPY_INIT_PASSWORD'] ?? '',
  };
  if (input.password === '') {
    if (terminal === undefined) fail('Set CANOPY_INIT_PASSWORD to the manager\'s password when store:init does not run in a terminal.');
    else {
      process.stdout.write('Manager\'s password (not shown): ');
      muted = true;
      input.password = await terminal.question('');
      muted = false;
      process.stdout.write('\n');
    }
  }
  terminal?.close();

  const problems = Object.entries(openingProblems(input));
  if (problems.length > 0) fail(`Nothing was created: ${problems.map(([flag, problem]) => `${flag} ${problem}`).join('; ')}.`);

  const opened = await openStore(store.db, input);
  const taxes = opened.taxes.length === 0
    ? `  taxes: none known for ${input.state}; add yours in the back office (or POST /api/v2/tax_items) before the first sale`
    : opened.taxes.map((tax) => `  tax: ${tax.name}, ${tax.rate}${tax.includedInPrice ? ' (in the price)' : ''}${tax.rounding === 'up' ? ' (rounded up)' : ''}`).join('\n');
  process.stdout.write([
    `Opened ${input.account} with its first location, ${input.location} (${input.state}, ${input.timeZone}):`,
    `  account ${opened.accountId}`,
    `  location ${opened.companyId}, licence ${input.licence}${input.medicalLicence === null ? '' : `, medical licence ${input.medicalLicence}`}`,
    `  manager ${input.managerFirstName} ${input.managerLastName} <${input.managerEmail.trim().toLowerCase()}>`,
    taxes,
    `  payment methods: ${opened.paymentMethods.join(', ')}; places: ${opened.places.join(', ')}; ID check on every sale`,
    '',
    'Next: start the Store API without the demo, and sign in at the register as the manager:',
    `  npm run server -- --no-demo ${url !== undefined && url !== '' ? '--database-url <the same URL>' : `--data ${values.data}`}`,
    '',
  ].join('\n'));
} catch (error) {
  if (error instanceof StoreAlreadyOpened) fail(error.message);
  throw error;
} finally {
  await store.close();
}
