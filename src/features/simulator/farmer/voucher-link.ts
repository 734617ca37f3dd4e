// A Dkbono's short link into the simulator ("QR into the simulator"): the printed `/b/<code>`
// arrives here as `/simulator?dkbono=<code>`; the simulator asks the server for the Dkbono's
// credit, which answers only the farmer who owns it (or staff who may read it), and fills the
// simulator from it (prefill.ts): its hybrids, bags and credit. Any other answer opens the
// simulator without it, saying why.
import { formatPesos } from '../../../../domain/money-format.ts';
import {
  SIMULATOR_VOUCHER_PARAM,
  isVoucherLinkCode,
  simulatorPathForVoucher,
  type VoucherCredit,
} from '../../../../domain/voucher-links.ts';
import { getVoucherCredit } from './api.ts';
import type { Notice } from './components/status-banner.tsx';
import { SIMULATOR_PATH } from './entry-guard.ts';
import { HttpError, NetworkError } from './http.ts';
import { strings } from './strings.ts';

/** The well-formed code of the address, or null. */
export function voucherCodeOf(search: string): string | null {
  const code = new URLSearchParams(search).get(SIMULATOR_VOUCHER_PARAM)?.toLowerCase() ?? null;
  return isVoucherLinkCode(code) ? code : null;
}

/** Where a sign-in should come back to: the simulator, with the link's code when there is one. */
export function simulatorTargetOf(code: string | null): string {
  return code ? simulatorPathForVoucher(code) : SIMULATOR_PATH;
}

export type VoucherCreditOutcome =
  | { kind: 'applied'; voucher: VoucherCredit; notice: Notice }
  | { kind: 'none'; notice: Notice }
  | { kind: 'session-ended' };

const warning = (text: string): Notice => ({ tone: 'warning', text });

/** What the simulator does with a link's code: the Dkbono to start from, or only a notice. */
export async function voucherCreditFor(code: string): Promise<VoucherCreditOutcome> {
  try {
    const voucher = await getVoucherCredit(code);
    if (voucher.status === 'REDEEMED' || voucher.status === 'CANCELLED')
      return { kind: 'none', notice: warning(strings.voucherLink.spent(voucher.folio)) };
    // Unpaid: its hybrids and bags still come in, without a credit.
    if (voucher.credit <= 0)
      return {
        kind: 'applied',
        voucher,
        notice: { tone: 'info', text: strings.voucherLink.unpaid(voucher.folio) },
      };
    return {
      kind: 'applied',
      voucher,
      notice: {
        tone: 'success',
        text: strings.voucherLink.applied(voucher.folio, formatPesos(voucher.credit)),
      },
    };
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return { kind: 'session-ended' };
    if (error instanceof NetworkError) return { kind: 'none', notice: warning(strings.voucherLink.offline) };
    return { kind: 'none', notice: warning(strings.voucherLink.notFound) };
  }
}
