// A record's history ("Historial"): the audit log entries of one record told in Spanish.
// The action labels, and the pure diff that turns an entry's stored before/after (snake_case rows
// and camelCase inputs alike) into "field: before → after" lines. Only the fields of
// history-values.ts are ever shown: an unknown key (a password hash, a token, a Microsoft id)
// stays hidden by default; the client key is named but shown redacted.
import { z } from './zod.ts';
import {
  HISTORY_FIELDS,
  asNumber,
  bagsText,
  formatHistoryValue,
  normalizeKeys,
  referenceName,
  type HistoryResource,
  type ReferenceKind,
  type ReferenceNames,
} from './history-values.ts';

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
