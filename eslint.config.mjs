import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The boundaries of docs/conventions.md, kept by the linter (bulletproof-react's import zones):
// web never imports api; a feature never imports another; shared components/lib never import
// features or app; api lib never imports modules; services import no Express, Apollo or Knex;
// only repositories, models, lib/db, lib/model, db/ (migrations) and cli/ touch Knex, Objection or pg (ADR 0060).
const features = readdirSync(new URL('./web/src/features/', import.meta.url));
const restrict = (files, patterns, paths = [], ignores = []) => ({ files, ignores, rules: { 'no-restricted-imports': ['error', { patterns, paths }] } });
const DATA_MESSAGE = 'Only repositories (*.repository.ts) and models (*.model.ts) touch the database: Knex, Objection and pg stay behind them (ADR 0060).';
const DATA_LIBS = ['knex', 'objection', 'pg'];
const NO_DATA_PATHS = DATA_LIBS.map((name) => ({ name, message: DATA_MESSAGE }));
const NO_DATA_PATTERNS = [{ group: DATA_LIBS.map((name) => `${name}/*`), message: DATA_MESSAGE }];
const DATA_ACCESS = [
  'api/src/modules/**/*.repository.ts',
  'api/src/modules/**/*.model.ts',
  'api/src/lib/db.ts',
  'api/src/lib/model.ts',
  'api/src/db/**',
  'api/src/cli/**',
];
const LIB_ONLY = { group: ['**/modules/*', '**/modules/**'], message: 'api lib is below the modules: it never imports them.' };
const LAYER_MESSAGE = 'Services hold the rules: no HTTP, GraphQL or SQL here (repositories touch the database, resolvers and routes adapt).';
const NO_API = { group: ['@umrah/api', '@umrah/api/*', '**/api/src/**'], message: 'web talks to the api over GraphQL only (graphql/ is the contract).' };

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'web/src/gql/**',
      'graphql/src/i18n/catalogs/**',
      'api/src/graphql/__generated__/**',
      'test-results/**',
      'cms/.next/**',
      'cms/next-env.d.ts',
      'cms/src/app/(payload)/admin/importMap.js',
      'cms/src/migrations/**',
      'cms/src/payload-types.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { languageOptions: { globals: { ...globals.node } } },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
    languageOptions: { globals: { ...globals.browser } },
  },
  { files: ['web/src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  // A scrollable region is focusable so the keyboard can scroll it (axe: scrollable-region-focusable).
  { files: ['web/src/**/*.tsx'], rules: { 'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'], tags: [] }] } },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  // Tests read GraphQL and JSON answers loosely; their assertions check the shapes.
  { files: ['api/test/**', 'e2e/**', '**/*.test.ts', '**/*.test.tsx'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  restrict(['web/src/**'], [NO_API]),
  ...features.map((feature) =>
    restrict(
      [`web/src/features/${feature}/**`],
      [
        NO_API,
        {
          group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`],
          message: 'Features do not import each other: share through components/ or lib/.',
        },
        { group: ['../../../*', '../../../**'], message: 'Leave a feature through the @/ alias (components/, lib/), never by a relative path.' },
        { group: ['@/app/*', '@/app/**'], message: 'app/ composes features; features do not import it.' },
      ],
    ),
  ),
  restrict(
    ['web/src/components/**', 'web/src/lib/**'],
    [NO_API, { group: ['@/features/*', '@/features/**', '@/app/*', '@/app/**'], message: 'Shared components and lib never import features or app.' }],
  ),
  // A later block replaces an earlier one's no-restricted-imports for the files both match, so each
  // block below repeats the data-access rule for its files.
  restrict(['api/src/**/*.ts'], NO_DATA_PATTERNS, NO_DATA_PATHS, DATA_ACCESS),
  restrict(['api/src/lib/**'], [LIB_ONLY, ...NO_DATA_PATTERNS], NO_DATA_PATHS, DATA_ACCESS),
  restrict(['api/src/lib/db.ts', 'api/src/lib/model.ts'], [LIB_ONLY]),
  restrict(
    ['api/src/modules/**/*.service.ts'],
    [
      {
        group: ['express-*', '@apollo/*', '@as-integrations/*', '**/graphql/__generated__/**', '**/graphql/apollo*', '**/graphql/context*'],
        message: LAYER_MESSAGE,
      },
      ...NO_DATA_PATTERNS,
    ],
    ['express', 'graphql', 'graphql-upload', 'knex', 'objection', 'pg'].map((name) => ({ name, message: LAYER_MESSAGE })),
  ),
);
