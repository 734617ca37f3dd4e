// Lint rules: typescript-eslint, React hooks, and the feature boundaries of STYLE.md:
// a feature never imports another feature; only src/app knows them all.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';
import tseslint from 'typescript-eslint';

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
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, local: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'local/feature-boundaries': 'error',
      // The front end never reaches into the server.
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**'], message: 'The app must not import server code.' }] },
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
