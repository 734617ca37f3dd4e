// The simulator's first paint, rendered at build time (build/simulator-page.ts calls it for
// simulator.html): the page's HTML carries the form and the result bar the app draws while it
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

/**
 * The loader that takes the place of the page's module script and its preloads: after the first
 * frame it adds the preloads and the script to the head, as the build had written them. Nothing in
 * the head then competes with the HTML for a slow network before the first paint (part 5:
 * LCP), and the script's work starts after that paint. A hidden tab has no frames to wait for.
 */
const loadAfterFirstPaint = (files: { script: string; preloads: string[] }) =>
  `(function(f){function s(){f.preloads.concat(f.script).forEach(function(h){var m=h===f.script,e=document.createElement(m?'script':'link');if(m)e.type='module';else e.rel='modulepreload';e.crossOrigin='';e[m?'src':'href']=h;document.head.appendChild(e)})}if(document.visibilityState==='hidden')setTimeout(s,0);else requestAnimationFrame(function(){setTimeout(s,0)})})(${JSON.stringify(files)});`;

/**
 * The built page with its module script and module preloads started after the first paint (an
 * inline loader at the end of the body) instead of from the head.
 */
export function withScriptsAfterFirstPaint(html: string): string {
  const scripts = [...html.matchAll(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g)];
  if (scripts.length !== 1) throw new Error(`the page has ${scripts.length} module scripts, not one`);
  const [scriptTag, script] = scripts[0]! as unknown as [string, string];
  const preloadTags = [...html.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
  let page = html.replace(scriptTag, '');
  for (const [tag] of preloadTags) page = page.replace(tag, '');
  const loader = loadAfterFirstPaint({ script, preloads: preloadTags.map(([, href]) => href!) });
  if (!page.includes('</body>')) throw new Error('the page has no </body>');
  return page.replace('</body>', () => `  <script>${loader}</script>\n  </body>`);
}
