// The farmer's receipt of a Dkbono payment: one public page per payment at
// `/r/<code>`, opened from WhatsApp without signing in. The code is its only secret, so it is long
// (16 characters of Crockford's base32: 80 random bits, beside the Dkbono link's 50) and never
// reused; removing the payment voids the page. Shared by the server (codes, the public answer, the
// PDF) and the app (the page, the share); no zod.
import { VOUCHER_LINK_ALPHABET } from './voucher-links.ts';
import type { PaymentMethod } from './sales.ts';

export const RECEIPT_CODE_ALPHABET = VOUCHER_LINK_ALPHABET;
export const RECEIPT_CODE_LENGTH = 16;
const CODE_PATTERN = new RegExp(`^[${RECEIPT_CODE_ALPHABET}]{${RECEIPT_CODE_LENGTH}}$`);

/** Who issues every receipt, as the printed records name it. */
export const RECEIPT_COMPANY = 'Agroventas';

export function isReceiptCode(value: string | null | undefined): value is string {
  return typeof value === 'string' && CODE_PATTERN.test(value);
}

/** The receipt page's path. */
export function receiptPath(code: string): string {
  return `/r/${code}`;
}

/** The receipt page under the site's address (the app's origin, or the server's PUBLIC_URL). */
export function receiptUrl(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}${receiptPath(code)}`;
}

/** The PDF of a receipt: a plain link (no API key), so a phone downloads it without the app's code. */
export function receiptPdfPath(code: string): string {
  return `/api/receipts/${code}/pdf`;
}

/** The receipt code of a page path (/r/<code>), or null. */
export function receiptCodeOfPath(path: string): string | null {
  const code = /^\/r\/([^/]+)\/?$/.exec(path)?.[1]?.toLowerCase() ?? null;
  return isReceiptCode(code) ? code : null;
}

/**
 * All the public answer tells, and all the page shows: who issued it, to whom, for which Dkbono,
 * the payment, and the Dkbono's paid sum and balance now. A voided receipt keeps the payment it was
 * for (so the farmer knows which one) but no longer the Dkbono's sums.
 */
export interface PaymentReceipt {
  status: 'VALID' | 'VOID';
  company: string;
  customerName: string;
  folio: string;
  payment: { date: string; amount: number; method: PaymentMethod };
  /** Pesos paid on the Dkbono so far; null once the receipt is void. */
  paid: number | null;
  /** Pesos left to pay; null once the receipt is void. */
  balance: number | null;
}
