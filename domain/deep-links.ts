// Teams deep links (docs/design.md §10): a card's button opens the app's tab with a `subEntityId` naming the
// record ("dkbono:5"); the tab turns it back into the page of that record. Shared by the server
// (cards) and the app (the tab), so both sides always agree.

const RECORD_PATHS = {
  sale: (id: number) => `/dashboard/sales/sale/${id}`,
  dkbono: (id: number) => `/dashboard/sales/dkbono/${id}`,
  customer: (id: number) => `/dashboard/customers/form/${id}`,
  user: (id: number) => `/dashboard/users/form/${id}`,
} as const;

export type RecordKind = keyof typeof RECORD_PATHS;

const PATH_PATTERNS: Array<[RegExp, RecordKind]> = [
  [/^\/dashboard\/sales\/sale\/(\d+)$/, 'sale'],
  [/^\/dashboard\/sales\/dkbono\/(\d+)$/, 'dkbono'],
  [/^\/dashboard\/customers\/form\/(\d+)$/, 'customer'],
  [/^\/dashboard\/users\/form\/(\d+)$/, 'user'],
];

const isRecordKind = (kind: string): kind is RecordKind => Object.hasOwn(RECORD_PATHS, kind);

/** The app path of a record. */
export function recordPath(kind: RecordKind, id: number): string {
  return RECORD_PATHS[kind](id);
}

/** A path inside the dashboard, nothing that could leave the app ("//host", "\\", control characters). */
function isDashboardPath(path: string): boolean {
  return (
    /^\/dashboard(\/[A-Za-z0-9._~-]+)*\/?(\?[A-Za-z0-9=&%._~-]*)?$/.test(path) &&
    !path.includes('//') &&
    !path.includes('..')
  );
}

/** The subEntityId for an app path: "dkbono:5" for a record, "path:/dashboard/…" for any other page. */
export function subEntityIdFor(path: string): string | null {
  for (const [pattern, kind] of PATH_PATTERNS) {
    const id = pattern.exec(path)?.[1];
    if (id) return `${kind}:${id}`;
  }
  return isDashboardPath(path) ? `path:${path}` : null;
}

/** The app path a subEntityId asks for, or null when it is unknown or unsafe. */
export function pathForSubEntityId(subEntityId: string | null | undefined): string | null {
  if (!subEntityId) return null;
  const [, kind, id] = /^([a-z]+):(\d{1,12})$/.exec(subEntityId.trim()) ?? [];
  if (kind && id && isRecordKind(kind)) return recordPath(kind, Number(id));
  if (subEntityId.startsWith('path:')) {
    const path = subEntityId.slice('path:'.length);
    return isDashboardPath(path) ? path : null;
  }
  return null;
}
