// Dkbono instalments for the demo: none when PENDING, 30-70 % of the total when PARTIAL, the whole
// total when PAID or REDEEMED, split in whole pesos with bank-like references.
import type { PaymentMethod, VoucherStatus } from '../database.ts';
import type { SeedRandom } from './random.ts';

export interface PaymentPlan {
  day: number;
  amountCents: number;
  method: PaymentMethod;
  reference: string | null;
}

const BANKS = ['BBVA', 'Banorte', 'Santander', 'Banamex', 'HSBC', 'Banco Azteca'];

export function planPayments(
  random: SeedRandom,
  status: VoucherStatus,
  totalCents: number,
  fromDay: number,
  toDay: number,
): PaymentPlan[] {
  if (status === 'PENDING' || status === 'CANCELLED') return [];
  const fullyPaid = status === 'PAID' || status === 'REDEEMED';
  // A partial payment is 30-70 % of the total, in whole pesos.
  const paidCents = fullyPaid ? totalCents : Math.round((totalCents * random.int(30, 70)) / 10000) * 100;
  const count = fullyPaid ? random.int(1, 3) : random.int(1, 2);
  const days = Array.from({ length: count }, () => random.int(fromDay, Math.max(fromDay, toDay))).sort(
    (a, b) => a - b,
  );
  const share = Math.floor(paidCents / count / 100) * 100;
  return days.map((day, i) => {
    const method = random.pick(['EFECTIVO', 'TRANSFERENCIA', 'CHEQUE', 'DEPOSITO'] as const);
    return {
      day,
      // The last instalment takes the remainder, so the sum is exact to the cent.
      amountCents: i === count - 1 ? paidCents - share * (count - 1) : share,
      method,
      reference: paymentReference(random, method),
    };
  });
}

function paymentReference(random: SeedRandom, method: PaymentMethod): string | null {
  const digits = (n: number) => Array.from({ length: n }, () => random.int(0, 9)).join('');
  switch (method) {
    case 'TRANSFERENCIA':
      return `SPEI ${random.pick(BANKS)} ${digits(10)}`;
    case 'CHEQUE':
      return `Cheque ${digits(7)} ${random.pick(BANKS)}`;
    case 'DEPOSITO':
      return `Depósito ${random.pick(BANKS)} folio ${digits(8)}`;
    case 'EFECTIVO':
      return random.chance(0.5) ? `Recibo ${digits(4)}` : null;
  }
}
