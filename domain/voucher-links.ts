// The short link printed with a QR on a Dkbono ("QR into the simulator"): `/b/<code>`
// opens the farmer sign-in and then the simulator with the Dkbono's credit filled in. Shared by
// the server (the link, its redirect, the credit answer) and the farmer simulator, which carries
// no zod: only patterns, paths and types live here.

/** 10 characters of Crockford's base32 (50 random bits): short to type, far too many to guess. */
export const VOUCHER_LINK_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
export const VOUCHER_LINK_LENGTH = 10;
const CODE_PATTERN = new RegExp(`^[${VOUCHER_LINK_ALPHABET}]{${VOUCHER_LINK_LENGTH}}$`);

/** The simulator's query parameter that carries the code. */
export const SIMULATOR_VOUCHER_PARAM = 'dkbono';

export function isVoucherLinkCode(value: string | null | undefined): value is string {
  return typeof value === 'string' && CODE_PATTERN.test(value);
}

/** The printed link, under the site's public address. */
export function voucherLinkUrl(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/b/${code}`;
}

/** Where the simulator opens for a code. */
export function simulatorPathForVoucher(code: string): string {
  return `/simulator?${SIMULATOR_VOUCHER_PARAM}=${code}`;
}

/**
 * Where `/b/<code>` sends the browser: the farmer link of docs/requirements.md §2 (FarmerRedirectPage), which
 * signs a visitor in with the client key and keeps the simulator as objective, or goes straight
 * there when the farmer is already signed in.
 */
export function farmerEntryForVoucher(code: string): string {
  return `/farmer?objective=${encodeURIComponent(simulatorPathForVoucher(code))}`;
}

/** One line of the Dkbono as the simulator takes it: the hybrid, its bags and their agreed price. */
interface VoucherLine {
  productId: number;
  bags: number;
  /** Pesos per bag, as agreed on the Dkbono. */
  pricePerBag: number;
  /** Pesos off the whole line. */
  discount: number;
}

/** What the simulator is told about the Dkbono of a link: its credit is what was paid on it. */
export interface VoucherCredit {
  folio: string;
  status: 'PENDING' | 'PARTIAL' | 'PAID' | 'REDEEMED' | 'CANCELLED';
  /** Pesos paid on the Dkbono; 0 once it is redeemed or cancelled (nothing left to apply). */
  credit: number;
  /** Its lines, so the simulator starts from the Dkbono's hybrids and bags. */
  lines: VoucherLine[];
}

/** All a link tells before sign-in: which Dkbono it is for, never an amount. */
export interface VoucherLinkFolio {
  folio: string;
}
