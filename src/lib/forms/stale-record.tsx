// An edit form's answer to 409 RECORD_CHANGED (domain/record-edits.ts): someone else saved the
// record since it was loaded, so the page loads it again, the form starts over from the current
// data, and a notice says why; nothing is overwritten unseen. Also the body every edit sends.
import { useCallback, useState } from 'react';
import { isApiError } from '../api-client.ts';
import { uiStrings } from '../ui/ui-strings.ts';
import { Notice } from '../ui/notice.tsx';

export interface StaleRecordReload {
  /** Part of the form's key: the form is built again from the reloaded record. */
  formKey: number;
  /** Whether the current data was reloaded because a save was stale. */
  wasReloaded: boolean;
  /** Wraps a save: a stale edit reloads the record instead of failing. */
  guard: <A>(save: (input: A) => Promise<void>) => (input: A) => Promise<void>;
}

export function useStaleRecordReload(reload: () => Promise<unknown>): StaleRecordReload {
  const [reloads, setReloads] = useState(0);
  const guard = useCallback(
    <A,>(save: (input: A) => Promise<void>) =>
      async (input: A) => {
        try {
          await save(input);
        } catch (error) {
          if (!isApiError(error) || error.code !== 'RECORD_CHANGED') throw error;
          await reload();
          setReloads((count) => count + 1);
        }
      },
    [reload],
  );
  return { formKey: reloads, wasReloaded: reloads > 0, guard };
}

export interface StaleDialogRecord<T> extends StaleRecordReload {
  /** The record the dialog's form starts from: the one it opened with, or the current one after a stale save. */
  record: T;
}

/**
 * A dialog's record that a stale save reloads: `fetchCurrent` reads the record as it is stored now,
 * it replaces the one the dialog opened with, and `formKey` builds the dialog's form again from it.
 */
export function useStaleDialogRecord<T>(opened: T, fetchCurrent: () => Promise<T>): StaleDialogRecord<T> {
  const [record, setRecord] = useState(opened);
  const stale = useStaleRecordReload(async () => setRecord(await fetchCurrent()));
  return { ...stale, record };
}

/** Shown above a form that was reloaded because its save was stale. */
export function StaleRecordNotice({ isShown }: { isShown: boolean }) {
  if (!isShown) return null;
  return (
    <Notice intent="warning" politeness="assertive" title={uiStrings.staleRecord.title}>
      {uiStrings.staleRecord.message}
    </Notice>
  );
}

/**
 * The body of an edit: the form's data, each clearable field it left empty sent as null (a field
 * left out would keep its stored value), and the version the form was loaded with.
 */
export function editBody<T extends object, C extends keyof T & string>(
  input: T,
  clearable: readonly C[],
  version: number,
): Omit<T, C> & { [K in C]: Exclude<T[K], undefined> | null } & { version: number } {
  const cleared = Object.fromEntries(clearable.map((field) => [field, input[field] ?? null]));
  return { ...input, ...cleared, version } as Omit<T, C> & {
    [K in C]: Exclude<T[K], undefined> | null;
  } & { version: number };
}
