// The simulator's first paint: the build puts the form and the result bar in the
// page's HTML, React takes that HTML over as it is (no mismatch, the same elements), and the loaded
// simulator then replaces it; the page's stylesheets go inline.
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { act, startTransition, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FarmerApp } from './farmer-app.tsx';
import { renderFirstPaint, withFirstPaint, withScriptsAfterFirstPaint } from './prerender.tsx';
import { defaultRoutes, farmerUser, installFakeApi, signIn } from './test-api.ts';

const PAGE = `<!doctype html><html><head><title>x</title>
<script type="module" crossorigin src="/assets/simulator-Gh45.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-Ij67.js">
<link rel="modulepreload" crossorigin href="/assets/common-Kl89.js">
<link rel="stylesheet" crossorigin href="/assets/simulator-AbC123.css">
</head><body><div id="root"></div></body></html>`;

describe('the first paint in the built page', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is the form and the result bar, with nothing computed and nothing to type into yet', () => {
    document.body.innerHTML = renderFirstPaint();
    const main = document.querySelector('main')!;
    expect(main).toHaveAttribute('inert');
    expect(main).toHaveAttribute('aria-hidden', 'true');
    const form = within(main);
    expect(form.getByText('Tu siembra')).toBeInTheDocument();
    for (const label of ['Hectáreas', 'Rendimiento esperado', 'Precio de venta', 'Crédito DKbono']) {
      expect(form.getByLabelText(label)).toHaveAttribute('readonly');
    }
    expect(form.getByLabelText('Híbrido')).toBeDisabled();
    const bar = document.querySelector('.sim-summary')!;
    expect(bar).toHaveTextContent('Ganancia—ROI—Ver resultado');
    expect(screen.getByRole('status')).toHaveTextContent('Cargando el simulador…');
  });

  it('goes into the page’s root, with the stylesheets inline and none left to block the paint', () => {
    const page = withFirstPaint(PAGE, [{ href: '/assets/simulator-AbC123.css', css: '.sim-top{color:red}' }]);
    expect(page).not.toContain('<link rel="stylesheet"');
    expect(page).toContain('<style>.sim-top{color:red}</style>');
    expect(page).toContain(`<div id="root">${renderFirstPaint()}</div>`);
    expect(() => withFirstPaint(PAGE.replace('<div id="root"></div>', ''), [])).toThrow(/#root/);
    expect(() => withFirstPaint(PAGE, [{ href: '/assets/other.css', css: '' }])).toThrow(/other\.css/);
  });
});

describe('the built page’s scripts', () => {
  // The page's head is shared with the files before and after (vitest.config.ts): only what the
  // loader added goes, not the styles Fluent UI put there once for the whole worker.
  let headBefore = new Set<Element>();
  beforeEach(() => {
    headBefore = new Set(document.head.children);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    for (const element of [...document.head.children]) if (!headBefore.has(element)) element.remove();
  });

  it('start only after the first frame, from a loader at the end of the body', () => {
    const page = withScriptsAfterFirstPaint(PAGE);
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).not.toContain('<script');
    expect(head).not.toContain('modulepreload');
    const loader = /<script>([\s\S]*)<\/script>\s*<\/body>/.exec(page)?.[1];
    expect(loader).toBeDefined();

    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));
    try {
      new Function(loader!)();
      vi.runAllTimers();
      expect(document.head.querySelector('script, link')).toBeNull();
      frames.forEach((frame) => frame(0));
      expect(document.head.querySelector('script')).toBeNull();
      vi.runAllTimers();
    } finally {
      vi.useRealTimers();
    }
    const script = document.head.querySelector('script')!;
    expect(script.type).toBe('module');
    expect(script.getAttribute('src')).toBe('/assets/simulator-Gh45.js');
    expect(script.crossOrigin).toBe('');
    expect(
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
        link.getAttribute('href'),
      ),
    ).toEqual(['/assets/react-Ij67.js', '/assets/common-Kl89.js']);
  });

  it('are one module script, or the build stops', () => {
    expect(() => withScriptsAfterFirstPaint(PAGE.replace(/<script[^]*?<\/script>/, ''))).toThrow(/0 module/);
  });
});

describe('the app on the first paint', () => {
  let root: Root | null = null;
  beforeEach(() => {
    // act() outside Testing Library's render: React must know this is a test.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    signIn(farmerUser);
    installFakeApi(defaultRoutes());
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  it('takes the HTML over as it is, then puts the loaded simulator in its place', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderFirstPaint();
    document.body.append(container);
    const firstMain = container.querySelector('main')!;
    const firstHectares = within(firstMain).getByLabelText('Hectáreas');
    const title = container.querySelector('h1')!;
    const onRecoverableError = vi.fn();

    // As main.tsx does: in a transition, so React hydrates in short slices.
    act(() => {
      startTransition(() => {
        root = hydrateRoot(
          container,
          <StrictMode>
            <FarmerApp goTo={vi.fn()} />
          </StrictMode>,
          { onRecoverableError },
        );
      });
    });
    // Hydrated without a mismatch: the very same elements, nothing redrawn.
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.querySelector('main')).toBe(firstMain);
    expect(within(firstMain).getByLabelText('Hectáreas')).toBe(firstHectares);

    // Loaded: the simulator's own form replaces the first paint; the top bar stays where it was.
    expect(await screen.findByRole('heading', { name: 'Tu siembra' })).toBeInTheDocument();
    expect(firstMain.isConnected).toBe(false);
    expect(container.querySelector('h1')).toBe(title);
    expect(screen.getByRole('textbox', { name: 'Hectáreas' })).toHaveValue('10');
    expect(screen.getByRole('textbox', { name: 'Hectáreas' })).not.toHaveAttribute('readonly');
    expect(screen.getByText('Hola, Ramón.')).toBeInTheDocument();
    expect(onRecoverableError).not.toHaveBeenCalled();
  });
});
