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

// The room the banner took at its last showing, per user and screen kind: the frame draws before
// the messages arrive, and a banner that then appears above the page pushed it down (the
// consultant's CLS 0.119). The space is kept until the answer replaces it.
const heightKeyOf = (userId: number, isPhone: boolean) =>
  `messageBannerHeight.${userId}.${isPhone ? 'phone' : 'desk'}`;

export function readBannerHeight(userId: number, isPhone: boolean): number {
  try {
    const height = Number(globalThis.localStorage?.getItem(heightKeyOf(userId, isPhone)) ?? 0);
    return Number.isFinite(height) && height > 0 ? Math.min(height, 400) : 0;
  } catch {
    return 0;
  }
}

export function writeBannerHeight(userId: number, isPhone: boolean, height: number): void {
  try {
    if (readBannerHeight(userId, isPhone) === height) return;
    if (height > 0) globalThis.localStorage?.setItem(heightKeyOf(userId, isPhone), String(height));
    else globalThis.localStorage?.removeItem(heightKeyOf(userId, isPhone));
  } catch {
    // Not remembered: the next first render reserves nothing.
  }
}
