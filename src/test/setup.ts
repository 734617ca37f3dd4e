export {};

// Vitest setup for every test file. In the jsdom ones, Testing Library waits up to 15 s for an
// element: its default of 1 s is too short on a loaded 2-core CI machine, where `npm test` runs the
// page tests beside the end-to-end tests and a list page can take seconds to mount (5 s was seen
// to fail there). A real failure still fails, only later; the test's own limit is 60 s.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 15_000 });
}

// jsdom does no layout, so the thousands of atomic rules Fluent UI's styles (Griffel) insert only
// cost time there: every getComputedStyle walks every rule, and Testing Library calls it for each
// role query (is it hidden?) and user-event for each pointer action (pointer-events?), which made
// it a third of a page test's time. The sheets keep only the rules that set what those checks read
// (display, visibility, opacity, pointer-events), overrides included; Griffel appends at the end of
// its sheet, so a rule left out shifts nothing.
if (typeof CSSStyleSheet !== 'undefined') {
  const READ_BY_CHECKS = /[{;]\s*(?:display|visibility|opacity|pointer-events)\s*:/;
  const insertRule = CSSStyleSheet.prototype.insertRule;
  CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
    if (!READ_BY_CHECKS.test(rule)) return this.cssRules.length;
    return insertRule.call(this, rule, index);
  };
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

// Page tests answer the API with MSW (src/test/api.ts): the real API client runs, and a request no
// declared route answers fails the test that made it. What the client kept for offline use
// (memory in jsdom, which has no IndexedDB) is emptied, so no test is answered from another's data.
if (typeof document !== 'undefined') {
  const { afterAll, afterEach, beforeAll, beforeEach } = await import('vitest');
  // The vmThreads pool's jsdom context lacks the web streams MSW builds its responses with.
  const streams = await import('node:stream/web');
  globalThis.WritableStream ??= streams.WritableStream as typeof WritableStream;
  globalThis.ReadableStream ??= streams.ReadableStream as typeof ReadableStream;
  globalThis.TransformStream ??= streams.TransformStream as typeof TransformStream;
  // jsdom's Blob has no stream(), which MSW needs to read an answer the page asked for as a Blob
  // (a PDF, an export): it streams what arrayBuffer() gives.
  if (!('stream' in Blob.prototype)) {
    Object.defineProperty(Blob.prototype, 'stream', {
      configurable: true,
      value(this: Blob) {
        const bytes = this.arrayBuffer();
        return new ReadableStream<Uint8Array>({
          async start(controller) {
            controller.enqueue(new Uint8Array(await bytes));
            controller.close();
          },
        });
      },
    });
  }
  // MSW turns each request the page's XHR sends into a Request of Node's, which cannot read jsdom's
  // FormData and File: an upload arrived as a file named "blob" holding "undefined". Requests go
  // out through XHR as in the browser, with an upload's parts copied into Node's FormData first.
  const axios = (await import('axios')).default;
  const { File: NodeFile } = await import('node:buffer');
  const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor as typeof FormData;
  const xhr = axios.getAdapter('xhr');
  axios.defaults.adapter = async (config) => {
    if (config.data instanceof FormData) {
      const parts = new NodeFormData();
      for (const [name, value] of config.data.entries()) {
        if (typeof value === 'string') parts.append(name, value);
        else {
          const file = new NodeFile([new Uint8Array(await value.arrayBuffer())], value.name, {
            type: value.type,
          });
          parts.append(name, file as unknown as File);
        }
      }
      config.data = parts;
    }
    return xhr(config);
  };
  const { apiServer, resetApiRoutes } = await import('./api.ts');
  const unhandled: string[] = [];
  beforeAll(() =>
    apiServer.listen({
      onUnhandledRequest(request, print) {
        unhandled.push(`${request.method} ${request.url}`);
        print.error();
      },
    }),
  );
  beforeEach(resetApiRoutes);
  afterEach(async () => {
    const { deviceKeptAnswers } = await import('../lib/offline/kept-answers.ts');
    await deviceKeptAnswers.clear();
    const missed = unhandled.splice(0);
    if (missed.length > 0) throw new Error(`No route answered: ${missed.join(', ')}`);
  });
  afterAll(() => apiServer.close());
  // The `dom` project's files share a worker's document (vitest.config.ts): what a file put in the
  // page outside Testing Library's containers, in the browser's storage or in the screen's width,
  // leaves with it.
  const { setDeskScreen } = await import('../lib/testing/screen-width.ts');
  afterAll(() => {
    setDeskScreen();
    document.body.replaceChildren();
    localStorage.clear();
    sessionStorage.clear();
  });
}
