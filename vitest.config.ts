import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { fluentIconsForTests } from './src/test/fluent-icons-for-tests.ts';

// Unit and API tests sit beside the code, in three projects (docs/testing.md):
// - `server`: `domain/` and `server/` (`*.test.ts`): the rules and the API on PGlite and, when
//   TEST_DATABASE_URL is set, PostgreSQL. Files share one module graph per worker (no module mocks
//   here: a file that needs one belongs elsewhere), so fastify, the routes and PGlite's WebAssembly
//   load once per worker instead of once per file. Only this project migrates the template databases.
// - `web`: front-end logic without a DOM (`src/**/*.test.ts`). Like `server`, its files share one
//   module graph per worker and mock no module: what a test replaces, it passes in (a function's
//   argument, a toaster it registers).
// - `dom`: components and pages in jsdom (`src/**/*.test.tsx`), and the tests of an area's API calls
//   (`src/**/api/*.test.ts`), MSW answering their API calls through the real client (src/test/api.ts),
//   with React, Fluent UI and the other big libraries pre-bundled once by the dependency optimizer.
//   Like `server` and `web`, its files share one module graph per worker, so Fluent UI and React are
//   evaluated once per worker instead of once per file (170 to 118 CPU-s for the project).
// - `dom (isolated)`: the page tests that need a module graph of their own, named
//   `*.isolated.test.tsx`: they replace a module with `vi.mock` (the Microsoft sign-in, a download,
//   the QR code's canvas), or test a module's own start-up state (the toaster's queue before it
//   mounts, the API client's one redirect, the providers' colour scheme). The `vmThreads` pool gives
//   each file a fresh VM context in a reused worker (~40 ms for jsdom against ~800 ms for a new
//   worker). Its one constraint: a test cannot redefine a global the page owns (`window.location`);
//   code that leaves the app goes through lib/full-page.ts.
const API_CALL_TESTS = 'src/**/api/*.test.ts';
const ISOLATED_PAGE_TESTS = 'src/**/*.isolated.test.tsx';

// The page tests' shared settings: React, the icons as they are imported, jsdom, the setup, and the
// big libraries pre-bundled.
const pageTests = {
  extends: true,
  plugins: [react(), fluentIconsForTests()],
  test: {
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    deps: {
      optimizer: {
        client: {
          enabled: true,
          include: [
            '@fluentui/react-components',
            '@fluentui/react-icons',
            '@fluentui/react-datepicker-compat',
            'react',
            'react-dom',
            'react-dom/client',
            'react-router-dom',
            'jotai',
            'axios',
            '@testing-library/react',
            '@testing-library/user-event',
            '@testing-library/jest-dom',
          ],
        },
      },
    },
  },
} satisfies TestProjectInlineConfiguration;

// Vitest never retries a test: a test that fails once is a defect to fix.
export default defineConfig({
  test: {
    // Generous: `npm test` runs these beside the end-to-end tests on two cores, where an API file
    // that drives every route or every sale write takes several times its quiet-machine time.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    retry: 0,
    // Vitest's default leaves a core to its main process (one worker on 2 cores); the main process
    // mostly waits, and two workers take 2 cores' Vitest run from 240 s to 170 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    env: { NODE_ENV: 'test' },
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['{domain,server}/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          isolate: false,
          globalSetup: ['server/test/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['src/**/*.test.ts'],
          exclude: [API_CALL_TESTS],
          environment: 'node',
          // Forks, not threads: a test sets process.env.TZ, which a worker thread cannot apply.
          pool: 'forks',
          isolate: false,
        },
      },
      {
        ...pageTests,
        test: {
          ...pageTests.test,
          name: 'dom',
          include: ['src/**/*.test.tsx', API_CALL_TESTS],
          exclude: [ISOLATED_PAGE_TESTS],
          pool: 'threads',
          isolate: false,
        },
      },
      {
        ...pageTests,
        test: {
          ...pageTests.test,
          name: 'dom (isolated)',
          include: [ISOLATED_PAGE_TESTS],
          pool: 'vmThreads',
        },
      },
    ],
  },
});
