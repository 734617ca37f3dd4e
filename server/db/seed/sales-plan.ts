// What the demo sold: about 25 sales (last year's cycle and the current one, never before a
// season's start) and a dozen Dkbonos (current and next cycle) whose status follows their payments,
// one of them redeemed into a sale. Pure: dates are day offsets from the seed day.
import type { VoucherStatus } from '../database.ts';
import type { CatalogProduct } from './catalog.ts';
import type { DemoCustomer } from './customers.ts';
import { type LineItem, type Stock, pickLineItems, totalOf } from './line-items.ts';
import type { SeedRandom } from './random.ts';
import { type PaymentPlan, planPayments } from './payments-plan.ts';

type SeasonSlot = 'past' | 'open' | 'future';

interface SeasonWindow {
  id: number;
  /** day offsets from the seed day */
  startDay: number;
  endDay: number;
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

// Nothing is dated today: the seed day is UTC, and in Mexico it may still be the day before.
const YESTERDAY = -1;

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
      const lastPaymentDay = status === 'REDEEMED' ? season.startDay - 5 : YESTERDAY;
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
          saleDay: random.int(season.startDay, Math.min(season.startDay + 20, YESTERDAY)),
          items: voucher.items,
          notes: 'Venta generada al canjear el DKbono.',
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
      const lastDay = book.season === 'past' ? Math.min(season.startDay + 100, season.endDay) : YESTERDAY;
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

function shuffle<T>(random: SeedRandom, items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
