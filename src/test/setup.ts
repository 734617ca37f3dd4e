export {};

// Vitest setup for every test file. In the jsdom ones, Testing Library waits up to 5 s for an
// element (its default of 1 s is too short on a loaded 2-core CI machine, where a Fluent dialog
// can take longer to mount); a real failure still fails, only later.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5000 });
}

// The app's one query cache (src/lib/query-client.ts) starts empty for every test, and a failed
// request is not retried, so an error state shows at once.
if (typeof document !== 'undefined') {
  const { afterEach, beforeEach } = await import('vitest');
  beforeEach(async () => {
    const { queryClient } = await import('../lib/query-client.ts');
    const defaults = queryClient.getDefaultOptions();
    queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  });
  afterEach(async () => {
    const { queryClient } = await import('../lib/query-client.ts');
    queryClient.clear();
  });
}
