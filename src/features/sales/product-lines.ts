// The product lines of the sale and Dkbono forms (docs/requirements.md §3): an enabled product
// extended with quantity, basePrice, discount, total, hectares, productYield and investment, all
// starting empty (a "0" in the field made typing 10 give 010 on a phone; blank optional numbers are
// read as 0). Inputs are kept as the text the user typed; totals are computed in integer cents
// (docs/design.md §5).
import { fromCents, lineTotalCents, sumCents, toCents } from '../../../domain/cents.ts';
import { readNumber } from '../../../domain/number-text.ts';

export interface ProductLine {
  /** Stable React key: lines are added and removed in the middle. */
  key: string;
  productId: string;
  quantity: string;
  basePrice: string;
  discount: string;
  hectares: string;
  productYield: string;
  investment: string;
}

export type LineField = Exclude<keyof ProductLine, 'key'>;

let nextKey = 0;
function newKey(): string {
  nextKey += 1;
  return `line-${nextKey}`;
}

export function emptyLine(): ProductLine {
  return {
    key: newKey(),
    productId: '',
    quantity: '',
    basePrice: '',
    discount: '',
    hectares: '',
    productYield: '',
    investment: '',
  };
}

/**
 * A line filled from stored numbers (a sale being edited, a Dkbono being redeemed); what the record
 * does not have yet (a Dkbono's hectares, yield and investment) starts empty.
 */
export function lineFrom(item: {
  productId: number;
  quantity: number;
  basePrice: number;
  discount: number;
  hectares?: number | null;
  productYield?: number | null;
  investment?: number;
}): ProductLine {
  return {
    key: newKey(),
    productId: String(item.productId),
    quantity: String(item.quantity),
    basePrice: String(item.basePrice),
    discount: String(item.discount),
    hectares: item.hectares === undefined || item.hectares === null ? '' : String(item.hectares),
    productYield:
      item.productYield === undefined || item.productYield === null ? '' : String(item.productYield),
    investment: item.investment === undefined ? '' : String(item.investment),
  };
}

/**
 * What the user typed as cents, read as the server reads it (domain/number-text.ts: "12,500.50" is
 * 12500.50); anything not (yet) a valid amount counts as 0 while typing.
 */
export function typedCents(text: string): number {
  const value = readNumber(text);
  if (typeof value !== 'number' || !Number.isFinite(value)) return 0;
  try {
    return Math.max(0, toCents(text.trim().replace(/,/g, '')));
  } catch {
    return 0;
  }
}

function typedBags(text: string): number {
  return /^\s*\d+\s*$/.test(text) ? Number(text) : 0;
}

/** quantity × basePrice − discount, never below 0 (docs/design.md §8). */
export function lineTotalCentsOf(line: Pick<ProductLine, 'quantity' | 'basePrice' | 'discount'>): number {
  return lineTotalCents(typedBags(line.quantity), typedCents(line.basePrice), typedCents(line.discount));
}

export function linesTotalCents(lines: ProductLine[]): number {
  return sumCents(lines.map(lineTotalCentsOf));
}

/**
 * The line after a change of what was sold (product, bags, price, discount). A sale's investment
 * that says the line's total keeps saying it (14 → 15 bags moves $51,100 to $54,750);
 * one the user wrote otherwise, or left empty, is the farmer's own figure and stays.
 */
export function followingTotal(before: ProductLine, after: ProductLine): ProductLine {
  const totalBefore = lineTotalCentsOf(before);
  const totalAfter = lineTotalCentsOf(after);
  const follows = before.investment.trim() !== '' && typedCents(before.investment) === totalBefore;
  return follows && totalAfter !== totalBefore
    ? { ...after, investment: String(fromCents(totalAfter)) }
    : after;
}

/** Picking a product offers its list price, unless the user already wrote a price of their own. */
export function withProduct(
  line: ProductLine,
  productId: string,
  listPrice: number | undefined,
): ProductLine {
  const hasOwnPrice = typedCents(line.basePrice) > 0;
  return {
    ...line,
    productId,
    basePrice: hasOwnPrice || listPrice === undefined ? line.basePrice : String(listPrice),
  };
}

/** An optional number left empty is absent from the body: the schema then reads it as 0. */
const givenOrAbsent = (text: string) => (text.trim() === '' ? undefined : text);

/** A sale line's hectares or yield left empty is sent as not given (null), never as 0. */
const givenOrNull = (text: string) => (text.trim() === '' ? null : text);

/**
 * A sale line's investment: what the user wrote, else the line's total, as the field's hint
 * promises ("igual al total, lo sigue"); an empty field was saved as $0.00.
 */
export function investmentOf(line: ProductLine): string {
  return line.investment.trim() === '' ? String(fromCents(lineTotalCentsOf(line))) : line.investment;
}

/** The body's item of a sale (every field) or of a Dkbono (commercial fields only). */
export function saleItemOf(line: ProductLine) {
  return {
    ...voucherItemOf(line),
    hectares: givenOrNull(line.hectares),
    productYield: givenOrNull(line.productYield),
    investment: investmentOf(line),
  };
}

export function voucherItemOf(line: ProductLine) {
  const { productId, quantity, basePrice, discount } = line;
  return { productId, quantity, basePrice, discount: givenOrAbsent(discount) };
}
