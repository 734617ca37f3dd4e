// The 32 federal entities of Mexico with their INEGI codes and abbreviations, grouped into the
// company's five sales zones (every state belongs to exactly one).
import type { Transaction } from 'kysely';
import type { Database } from '../database.ts';

const ZONE_NAMES = ['Noroeste', 'Noreste', 'Occidente-Bajío', 'Centro', 'Sur-Sureste'] as const;
export type ZoneName = (typeof ZONE_NAMES)[number];

interface StateSeed {
  code: string;
  name: string;
  abbreviation: string;
  zone: ZoneName;
}

const STATES: readonly StateSeed[] = [
  { code: '01', name: 'Aguascalientes', abbreviation: 'Ags.', zone: 'Occidente-Bajío' },
  { code: '02', name: 'Baja California', abbreviation: 'BC', zone: 'Noroeste' },
  { code: '03', name: 'Baja California Sur', abbreviation: 'BCS', zone: 'Noroeste' },
  { code: '04', name: 'Campeche', abbreviation: 'Camp.', zone: 'Sur-Sureste' },
  { code: '05', name: 'Coahuila de Zaragoza', abbreviation: 'Coah.', zone: 'Noreste' },
  { code: '06', name: 'Colima', abbreviation: 'Col.', zone: 'Occidente-Bajío' },
  { code: '07', name: 'Chiapas', abbreviation: 'Chis.', zone: 'Sur-Sureste' },
  { code: '08', name: 'Chihuahua', abbreviation: 'Chih.', zone: 'Noroeste' },
  { code: '09', name: 'Ciudad de México', abbreviation: 'CDMX', zone: 'Centro' },
  { code: '10', name: 'Durango', abbreviation: 'Dgo.', zone: 'Noroeste' },
  { code: '11', name: 'Guanajuato', abbreviation: 'Gto.', zone: 'Occidente-Bajío' },
  { code: '12', name: 'Guerrero', abbreviation: 'Gro.', zone: 'Sur-Sureste' },
  { code: '13', name: 'Hidalgo', abbreviation: 'Hgo.', zone: 'Centro' },
  { code: '14', name: 'Jalisco', abbreviation: 'Jal.', zone: 'Occidente-Bajío' },
  { code: '15', name: 'México', abbreviation: 'Mex.', zone: 'Centro' },
  { code: '16', name: 'Michoacán de Ocampo', abbreviation: 'Mich.', zone: 'Occidente-Bajío' },
  { code: '17', name: 'Morelos', abbreviation: 'Mor.', zone: 'Centro' },
  { code: '18', name: 'Nayarit', abbreviation: 'Nay.', zone: 'Occidente-Bajío' },
  { code: '19', name: 'Nuevo León', abbreviation: 'NL', zone: 'Noreste' },
  { code: '20', name: 'Oaxaca', abbreviation: 'Oax.', zone: 'Sur-Sureste' },
  { code: '21', name: 'Puebla', abbreviation: 'Pue.', zone: 'Centro' },
  { code: '22', name: 'Querétaro', abbreviation: 'Qro.', zone: 'Occidente-Bajío' },
  { code: '23', name: 'Quintana Roo', abbreviation: 'Q. Roo', zone: 'Sur-Sureste' },
  { code: '24', name: 'San Luis Potosí', abbreviation: 'SLP', zone: 'Noreste' },
  { code: '25', name: 'Sinaloa', abbreviation: 'Sin.', zone: 'Noroeste' },
  { code: '26', name: 'Sonora', abbreviation: 'Son.', zone: 'Noroeste' },
  { code: '27', name: 'Tabasco', abbreviation: 'Tab.', zone: 'Sur-Sureste' },
  { code: '28', name: 'Tamaulipas', abbreviation: 'Tamps.', zone: 'Noreste' },
  { code: '29', name: 'Tlaxcala', abbreviation: 'Tlax.', zone: 'Centro' },
  { code: '30', name: 'Veracruz de Ignacio de la Llave', abbreviation: 'Ver.', zone: 'Sur-Sureste' },
  { code: '31', name: 'Yucatán', abbreviation: 'Yuc.', zone: 'Sur-Sureste' },
  { code: '32', name: 'Zacatecas', abbreviation: 'Zac.', zone: 'Occidente-Bajío' },
];

/** states.id is the numeric INEGI code ('14' → 14), so ids mean the same in every database. */
export const stateId = (code: string): number => Number(code);

export type ZoneIds = Record<ZoneName, number>;

export async function insertZonesAndStates(trx: Transaction<Database>): Promise<ZoneIds> {
  const zones = await trx
    .insertInto('zones')
    .values(ZONE_NAMES.map((name) => ({ name })))
    .returning(['id', 'name'])
    .execute();
  const zoneIds = Object.fromEntries(zones.map((z) => [z.name, z.id])) as ZoneIds;
  await trx
    .insertInto('states')
    .values(
      STATES.map((s) => ({
        id: stateId(s.code),
        code: s.code,
        name: s.name,
        abbreviation: s.abbreviation,
        zone_id: zoneIds[s.zone],
      })),
    )
    .execute();
  return zoneIds;
}

export function zoneOfState(code: string): ZoneName {
  const state = STATES.find((s) => s.code === code);
  if (!state) throw new Error(`Unknown state code ${code}`);
  return state.zone;
}
