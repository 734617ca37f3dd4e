// Runs the migrations in order. They are imported statically so the compiled server needs no file
// scan.
import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Database } from './database.ts';
import * as initial from './migrations/001-initial.ts';
import * as customers from './migrations/003-customers.ts';
import * as catalog from './migrations/005-catalog.ts';
import * as notices from './migrations/006-notices.ts';
import * as teams from './migrations/008-teams.ts';
import * as performanceIndexes from './migrations/009-performance.ts';
import * as listSearch from './migrations/010-list-search.ts';
import * as customerSort from './migrations/011-customer-sort.ts';
import * as folioCounters from './migrations/012-folio-counters.ts';
import * as seasonFigures from './migrations/013-season-figures.ts';
import * as savedViews from './migrations/015-saved-views.ts';
import * as voucherLinks from './migrations/016-voucher-links.ts';
import * as seasonFigureColumns from './migrations/017-season-figure-columns.ts';
import * as messageReads from './migrations/018-message-reads.ts';
import * as recordVersionsAndSearch from './migrations/020-record-versions-and-search.ts';
import * as customerSearchName from './migrations/021-customer-search-name.ts';
import * as changeFeed from './migrations/022-change-feed.ts';
import * as searchIndexes from './migrations/023-search-indexes.ts';
import * as termsChangeFeed from './migrations/024-terms-change-feed.ts';
import * as paymentReceipts from './migrations/025-payment-receipts.ts';
import * as saleLineMeasuresOptional from './migrations/026-sale-line-measures-optional.ts';

const MIGRATIONS: Record<string, Migration> = {
  '001-initial': initial,
  '003-customers': customers,
  '005-catalog': catalog,
  '006-notices': notices,
  '008-teams': teams,
  '009-performance': performanceIndexes,
  '010-list-search': listSearch,
  '011-customer-sort': customerSort,
  '012-folio-counters': folioCounters,
  '013-season-figures': seasonFigures,
  '015-saved-views': savedViews,
  '016-voucher-links': voucherLinks,
  '017-season-figure-columns': seasonFigureColumns,
  '018-message-reads': messageReads,
  '020-record-versions-and-search': recordVersionsAndSearch,
  '021-customer-search-name': customerSearchName,
  '022-change-feed': changeFeed,
  '023-search-indexes': searchIndexes,
  '024-terms-change-feed': termsChangeFeed,
  '025-payment-receipts': paymentReceipts,
  '026-sale-line-measures-optional': saleLineMeasuresOptional,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  // Unordered: migrations (013–018) were written side by side; a database that took a
  // later one first still gets the earlier ones instead of refusing to start.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
