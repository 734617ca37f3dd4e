// The simulator's first paint, rendered at build time (issue 26, part 5; vite.config.ts calls it
// for simulator.html): the page's HTML carries the form and the result bar the app draws while it
// loads (components/first-paint.tsx), and its styles inline, so a phone paints before it has
// fetched or run anything and no stylesheet blocks that paint. main.tsx hydrates this HTML.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { FirstPaint } from './components/first-paint.tsx';
import { TopBar } from './components/top-bar.tsx';

/** The element main.tsx renders into (main.tsx does not import this file: it would bring react-dom/server). */
const ROOT_ID = 'root';

/**
 * What FarmerApp renders before it knows anything, as main.tsx renders it: the HTML hydrateRoot
 * takes over. Not FarmerApp itself: its simulator's chart imports a stylesheet, which the build's
 * configuration (that runs this) cannot load; prerender.test.tsx hydrates this with FarmerApp.
 */
export function renderFirstPaint(): string {
  return renderToString(
    <StrictMode>
      <TopBar user={null} isStaff={false} />
      <FirstPaint />
    </StrictMode>,
  );
}

/**
 * The built page with the first paint in its root element and the given stylesheets inline in
 * place of their links (`styles`: each link's href and the file's text).
 */
export function withFirstPaint(html: string, styles: { href: string; css: string }[]): string {
  const root = `<div id="${ROOT_ID}"></div>`;
  if (!html.includes(root)) throw new Error(`the page has no empty #${ROOT_ID} element`);
  let page = html.replace(root, `<div id="${ROOT_ID}">${renderFirstPaint()}</div>`);
  for (const { href, css } of styles) {
    const link = new RegExp(
      `<link rel="stylesheet"[^>]*href="${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`,
    );
    if (!link.test(page)) throw new Error(`the page does not link ${href}`);
    // '</style' inside the text would end the element early; CSS never needs it.
    page = page.replace(link, () => `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`);
  }
  return page;
}
