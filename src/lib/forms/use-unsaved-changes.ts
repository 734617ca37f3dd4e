// Unsaved changes are never lost silently: every form that edits says whether it holds
// changes not yet saved, and one guard (src/lib/ui/unsaved-changes-guard.tsx, mounted once around
// every page) asks "Tienes cambios sin guardar" before the app leaves the page, and lets the
// browser ask before the tab is closed or reloaded. The forms of the form frame (useSchemaForm,
// useLinesForm) report their own dirty state; a page that keeps its own calls this hook itself.
import { useCallback, useEffect, useId, useMemo } from 'react';

interface Entry {
  isDirty: boolean;
  /** A save is running: the navigation that follows it (to the saved record) is not questioned. */
  isSaving: boolean;
}

const entries = new Map<string, Entry>();
let askToLeave: (() => Promise<boolean>) | null = null;

/** True while some form on screen holds changes that no running save is about to store. */
export function hasUnsavedChanges(): boolean {
  for (const entry of entries.values()) if (entry.isDirty && !entry.isSaving) return true;
  return false;
}

/** The guard's question, given to forms that close themselves (a dialog's ✕ or Cancelar). */
export function setLeaveQuestion(ask: (() => Promise<boolean>) | null): void {
  askToLeave = ask;
}

export interface UnsavedChanges {
  /**
   * Runs a save. Navigation inside it is not questioned; once it succeeds the form counts as saved
   * until it changes again, and a failure leaves it as it was.
   */
  saving: <R>(action: () => Promise<R>) => Promise<R>;
  /** Asks before a dialog closes with unsaved changes: true to close, false to keep editing. */
  confirmDiscard: () => Promise<boolean>;
}

export function useUnsavedChanges(isDirty: boolean): UnsavedChanges {
  const id = useId();
  useEffect(() => {
    const entry = entries.get(id);
    entries.set(id, { isDirty, isSaving: entry?.isSaving === true && isDirty });
  }, [id, isDirty]);
  useEffect(() => () => void entries.delete(id), [id]);

  const saving = useCallback(
    async <R>(action: () => Promise<R>): Promise<R> => {
      const entry = entries.get(id) ?? { isDirty, isSaving: false };
      entries.set(id, { ...entry, isSaving: true });
      try {
        const result = await action();
        // Saved: whatever happens next (the record's page, the list) is not a loss.
        entries.set(id, { isDirty: false, isSaving: false });
        return result;
      } catch (error) {
        entries.set(id, { ...(entries.get(id) ?? entry), isSaving: false });
        throw error;
      }
    },
    [id, isDirty],
  );

  const confirmDiscard = useCallback(async () => {
    const entry = entries.get(id);
    if (!entry?.isDirty || entry.isSaving || !askToLeave) return true;
    return askToLeave();
  }, [id]);

  return useMemo(() => ({ saving, confirmDiscard }), [saving, confirmDiscard]);
}
