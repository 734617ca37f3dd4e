import { describe, expect, it } from 'vitest';
import { emptyLine, saleItemOf } from './product-lines.ts';

describe('a sale line as sent', () => {
  it('sends an empty investment as the line total, as the field promises, and empty hectares and yield as not given', () => {
    const line = { ...emptyLine(), productId: '7', quantity: '5', basePrice: '1,200.50', discount: '' };
    expect(saleItemOf(line)).toMatchObject({
      investment: '6002.5',
      hectares: null,
      productYield: null,
    });
  });

  it('sends the investment the user wrote', () => {
    const line = { ...emptyLine(), productId: '7', quantity: '5', basePrice: '100', investment: '320' };
    expect(saleItemOf(line).investment).toBe('320');
  });
});
