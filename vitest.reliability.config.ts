import { defineConfig } from 'vitest/config';

// `npm run test:reliability` (issue 8): the reliability suite, on PostgreSQL (the local server of
// the README and CI unless TEST_DATABASE_URL says otherwise) and PGlite, one file at a time so the
// timing checks are not measured against each other. Results go to docs/reliability.md.
process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';

export default defineConfig({
  test: {
    include: ['tests/reliability/**/*.test.ts', 'server/modules/sales/concurrency.test.ts'],
    environment: 'node',
    testTimeout: 240_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: false,
    globalSetup: ['server/test/global-setup.ts', 'tests/reliability/support/build-server.global.ts'],
    env: { NODE_ENV: 'test' },
    reporters: ['default', './tests/reliability/support/markdown-reporter.ts'],
  },
});
