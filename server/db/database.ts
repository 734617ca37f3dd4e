// Table types for Kysely, one interface per table of migrations/ (docs/design.md §5).
import type { ColumnType, Generated, GeneratedAlways } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** numeric columns come back as strings; arithmetic goes through domain/money.ts. */
type Numeric = ColumnType<string, string | number, string | number>;
type NumericDefault = ColumnType<string, string | number | undefined, string | number>;
/** date columns are kept as 'YYYY-MM-DD' strings (parsers set in connect.ts). */
type DateString = string;
/** Moves on with every edit; an edit naming another version is refused (migration 020). */
type RecordVersion = Generated<number>;

interface ZonesTable {
  id: Generated<number>;
  name: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
  version: RecordVersion;
}
interface StatesTable {
  id: number;
  code: string;
  name: string;
  abbreviation: string;
  zone_id: number | null;
}
interface MunicipalitiesTable {
  id: Generated<number>;
  state_id: number;
  code: string;
  name: string;
}
interface LocalitiesTable {
  id: Generated<number>;
  municipality_id: number;
  name: string;
  postal_code: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
  version: RecordVersion;
}
export type PartnerType = 'DISTRIBUTOR' | 'SILAGE_VENDOR' | 'SILAGE_PRODUCER';
interface PartnersTable {
  id: Generated<number>;
  type: PartnerType;
  name: string;
  tax_id: string | null;
  contact_name: string | null;
  phone: string | null;
  email: string | null;
  state_id: number | null;
  municipality_id: number | null;
  zone_id: number | null;
  active: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Timestamp;
  version: RecordVersion;
}
export type StaffRoleColumn = 'ADMIN' | 'COORDINATOR' | 'SUPERVISOR' | 'CONSULTANT';
export type UserStatus = 'PENDING' | 'ACTIVE' | 'DISABLED' | 'REJECTED';
export interface UsersTable {
  id: Generated<number>;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  role: StaffRoleColumn | null;
  status: UserStatus;
  zone_id: number | null;
  supervisor_id: number | null;
  distributor_id: number | null;
  password_hash: string | null;
  ms_tenant_id: string | null;
  ms_object_id: string | null;
  accepted_tos_at: Date | null;
  tos_version: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
  version: RecordVersion;
}
interface ProductTypesTable {
  id: Generated<number>;
  name: string;
  production_kind: 'GRAIN' | 'SILAGE';
  created_at: CreatedAt;
  updated_at: Timestamp;
  version: RecordVersion;
}
export type ClientStatusColumn = 'PENDING' | 'ACTIVE' | 'INACTIVE';
export interface ClientsTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  tax_id: string | null;
  state_id: number | null;
  municipality_id: number | null;
  locality_id: number | null;
  zone_id: number | null;
  consultant_id: number | null;
  production_type_id: number | null;
  hectares: Numeric | null;
  status: ClientStatusColumn;
  client_key_hash: string | null;
  client_key_hint: string | null;
  self_registered: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Timestamp;
  version: RecordVersion;
  /** search_fold(first_name || ' ' || last_name), kept by the database (migration 021). */
  search_name: GeneratedAlways<string>;
}
interface SessionsTable {
  id: string;
  user_id: number | null;
  client_id: number | null;
  created_at: CreatedAt;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  user_agent: string | null;
}
interface PasswordResetTokensTable {
  token_hash: string;
  user_id: number;
  purpose: 'RESET' | 'INVITE';
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}
interface LoginAttemptsTable {
  id: Generated<string>;
  kind: string;
  subject: string;
  succeeded: boolean;
  created_at: CreatedAt;
}
interface ProductsTable {
  id: Generated<number>;
  code: string;
  name: string;
  product_type_id: number;
  seeds_per_bag: number;
  base_price: Numeric;
  recommended_density: number | null;
  description: string | null;
  enabled: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Timestamp;
  version: RecordVersion;
}
interface SeasonsTable {
  id: Generated<number>;
  name: string;
  start_date: DateString;
  end_date: DateString;
  is_open: Generated<boolean>;
  is_voucher_open: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Timestamp;
  version: RecordVersion;
}
interface InventoryTable {
  season_id: number;
  product_id: number;
  allocated: number;
  updated_at: Timestamp;
}
/** The highest folio number issued per kind ('V', 'DK') and year; it never goes back. */
interface FolioCountersTable {
  prefix: string;
  year: number;
  last_number: number;
}
export type VoucherStatus = 'PENDING' | 'PARTIAL' | 'PAID' | 'REDEEMED' | 'CANCELLED';
interface VouchersTable {
  id: Generated<number>;
  folio: string;
  season_id: number;
  client_id: number;
  consultant_id: number;
  status: VoucherStatus;
  total: Numeric;
  paid: NumericDefault;
  notes: string | null;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}
/** The short link of a Dkbono's QR: made when its PDF is first printed. */
interface VoucherLinksTable {
  voucher_id: number;
  code: string;
  created_at: CreatedAt;
}
interface VoucherItemsTable {
  id: Generated<number>;
  voucher_id: number;
  product_id: number;
  quantity: number;
  base_price: Numeric;
  discount: NumericDefault;
  total: Numeric;
}
export type PaymentMethod = 'EFECTIVO' | 'TRANSFERENCIA' | 'CHEQUE' | 'DEPOSITO';
interface PaymentReceiptsTable {
  code: string;
  voucher_id: number;
  /** NULL once the payment was taken out: the receipt is void. */
  payment_id: number | null;
  date: DateString;
  amount: Numeric;
  method: PaymentMethod;
  created_at: CreatedAt;
  voided_at: Date | null;
}
interface VoucherPaymentsTable {
  id: Generated<number>;
  voucher_id: number;
  date: DateString;
  amount: Numeric;
  method: PaymentMethod;
  reference: string | null;
}
interface SalesTable {
  id: Generated<number>;
  folio: string;
  season_id: number;
  client_id: number;
  consultant_id: number;
  distributor_id: number | null;
  voucher_id: number | null;
  sale_date: DateString;
  status: 'ACTIVE' | 'CANCELLED';
  /** The sum of the lines' total, kept by the triggers of migration 017 once the sale has lines. */
  total: Numeric;
  /** The sum of the lines' quantity, kept by the triggers of migration 017. */
  bags: Generated<number>;
  notes: string | null;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}
interface SaleItemsTable {
  id: Generated<number>;
  sale_id: number;
  /** The sale's season and whether it is ACTIVE, copied by the triggers of migration 017. */
  season_id: Generated<number>;
  sale_active: Generated<boolean>;
  product_id: number;
  quantity: number;
  base_price: Numeric;
  discount: NumericDefault;
  total: Numeric;
  /** The farmer's figures, null when not given (migration 026). */
  hectares: Numeric | null;
  product_yield: Numeric | null;
  investment: NumericDefault;
}
interface SimulatorParamsTable {
  production_kind: 'GRAIN' | 'SILAGE';
  price_per_ton: Numeric;
  default_density: number;
  default_yield: Numeric;
  other_costs_per_ha: Numeric;
  emergence_pct: Numeric;
  updated_at: Timestamp;
  version: RecordVersion;
}
interface SimulationsTable {
  id: Generated<number>;
  client_id: number | null;
  user_id: number | null;
  name: string | null;
  inputs: ColumnType<unknown, string, string>;
  results: ColumnType<unknown, string, string>;
  created_at: CreatedAt;
}
interface MessagesTable {
  id: Generated<number>;
  title: string;
  body: string;
  audience_roles: string[];
  active_from: Timestamp;
  active_to: Timestamp | null;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
  /** When its audience was notified (migration 006); null until it first becomes active. */
  published_at: Date | null;
  version: RecordVersion;
}
/** Who of a message's audience opened it, first time only (migration 018). */
interface MessageReadsTable {
  message_id: number;
  user_id: number;
  read_at: CreatedAt;
}
export interface NotificationsTable {
  /** bigserial, read as a number like every int8 (connect.ts). */
  id: Generated<number>;
  user_id: number;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  read_at: Timestamp | null;
  created_at: CreatedAt;
}
/** Stored notifications waiting for the delivery channels (Teams), written in their event's transaction. */
interface NotificationOutboxTable {
  id: Generated<number>;
  event: ColumnType<unknown, string, never>;
  notification_ids: ColumnType<unknown, string, never>;
  attempts: Generated<number>;
  locked_until: Date | null;
  created_at: CreatedAt;
}
interface TermsTable {
  version: number;
  text: string;
  published_at: CreatedAt;
}
interface AuditLogTable {
  id: Generated<string>;
  actor_user_id: number | null;
  actor_client_id: number | null;
  action: string;
  entity: string;
  entity_id: string | null;
  before: ColumnType<unknown, string | null, never> | null;
  after: ColumnType<unknown, string | null, never> | null;
  ip: string | null;
  created_at: CreatedAt;
}
/** A personal chat with the bot, by the Entra identity that installed it (matched to users at send time). */
interface TeamsConversationsTable {
  id: Generated<number>;
  /** Our user when known at install; cards find their user by tenant_id + aad_object_id. */
  user_id: number | null;
  conversation_id: string;
  service_url: string;
  tenant_id: string;
  aad_object_id: string;
  updated_at: Timestamp;
}
interface IdempotencyKeysTable {
  key: string;
  scope: string;
  request_hash: string;
  status_code: number | null;
  response: ColumnType<unknown, string | null, string | null> | null;
  created_at: CreatedAt;
}
/** A person's named view of a list (migration 015): filters, sort and hidden columns as JSON. */
export interface SavedViewsTable {
  id: Generated<number>;
  user_id: number;
  list: string;
  name: string;
  state: ColumnType<unknown, string, string>;
  is_default: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Timestamp;
  version: RecordVersion;
}

export interface Database {
  zones: ZonesTable;
  states: StatesTable;
  municipalities: MunicipalitiesTable;
  localities: LocalitiesTable;
  partners: PartnersTable;
  users: UsersTable;
  product_types: ProductTypesTable;
  clients: ClientsTable;
  sessions: SessionsTable;
  password_reset_tokens: PasswordResetTokensTable;
  login_attempts: LoginAttemptsTable;
  products: ProductsTable;
  seasons: SeasonsTable;
  inventory: InventoryTable;
  folio_counters: FolioCountersTable;
  vouchers: VouchersTable;
  voucher_items: VoucherItemsTable;
  voucher_links: VoucherLinksTable;
  voucher_payments: VoucherPaymentsTable;
  payment_receipts: PaymentReceiptsTable;
  sales: SalesTable;
  sale_items: SaleItemsTable;
  simulator_params: SimulatorParamsTable;
  simulations: SimulationsTable;
  messages: MessagesTable;
  message_reads: MessageReadsTable;
  notifications: NotificationsTable;
  notification_outbox: NotificationOutboxTable;
  terms: TermsTable;
  audit_log: AuditLogTable;
  saved_views: SavedViewsTable;
  teams_conversations: TeamsConversationsTable;
  idempotency_keys: IdempotencyKeysTable;
}
