// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const RENDERER_BOUNDARY = [{
  group: ['**/server/**', '**/server', '**/electron/**', '**/electron', 'electron'],
  message: 'The renderer reaches the host through the bridge (shared/bridge.ts) and the Store API through shared/api; it never imports server/ or electron/.',
}];
const TEST_ONLY = [{ group: ['**/test/**', '**/*.test-support*', '**/*.test', '**/*.test.*'], message: 'Test support and tests are for tests only.' }];
const DATA_BELOW_SYNC = [{ group: ['**/sync/**', '**/sync'], message: 'renderer/data is below renderer/sync: sync uses data, never the reverse.' }];
const TESTS = ['**/*.test.{ts,tsx}', '**/*.test-support.{ts,tsx}'];
const SHARED_BOUNDARY = [{
  group: ['**/server/**', '**/server', '**/renderer/**', '**/renderer', '**/electron/**', '**/electron', 'electron', '**/scripts/**'],
  message: 'shared/ is below the server, the register and the host: it imports none of them.',
}];
const SERVER_BOUNDARY = [{
  group: ['**/renderer/**', '**/renderer', '**/electron/**', '**/electron', 'electron'],
  message: 'The Store API never imports the register (renderer/) or its host (electron/); what both need lives in shared/.',
}];
const HOST_BOUNDARY = [{
  group: ['**/renderer/**', '**/renderer', '**/server/**', '**/server'],
  message: 'The host (electron/) reaches the register through the bridge and the Store API over HTTP; what it shares with them lives in shared/.',
}];
const SQL_IN_REPOSITORIES = [{ group: ['kysely'], message: 'A route speaks HTTP; its SQL lives in the slice\'s repository.' }];
// Inside the register: the shell (renderer/app: App, Workspace, Header) imports screens; screens
// import the contexts and stores of renderer/state; state imports neither.
const BELOW_THE_SHELL = [{ group: ['**/app/**', '**/app'], message: 'Only the shell (renderer/app) and main.tsx import the shell; screens and state sit below it.' }];
const BELOW_SCREENS = [{ group: ['**/screens/**', '**/screens'], message: 'renderer/state is below the screens: screens use state, never the reverse.' }];
const THROUGH_DATA = [{
  group: ['dexie', '**/db/**', '**/db'],
  message: 'Screens read and write the local database through renderer/data (its record types too: renderer/data/index.ts), never Dexie or renderer/db.',
}];

/** One no-restricted-imports block: these files may import nothing matching these groups. */
function restrictImports(where, ...groups) {
  return { ...where, rules: { 'no-restricted-imports': ['error', { patterns: groups.flat() }] } };
}

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'out', 'test-results', 'playwright-report', 'bench-results', '.data'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-invalid-void-type': 'off',
      '@typescript-eslint/no-extraneous-class': 'off',
    },
  },
  // Import boundaries (ESLint keeps only the last block's setting of a rule, so each block lists its
  // whole set). The renderer runs in a sandboxed window: it reaches the host only through the bridge
  // and the Store API only through the host, so it never imports server/ or electron/ code, not even
  // in its tests (tests that need a real Store API or host live in test/). Production code never
  // imports test support. renderer/data is below renderer/sync.
  restrictImports({ files: ['electron/**/*.ts'], ignores: TESTS }, HOST_BOUNDARY, TEST_ONLY),
  // The host's tests may start a real Store API (its demo accounts included).
  restrictImports({ files: ['shared/**/*.ts'], ignores: TESTS }, SHARED_BOUNDARY, TEST_ONLY),
  restrictImports({ files: ['shared/**/*.test.ts'] }, SHARED_BOUNDARY),
  restrictImports({ files: ['server/**/*.ts'], ignores: TESTS }, SERVER_BOUNDARY, TEST_ONLY),
  restrictImports({ files: ['server/**/*.test.ts', 'server/**/*.test-support.ts'] }, SERVER_BOUNDARY),
  restrictImports({ files: ['server/**/routes.ts'] }, SERVER_BOUNDARY, TEST_ONLY, SQL_IN_REPOSITORIES),
  {
    // SQL only in repositories: a route hands the database to its slice's repository, never builds a query.
    files: ['server/**/routes.ts'],
    rules: {
      'no-restricted-syntax': ['error',
        {
          selector: 'CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|transaction|executeQuery)$/]',
          message: 'A route speaks HTTP; its SQL lives in the slice\'s repository.ts.',
        },
        { selector: "TaggedTemplateExpression[tag.name='sql']", message: 'A route speaks HTTP; its SQL lives in the slice\'s repository.ts.' },
      ],
    },
  },
  restrictImports({ files: ['renderer/**/*.{ts,tsx}'], ignores: TESTS }, RENDERER_BOUNDARY, TEST_ONLY),
  restrictImports({ files: ['renderer/**/*.test.{ts,tsx}', 'renderer/**/*.test-support.{ts,tsx}'] }, RENDERER_BOUNDARY),
  restrictImports({ files: ['renderer/data/**/*.{ts,tsx}'], ignores: TESTS }, RENDERER_BOUNDARY, TEST_ONLY, DATA_BELOW_SYNC),
  restrictImports({ files: ['renderer/data/**/*.test.{ts,tsx}', 'renderer/data/**/*.test-support.{ts,tsx}'] }, RENDERER_BOUNDARY, DATA_BELOW_SYNC),
  restrictImports({ files: ['renderer/state/**/*.{ts,tsx}'], ignores: TESTS }, RENDERER_BOUNDARY, TEST_ONLY, BELOW_THE_SHELL, BELOW_SCREENS, THROUGH_DATA),
  restrictImports({ files: ['renderer/state/**/*.test.{ts,tsx}'] }, RENDERER_BOUNDARY, BELOW_SCREENS),
  // A screen's test may render the whole register through the shell (renderer/app/screens.test-support.tsx).
  // Printing sits beside the state: screens and the shell use it; it reads the local database through renderer/data.
  restrictImports({ files: ['renderer/printing/**/*.{ts,tsx}'], ignores: TESTS }, RENDERER_BOUNDARY, TEST_ONLY, BELOW_THE_SHELL, BELOW_SCREENS, THROUGH_DATA),
  restrictImports({ files: ['renderer/screens/**/*.{ts,tsx}'], ignores: TESTS }, RENDERER_BOUNDARY, TEST_ONLY, BELOW_THE_SHELL, THROUGH_DATA),
  restrictImports({ files: ['renderer/screens/**/*.test.{ts,tsx}', 'renderer/screens/**/*.test-support.{ts,tsx}'] }, RENDERER_BOUNDARY, THROUGH_DATA),
  {
    // A screen holds the register's database only to hand it to renderer/data (or show its name).
    files: ['renderer/screens/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: {
      'no-restricted-syntax': ['error',
        { selector: "MemberExpression[object.name='db'][property.name!='name']", message: 'Screens query the local database through renderer/data functions; pass db to one.' },
        { selector: "MemberExpression[object.property.name='db'][property.name!='name']", message: 'Screens query the local database through renderer/data functions; pass db to one.' },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
