// @ts-check
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const typeAware = ['**/*.{ts,tsx,mts,cts}'];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      'content-cache/',
      'releases/',
      'test-results/',
      'playwright-report/',
      'bench-out/',
      '.astro/',
      'cms/node_modules/',
      'cms/build/',
      'cms/dist/',
      'cms/.tmp/',
      'cms/.strapi/',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  // TypeScript: the strict type-checked set, the types taken from tsconfig.json.
  {
    files: typeAware,
    extends: [js.configs.recommended, ...tseslint.configs.strictTypeChecked],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['playwright.visual.config.ts', 'vitest.cms.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // Numbers and booleans in template strings read as intended; objects and nullish values stay errors.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      // `return send(res, 404)` is the early exit of a void handler here, and `onClick={() => setOpen(false)}` how React handlers read.
      '@typescript-eslint/no-confusing-void-expression': 'off',
      // noUncheckedIndexedAccess types every index, regex group and Map read as optional; `!` marks the reads the code has bounded.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Leading-underscore parameters name a slot a signature needs; `{ id, ...row }` drops a key on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      // Interfaces here declare function-valued fields in method syntax; none of them reads `this`.
      '@typescript-eslint/unbound-method': 'off',
      // Deleting a key from a record keyed by data (headers, files, variants) is the intent.
      '@typescript-eslint/no-dynamic-delete': 'off',
      // URL, header and JSON-string rules match control characters on purpose.
      'no-control-regex': 'off',
    },
  },

  // React: hooks rules everywhere React runs, accessibility rules on JSX.
  {
    files: ['**/*.tsx'],
    extends: [reactHooks.configs.flat['recommended-latest'], jsxA11y.configs.recommended],
    languageOptions: { globals: globals.browser },
    rules: {
      // The React Compiler's rules; the site does not compile with it, and these patterns are correct without it.
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off',
      'react-hooks/immutability': 'off',
      'react-hooks/exhaustive-deps': 'error',
      // `role="list"` keeps list semantics that Safari drops from lists styled without markers.
      'jsx-a11y-x/no-redundant-roles': ['error', { ul: ['list'], ol: ['list'] }],
    },
  },

  // Hooks written in .ts files beside the components: the two rules of hooks.
  {
    files: ['src/{app,islands,ui,i18n,stores}/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },

  // Astro components: the plugin's recommended set and its accessibility rules.
  ...astro.configs['flat/recommended'],
  ...astro.configs['flat/jsx-a11y-recommended'],
  {
    files: ['**/*.astro'],
    rules: {
      // As for JSX: `role="list"` keeps list semantics that Safari drops from lists styled without markers.
      'astro/jsx-a11y/no-redundant-roles': ['error', { ul: ['list'], ol: ['list'] }],
    },
  },

  // Plain JavaScript of the site (config files): ES modules in Node.
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { globals: globals.node },
  },

  // The CMS: CommonJS run by Strapi, not part of the TypeScript project.
  {
    files: ['cms/**/*.js', '**/*.cjs'],
    extends: [js.configs.recommended],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { 'no-unused-vars': ['error', { ignoreRestSiblings: true }] },
  },

  // Scripts and browser tests run in Node.
  {
    files: ['scripts/**/*.ts', 'tests/**/*.ts', '*.config.ts'],
    languageOptions: { globals: globals.node },
  },

  // Scripts and tests stringify JSON scalars read from a request or a backend; an object there shows in the output as the fault it is.
  {
    files: ['scripts/**/*.ts', 'tests/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-base-to-string': 'off' },
  },

  // Tests: the assertions are the type check of what they read.
  {
    files: ['tests/**/*.{ts,tsx}'],
    rules: {
      // Backend answers and harness replies are read loosely and then asserted field by field.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // Stand-ins for async interfaces (fetch, loaders) answer without awaiting anything.
      '@typescript-eslint/require-await': 'off',
      // Teardown guards a server or queue that a failed setup may never have made, whatever the declared type says.
      '@typescript-eslint/no-unnecessary-condition': 'off',
      // The inline scripts run as a browser runs them: from their source text.
      '@typescript-eslint/no-implied-eval': 'off',
      // `{ ...localStorage }` and `[...text]` are how the tests read storage and count characters.
      '@typescript-eslint/no-misused-spread': 'off',
      // `getByRole(...) as HTMLInputElement` reads better than Testing Library's type argument.
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
    },
  },
);
