// A refused submit brings the person to what needs fixing: the first field with a message
// (client-side or the server's) scrolls into view and takes the focus, or, with no field to point
// at, the form's refusal message scrolls into view. Once, for every form of the form frame.
import { useCallback, useEffect, useState, type FormEvent } from 'react';

/** The form a submit event came from, read while the event is still being handled. */
export function formOf(event?: FormEvent): HTMLElement | null {
  const target = event?.currentTarget;
  return target instanceof HTMLElement ? target : null;
}

function focusFirstError(root: ParentNode): boolean {
  const field = root.querySelector<HTMLElement>('[aria-invalid="true"]');
  const target = field ?? root.querySelector<HTMLElement>('.fui-MessageBar[role="group"], .fui-MessageBar');
  if (!target) return false;
  // jsdom has no layout, and no scrollIntoView.
  if (typeof target.scrollIntoView === 'function') target.scrollIntoView({ block: 'center' });
  if (field) field.focus({ preventScroll: true });
  return true;
}

/** Call with the form (or null for the whole page) once a submit is refused; acts after the render. */
export function useFocusFirstError(): (root: HTMLElement | null) => void {
  const [request, setRequest] = useState<{ root: HTMLElement | null } | null>(null);
  useEffect(() => {
    if (request) focusFirstError(request.root?.isConnected ? request.root : document);
  }, [request]);
  return useCallback((root) => setRequest({ root }), []);
}
