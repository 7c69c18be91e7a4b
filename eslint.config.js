import js from '@eslint/js';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Layers (docs/decisions/010-enforced-layers.md): core holds the rules and knows nothing of the
 * edges; the UI may read the database's types but never the database; production code never
 * reaches into test kits. Each top-level folder is one element.
 */
const layers = ['app', 'server', 'core', 'db', 'tests', 'bench', 'scripts'].map((type) => ({
  type,
  pattern: type,
  partialMatch: false,
}));

/** Everything that ships: not a *.test.ts(x) file, not under tests/ (with e2e/) or bench/. */
const production = { file: { categories: 'production' }, element: { types: '!{tests,bench}' } };

const edgeLibraries = [
  'hono',
  'hono/**',
  '@hono/**',
  'react',
  'react/**',
  'react-dom',
  'react-dom/**',
  'react-router',
  '@react-router/**',
];

const rolesMessage =
  'Who may act lives in core/*/policy.ts and the table of core/authorization/permissions.ts: ask authorize(viewer, action) or a policy predicate (decision 138).';

const noAliases = { group: ['~/*'], message: 'Use a relative import; the tree has no path aliases.' };

export default tseslint.config(
  {
    ignores: [
      'build/',
      'node_modules/',
      '.react-router/',
      'data/',
      'test-results/',
      'playwright-report/',
      'bench/results/',
      '.e2e-builds/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    files: ['**/*.{js,mjs,ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': layers,
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/files-single-match': true,
      'boundaries/files': [
        { category: 'test', pattern: '**/*.test.{ts,tsx}' },
        { category: 'production', pattern: '**/*' },
      ],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          checkAllOrigins: true,
          policies: [
            {
              from: { element: { type: 'core' } },
              disallow: { to: { element: { types: ['app', 'server'] } } },
              message: 'core/ holds the rules and must not import the edges (app/, server/).',
            },
            {
              from: { element: { types: ['core', 'db'] } },
              disallow: { to: { module: { origin: 'external', source: edgeLibraries } } },
              message: 'core/ and db/ know nothing of HTTP or React: no Hono, React or React Router imports.',
            },
            {
              from: { element: { type: 'app' }, file: { categories: 'production' } },
              disallow: { to: { element: { type: 'db' } }, dependency: { kind: 'value' } },
              message: 'app/ may import only types from db/ (`import type`); read data through core/.',
            },
            {
              // React Router's server entry alone runs as part of the server (its logger); every
              // other page module gets the edge's values through the app context (decision 112).
              from: { element: { type: 'app' }, file: { categories: 'production', path: '!**/app/entry.server.tsx' } },
              disallow: { to: { element: { type: 'server' } }, dependency: { kind: 'value' } },
              message: 'app/ may import only types from server/; the edge hands values to pages through appContext (AppDeps).',
            },
            {
              from: { element: { type: 'server' } },
              disallow: { to: { element: { type: 'app' }, file: { path: '**/app/components/**' } } },
              message:
                'server/ may import only pure modules of app/ (the route table and its links in app/i18n/), never UI components.',
            },
            {
              from: production,
              disallow: { to: { element: { type: 'tests' } } },
              message: 'Production code must not import test kits from tests/.',
            },
          ],
        },
      ],
      'no-restricted-imports': ['error', { patterns: [noAliases] }],
    },
  },
  {
    // Who may act is decided in one place (decision 138): the policy predicates and the table
    // `authorize` reads. Anywhere else a role check is a second, drifting copy of a rule.
    files: ['core/**/*.ts', 'server/**/*.ts', 'app/**/*.{ts,tsx}'],
    ignores: ['core/*/policy.ts', 'core/authorization/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.name=/^(isAdmin|isOrganizer)$/]',
          message: rolesMessage,
        },
        {
          selector: "BinaryExpression[operator=/^[!=]==?$/] > MemberExpression[object.name='ROLE']",
          message: rolesMessage,
        },
      ],
    },
  },
  {
    // The invoice and programme PDFs (pdfkit, fontkit, a 700 kB font) are rendered on the server only (decisions 026, 039).
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/**/*.server.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          // React Router's dom/lib.js (4 KiB gzipped) goes to a page only with these (decision 199).
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink', 'Form', 'ScrollRestoration'],
              message:
                'Use Link and NavLink from app/components/ui/link, Form from ui/form, ScrollRestoration from components/scroll-restoration.',
            },
          ],
          patterns: [
            noAliases,
            {
              group: [
                '**/core/tickets/invoice-pdf',
                '**/core/programme/programme-pdf',
                '**/core/programme/get-programme-pdf',
                'pdfkit',
                'fontkit',
                'dejavu-fonts-ttf/*',
              ],
              message:
                'The invoice and programme PDFs are rendered on the server: use them from server/ or a *.server.ts module.',
            },
          ],
        },
      ],
    },
  },
);
