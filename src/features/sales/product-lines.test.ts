import { describe, expect, it } from 'vitest';
import { emptyLine, saleItemOf } from './product-lines.ts';

describe('a sale line as sent', () => {
  it('sends an empty investment as the line total, as the field promises, and leaves hectares and yield out', () => {
    const line = { ...emptyLine(), productId: '7', quantity: '5', basePrice: '1,200.50', discount: '' };
    expect(saleItemOf(line)).toMatchObject({
      investment: '6002.5',
      hectares: undefined,
      productYield: undefined,
    });
  });

  it('sends the investment the user wrote', () => {
    const line = { ...emptyLine(), productId: '7', quantity: '5', basePrice: '100', investment: '320' };
    expect(saleItemOf(line).investment).toBe('320');
  });
});
