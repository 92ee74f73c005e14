// The lint rules of the whole repository (`npm run lint`, run by `npm test` before the unit
// tests). Besides the usual TypeScript, React hooks and accessibility rules, it states the
// architecture of docs/architecture.md as rules, so a change that breaks it fails at once.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Libraries a page's first load must not carry: the form engine (yup, react-hook-form and its
 * resolvers, react-query, react-toastify) arrives with `import()` when a form is used.
 */
const formLibraries = ['yup', 'react-hook-form', '@hookform/*', '@tanstack/react-query', 'react-toastify', 'react-toastify/*'];
/** The contracts modules that pull in yup; the form descriptors do not. */
const yupContracts = ['@site/contracts/forms/schema', '@site/contracts/forms/errors'];

const firstLoadMessage =
  'Page and island code must not import the form or chat libraries statically: they load with import() when used (web/app/components/forms/loader.ts, web/app/shell/chat-launcher.ts).';

/** What the shell, the one script every page loads, must do without: React and everything drawn with it. */
const reactModules = ['react', 'react/*', 'react-dom', 'react-dom/*', 'react-router', '**/components/**', '**/*.tsx', '**/App', '**/pages'];
const shellMessage =
  'web/app/shell is the first-load script of every page: plain DOM code, no React and no components (islands load with import(), see docs/architecture.md).';

/** Each service imports only `contracts` from the other packages, never another package's code. */
const otherPackages = (others) =>
  others.map((name) => ({
    group: [`@site/${name}`, `@site/${name}/*`, `**/${name}/**`],
    message: 'A service imports only @site/contracts from the other packages.',
  }));
const onlyContracts = (others, extra = []) => ({ 'no-restricted-imports': ['error', { patterns: [...otherPackages(others), ...extra] }] });

/** The form descriptors, brand and wire contracts are read by first-load web code: no yup there. */
const noYupInContracts = {
  group: ['yup', './schema.ts', './errors.ts', '**/forms/schema.ts', '**/forms/errors.ts'],
  message: 'Only contracts/src/forms/schema.ts and errors.ts may use yup: the rest of contracts is read by first-load web code.',
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/', '**/build/', '**/dist/', 'data/', '**/test-results/', '**/playwright-report/', '**/.cache/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['web/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['web/**/*.tsx'],
    rules: {
      // A scrolling region (the chat log, a wide table) is focusable so keyboard users can scroll it.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'log', 'region'], allowExpressionValues: true }],
    },
  },
  {
    // Pages and islands: everything under web/app but the form engine and the tests. The form
    // libraries come with the engine's import(); the chat window with the chat island's.
    files: ['web/app/**/*.{ts,tsx}'],
    ignores: ['web/app/components/forms/engine.tsx', 'web/app/**/*.test.{ts,tsx}', 'web/app/**/test-*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: [...formLibraries, ...yupContracts], message: firstLoadMessage },
            { group: ['**/chat/ChatWindow', './ChatWindow'], allowTypeImports: true, message: firstLoadMessage },
          ],
        },
      ],
    },
  },
  {
    // Playwright reads a test's fixtures from its first parameter's pattern: `async ({}, testInfo)` asks for none.
    files: ['tests/**/*.ts'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  {
    files: ['web/app/islands/chat-island.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: [...formLibraries, ...yupContracts], message: firstLoadMessage }] }],
    },
  },
  {
    // The shell: every page's only script before the visitor turns to an island.
    files: ['web/app/shell/**/*.ts'],
    ignores: ['web/app/shell/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: reactModules, message: shellMessage },
            { group: [...formLibraries, ...yupContracts], message: firstLoadMessage },
          ],
        },
      ],
    },
  },
  { files: ['mail-api/**/*.ts'], rules: onlyContracts(['web', 'chat-service']) },
  { files: ['chat-service/**/*.ts'], rules: onlyContracts(['web', 'mail-api']) },
  { files: ['contracts/**/*.ts'], rules: onlyContracts(['web', 'mail-api', 'chat-service'], [noYupInContracts]) },
  {
    files: ['contracts/src/forms/schema.ts', 'contracts/src/forms/errors.ts', 'contracts/**/*.test.ts'],
    rules: onlyContracts(['web', 'mail-api', 'chat-service']),
  },
  { files: ['scripts/start.ts'], rules: { 'prefer-const': 'warn' } },
);
