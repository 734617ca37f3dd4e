// What the demo sold: about 25 sales (last year's cycle and the current one, never before a
// season's start) and a dozen Dkbonos (current and next cycle) whose status follows their payments,
// one of them redeemed into a sale. Pure: dates are day offsets from the seed day.
import type { PaymentMethod, VoucherStatus } from '../database.ts';
import type { CatalogProduct } from './catalog.ts';
import type { DemoCustomer } from './customers.ts';
import { type LineItem, type Stock, pickLineItems, totalOf } from './line-items.ts';
import type { SeedRandom } from './random.ts';

export type SeasonSlot = 'past' | 'open' | 'future';

export interface SeasonWindow {
  id: number;
  /** day offsets from the seed day */
  startDay: number;
  endDay: number;
}

export interface PaymentPlan {
  day: number;
  amountCents: number;
  method: PaymentMethod;
  reference: string | null;
}

export interface VoucherPlan {
  consultantEmail: string;
  customerId: number;
  seasonId: number;
  createdDay: number;
  status: VoucherStatus;
  items: LineItem[];
  payments: PaymentPlan[];
  notes: string | null;
}

export interface SalePlan {
  consultantEmail: string;
  customerId: number;
  seasonId: number;
  saleDay: number;
  items: LineItem[];
  notes: string | null;
  /** the Dkbono this sale redeemed */
  voucher: VoucherPlan | null;
}

const C1 = 'consultor@agroventas.mx';
const C2 = 'consultor2@agroventas.mx';
const CN = 'consultor.noroeste@agroventas.mx';

const SALE_BOOK: readonly { consultant: string; season: 'past' | 'open'; count: number }[] = [
  { consultant: C1, season: 'past', count: 4 },
  { consultant: C2, season: 'past', count: 3 },
  { consultant: CN, season: 'past', count: 1 },
  { consultant: C1, season: 'open', count: 7 },
  { consultant: C2, season: 'open', count: 7 },
  { consultant: CN, season: 'open', count: 3 },
];

const VOUCHER_BOOK: readonly { consultant: string; season: 'open' | 'future'; statuses: VoucherStatus[] }[] =
  [
    { consultant: C1, season: 'open', statuses: ['PAID', 'PARTIAL', 'PENDING', 'REDEEMED'] },
    { consultant: C2, season: 'open', statuses: ['PAID', 'PARTIAL', 'PENDING'] },
    { consultant: CN, season: 'open', statuses: ['PARTIAL'] },
    { consultant: C1, season: 'future', statuses: ['PARTIAL', 'PENDING'] },
    { consultant: C2, season: 'future', statuses: ['PAID'] },
    { consultant: CN, season: 'future', statuses: ['PENDING'] },
  ];

const SALE_NOTES = [
  'Entrega en la bodega del distribuidor.',
  'Pago de contado al recibir la semilla.',
  'Siembra de riego; entregar antes de la primera semana del ciclo.',
  'El cliente recoge en la sucursal.',
];
const VOUCHER_NOTES = [
  'Apartado de semilla con pagos quincenales.',
  'El cliente liquidará con la venta de su cosecha.',
  'Precio respetado del ciclo anterior.',
];
const BANKS = ['BBVA', 'Banorte', 'Santander', 'Banamex', 'HSBC', 'Banco Azteca'];

export interface SalesInput {
  random: SeedRandom;
  stock: Stock;
  customers: DemoCustomer[];
  products: CatalogProduct[];
  seasons: Record<SeasonSlot, SeasonWindow>;
}

export function planSalesAndVouchers(input: SalesInput): { sales: SalePlan[]; vouchers: VoucherPlan[] } {
  const { random, stock, seasons } = input;
  const activeOf = (email: string) =>
    input.customers.filter((c) => c.consultantEmail === email && c.status === 'ACTIVE');

  const candidatesFor = (customer: DemoCustomer, slot: SeasonSlot) => {
    const season = seasons[slot];
    // Last year's cycle still shows the product that is no longer sold; new documents never do.
    const offered = input.products.filter(
      (p) => (slot === 'past' || p.enabled) && stock.left(season.id, p.id) > 0,
    );
    const ownCrop = offered.filter((p) => p.productTypeName === customer.productType);
    const others = offered.filter((p) => p.productTypeName !== customer.productType);
    return [...shuffle(random, ownCrop), ...shuffle(random, others)];
  };
  const itemsFor = (customer: DemoCustomer, slot: SeasonSlot, maxItems: number) =>
    pickLineItems(random, stock, {
      seasonId: seasons[slot].id,
      candidates: candidatesFor(customer, slot),
      farmHectares: customer.hectares,
      maxItems,
    });

  const vouchers: VoucherPlan[] = [];
  const sales: SalePlan[] = [];

  for (const book of VOUCHER_BOOK) {
    const customers = activeOf(book.consultant);
    for (const status of book.statuses) {
      const customer = random.pick(customers);
      const season = seasons[book.season];
      // Dkbonos are sold ahead of the cycle; a redeemed one was paid before its season started.
      const createdDay =
        book.season === 'future'
          ? random.int(-30, -1)
          : status === 'REDEEMED'
            ? season.startDay - 40
            : random.int(season.startDay - 45, -10);
      const items = itemsFor(customer, book.season, 2);
      if (items.length === 0) continue;
      const total = totalOf(items);
      const lastPaymentDay = status === 'REDEEMED' ? season.startDay - 5 : 0;
      const voucher: VoucherPlan = {
        consultantEmail: book.consultant,
        customerId: customer.id,
        seasonId: season.id,
        createdDay,
        status,
        items,
        payments: planPayments(random, status, total, createdDay, lastPaymentDay),
        notes: random.chance(0.4) ? random.pick(VOUCHER_NOTES) : null,
      };
      vouchers.push(voucher);
      if (status === 'REDEEMED') {
        sales.push({
          consultantEmail: book.consultant,
          customerId: customer.id,
          seasonId: season.id,
          saleDay: random.int(season.startDay, Math.min(season.startDay + 20, 0)),
          items: voucher.items,
          notes: 'Venta generada al canjear el Dkbono.',
          voucher,
        });
      }
    }
  }

  for (const book of SALE_BOOK) {
    const customers = activeOf(book.consultant);
    const season = seasons[book.season];
    for (let i = 0; i < book.count; i++) {
      // The demo farmer (first customer of consultor) always has a purchase in each cycle.
      const customer = i === 0 && book.consultant === C1 ? customers[0] : random.pick(customers);
      if (!customer) continue;
      const items = itemsFor(customer, book.season, 3);
      if (items.length === 0) continue;
      const lastDay = book.season === 'past' ? Math.min(season.startDay + 100, season.endDay) : 0;
      sales.push({
        consultantEmail: book.consultant,
        customerId: customer.id,
        seasonId: season.id,
        saleDay: random.int(season.startDay, lastDay),
        items,
        notes: random.chance(0.25) ? random.pick(SALE_NOTES) : null,
        voucher: null,
      });
    }
  }
  return { sales, vouchers };
}

function planPayments(
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

function shuffle<T>(random: SeedRandom, items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
