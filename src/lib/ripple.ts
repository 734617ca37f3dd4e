// docs/requirements.md §1 "ripple effects on": a light press feedback on every button, from one pointerdown listener
// and a few CSS rules, instead of wrapping each component. Off when the user asks for reduced motion.
const STYLE_ID = 'agroventas-ripple';
const HOST_CLASS = 'av-ripple-host';
const WAVE_CLASS = 'av-ripple';
const DURATION_MS = 450;

const CSS = `
.${HOST_CLASS}{position:absolute;inset:0;overflow:hidden;border-radius:inherit;pointer-events:none}
.${WAVE_CLASS}{position:absolute;border-radius:50%;background:currentColor;opacity:.28;transform:scale(0);
  pointer-events:none;animation:av-ripple ${DURATION_MS}ms ease-out forwards}
@keyframes av-ripple{to{transform:scale(1);opacity:0}}
@media (prefers-reduced-motion: reduce){.${HOST_CLASS}{display:none}}
`;

// Fluent link-buttons (Button as="a") are anchors: their stable class name marks them.
const PRESSABLE = 'button, [role="button"], .fui-Button';

function pressableFrom(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const element = target.closest<HTMLElement>(PRESSABLE);
  if (!element || element.matches(':disabled, [aria-disabled="true"], [data-no-ripple]')) return null;
  return element;
}

function prefersReducedMotion(view: Window): boolean {
  return view.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** Draws one wave from the pressed point; exported for tests. */
function rippleAt(element: HTMLElement, clientX: number, clientY: number): HTMLElement {
  const doc = element.ownerDocument;
  const view = doc.defaultView;
  if (view && view.getComputedStyle(element).position === 'static') element.style.position = 'relative';
  const rect = element.getBoundingClientRect();
  const radius = Math.hypot(
    Math.max(clientX - rect.left, rect.right - clientX),
    Math.max(clientY - rect.top, rect.bottom - clientY),
  );

  const host = doc.createElement('span');
  host.className = HOST_CLASS;
  host.setAttribute('aria-hidden', 'true');
  const wave = doc.createElement('span');
  wave.className = WAVE_CLASS;
  Object.assign(wave.style, {
    width: `${radius * 2}px`,
    height: `${radius * 2}px`,
    left: `${clientX - rect.left - radius}px`,
    top: `${clientY - rect.top - radius}px`,
  });
  host.append(wave);
  element.append(host);
  // animationend is the normal end; the timer covers hidden tabs and browsers that skip the animation.
  const remove = () => host.remove();
  wave.addEventListener('animationend', remove, { once: true });
  setTimeout(remove, DURATION_MS + 150);
  return host;
}

/** Installs the listener and the CSS once; returns the uninstall. */
export function installRipple(doc: Document = document): () => void {
  const view = doc.defaultView;
  if (!view) return () => undefined;
  if (!doc.getElementById(STYLE_ID)) {
    const style = doc.createElement('style');
    style.id = STYLE_ID;
    style.textContent = CSS;
    doc.head.append(style);
  }
  const onPointerDown = (event: PointerEvent) => {
    if (event.button !== 0 || prefersReducedMotion(view)) return;
    const element = pressableFrom(event.target);
    if (element) rippleAt(element, event.clientX, event.clientY);
  };
  doc.addEventListener('pointerdown', onPointerDown, { passive: true });
  return () => {
    doc.removeEventListener('pointerdown', onPointerDown);
    doc.getElementById(STYLE_ID)?.remove();
  };
}
