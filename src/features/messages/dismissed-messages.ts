// Which office messages a user closed, remembered on this device per user (localStorage), so a
// closed banner stays closed on the next visit. Storage may be missing or full: then it is
// remembered for this page only.
const keyOf = (userId: number) => `dismissedMessages.${userId}`;

export function readDismissed(userId: number): number[] {
  try {
    const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(keyOf(userId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

/** Stores the closed ids (the caller drops the ones of messages no longer active). */
export function writeDismissed(userId: number, ids: number[]): void {
  try {
    globalThis.localStorage?.setItem(keyOf(userId), JSON.stringify([...new Set(ids)]));
  } catch {
    // Not remembered beyond this page.
  }
}
