import type { PaymentReceipt } from '../../../../../domain/payment-receipts.ts';
import { apiGet } from '../../../../lib/api-client.ts';

/** GET /receipts/:code, public: the one receipt the code names. */
export function getPaymentReceipt(code: string): Promise<PaymentReceipt> {
  return apiGet<PaymentReceipt>(`/receipts/${encodeURIComponent(code)}`);
}
