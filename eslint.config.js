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
      // `onClick={() => setOpen(false)}` is how React handlers read; a void value used anywhere else stays an error.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // noUncheckedIndexedAccess types every index, regex group and Map read as optional; `!` marks the reads the code has bounded.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Leading-underscore parameters name a slot a signature needs but the body does not use.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },

  // React: hooks rules everywhere React runs, accessibility rules on JSX.
  {
    files: ['**/*.tsx'],
    extends: [reactHooks.configs.flat['recommended-latest'], jsxA11y.configs.recommended],
    languageOptions: { globals: globals.browser },
  },

  // Astro components: the plugin's recommended set and its accessibility rules.
  ...astro.configs['flat/recommended'],
  ...astro.configs['flat/jsx-a11y-recommended'],

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
  },

  // Scripts and browser tests run in Node.
  {
    files: ['scripts/**/*.ts', 'tests/**/*.ts', '*.config.ts'],
    languageOptions: { globals: globals.node },
  },

);
