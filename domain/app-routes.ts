// The route table of the app (docs/requirements.md §2): one entry per page, with who may open it.
// The React router binds a lazy component to each name (src/app/routes.tsx); the guard reads the
// meta.
import type { Role } from './roles.ts';

export interface RouteMeta {
  /** Stable page name, as docs/requirements.md §2 names the pages. */
  name: string;
  /** Absolute path pattern in react-router syntax. */
  path: string;
  /** Whether a signed-in user is needed. */
  auth: boolean;
  /** Roles that may open it; undefined = any signed-in user (or anyone, when auth is false). */
  allowedRoles?: readonly Role[];
  /** Spanish title shown in the page header and the browser tab. */
  title: string;
  /** Title when the path's optional `:id?` is absent (the page then creates a record). */
  newTitle?: string;
}

const STAFF = ['ADMIN', 'COORDINATOR', 'SUPERVISOR', 'CONSULTANT'] as const;
const MANAGERS = ['ADMIN', 'COORDINATOR', 'SUPERVISOR'] as const;
const ADMIN = ['ADMIN'] as const;
const ADMIN_COORDINATOR = ['ADMIN', 'COORDINATOR'] as const;
const CONSULTANT = ['CONSULTANT'] as const;

export const ROUTES = {
  login: { name: 'LoginPage', path: '/login/:role?', auth: false, title: 'Iniciar sesión' },
  root: { name: 'LoginPage', path: '/', auth: false, title: 'Iniciar sesión' },
  farmer: { name: 'FarmerRedirectPage', path: '/farmer', auth: true, title: 'Agroventas' },
  logout: { name: 'LogoutUser', path: '/logout', auth: true, title: 'Cerrando sesión' },
  acceptTerms: { name: 'AcceptTerms', path: '/accept-terms', auth: true, title: 'Términos y condiciones' },
  redirect: { name: 'RedirectPage', path: '/redirect', auth: false, title: 'Redirigiendo' },
  newPassword: { name: 'NewPasswordPage', path: '/new-password', auth: false, title: 'Nueva contraseña' },
  customerRegistration: {
    name: 'CustomerRegistrationPage',
    path: '/customer-registration',
    auth: false,
    title: 'Registro de cliente',
  },
  restorePassword: {
    name: 'RestorePasswordPage',
    path: '/restore-password',
    auth: false,
    title: 'Recuperar contraseña',
  },
  // The farmer's receipt of a Dkbono payment, opened from WhatsApp by anyone holding its
  // code (domain/payment-receipts.ts), signed in or not.
  paymentReceipt: { name: 'PaymentReceiptPage', path: '/r/:code', auth: false, title: 'Recibo de pago' },
  simulator: {
    name: 'FarmerSimulatorPage',
    path: '/simulator',
    auth: true,
    allowedRoles: ['ADMIN', 'CONSULTANT', 'FARMER', 'COORDINATOR', 'SUPERVISOR'],
    title: 'Simulador de rentabilidad',
  },

  notifications: {
    name: 'NotificationsPage',
    path: '/dashboard/notifications',
    auth: true,
    allowedRoles: STAFF,
    title: 'Notificaciones',
  },
  // What was saved without signal and waits to be sent, or was refused.
  outbox: {
    name: 'OutboxPage',
    path: '/dashboard/outbox',
    auth: true,
    allowedRoles: STAFF,
    title: 'Por enviar',
  },
  // Managers see the user list here; a Consultant sees its own profile at the same path
  // (docs/requirements.md §2).
  users: { name: 'UsersPage', path: '/dashboard/users', auth: true, allowedRoles: STAFF, title: 'Usuarios' },
  usersPending: {
    name: 'UsersPendingPage',
    path: '/dashboard/users/pending-list',
    auth: true,
    allowedRoles: ADMIN_COORDINATOR,
    title: 'Usuarios pendientes de aprobación',
  },
  userForm: {
    name: 'UserFormPage',
    path: '/dashboard/users/form/:id?',
    auth: true,
    allowedRoles: MANAGERS,
    title: 'Usuario',
    newTitle: 'Invitar usuario',
  },

  customers: {
    name: 'CustomersPage',
    path: '/dashboard/customers',
    auth: true,
    allowedRoles: STAFF,
    title: 'Clientes',
  },
  customerNew: {
    name: 'CustomerFormPage',
    path: '/dashboard/customers/form',
    auth: true,
    allowedRoles: ['CONSULTANT', 'ADMIN', 'COORDINATOR'],
    title: 'Nuevo cliente',
  },
  // Detail for Supervisor, Coordinator, Admin; profile for Consultant, Admin, Coordinator
  // (docs/requirements.md §2).
  customerDetail: {
    name: 'CustomerDetailPage',
    path: '/dashboard/customers/form/:id',
    auth: true,
    allowedRoles: STAFF,
    title: 'Cliente',
  },
  customerEdit: {
    name: 'CustomerEditPage',
    path: '/dashboard/customers/form/:id/edit',
    auth: true,
    allowedRoles: ['CONSULTANT', 'ADMIN', 'COORDINATOR'],
    title: 'Editar cliente',
  },

  products: {
    name: 'ProductsPage',
    path: '/dashboard/products',
    auth: true,
    allowedRoles: ADMIN,
    title: 'Productos',
  },
  productForm: {
    name: 'ProductFormPage',
    path: '/dashboard/products/form/:id?',
    auth: true,
    allowedRoles: ADMIN,
    title: 'Producto',
    newTitle: 'Nuevo producto',
  },
  productEdit: {
    name: 'ProductEditPage',
    path: '/dashboard/products/form/:id/edit',
    auth: true,
    allowedRoles: ADMIN,
    title: 'Editar producto',
  },

  sales: {
    name: 'SalesPage',
    path: '/dashboard/sales/list/sale',
    auth: true,
    allowedRoles: STAFF,
    title: 'Lista de ventas',
  },
  vouchers: {
    name: 'VouchersPage',
    path: '/dashboard/sales/list/voucher',
    auth: true,
    allowedRoles: STAFF,
    title: 'Lista de DKbonos',
  },
  createSale: {
    name: 'CreateSalePage',
    path: '/dashboard/sales/create-sale/:voucherId?',
    auth: true,
    allowedRoles: CONSULTANT,
    title: 'Nueva venta',
  },
  editSale: {
    name: 'EditSalePage',
    path: '/dashboard/sales/edit-sale/:id',
    auth: true,
    allowedRoles: ['ADMIN', 'CONSULTANT'],
    title: 'Editar venta',
  },
  saleDetail: {
    name: 'SaleDetailPage',
    path: '/dashboard/sales/sale/:id?',
    auth: true,
    allowedRoles: STAFF,
    title: 'Detalle de venta',
  },
  createDkbono: {
    name: 'CreateDkbonoPage',
    path: '/dashboard/sales/create-dkbono',
    auth: true,
    allowedRoles: CONSULTANT,
    title: 'Nuevo DKbono',
  },
  dkbonoDetail: {
    name: 'DkbonoDetailPage',
    path: '/dashboard/sales/dkbono/:id',
    auth: true,
    allowedRoles: STAFF,
    title: 'Detalle DKbono',
  },

  partners: {
    name: 'PartnersPage',
    path: '/dashboard/partners/list/:type?',
    auth: true,
    allowedRoles: MANAGERS,
    title: 'Socios comerciales',
  },
  partnerCreate: {
    name: 'PartnerCreatePage',
    path: '/dashboard/partners/create',
    auth: true,
    allowedRoles: MANAGERS,
    title: 'Nuevo socio',
  },
  partnerEdit: {
    name: 'PartnerEditPage',
    path: '/dashboard/partners/edit/:id',
    auth: true,
    allowedRoles: MANAGERS,
    title: 'Editar socio',
  },

  seasons: {
    name: 'SeasonsPage',
    path: '/dashboard/seasons/list',
    auth: true,
    allowedRoles: STAFF,
    title: 'Temporadas',
  },
  seasonInventory: {
    name: 'SeasonInventoryPage',
    path: '/dashboard/seasons/inventory',
    auth: true,
    allowedRoles: ADMIN_COORDINATOR,
    title: 'Inventario',
  },
  seasonRegister: {
    name: 'SeasonRegisterPage',
    path: '/dashboard/seasons/register',
    auth: true,
    allowedRoles: ADMIN_COORDINATOR,
    title: 'Nueva temporada',
  },
  seasonUpdate: {
    name: 'SeasonUpdatePage',
    path: '/dashboard/seasons/update/:id?',
    auth: true,
    allowedRoles: ADMIN_COORDINATOR,
    title: 'Editar temporada',
  },
  seasonDetails: {
    name: 'SeasonDetailsPage',
    path: '/dashboard/seasons/details/:id?',
    auth: true,
    allowedRoles: ADMIN_COORDINATOR,
    title: 'Detalle de temporada',
  },
  // The season overview every manager reaches from the menu, scoped as its figures are.
  // Without an id it shows the current season (open and started, else the latest started).
  seasonOverview: {
    name: 'SeasonOverviewPage',
    path: '/dashboard/overview/:id?',
    auth: true,
    allowedRoles: MANAGERS,
    title: 'Resumen de temporada',
  },

  zones: {
    name: 'ZonesPage',
    path: '/dashboard/locations/zones',
    auth: true,
    allowedRoles: ADMIN,
    title: 'Zonas',
  },
  stateZonesLocalities: {
    name: 'StateZonesLocalitiesPage',
    path: '/dashboard/locations/state-zones-localities',
    auth: true,
    allowedRoles: ADMIN,
    title: 'Estados, zonas y localidades',
  },

  adminSimulator: {
    name: 'AdminSimulatorPage',
    path: '/dashboard/simulator',
    auth: true,
    allowedRoles: STAFF,
    title: 'Simulador',
  },

  productTypes: {
    name: 'ProductTypesPage',
    path: '/dashboard/params/product-type',
    auth: true,
    allowedRoles: ADMIN,
    title: 'Tipos de producto',
  },
  simulatorParams: {
    name: 'SimulatorParamsPage',
    path: '/dashboard/params/simulator-params',
    auth: true,
    allowedRoles: ADMIN,
    title: 'Parámetros del simulador',
  },
  messages: {
    name: 'MessagesPage',
    path: '/dashboard/params/message',
    auth: true,
    allowedRoles: ADMIN,
    title: 'Mensajes',
  },
} as const satisfies Record<string, RouteMeta>;

export type RouteKey = keyof typeof ROUTES;

/** docs/requirements.md §2 rule 7: the home page of each role; a Farmer has none. */
export function homePathFor(role: Role): string | null {
  switch (role) {
    case 'ADMIN':
    case 'COORDINATOR':
    case 'SUPERVISOR':
      return ROUTES.users.path;
    case 'CONSULTANT':
      return ROUTES.sales.path;
    case 'FARMER':
      return null;
  }
}

/** docs/requirements.md §2: at ROUTES.users a Consultant sees its own profile instead of the user list. */
export function showsOwnProfile(role: Role | undefined): boolean {
  return role === 'CONSULTANT';
}

export function canOpen(meta: RouteMeta, role: Role | undefined): boolean {
  if (!meta.auth) return true;
  if (!role) return false;
  return !meta.allowedRoles || meta.allowedRoles.includes(role);
}

/**
 * Query parameters one page opens another with (work started from the customer's record):
 * the sale and Dkbono forms with the customer chosen, a Dkbono with a new payment ready to type.
 */
export const PAGE_PARAMS = {
  customer: 'clientId',
  newPayment: 'pago',
} as const;
