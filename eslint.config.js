// Lint rules: typescript-eslint, React hooks, the feature boundaries of docs/code-style.md (a
// feature never imports another feature; only src/app knows them all) and the server modules'
// import arrows.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';
import tseslint from 'typescript-eslint';
import { noImportCycles } from './lint-rules/no-import-cycles.js';

// Which roles may call a route is named once, in domain/policy.ts.
const rolesNamedOnce = {
  selector: "Property[key.name='access'] ArrayExpression",
  message: "List no roles here: access: rolesFor('anAbility') (domain/policy.ts), or STAFF_ROLES.",
};

const featureBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      crossFeature:
        'Feature "{{from}}" must not import feature "{{to}}"; move shared code to src/lib or domain/.',
    },
  },
  create(context) {
    const file = context.filename;
    const match = /[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/.exec(file);
    if (!match) return {};
    const from = match[1];
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      const hit = /[\\/]src[\\/]features[\\/]([^\\/]+)/.exec(target);
      if (hit && hit[1] !== from)
        context.report({ node, messageId: 'crossFeature', data: { from, to: hit[1] } });
      if (/[\\/]src[\\/]app([\\/]|$)/.test(target))
        context.report({ node, messageId: 'crossFeature', data: { from, to: 'app' } });
    };
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

// Which server module may import which (issue 15): the arrows go one way, so no two modules import
// each other. shared/ is what several modules use and imports none of them; tests may reach across.
const SERVER_MODULE_IMPORTS = {
  customers: ['notifications', 'sales', 'vouchers'], // notices; a customer's sale and Dkbono counts
  inventory: ['notifications'], // STOCK_LOW
  locations: [],
  messages: ['notifications'],
  notifications: [],
  partners: ['locations'],
  products: [],
  sales: ['inventory', 'notifications'],
  'saved-views': [],
  seasons: ['inventory', 'sales'], // the season dashboard's sale figures
  shared: [],
  simulator: [],
  users: [],
  vouchers: ['inventory', 'notifications'],
};
const serverModuleBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      notAllowed:
        'Server module "{{from}}" must not import module "{{to}}" (eslint.config.js, SERVER_MODULE_IMPORTS); move what both need to modules/shared.',
      unknown: 'Server module "{{from}}" is not listed in SERVER_MODULE_IMPORTS (eslint.config.js).',
    },
  },
  create(context) {
    const file = context.filename;
    const match = /[\\/]server[\\/]modules[\\/]([^\\/]+)[\\/]/.exec(file);
    if (!match || /\.test\.tsx?$|test-fixtures\.ts$/.test(file)) return {};
    const from = match[1];
    const allowed = SERVER_MODULE_IMPORTS[from];
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      const hit = /[\\/]server[\\/]modules[\\/]([^\\/.]+)[\\/]/.exec(target);
      if (!hit || hit[1] === from || hit[1] === 'shared') return;
      if (!allowed) context.report({ node, messageId: 'unknown', data: { from } });
      else if (!allowed.includes(hit[1]))
        context.report({ node, messageId: 'notAllowed', data: { from, to: hit[1] } });
    };
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'test-results', 'playwright-report', 'coverage', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['{src,domain,server}/**/*.{ts,tsx}'],
    plugins: { imports: { rules: { 'no-cycles': noImportCycles } } },
    rules: { 'imports/no-cycles': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, local: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'local/feature-boundaries': 'error',
      // The front end never reaches into the server, nor into react-router's internals.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], message: 'The app must not import server code.' },
            {
              group: ['react-router', 'react-router-dom'],
              importNamePattern: '^UNSAFE_',
              message: "react-router's UNSAFE_ exports are its internals: use its public API.",
            },
          ],
        },
      ],
    },
  },
  {
    // The React Compiler's checks (every react-hooks rule but the two classic ones) compile each
    // file they see, two thirds of the lint's time; tests render components but define none worth
    // compiling, so they keep only the rules of hooks.
    files: ['src/**/*.test.{ts,tsx}', 'src/lib/testing/**'],
    rules: Object.fromEntries(
      Object.keys(reactHooks.configs.recommended.rules)
        .filter((rule) => !['react-hooks/rules-of-hooks', 'react-hooks/exhaustive-deps'].includes(rule))
        .map((rule) => [rule, 'off']),
    ),
  },
  {
    // These projects share one module graph per worker (vitest.config.ts), where a module mock would
    // leak into the next file or miss a module another file loaded first. A page test that must
    // replace a module is named *.isolated.test.tsx and gets a graph of its own.
    files: ['{domain,server}/**/*.test.ts', 'src/**/*.test.{ts,tsx}'],
    ignores: ['src/**/*.isolated.test.tsx'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'unmock'].map((property) => ({
          object: 'vi',
          property,
          message:
            'No module mocks where files share their modules: pass the stand-in in instead, or name the file *.isolated.test.tsx.',
        })),
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    plugins: { server: { rules: { 'module-boundaries': serverModuleBoundaries } } },
    rules: {
      'server/module-boundaries': 'error',
      // A misspelt local (`name`) once compiled as window.name and threw on the server
      // (createLocality's race path); the server's type check now has no browser globals
      // (tsconfig.server.json), and this names the mistake at lint time too.
      'no-restricted-globals': [
        'error',
        ...['name', 'event', 'status', 'length', 'origin', 'self', 'top', 'parent', 'close', 'open'].map(
          (name) => ({ name, message: 'A browser global: on the server it does not exist.' }),
        ),
      ],
      'no-restricted-syntax': ['error', rolesNamedOnce],
    },
  },
  {
    // A route does HTTP; the service owns the transaction and the writes (docs/code-style.md).
    files: ['server/**/*routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        rolesNamedOnce,
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message:
            'A route opens no transaction: call a service function that opens its own (or runIdempotently).',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/*write-repository.ts'], message: 'A route writes through its service.' }],
        },
      ],
    },
  },
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/src/**', 'react', 'fastify', 'kysely'],
              message: 'domain/ is pure and shared.',
            },
          ],
        },
      ],
    },
  },
);
