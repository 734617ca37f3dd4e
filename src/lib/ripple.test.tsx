import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installRipple } from './ripple.ts';

function press(target: Element, init: PointerEventInit = {}) {
  // jsdom has no PointerEvent constructor; a MouseEvent of that type carries the same fields.
  target.dispatchEvent(
    new MouseEvent('pointerdown', { bubbles: true, clientX: 10, clientY: 5, button: 0, ...init }),
  );
}

let uninstall: () => void;

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML =
    '<button id="save"><span>Guardar</span></button><button id="off" disabled>No</button><a id="link" href="/x">Enlace</a><a id="logout" class="fui-Button" href="/logout">Salir</a>';
  uninstall = installRipple(document);
});

afterEach(() => {
  uninstall();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('press feedback (docs/requirements.md §1 "ripple effects on")', () => {
  it('draws a wave inside the pressed button, even when the press lands on its label', () => {
    press(document.querySelector('#save span')!);
    const host = document.querySelector('#save .av-ripple-host');
    expect(host).not.toBeNull();
    expect(host?.getAttribute('aria-hidden')).toBe('true');
    expect(host?.querySelector('.av-ripple')).not.toBeNull();
    expect(document.getElementById('agroventas-ripple')).not.toBeNull();
  });

  it('treats a Fluent link-button as a button', () => {
    press(document.getElementById('logout')!);
    expect(document.querySelector('#logout .av-ripple-host')).not.toBeNull();
  });

  it('removes the wave once it has played', () => {
    press(document.getElementById('save')!);
    vi.advanceTimersByTime(1000);
    expect(document.querySelector('.av-ripple-host')).toBeNull();
  });

  it('leaves disabled buttons, links and secondary clicks alone', () => {
    press(document.getElementById('off')!);
    press(document.getElementById('link')!);
    press(document.getElementById('save')!, { button: 2 });
    expect(document.querySelector('.av-ripple-host')).toBeNull();
  });

  it('draws nothing when the user prefers reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduced-motion') }));
    press(document.getElementById('save')!);
    expect(document.querySelector('.av-ripple-host')).toBeNull();
  });

  it('stops after uninstalling', () => {
    uninstall();
    press(document.getElementById('save')!);
    expect(document.querySelector('.av-ripple-host')).toBeNull();
    expect(document.getElementById('agroventas-ripple')).toBeNull();
  });
});
