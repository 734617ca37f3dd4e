// Demo data for a new database (docs/design.md §3): runs once, when there are no users, in one transaction,
// so a half-seeded database never exists. Returns the secrets to print, or null when skipped.
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { newClientKey } from '../../auth/tokens.ts';
import type { Database } from '../database.ts';
import { insertCatalog } from './catalog.ts';
import { insertCustomers, planCustomers } from './customers.ts';
import { utcDay } from './dates.ts';
import { insertMunicipalities } from './municipalities.ts';
import { insertNotices } from './notices.ts';
import { insertPartners, partnerId } from './partners.ts';
import { demoPassword } from './password.ts';
import { USERS, demoAccounts, insertUsers } from './people.ts';
import { seedRandom } from './random.ts';
import { Stock } from './line-items.ts';
import { insertSalesAndVouchers } from './sales.ts';
import { issueMissingReceipts } from '../../modules/vouchers/receipts.ts';
import { planSalesAndVouchers } from './sales-plan.ts';
import { insertSeasons } from './seasons.ts';
import { insertZonesAndStates } from './states.ts';
import { insertTerms } from './terms.ts';

export interface SeedResult {
  password: string;
  clientKey: string;
  accounts: { role: string; email: string }[];
}

/** Fixed so every demo database has the same names, amounts and folios (dates follow the day). */
const DATA_SEED = 20260415;
const DAY_MS = 86_400_000;

const hasUsers = async (db: Kysely<Database>) =>
  (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) !== undefined;

export async function seedDemoIfEmpty(db: Kysely<Database>, config: Config): Promise<SeedResult | null> {
  // Checked before hashing (every start of a seeded database lands here) and again in the transaction.
  if (await hasUsers(db)) return null;
  const password = demoPassword(config.DEMO_PASSWORD);
  const clientKey = config.DEMO_CLIENT_KEY ?? newClientKey();
  // scrypt is slow on purpose: hash once, every demo account shares the password.
  const passwordHash = await hashPassword(password);
  const now = new Date();
  const today = new Date(`${utcDay(now)}T00:00:00.000Z`);
  const random = seedRandom(DATA_SEED);

  const seeded = await db.transaction().execute(async (trx) => {
    if (await hasUsers(trx)) return false;

    const zones = await insertZonesAndStates(trx);
    const places = await insertMunicipalities(trx);
    const partners = await insertPartners(trx, zones, places);
    const catalog = await insertCatalog(trx);
    const seasons = await insertSeasons(trx, today, catalog.products, random);
    await insertTerms(trx, new Date(now.getTime() - 90 * DAY_MS));
    const users = await insertUsers(trx, passwordHash, zones, partners, now);
    const customers = await insertCustomers(trx, planCustomers(random, clientKey), random, {
      zones,
      places,
      users,
      productTypes: catalog.productTypeIds,
    });

    const window = (s: { id: number; startDate: string; endDate: string }) => ({
      id: s.id,
      startDay: Math.round((Date.parse(s.startDate) - today.getTime()) / DAY_MS),
      endDay: Math.round((Date.parse(s.endDate) - today.getTime()) / DAY_MS),
    });
    const plan = planSalesAndVouchers({
      random,
      stock: new Stock(seasons.allocated),
      customers,
      products: catalog.products,
      seasons: { past: window(seasons.past), open: window(seasons.open), future: window(seasons.future) },
    });
    const distributorOf = new Map(
      USERS.map((u) => [u.email, u.distributor ? partnerId(partners, u.distributor) : null]),
    );
    await insertSalesAndVouchers(trx, today, plan, { users, distributorOf });
    // The farmer's receipt of each seeded payment, as recording it in the app makes one.
    await issueMissingReceipts(trx);
    await insertNotices(trx, now, users, seasons.open.name);
    return true;
  });

  return seeded ? { password, clientKey, accounts: demoAccounts() } : null;
}
