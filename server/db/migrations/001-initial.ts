// The whole data model of docs/design.md §5. Money is numeric(14,2); every table has created/updated stamps.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE zones (
      id serial PRIMARY KEY,
      name text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE states (
      id integer PRIMARY KEY,
      code text NOT NULL UNIQUE,
      name text NOT NULL,
      abbreviation text NOT NULL,
      zone_id integer REFERENCES zones(id)
    );
    CREATE TABLE municipalities (
      id serial PRIMARY KEY,
      state_id integer NOT NULL REFERENCES states(id),
      code text NOT NULL,
      name text NOT NULL,
      UNIQUE (state_id, code)
    );
    CREATE TABLE localities (
      id serial PRIMARY KEY,
      municipality_id integer NOT NULL REFERENCES municipalities(id),
      name text NOT NULL,
      postal_code text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (municipality_id, name)
    );

    CREATE TABLE partners (
      id serial PRIMARY KEY,
      type text NOT NULL CHECK (type IN ('DISTRIBUTOR', 'SILAGE_VENDOR', 'SILAGE_PRODUCER')),
      name text NOT NULL,
      tax_id text,
      contact_name text,
      phone text,
      email text,
      state_id integer REFERENCES states(id),
      municipality_id integer REFERENCES municipalities(id),
      zone_id integer REFERENCES zones(id),
      active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX partners_type_idx ON partners (type, name);

    CREATE TABLE users (
      id serial PRIMARY KEY,
      email text NOT NULL,
      first_name text NOT NULL,
      last_name text NOT NULL,
      phone text,
      role text CHECK (role IN ('ADMIN', 'COORDINATOR', 'SUPERVISOR', 'CONSULTANT')),
      status text NOT NULL CHECK (status IN ('PENDING', 'ACTIVE', 'DISABLED', 'REJECTED')),
      zone_id integer REFERENCES zones(id),
      supervisor_id integer REFERENCES users(id),
      distributor_id integer REFERENCES partners(id),
      password_hash text,
      ms_tenant_id text,
      ms_object_id text,
      accepted_tos_at timestamptz,
      tos_version integer,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (status <> 'ACTIVE' OR role IS NOT NULL)
    );
    CREATE UNIQUE INDEX users_email_key ON users (lower(email));
    CREATE UNIQUE INDEX users_ms_identity_key ON users (ms_tenant_id, ms_object_id) WHERE ms_object_id IS NOT NULL;
    CREATE INDEX users_zone_idx ON users (zone_id);
    CREATE INDEX users_supervisor_idx ON users (supervisor_id);

    CREATE TABLE product_types (
      id serial PRIMARY KEY,
      name text NOT NULL UNIQUE,
      production_kind text NOT NULL CHECK (production_kind IN ('GRAIN', 'SILAGE')),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE clients (
      id serial PRIMARY KEY,
      first_name text NOT NULL,
      last_name text NOT NULL,
      email text,
      phone text,
      tax_id text,
      state_id integer REFERENCES states(id),
      municipality_id integer REFERENCES municipalities(id),
      locality_id integer REFERENCES localities(id),
      zone_id integer REFERENCES zones(id),
      consultant_id integer REFERENCES users(id),
      production_type_id integer REFERENCES product_types(id),
      hectares numeric(12,2),
      status text NOT NULL CHECK (status IN ('PENDING', 'ACTIVE', 'INACTIVE')),
      client_key_hash text UNIQUE,
      client_key_hint text,
      self_registered boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX clients_consultant_idx ON clients (consultant_id, last_name, first_name);
    CREATE INDEX clients_zone_idx ON clients (zone_id);
    CREATE INDEX clients_status_idx ON clients (status);

    CREATE TABLE sessions (
      id text PRIMARY KEY,
      user_id integer REFERENCES users(id) ON DELETE CASCADE,
      client_id integer REFERENCES clients(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_seen_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      user_agent text,
      CHECK ((user_id IS NULL) <> (client_id IS NULL))
    );
    CREATE INDEX sessions_user_idx ON sessions (user_id);
    CREATE INDEX sessions_client_idx ON sessions (client_id);
    CREATE INDEX sessions_expires_idx ON sessions (expires_at);

    CREATE TABLE password_reset_tokens (
      token_hash text PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      purpose text NOT NULL CHECK (purpose IN ('RESET', 'INVITE')),
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE login_attempts (
      id bigserial PRIMARY KEY,
      kind text NOT NULL,
      subject text NOT NULL,
      succeeded boolean NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX login_attempts_subject_idx ON login_attempts (kind, subject, created_at);

    CREATE TABLE products (
      id serial PRIMARY KEY,
      code text NOT NULL UNIQUE,
      name text NOT NULL,
      product_type_id integer NOT NULL REFERENCES product_types(id),
      seeds_per_bag integer NOT NULL CHECK (seeds_per_bag > 0),
      base_price numeric(14,2) NOT NULL CHECK (base_price >= 0),
      recommended_density integer,
      description text,
      enabled boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE seasons (
      id serial PRIMARY KEY,
      name text NOT NULL UNIQUE,
      start_date date NOT NULL,
      end_date date NOT NULL,
      is_open boolean NOT NULL DEFAULT false,
      is_voucher_open boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (end_date >= start_date)
    );

    CREATE TABLE inventory (
      season_id integer NOT NULL REFERENCES seasons(id),
      product_id integer NOT NULL REFERENCES products(id),
      allocated integer NOT NULL CHECK (allocated >= 0),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (season_id, product_id)
    );

    CREATE TABLE vouchers (
      id serial PRIMARY KEY,
      folio text NOT NULL UNIQUE,
      season_id integer NOT NULL REFERENCES seasons(id),
      client_id integer NOT NULL REFERENCES clients(id),
      consultant_id integer NOT NULL REFERENCES users(id),
      status text NOT NULL CHECK (status IN ('PENDING', 'PARTIAL', 'PAID', 'REDEEMED', 'CANCELLED')),
      total numeric(14,2) NOT NULL CHECK (total >= 0),
      paid numeric(14,2) NOT NULL DEFAULT 0 CHECK (paid >= 0 AND paid <= total),
      notes text,
      version integer NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX vouchers_consultant_idx ON vouchers (consultant_id, created_at DESC);
    CREATE INDEX vouchers_client_idx ON vouchers (client_id);
    CREATE INDEX vouchers_season_idx ON vouchers (season_id, status);

    CREATE TABLE voucher_items (
      id serial PRIMARY KEY,
      voucher_id integer NOT NULL REFERENCES vouchers(id) ON DELETE CASCADE,
      product_id integer NOT NULL REFERENCES products(id),
      quantity integer NOT NULL CHECK (quantity > 0),
      base_price numeric(14,2) NOT NULL CHECK (base_price >= 0),
      discount numeric(14,2) NOT NULL DEFAULT 0 CHECK (discount >= 0),
      total numeric(14,2) NOT NULL CHECK (total >= 0)
    );
    CREATE INDEX voucher_items_voucher_idx ON voucher_items (voucher_id);

    CREATE TABLE voucher_payments (
      id serial PRIMARY KEY,
      voucher_id integer NOT NULL REFERENCES vouchers(id) ON DELETE CASCADE,
      date date NOT NULL,
      amount numeric(14,2) NOT NULL CHECK (amount > 0),
      method text NOT NULL CHECK (method IN ('EFECTIVO', 'TRANSFERENCIA', 'CHEQUE', 'DEPOSITO')),
      reference text
    );
    CREATE INDEX voucher_payments_voucher_idx ON voucher_payments (voucher_id);

    CREATE TABLE sales (
      id serial PRIMARY KEY,
      folio text NOT NULL UNIQUE,
      season_id integer NOT NULL REFERENCES seasons(id),
      client_id integer NOT NULL REFERENCES clients(id),
      consultant_id integer NOT NULL REFERENCES users(id),
      distributor_id integer REFERENCES partners(id),
      voucher_id integer UNIQUE REFERENCES vouchers(id),
      sale_date date NOT NULL,
      status text NOT NULL CHECK (status IN ('ACTIVE', 'CANCELLED')),
      total numeric(14,2) NOT NULL CHECK (total >= 0),
      notes text,
      version integer NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX sales_consultant_date_idx ON sales (consultant_id, sale_date DESC, id DESC);
    CREATE INDEX sales_date_idx ON sales (sale_date DESC, id DESC);
    CREATE INDEX sales_client_idx ON sales (client_id);
    CREATE INDEX sales_season_idx ON sales (season_id);

    CREATE TABLE sale_items (
      id serial PRIMARY KEY,
      sale_id integer NOT NULL REFERENCES sales(id) ON DELETE CASCADE,
      product_id integer NOT NULL REFERENCES products(id),
      quantity integer NOT NULL CHECK (quantity > 0),
      base_price numeric(14,2) NOT NULL CHECK (base_price >= 0),
      discount numeric(14,2) NOT NULL DEFAULT 0 CHECK (discount >= 0),
      total numeric(14,2) NOT NULL CHECK (total >= 0),
      hectares numeric(12,2) NOT NULL DEFAULT 0,
      product_yield numeric(12,2) NOT NULL DEFAULT 0,
      investment numeric(14,2) NOT NULL DEFAULT 0
    );
    CREATE INDEX sale_items_sale_idx ON sale_items (sale_id);
    CREATE INDEX sale_items_product_idx ON sale_items (product_id);

    CREATE TABLE simulator_params (
      production_kind text PRIMARY KEY CHECK (production_kind IN ('GRAIN', 'SILAGE')),
      price_per_ton numeric(14,2) NOT NULL,
      default_density integer NOT NULL,
      default_yield numeric(10,2) NOT NULL,
      other_costs_per_ha numeric(14,2) NOT NULL,
      emergence_pct numeric(5,2) NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE simulations (
      id serial PRIMARY KEY,
      client_id integer REFERENCES clients(id) ON DELETE CASCADE,
      user_id integer REFERENCES users(id),
      name text,
      inputs jsonb NOT NULL,
      results jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX simulations_client_idx ON simulations (client_id, created_at DESC);

    CREATE TABLE messages (
      id serial PRIMARY KEY,
      title text NOT NULL,
      body text NOT NULL,
      audience_roles text[] NOT NULL,
      active_from timestamptz NOT NULL,
      active_to timestamptz,
      created_by integer REFERENCES users(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE notifications (
      id bigserial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      kind text NOT NULL,
      title text NOT NULL,
      body text NOT NULL,
      link text,
      read_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC);

    CREATE TABLE terms (
      version integer PRIMARY KEY,
      text text NOT NULL,
      published_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE audit_log (
      id bigserial PRIMARY KEY,
      actor_user_id integer,
      actor_client_id integer,
      action text NOT NULL,
      entity text NOT NULL,
      entity_id text,
      before jsonb,
      after jsonb,
      ip text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_id);

    CREATE TABLE teams_conversations (
      user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      conversation_id text NOT NULL,
      service_url text NOT NULL,
      tenant_id text NOT NULL,
      aad_object_id text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE idempotency_keys (
      key text NOT NULL,
      scope text NOT NULL,
      request_hash text NOT NULL,
      status_code integer,
      response jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (scope, key)
    );
  `.execute(db);
}
