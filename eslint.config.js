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
  restrictImports({ files: ['electron/**/*.ts', 'shared/**/*.ts'], ignores: TESTS }, TEST_ONLY),
  restrictImports({ files: ['renderer/**/*.{ts,tsx}'], ignores: TESTS }, RENDERER_BOUNDARY, TEST_ONLY),
  restrictImports({ files: ['renderer/**/*.test.{ts,tsx}', 'renderer/**/*.test-support.{ts,tsx}'] }, RENDERER_BOUNDARY),
  restrictImports({ files: ['renderer/data/**/*.{ts,tsx}'], ignores: TESTS }, RENDERER_BOUNDARY, TEST_ONLY, DATA_BELOW_SYNC),
  restrictImports({ files: ['renderer/data/**/*.test.{ts,tsx}', 'renderer/data/**/*.test-support.{ts,tsx}'] }, RENDERER_BOUNDARY, DATA_BELOW_SYNC),
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
