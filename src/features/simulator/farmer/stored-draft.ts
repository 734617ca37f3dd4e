// The farmer's last numbers on this phone ("it remembers"): the draft, kept in
// localStorage under the signed-in user, so a reload or a tab the phone killed opens where the
// farmer left off, with or without signal. Signing out clears the whole storage (stored-session.ts)
// and with it these; an expired session keeps them for the same farmer's next sign-in.
import { MAX_SCENARIOS } from '../../../../domain/simulator-fields.ts';
import { isProductionKind } from '../../../../domain/production-kinds.ts';
import { rekeyed, type FarmerDraft } from './draft.ts';

export const STORED_DRAFT_PREFIX = 'simulator.draft:';

export interface StoredDraft {
  draft: FarmerDraft;
  /** The Dkbono link already applied to this draft: opening it again keeps the farmer's changes. */
  voucher: string | null;
}

const isText = (value: unknown) => typeof value === 'string' && value.length <= 40;
const SHARED = ['hectares', 'seedsPerHa', 'yieldPerHa', 'pricePerTon', 'otherCostsPerHa', 'voucherCredit'];
const HYBRID = ['productId', 'seedsPerBag', 'pricePerBag', 'discount'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A stored draft of another version or a hand-edited one is ignored, never a crash. */
function readDraft(value: unknown): FarmerDraft | null {
  if (!isRecord(value) || !isProductionKind(value.productionKind)) return null;
  if (!SHARED.every((field) => isText(value[field]))) return null;
  const { hybrids, sources } = value;
  if (!Array.isArray(hybrids) || hybrids.length < 1 || hybrids.length > MAX_SCENARIOS) return null;
  if (!hybrids.every((h) => isRecord(h) && HYBRID.every((field) => isText(h[field])))) return null;
  if (!isRecord(sources) || !Object.values(sources).every((s) => typeof s === 'string')) return null;
  return rekeyed(value as unknown as FarmerDraft);
}

export function readStoredDraft(owner: string): StoredDraft | null {
  try {
    const raw = globalThis.localStorage?.getItem(STORED_DRAFT_PREFIX + owner);
    const stored: unknown = raw ? JSON.parse(raw) : null;
    if (!isRecord(stored)) return null;
    const draft = readDraft(stored.draft);
    const voucher = typeof stored.voucher === 'string' ? stored.voucher : null;
    return draft ? { draft, voucher } : null;
  } catch {
    return null;
  }
}

export function storeDraft(owner: string, stored: StoredDraft): void {
  try {
    globalThis.localStorage?.setItem(STORED_DRAFT_PREFIX + owner, JSON.stringify(stored));
  } catch {
    // Private mode or a full storage: the page still works, it only forgets on reload.
  }
}

export function forgetDraft(owner: string): void {
  try {
    globalThis.localStorage?.removeItem(STORED_DRAFT_PREFIX + owner);
  } catch {
    // Nothing stored.
  }
}
