// The inventory sheet's rules without React: what may be sent, what changed, what is shown, and
// where the server's refusals land.
import { describe, expect, it } from 'vitest';
import type { InventoryRow } from '../../../domain/seasons.ts';
import {
  changedAllocations,
  draftProblem,
  hasDraftProblems,
  parseAllocation,
  previewFigures,
  refusalsByProduct,
  totalsOf,
  visibleRows,
} from './inventory-drafts.ts';
import { inventoryRow } from './test-fixtures.ts';

describe('parseAllocation', () => {
  it('takes whole, non-negative numbers of bags only', () => {
    expect(parseAllocation(' 120 ')).toBe(120);
    expect(parseAllocation('0')).toBe(0);
    for (const bad of ['', '-1', '1.5', '12a', '1e3', '99999999999'])
      expect(parseAllocation(bad), bad).toBeNull();
  });
});

describe('draftProblem', () => {
  it('accepts nothing typed and any allocation from sold + reserved up', () => {
    expect(draftProblem(inventoryRow(1, 'A'), undefined)).toBeNull();
    expect(draftProblem(inventoryRow(1, 'A'), '40')).toBeNull();
    expect(draftProblem(inventoryRow(1, 'A'), '500')).toBeNull();
  });

  it('refuses less than sold + reserved, with the minimum', () => {
    expect(draftProblem(inventoryRow(1, 'A'), '39')).toBe(
      'No puede quedar debajo de lo vendido y apartado (mínimo 40).',
    );
  });

  it('refuses text that is not a whole number', () => {
    expect(draftProblem(inventoryRow(1, 'A'), 'diez')).toBe('Escribe un número entero de bolsas.');
    expect(draftProblem(inventoryRow(1, 'A'), '2.5')).toBe('Escribe un número entero de bolsas.');
  });

  it('says a negative allocation is negative, not that it is not a whole number', () => {
    expect(draftProblem(inventoryRow(1, 'A'), '-50')).toBe('No puede ser negativo.');
    expect(draftProblem(inventoryRow(1, 'A'), ' -3 ')).toBe('No puede ser negativo.');
  });

  it('lets a disabled product shrink but not grow', () => {
    const disabled = inventoryRow(1, 'A', { enabled: false });
    expect(draftProblem(disabled, '101')).toBe('Deshabilitado: no puede pasar de 100.');
    expect(draftProblem(disabled, '50')).toBeNull();
  });
});

describe('changedAllocations', () => {
  it('sends only the valid allocations that differ from what is stored', () => {
    const rows = [inventoryRow(1, 'A'), inventoryRow(2, 'B'), inventoryRow(3, 'C'), inventoryRow(4, 'D')];
    const drafts = new Map([
      [1, '150'],
      [2, '100'],
      [3, 'x'],
    ]);
    expect(changedAllocations(rows, drafts)).toEqual([{ productId: 1, allocated: 150 }]);
    expect(hasDraftProblems(rows, drafts)).toBe(true);
    expect(hasDraftProblems(rows, new Map([[1, '150']]))).toBe(false);
  });
});

describe('previewFigures', () => {
  it('shows the availability the typed allocation would leave, and the stored one otherwise', () => {
    expect(previewFigures(inventoryRow(1, 'A'), '200')).toMatchObject({ allocated: 200, available: 160 });
    expect(previewFigures(inventoryRow(1, 'A'), 'x')).toMatchObject({ allocated: 100, available: 60 });
  });
});

describe('visibleRows', () => {
  const rows = [
    inventoryRow(1, 'DK-2', { productName: 'Blanco', available: 50 }),
    inventoryRow(2, 'DK-1', { productName: 'Amarillo', available: 5 }),
    inventoryRow(3, 'SG-1', { productName: 'Sorgo rojo', allocated: 300, available: 260 }),
  ];
  const codes = (shown: InventoryRow[]) => shown.map((r) => r.productCode);

  it('searches code and name, whatever the capitals', () => {
    expect(codes(visibleRows(rows, { q: 'dk' }, 'code:asc'))).toEqual(['DK-1', 'DK-2']);
    expect(codes(visibleRows(rows, { q: 'ROJO' }, 'code:asc'))).toEqual(['SG-1']);
  });

  it('keeps only the low ones when asked (10% of the allocation or less)', () => {
    expect(codes(visibleRows(rows, { low: true }, 'code:asc'))).toEqual(['DK-1']);
  });

  it('sorts by code, name, least available or most allocated', () => {
    expect(codes(visibleRows(rows, {}, 'name:asc'))).toEqual(['DK-1', 'DK-2', 'SG-1']);
    expect(codes(visibleRows(rows, {}, 'available:asc'))).toEqual(['DK-1', 'DK-2', 'SG-1']);
    expect(codes(visibleRows(rows, {}, 'allocated:desc'))).toEqual(['SG-1', 'DK-1', 'DK-2']);
  });
});

describe('refusalsByProduct', () => {
  it('puts each items.N message on the product sent at N', () => {
    const sent = [
      { productId: 7, allocated: 1 },
      { productId: 9, allocated: 2 },
    ];
    const refusals = refusalsByProduct(sent, [
      { path: 'items.1.allocated', message: 'B: el mínimo es 5 bolsas.' },
      { path: 'seasonId', message: 'otra cosa' },
    ]);
    expect([...refusals]).toEqual([[9, 'B: el mínimo es 5 bolsas.']]);
  });
});

describe('totalsOf', () => {
  it('adds up every row', () => {
    expect(
      totalsOf([
        inventoryRow(1, 'A'),
        inventoryRow(2, 'B', { allocated: 10, sold: 1, reserved: 0, available: 9 }),
      ]),
    ).toEqual({
      allocated: 110,
      sold: 31,
      reserved: 10,
      available: 69,
    });
  });
});
