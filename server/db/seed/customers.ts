// The demo farmers: about forty split between the two Occidente-Bajío consultants (the first of
// `consultor` is Juan Pérez Hernández, who holds the demo client key), a few of the Noroeste
// consultant, and two self-registered farmers still waiting for a consultant.
import type { Transaction } from 'kysely';
import type { ClientStatusColumn, Database } from '../database.ts';
import { clientKeyHint, hashClientKey } from '../../auth/tokens.ts';
import type { ProductTypeName } from './catalog.ts';
import { type Places, placeOf } from './municipalities.ts';
import { GIVEN_NAMES, SURNAMES, emailFor, mexicanPhone, personRfc } from './names.ts';
import type { SeedRandom } from './random.ts';
import { type ZoneIds, zoneOfState } from './states.ts';

export interface DemoCustomer {
  id: number;
  consultantEmail: string | null;
  status: ClientStatusColumn;
  productType: ProductTypeName;
  hectares: number;
}

interface CustomerPlan {
  firstName: string;
  lastName: string;
  consultantEmail: string | null;
  /** 'state-municipality' INEGI codes */
  place: string;
  productType: ProductTypeName;
  hectares: number;
  status: ClientStatusColumn;
  selfRegistered: boolean;
  clientKey?: string;
}

/** Which customers each consultant gets: how many, where, and the local mix of crops. */
const BOOKS = [
  {
    consultant: 'consultor@agroventas.mx',
    count: 21,
    places: ['14-093', '14-008', '14-018', '14-006', '14-023', '16-069', '16-108'],
    crops: ['Maíz grano', 'Maíz grano', 'Maíz forrajero', 'Maíz forrajero', 'Sorgo grano'],
  },
  {
    consultant: 'consultor2@agroventas.mx',
    count: 19,
    places: ['11-007', '11-017', '11-023', '11-042', '11-001', '16-006'],
    crops: ['Maíz grano', 'Maíz grano', 'Sorgo grano', 'Sorgo grano', 'Maíz forrajero'],
  },
  {
    consultant: 'consultor.noroeste@agroventas.mx',
    count: 5,
    places: ['25-011', '25-001', '25-006', '26-018', '26-042'],
    crops: ['Maíz grano', 'Maíz grano', 'Maíz grano', 'Sorgo grano'],
  },
] as const;

/** Most farms are small; a few are large commercial ones (5 to 300 ha, in half hectares). */
function farmSize(random: SeedRandom): number {
  const roll = random.next();
  if (roll < 0.6) return random.int(10, 80) / 2;
  if (roll < 0.9) return random.int(80, 240) / 2;
  return random.int(240, 600) / 2;
}

export function planCustomers(random: SeedRandom, clientKey: string): CustomerPlan[] {
  const used = new Set<string>(['Juan Pérez Hernández']);
  const uniqueName = () => {
    for (;;) {
      const firstName = random.pick(GIVEN_NAMES);
      const lastName = `${random.pick(SURNAMES)} ${random.pick(SURNAMES)}`;
      const full = `${firstName} ${lastName}`;
      if (!used.has(full)) {
        used.add(full);
        return { firstName, lastName };
      }
    }
  };
  const plans: CustomerPlan[] = [
    {
      firstName: 'Juan',
      lastName: 'Pérez Hernández',
      consultantEmail: 'consultor@agroventas.mx',
      place: '14-093',
      productType: 'Maíz grano',
      hectares: 48.5,
      status: 'ACTIVE',
      selfRegistered: false,
      clientKey,
    },
  ];
  for (const book of BOOKS) {
    const already = plans.filter((p) => p.consultantEmail === book.consultant).length;
    for (let i = already; i < book.count; i++) {
      plans.push({
        ...uniqueName(),
        consultantEmail: book.consultant,
        place: random.pick(book.places),
        productType: random.pick(book.crops),
        hectares: farmSize(random),
        // One customer of consultor2 stopped buying: it must not be offered for new sales.
        status: book.consultant === 'consultor2@agroventas.mx' && i === 7 ? 'INACTIVE' : 'ACTIVE',
        selfRegistered: false,
      });
    }
  }
  for (const place of ['28-033', '08-017']) {
    plans.push({
      ...uniqueName(),
      consultantEmail: null,
      place,
      productType: place.startsWith('28') ? 'Sorgo grano' : 'Maíz forrajero',
      hectares: random.int(20, 160),
      status: 'PENDING',
      selfRegistered: true,
    });
  }
  return plans;
}

export async function insertCustomers(
  trx: Transaction<Database>,
  plans: CustomerPlan[],
  random: SeedRandom,
  ids: {
    zones: ZoneIds;
    places: Places;
    users: Map<string, number>;
    productTypes: Record<ProductTypeName, number>;
  },
): Promise<DemoCustomer[]> {
  const rows = plans.map((p) => {
    const stateCode = p.place.slice(0, 2);
    const place = placeOf(ids.places, p.place);
    const consultantId = p.consultantEmail ? ids.users.get(p.consultantEmail) : undefined;
    if (p.consultantEmail && consultantId === undefined) throw new Error(`No demo user ${p.consultantEmail}`);
    return {
      first_name: p.firstName,
      last_name: p.lastName,
      email: random.chance(0.45) ? emailFor(random, p.firstName, p.lastName) : null,
      phone: mexicanPhone(random, stateCode),
      tax_id: random.chance(0.35) ? personRfc(random, p.firstName, p.lastName) : null,
      state_id: place.stateId,
      municipality_id: place.municipalityId,
      locality_id: random.pick(place.localityIds),
      // A customer belongs to the zone of its state (its consultant works that zone).
      zone_id: ids.zones[zoneOfState(stateCode)],
      consultant_id: consultantId ?? null,
      production_type_id: ids.productTypes[p.productType],
      hectares: p.hectares.toFixed(2),
      status: p.status,
      client_key_hash: p.clientKey ? hashClientKey(p.clientKey) : null,
      client_key_hint: p.clientKey ? clientKeyHint(p.clientKey) : null,
      self_registered: p.selfRegistered,
    };
  });
  const stored = await trx.insertInto('clients').values(rows).returning('id').execute();
  if (stored.length !== plans.length) throw new Error('Not every demo customer was stored');
  // RETURNING lists rows in the order of a multi-row VALUES insert, and ids are increasing.
  const storedIds = stored.map((r) => r.id).sort((a, b) => a - b);
  return plans.map((p, i) => ({
    id: storedIds[i] ?? 0,
    consultantEmail: p.consultantEmail,
    status: p.status,
    productType: p.productType,
    hectares: p.hectares,
  }));
}
