import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';

const webSrc = 'apps/web/src';
const webFeatures = readdirSync(`${webSrc}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// apps/web layers: app -> features -> components/lib/tenants. A feature never imports another
// feature; what two features share moves down to components or lib.
const webLayerZones = [
  ...webFeatures.map((feature) => ({
    target: `${webSrc}/features/${feature}`,
    from: `${webSrc}/features`,
    except: [`./${feature}`],
    message: 'A feature imports no other feature: move what both need to components/ or lib/.',
  })),
  {
    target: [`${webSrc}/components`, `${webSrc}/lib`, `${webSrc}/tenants`],
    from: [`${webSrc}/features`, `${webSrc}/app`],
    message: 'Shared components, lib and tenants import neither features nor the app.',
  },
  { target: `${webSrc}/features`, from: `${webSrc}/app`, message: 'Features do not import the app shell.' },
];

// The rules that need types or the whole import graph (floating and misused promises, awaits of
// non-promises, import cycles) are oxlint's, in .oxlintrc.json (decision 071); `npm run lint` runs both.
export default tseslint.config(
  // content/ holds course material (lab projects in any language), checked by the content importer.
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'e2e/screenshots/**', 'test-results/**', 'playwright-report/**', 'content/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-duplicate-imports': 'error',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: [`${webSrc}/**/*.{ts,tsx}`],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // `role` on our own components (RequireRole) is not an ARIA role.
      'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }],
      // Dialogs choose their first focus with autofocus, as the HTML dialog element expects.
      'jsx-a11y/no-autofocus': 'off',
      // Scrolling regions take focus so keyboard users can scroll them (axe scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'], tags: [] }],
    },
  },
  {
    files: [`${webSrc}/**/*.{ts,tsx}`],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: webLayerZones }],
    },
  },
  {
    // API layers: routes call services; services hold the SQL and know nothing of Fastify.
    files: ['apps/api/src/services/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'fastify', message: 'Services take plain arguments; requests and replies stay in routes and plugins.' }],
          patterns: [{ group: ['**/plugins/*', '**/routes/*', '**/routes/**'], message: 'Services import neither plugins nor routes.' }],
        },
      ],
    },
  },
  {
    // Route modules are thin: they validate, authorise and call services, which hold the SQL. The
    // identity provider's pages and forms (identity/*-routes.ts) are routes too.
    files: ['apps/api/src/routes/**/*.ts', 'apps/api/src/identity/*-routes.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: 'SQL belongs in a service under apps/api/src/services; the route calls it.' }],
          patterns: [{ group: ['**/db/schema'], message: 'Tables are read and written by services; the route calls them.' }],
        },
      ],
    },
  },
  {
    // content/ is the authoring tool (import, checks, push): the CLI runs it without a server, so it
    // knows nothing of Fastify, the plugins, the routes or the identity provider.
    files: ['apps/api/src/content/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'fastify', message: 'The content tool runs without a server; take what it needs as plain arguments.' }],
          patterns: [
            {
              group: ['**/plugins/*', '**/routes/**', '**/identity/*'],
              message: 'The content tool imports neither plugins, routes nor the identity provider.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/apps/**', '@academy/api', '@academy/web'], message: 'packages/shared imports nothing from apps' }] },
      ],
    },
  },
);
