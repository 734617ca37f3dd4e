// How a history tells a value: the one dictionary of the fields a history shows, their
// labels and formats, and a stored value as a person reads it ("5 bolsas", "$1,200.00", a related
// record's name). Only fields named here are ever shown.
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

export type FieldFormat =
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

export interface FieldSpec {
  label: string;
  format: FieldFormat;
}

/** Every field a history shows, by its camelCase name, in the order they are listed. */
export const HISTORY_FIELDS: Record<string, FieldSpec> = {
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
export function normalizeKeys(value: unknown): Row {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [camel(key), field]));
}

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

export const asNumber = (value: unknown): number | null => {
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
export const bagsText = (bags: number) => `${numberFormat.format(bags)} ${bags === 1 ? 'bolsa' : 'bolsas'}`;

export function referenceName(names: ReferenceNames, kind: ReferenceKind, id: unknown): string {
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
export function formatHistoryValue(
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
