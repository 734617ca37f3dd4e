// Distributors, silage vendors and silage producers the consultants work with, by zone.
import type { Transaction } from 'kysely';
import type { Database, PartnerType } from '../database.ts';
import { type Places, placeOf } from './municipalities.ts';
import { type ZoneIds, zoneOfState } from './states.ts';

interface PartnerSeed {
  type: PartnerType;
  name: string;
  taxId: string;
  contact: string;
  phone: string;
  email: string;
  /** 'state-municipality' INEGI codes */
  place: string;
}

const PARTNERS: readonly PartnerSeed[] = [
  {
    type: 'DISTRIBUTOR',
    name: 'Agroinsumos de los Altos S.A. de C.V.',
    taxId: 'AAL0803127K4',
    contact: 'Rodolfo Gutiérrez Navarro',
    phone: '3787812045',
    email: 'ventas@agroaltos.com.mx',
    place: '14-093',
  },
  {
    type: 'DISTRIBUTOR',
    name: 'Semillas y Fertilizantes del Bajío S.A. de C.V.',
    taxId: 'SFB1105249P1',
    contact: 'María Elena Camacho Ruiz',
    phone: '4616123380',
    email: 'contacto@sefebajio.mx',
    place: '11-007',
  },
  {
    type: 'DISTRIBUTOR',
    name: 'Comercializadora Agrícola del Valle del Fuerte S.A. de C.V.',
    taxId: 'CAV9902187H3',
    contact: 'Jorge Luis Castro Inzunza',
    phone: '6688154720',
    email: 'jlcastro@cavfuerte.com.mx',
    place: '25-001',
  },
  {
    type: 'DISTRIBUTOR',
    name: 'Distribuidora Agropecuaria del Yaqui S.A. de C.V.',
    taxId: 'DAY1309026M8',
    contact: 'Francisco Javier Esquer Ruiz',
    phone: '6444102256',
    email: 'compras@agroyaqui.mx',
    place: '26-018',
  },
  {
    type: 'DISTRIBUTOR',
    name: 'Agroservicios del Bravo S.A. de C.V.',
    taxId: 'ABR1007156Q2',
    contact: 'Guadalupe Treviño Garza',
    phone: '8999341178',
    email: 'gtrevino@agrobravo.com.mx',
    place: '28-033',
  },
  {
    type: 'SILAGE_VENDOR',
    name: 'Ensilados La Barca',
    taxId: 'ELB1503098R6',
    contact: 'Alfredo Orozco Padilla',
    phone: '3939350412',
    email: 'ensiladoslabarca@gmail.com',
    place: '14-018',
  },
  {
    type: 'SILAGE_VENDOR',
    name: 'Forrajes Cuauhtémoc S.P.R. de R.L.',
    taxId: 'FCU1111228T5',
    contact: 'Abraham Wiebe Friesen',
    phone: '6255811934',
    email: 'ventas@forrajescuauhtemoc.mx',
    place: '08-017',
  },
  {
    type: 'SILAGE_PRODUCER',
    name: 'Establo Los Laureles',
    taxId: 'ELA0606194B7',
    contact: 'Salvador Martín Jiménez',
    phone: '3787156623',
    email: 'establoloslaureles@hotmail.com',
    place: '14-093',
  },
  {
    type: 'SILAGE_PRODUCER',
    name: 'Lácteos y Forrajes de Delicias S.P.R. de R.L.',
    taxId: 'LFD1204305C9',
    contact: 'Ernesto Chávez Loya',
    phone: '6394728810',
    email: 'forrajes@lacteosdelicias.mx',
    place: '08-021',
  },
  {
    type: 'SILAGE_PRODUCER',
    name: 'Rancho El Mezquite',
    taxId: 'REM1708113D4',
    contact: 'Teresa Zamudio Bravo',
    phone: '3515203947',
    email: 'ranchoelmezquite@gmail.com',
    place: '16-108',
  },
];

/** Partner ids by name, to attach consultants to their distributor. */
export type PartnerIds = Map<string, number>;

export async function insertPartners(
  trx: Transaction<Database>,
  zoneIds: ZoneIds,
  places: Places,
): Promise<PartnerIds> {
  const rows = await trx
    .insertInto('partners')
    .values(
      PARTNERS.map((p) => {
        const place = placeOf(places, p.place);
        return {
          type: p.type,
          name: p.name,
          tax_id: p.taxId,
          contact_name: p.contact,
          phone: p.phone,
          email: p.email,
          state_id: place.stateId,
          municipality_id: place.municipalityId,
          zone_id: zoneIds[zoneOfState(p.place.slice(0, 2))],
        };
      }),
    )
    .returning(['id', 'name'])
    .execute();
  return new Map(rows.map((r) => [r.name, r.id]));
}

export function partnerId(ids: PartnerIds, name: string): number {
  const id = ids.get(name);
  if (id === undefined) throw new Error(`No demo partner ${name}`);
  return id;
}
