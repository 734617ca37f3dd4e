// The history diff: stored rows (snake_case) and inputs (camelCase) compare field by
// field, only named fields show, values read as a person reads them, and secrets stay hidden.
import { describe, expect, it } from 'vitest';
import { describeChanges, historyActionLabel, referencedIds } from './history.ts';
import { referenceKey, type ReferenceNames } from './history-values.ts';

const names: ReferenceNames = new Map([
  [referenceKey('clients', 7), 'Ana López'],
  [referenceKey('clients', 8), 'Luis Pérez'],
  [referenceKey('products', 3), 'DK-2020 Híbrido'],
  [referenceKey('users', 5), 'Carla Ruiz'],
]);

describe('describeChanges', () => {
  it('compares a stored row with the input that replaced it, by Spanish label, skipping what did not change', () => {
    const changes = describeChanges(
      {
        action: 'sales.update',
        before: {
          client_id: 7,
          sale_date: '2026-11-02',
          total: '4000.00',
          notes: null,
          version: 1,
          items: [{ product_id: 3, quantity: 4, discount: '0.00' }],
        },
        after: {
          clientId: 8,
          saleDate: '2026-11-02',
          total: 6000,
          notes: 'Entrega en bodega',
          version: 2,
          items: [{ productId: 3, quantity: 6, discount: 0 }],
        },
      },
      names,
      'sales',
    );
    expect(changes).toEqual([
      { field: 'Cliente', before: 'Ana López', after: 'Luis Pérez' },
      { field: 'Productos', before: 'DK-2020 Híbrido × 4 bolsas', after: 'DK-2020 Híbrido × 6 bolsas' },
      { field: 'Total', before: '$4,000.00', after: '$6,000.00' },
      { field: 'Notas', before: null, after: 'Entrega en bodega' },
    ]);
  });

  it('reads statuses by the kind of record, booleans as Sí/No, days as dd/mm/yy and unknown ids by number', () => {
    expect(
      describeChanges(
        { action: 'vouchers.payments', before: { status: 'PENDING' }, after: { status: 'PAID' } },
        names,
        'vouchers',
      ),
    ).toEqual([{ field: 'Estatus', before: 'Pendiente', after: 'Pagado' }]);
    expect(
      describeChanges(
        { action: 'users.disable', before: { status: 'ACTIVE' }, after: { status: 'DISABLED' } },
        names,
        'users',
      ),
    ).toEqual([{ field: 'Estatus', before: 'Activo', after: 'Deshabilitado' }]);
    expect(
      describeChanges(
        {
          action: 'seasons.update',
          before: { is_open: true, end_date: '2026-12-31' },
          after: { isOpen: false, endDate: '2027-01-15' },
        },
        names,
        'seasons',
      ),
    ).toEqual([
      { field: 'Fin', before: '31/12/26', after: '15/01/27' },
      { field: 'Abierta para ventas', before: 'Sí', after: 'No' },
    ]);
    expect(
      describeChanges(
        { action: 'users.update', before: { supervisor_id: 5 }, after: { supervisor_id: 99 } },
        names,
        'users',
      ),
    ).toEqual([{ field: 'Supervisor', before: 'Carla Ruiz', after: '#99' }]);
  });

  it('shows every named field of a creation, and nothing a side did not store', () => {
    expect(
      describeChanges(
        { action: 'products.create', before: null, after: { code: 'DK-1', name: 'Nuevo', description: '' } },
        names,
        'products',
      ),
    ).toEqual([
      { field: 'Nombre', before: null, after: 'Nuevo' },
      { field: 'Clave', before: null, after: 'DK-1' },
    ]);
    // A partial before (only the status) does not make the after's other fields changes.
    expect(
      describeChanges(
        {
          action: 'vouchers.cancel',
          before: { status: 'PENDING' },
          after: { status: 'CANCELLED', notes: 'x' },
        },
        names,
        'vouchers',
      ),
    ).toEqual([{ field: 'Estatus', before: 'Pendiente', after: 'Cancelado' }]);
  });

  it('never shows a secret: unknown keys are hidden, the client key is redacted', () => {
    const changes = describeChanges(
      {
        action: 'clients.client-key',
        before: { client_key_hint: 'AB12', password_hash: 'scrypt$abc', token: 'zzz' },
        after: { client_key_hint: 'CD34', password_hash: 'scrypt$def', token: 'yyy' },
      },
      names,
      'clients',
    );
    expect(changes).toEqual([
      { field: 'Clave de cliente', before: 'Asignada (oculta)', after: 'Asignada (oculta)' },
    ]);
    expect(JSON.stringify(changes)).not.toMatch(/AB12|CD34|scrypt|zzz|yyy/);
  });

  it('tells an inventory allocation per product in bags, and payments in full', () => {
    expect(
      describeChanges(
        { action: 'inventory.allocate', before: { 3: 500 }, after: { 3: 1 } },
        names,
        'seasons',
      ),
    ).toEqual([{ field: 'Inventario: DK-2020 Híbrido', before: '500 bolsas', after: '1 bolsa' }]);
    const [payments] = describeChanges(
      {
        action: 'vouchers.payments',
        before: { payments: [] },
        after: { payments: [{ date: '2026-11-20', amount: 1500.5, method: 'DEPOSITO', reference: '' }] },
      },
      names,
      'vouchers',
    );
    expect(payments).toEqual({ field: 'Pagos', before: null, after: '20/11/26 $1,500.50 Depósito' });
  });
});

describe('referencedIds and action labels', () => {
  it('collects the ids to name, from fields, lines and allocations', () => {
    const ids = referencedIds([
      {
        action: 'sales.update',
        before: { client_id: 7, items: [{ product_id: 3 }] },
        after: { clientId: '8' },
      },
      { action: 'inventory.allocate', before: { 4: 1 }, after: { 4: 2 } },
    ]);
    expect([...(ids.get('clients') ?? [])].sort()).toEqual([7, 8]);
    expect([...(ids.get('products') ?? [])].sort()).toEqual([3, 4]);
  });

  it('names known actions in Spanish and any other as a plain change', () => {
    expect(historyActionLabel('vouchers.redeem')).toBe('Canjeó el DKbono en una venta');
    expect(historyActionLabel('something.new')).toBe('Cambio');
  });
});
