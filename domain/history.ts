// A record's history ("Historial", issue 16): the audit log entries of one record told in Spanish.
// The one dictionary of field and action labels, and the pure diff that turns an entry's stored
// before/after (snake_case rows and camelCase inputs alike) into "field: before → after" lines.
// Only fields named here are ever shown: an unknown key (a password hash, a token, a Microsoft id)
// stays hidden by default; the client key is named but shown redacted.
import { z } from './zod.ts';
import { CLIENT_STATUS_LABELS } from './customers.ts';
import { shortDay } from './days.ts';
import { formatPesos } from './money-format.ts';
import { PARTNER_TYPE_LABELS } from './partners.ts';
import { PRODUCTION_KIND_LABELS } from './production-kinds.ts';
import { ROLE_LABELS } from './roles.ts';
import { PAYMENT_METHOD_LABELS, SALE_STATUS_LABELS, VOUCHER_STATUS_LABELS } from './sales.ts';
import { USER_STATUS_LABELS } from './users.ts';

/** The kinds of record with a history, as their API paths name them (GET /<resource>/:id/history). */
export type HistoryResource =
  'sales' | 'vouchers' | 'clients' | 'users' | 'products' | 'seasons' | 'partners';

const historyChangeSchema = z.object({
  field: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type HistoryChange = z.infer<typeof historyChangeSchema>;

export const historyEntrySchema = z.object({
  id: z.string(),
  /** ISO instant. */
  at: z.string(),
  /** The person who made the change, "Sistema" or the farmer's name. */
  actor: z.string(),
  action: z.string(),
  changes: z.array(historyChangeSchema),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const HISTORY_PAGE_SIZE = 10;
export const SYSTEM_ACTOR = 'Sistema';

const HISTORY_ACTION_LABELS: Record<string, string> = {
  'sales.create': 'Registró la venta',
  'sales.update': 'Editó la venta',
  'sales.delete': 'Eliminó la venta',
  'vouchers.create': 'Registró el DKbono',
  'vouchers.update': 'Editó el DKbono',
  'vouchers.payments': 'Registró pagos',
  'vouchers.cancel': 'Canceló el DKbono',
  'vouchers.redeem': 'Canjeó el DKbono en una venta',
  'vouchers.unredeem': 'Deshizo el canje (se eliminó la venta)',
  'clients.create': 'Registró al cliente',
  'clients.self-register': 'Se registró',
  'clients.update': 'Editó al cliente',
  'clients.approve': 'Aprobó al cliente',
  'clients.status': 'Cambió el estatus',
  'clients.client-key': 'Generó una nueva clave de cliente',
  'clients.merge': 'Unió un registro a este cliente',
  'clients.merged-into': 'Unió este registro a otro cliente',
  'users.invite': 'Invitó al usuario',
  'users.update': 'Editó al usuario',
  'users.update-profile': 'Editó su perfil',
  'users.password-change': 'Cambió su contraseña',
  'auth.password-reset': 'Restableció la contraseña',
  'users.approve': 'Aprobó la cuenta',
  'users.reject': 'Rechazó la cuenta',
  'users.disable': 'Deshabilitó la cuenta',
  'users.enable': 'Habilitó la cuenta',
  'users.accept-tos': 'Aceptó los términos',
  'auth.microsoft-link': 'Vinculó su cuenta de Microsoft',
  'auth.microsoft-pending': 'Solicitó acceso con Microsoft',
  'products.create': 'Registró el producto',
  'products.update': 'Editó el producto',
  'products.enable': 'Habilitó el producto',
  'products.disable': 'Deshabilitó el producto',
  'seasons.create': 'Registró la temporada',
  'seasons.update': 'Editó la temporada',
  'inventory.allocate': 'Asignó inventario',
  'partners.create': 'Registró el socio',
  'partners.update': 'Editó el socio',
  'partners.deactivate': 'Desactivó el socio',
};

export function historyActionLabel(action: string): string {
  return HISTORY_ACTION_LABELS[action] ?? 'Cambio';
}

/** Which table a reference field's id names; the server looks the names up in one query per kind. */
export type ReferenceKind =
  | 'users'
  | 'clients'
  | 'seasons'
  | 'zones'
  | 'partners'
  | 'products'
  | 'productTypes'
  | 'states'
  | 'municipalities'
  | 'localities'
  | 'sales'
  | 'vouchers';

type FieldFormat =
  | 'text'
  | 'money'
  | 'day'
  | 'yesNo'
  | 'number'
  | 'status'
  | 'role'
  | 'partnerType'
  | 'productionKind'
  | 'items'
  | 'payments'
  | 'secret'
  | { reference: ReferenceKind };

interface FieldSpec {
  label: string;
  format: FieldFormat;
}

/** Every field a history shows, by its camelCase name, in the order they are listed. */
const HISTORY_FIELDS: Record<string, FieldSpec> = {
  folio: { label: 'Folio', format: 'text' },
  status: { label: 'Estatus', format: 'status' },
  firstName: { label: 'Nombre', format: 'text' },
  lastName: { label: 'Apellidos', format: 'text' },
  name: { label: 'Nombre', format: 'text' },
  code: { label: 'Clave', format: 'text' },
  type: { label: 'Tipo', format: 'partnerType' },
  email: { label: 'Correo electrónico', format: 'text' },
  phone: { label: 'Teléfono', format: 'text' },
  taxId: { label: 'RFC', format: 'text' },
  contactName: { label: 'Contacto', format: 'text' },
  role: { label: 'Rol', format: 'role' },
  seasonId: { label: 'Temporada', format: { reference: 'seasons' } },
  clientId: { label: 'Cliente', format: { reference: 'clients' } },
  consultantId: { label: 'Consultor', format: { reference: 'users' } },
  supervisorId: { label: 'Supervisor', format: { reference: 'users' } },
  distributorId: { label: 'Distribuidor', format: { reference: 'partners' } },
  zoneId: { label: 'Zona', format: { reference: 'zones' } },
  stateId: { label: 'Estado', format: { reference: 'states' } },
  municipalityId: { label: 'Municipio', format: { reference: 'municipalities' } },
  localityId: { label: 'Localidad', format: { reference: 'localities' } },
  productTypeId: { label: 'Tipo de producto', format: { reference: 'productTypes' } },
  productionTypeId: { label: 'Tipo de producción', format: { reference: 'productTypes' } },
  productionKind: { label: 'Tipo de producción', format: 'productionKind' },
  hectares: { label: 'Hectáreas', format: 'number' },
  saleDate: { label: 'Fecha de venta', format: 'day' },
  startDate: { label: 'Inicio', format: 'day' },
  endDate: { label: 'Fin', format: 'day' },
  isOpen: { label: 'Abierta para ventas', format: 'yesNo' },
  isVoucherOpen: { label: 'Abierta para DKbonos', format: 'yesNo' },
  seedsPerBag: { label: 'Semillas por bolsa', format: 'number' },
  basePrice: { label: 'Precio de lista por bolsa', format: 'money' },
  recommendedDensity: { label: 'Densidad recomendada', format: 'number' },
  description: { label: 'Descripción', format: 'text' },
  enabled: { label: 'Habilitado', format: 'yesNo' },
  active: { label: 'Activo', format: 'yesNo' },
  items: { label: 'Productos', format: 'items' },
  total: { label: 'Total', format: 'money' },
  paid: { label: 'Pagado', format: 'money' },
  payments: { label: 'Pagos', format: 'payments' },
  notes: { label: 'Notas', format: 'text' },
  voucherId: { label: 'DKbono', format: { reference: 'vouchers' } },
  saleId: { label: 'Venta', format: { reference: 'sales' } },
  mergedInto: { label: 'Unido a', format: { reference: 'clients' } },
  mergedRegistrationId: { label: 'Registro unido', format: { reference: 'clients' } },
  clientKeyHint: { label: 'Clave de cliente', format: 'secret' },
  tosVersion: { label: 'Versión de términos aceptada', format: 'number' },
};

/** Names of related records, keyed "kind:id" (see referenceKey). */
export type ReferenceNames = ReadonlyMap<string, string>;
export const referenceKey = (kind: ReferenceKind, id: number | string) => `${kind}:${String(id)}`;

type Row = Record<string, unknown>;

const camel = (key: string) => key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** An entry's stored object with camelCase keys (rows are snake_case, inputs camelCase). */
function normalizeKeys(value: unknown): Row {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [camel(key), field]));
}

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

const asNumber = (value: unknown): number | null => {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return null;
};

const STATUS_LABELS: Record<HistoryResource, Record<string, string>> = {
  sales: SALE_STATUS_LABELS,
  vouchers: VOUCHER_STATUS_LABELS,
  clients: CLIENT_STATUS_LABELS,
  users: USER_STATUS_LABELS,
  products: {},
  seasons: {},
  partners: {},
};

const numberFormat = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 2 });
const bagsText = (bags: number) => `${numberFormat.format(bags)} ${bags === 1 ? 'bolsa' : 'bolsas'}`;

function referenceName(names: ReferenceNames, kind: ReferenceKind, id: unknown): string {
  return names.get(referenceKey(kind, String(id))) ?? `#${String(id)}`;
}

function itemsText(value: unknown, names: ReferenceNames): string | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  return value
    .map((item) => {
      const line = normalizeKeys(item);
      const quantity = asNumber(line.quantity) ?? 0;
      const discount = asNumber(line.discount) ?? 0;
      const product = referenceName(names, 'products', line.productId);
      return `${product} × ${bagsText(quantity)}${discount > 0 ? ` (descuento ${formatPesos(discount)})` : ''}`;
    })
    .join('; ');
}

function paymentsText(value: unknown): string | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  return value
    .map((payment) => {
      const { date, amount, method, reference } = normalizeKeys(payment);
      const methodLabel =
        PAYMENT_METHOD_LABELS[method as keyof typeof PAYMENT_METHOD_LABELS] ?? String(method);
      const parts = [
        typeof date === 'string' ? shortDay(date) : '',
        formatPesos(asNumber(amount)),
        methodLabel,
        isBlank(reference) ? '' : `ref. ${String(reference)}`,
      ];
      return parts.filter((part) => part !== '').join(' ');
    })
    .join('; ');
}

/** One value as a person reads it; null when there is none. */
function formatHistoryValue(
  format: FieldFormat,
  value: unknown,
  names: ReferenceNames,
  resource: HistoryResource,
): string | null {
  if (format === 'items') return itemsText(value, names);
  if (format === 'payments') return paymentsText(value);
  if (format === 'secret') return isBlank(value) ? 'Sin clave' : 'Asignada (oculta)';
  if (isBlank(value)) return null;
  if (typeof format === 'object') return referenceName(names, format.reference, value);
  switch (format) {
    case 'money':
      return formatPesos(asNumber(value));
    case 'day':
      return typeof value === 'string' ? shortDay(value.slice(0, 10)) : String(value);
    case 'yesNo':
      return value === true ? 'Sí' : value === false ? 'No' : String(value);
    case 'number': {
      const number = asNumber(value);
      return number === null ? String(value) : numberFormat.format(number);
    }
    case 'status':
      return STATUS_LABELS[resource][String(value)] ?? String(value);
    case 'role':
      return ROLE_LABELS[value as keyof typeof ROLE_LABELS] ?? String(value);
    case 'partnerType':
      return PARTNER_TYPE_LABELS[value as keyof typeof PARTNER_TYPE_LABELS]?.singular ?? String(value);
    case 'productionKind':
      return PRODUCTION_KIND_LABELS[value as keyof typeof PRODUCTION_KIND_LABELS] ?? String(value);
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

export interface StoredChange {
  action: string;
  before: unknown;
  after: unknown;
}

/**
 * The changed fields of an entry, labelled and formatted. A field counts as changed when its
 * formatted before and after differ (so "5" and 5, or a re-sent unchanged value, are no change).
 * The inventory allocation stores bags per product id: each product is its own line.
 */
export function describeChanges(
  entry: StoredChange,
  names: ReferenceNames,
  resource: HistoryResource,
): HistoryChange[] {
  if (entry.action === 'inventory.allocate') return allocationChanges(entry, names);
  const before = normalizeKeys(entry.before);
  const after = normalizeKeys(entry.after);
  const changes: HistoryChange[] = [];
  for (const [key, spec] of Object.entries(HISTORY_FIELDS)) {
    if (!(key in before) && !(key in after)) continue;
    // A field the entry did not store on one side (a partial before or after) is not a change.
    if (entry.before !== null && entry.before !== undefined && !(key in before)) continue;
    if (entry.after !== null && entry.after !== undefined && !(key in after)) continue;
    const from = key in before ? formatHistoryValue(spec.format, before[key], names, resource) : null;
    const to = key in after ? formatHistoryValue(spec.format, after[key], names, resource) : null;
    if (from === to && spec.format !== 'secret') continue;
    if (spec.format === 'secret' && from === to && before[key] === after[key]) continue;
    changes.push({ field: spec.label, before: from, after: to });
  }
  return changes;
}

function allocationChanges(entry: StoredChange, names: ReferenceNames): HistoryChange[] {
  const before = normalizeKeys(entry.before);
  const after = normalizeKeys(entry.after);
  return Object.keys(after).map((productId) => {
    const from = asNumber(before[productId]);
    const to = asNumber(after[productId]);
    return {
      field: `Inventario: ${referenceName(names, 'products', productId)}`,
      before: from === null ? null : bagsText(from),
      after: to === null ? null : bagsText(to),
    };
  });
}

/** The reference fields' ids of entries, per kind, for the server's name lookup. */
export function referencedIds(entries: readonly StoredChange[]): Map<ReferenceKind, Set<number>> {
  const ids = new Map<ReferenceKind, Set<number>>();
  const add = (kind: ReferenceKind, value: unknown) => {
    const id = asNumber(value);
    if (id === null || !Number.isInteger(id)) return;
    let set = ids.get(kind);
    if (!set) ids.set(kind, (set = new Set()));
    set.add(id);
  };
  for (const entry of entries) {
    for (const side of [entry.before, entry.after]) {
      const row = normalizeKeys(side);
      if (entry.action === 'inventory.allocate') {
        for (const productId of Object.keys(row)) add('products', productId);
        continue;
      }
      for (const [key, value] of Object.entries(row)) {
        const format = HISTORY_FIELDS[key]?.format;
        if (typeof format === 'object') add(format.reference, value);
        if (format === 'items' && Array.isArray(value))
          for (const item of value) add('products', normalizeKeys(item).productId);
      }
    }
  }
  return ids;
}
