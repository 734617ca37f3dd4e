import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Unit and API tests sit beside the code. Front-end tests run in jsdom, the rest in node.
export default defineConfig({
  plugins: [react()],
  test: {
    include: ['{src,domain,server}/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    globalSetup: ['server/test/global-setup.ts'],
    setupFiles: ['src/test/setup.ts'],
    env: { NODE_ENV: 'test' },
  },
});
