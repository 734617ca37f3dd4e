// The side navigation of the dashboard: one entry per area, shown only to the roles that may open
// it.
import {
  Alert20Regular,
  Box20Regular,
  Calculator20Regular,
  CalendarLtr20Regular,
  DataBarVertical20Regular,
  Handshake20Regular,
  Location20Regular,
  People20Regular,
  PeopleCommunity20Regular,
  PersonCircle20Regular,
  Receipt20Regular,
  Settings20Regular,
  type FluentIcon,
} from '@fluentui/react-icons';
import { generatePath } from 'react-router-dom';
import { ROUTES, canOpen, showsOwnProfile, type RouteMeta } from '../../../domain/app-routes.ts';
import type { Role } from '../../../domain/roles.ts';

export interface NavEntry {
  /** Where the entry leads; also the value Fluent's Nav marks as selected. */
  path: string;
  label: string;
  icon: FluentIcon;
  /** The route whose allowedRoles decide who sees the entry. */
  meta: RouteMeta;
  /** First path segments under /dashboard that belong to this entry (for the selected mark). */
  section: string;
}

const ENTRIES: readonly NavEntry[] = [
  // Every manager's season at a glance, first, as the figures are what a sales manager opens.
  {
    path: generatePath(ROUTES.seasonOverview.path, {}),
    label: 'Resumen de temporada',
    icon: DataBarVertical20Regular,
    meta: ROUTES.seasonOverview,
    section: 'overview',
  },
  {
    path: ROUTES.notifications.path,
    label: 'Notificaciones',
    icon: Alert20Regular,
    meta: ROUTES.notifications,
    section: 'notifications',
  },
  { path: ROUTES.users.path, label: 'Usuarios', icon: People20Regular, meta: ROUTES.users, section: 'users' },
  {
    path: ROUTES.customers.path,
    label: 'Clientes',
    icon: PeopleCommunity20Regular,
    meta: ROUTES.customers,
    section: 'customers',
  },
  {
    path: ROUTES.products.path,
    label: 'Productos',
    icon: Box20Regular,
    meta: ROUTES.products,
    section: 'products',
  },
  { path: ROUTES.sales.path, label: 'Ventas', icon: Receipt20Regular, meta: ROUTES.sales, section: 'sales' },
  {
    path: '/dashboard/partners/list',
    label: 'Socios',
    icon: Handshake20Regular,
    meta: ROUTES.partners,
    section: 'partners',
  },
  {
    path: ROUTES.seasons.path,
    label: 'Temporadas',
    icon: CalendarLtr20Regular,
    meta: ROUTES.seasons,
    section: 'seasons',
  },
  {
    path: ROUTES.zones.path,
    label: 'Ubicaciones',
    icon: Location20Regular,
    meta: ROUTES.zones,
    section: 'locations',
  },
  {
    path: ROUTES.adminSimulator.path,
    label: 'Simulador',
    icon: Calculator20Regular,
    meta: ROUTES.adminSimulator,
    section: 'simulator',
  },
  {
    path: ROUTES.productTypes.path,
    label: 'Parámetros',
    icon: Settings20Regular,
    meta: ROUTES.productTypes,
    section: 'params',
  },
];

/** The entries a role sees; a Consultant's "Usuarios" is its own profile. */
export function navEntriesFor(role: Role | undefined): NavEntry[] {
  return ENTRIES.filter((entry) => canOpen(entry.meta, role)).map((entry) =>
    entry.meta === ROUTES.users && showsOwnProfile(role)
      ? { ...entry, label: 'Mi perfil', icon: PersonCircle20Regular }
      : entry,
  );
}

/** The entry to mark for the page shown: /dashboard/sales/sale/12 belongs to "Ventas". */
export function selectedEntryPath(entries: readonly NavEntry[], pathname: string): string | undefined {
  const section = /^\/dashboard\/([^/]+)/.exec(pathname)?.[1];
  return entries.find((entry) => entry.section === section)?.path;
}
