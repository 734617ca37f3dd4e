// The one question before unsaved changes are left behind: an in-app navigation away from
// a page whose form holds unsaved changes waits for "Salir sin guardar" or "Seguir editando"; a
// dialog that closes with unsaved text asks the same; closing or reloading the tab gets the
// browser's own question. Mounted once, around every page (src/app/layouts/root-layout.tsx). The
// dialog (unsaved-changes-dialog.tsx) loads when it is first asked.
import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { hasUnsavedChanges, setLeaveQuestion } from '../forms/use-unsaved-changes.ts';

const UnsavedChangesDialog = lazy(() =>
  import('./unsaved-changes-dialog.tsx').then((module) => ({ default: module.UnsavedChangesDialog })),
);

// A new address on the same page (a tab's filter, a sort in the address) keeps the form on screen.
const leavesThePage: BlockerFunction = ({ currentLocation, nextLocation }) =>
  currentLocation.pathname !== nextLocation.pathname && hasUnsavedChanges();

export function UnsavedChangesGuard() {
  const blocker = useBlocker(leavesThePage);
  // A dialog's own question (its ✕ or Cancelar), answered through the same surface.
  const [question, setQuestion] = useState<((leave: boolean) => void) | null>(null);
  const answered = useRef(false);

  useEffect(() => {
    setLeaveQuestion(
      () =>
        new Promise<boolean>((resolve) => {
          answered.current = false;
          setQuestion(() => resolve);
        }),
    );
    return () => setLeaveQuestion(null);
  }, []);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedChanges()) return;
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  const answer = useCallback(
    (leave: boolean) => {
      if (blocker.state === 'blocked') {
        if (leave) blocker.proceed();
        else blocker.reset();
      }
      if (question && !answered.current) {
        answered.current = true;
        question(leave);
        setQuestion(null);
      }
    },
    [blocker, question],
  );

  const isOpen = blocker.state === 'blocked' || question !== null;
  // Once loaded, the dialog stays mounted, closed, for its next question.
  const [hasAsked, setHasAsked] = useState(false);
  if (isOpen && !hasAsked) setHasAsked(true);
  return hasAsked ? (
    <Suspense fallback={null}>
      <UnsavedChangesDialog isOpen={isOpen} onAnswer={answer} />
    </Suspense>
  ) : null;
}
