// Numbers as es-MX writes them ("1,234.5", "$1,234.50", "106.6%"), without Intl: the first Intl
// formatter a page builds loads the browser's locale data, a long task of 10–25 ms on a phone (40
// ms and more at Lighthouse's 4× CPU), and the farmer's simulator built five of them when its
// script ran (TBT). The output is Intl.NumberFormat('es-MX')'s to the character, rounding included
// (half away from zero, from the number's shortest decimal form); es-mx-number.test.ts holds it to
// Intl over thousands of numbers.

export interface EsMxNumberStyle {
  minimumFractionDigits: number;
  maximumFractionDigits: number;
  /** 'currency' is Mexican pesos ("$"), 'percent' a fraction as a percentage. */
  style?: 'decimal' | 'currency' | 'percent';
}

/** Intl itself, only for what never reaches a screen in practice (NaN, ±∞). */
function withIntl(value: number, style: EsMxNumberStyle): string {
  return new Intl.NumberFormat('es-MX', {
    ...style,
    ...(style.style === 'currency' ? { currency: 'MXN' } : {}),
  }).format(value);
}

/** |value| × 10^(fraction digits + shift), rounded half away from zero, as a string of digits. */
function unitsOf(magnitude: number, fractionDigits: number, shift: number): string {
  const [mantissa = '0', exponent = '0'] = magnitude.toString().split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const digits = whole + fraction;
  // How many of `digits` lie before the point once scaled.
  const point = whole.length + Number(exponent) + shift + fractionDigits;
  if (point >= digits.length) return BigInt(digits + '0'.repeat(point - digits.length)).toString();
  if (point < 0) return '0';
  const kept = BigInt(digits.slice(0, point) || '0');
  return (digits[point]! >= '5' ? kept + 1n : kept).toString();
}

/** `value` in es-MX: grouped by thousands with ',', '.' before the decimals, '-' for any negative (-0 too). */
export function formatEsMx(value: number, style: EsMxNumberStyle): string {
  if (!Number.isFinite(value)) return withIntl(value, style);
  const { minimumFractionDigits: min, maximumFractionDigits: max } = style;
  const units = unitsOf(Math.abs(value), max, style.style === 'percent' ? 2 : 0).padStart(max + 1, '0');
  const whole = units.slice(0, units.length - max).replace(/\B(?=(\d{3})+$)/g, ',');
  let fraction = units.slice(units.length - max);
  while (fraction.length > min && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const number = fraction ? `${whole}.${fraction}` : whole;
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  if (style.style === 'currency') return `${sign}$${number}`;
  return `${sign}${number}${style.style === 'percent' ? '%' : ''}`;
}
