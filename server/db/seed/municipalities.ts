// A realistic handful of farming municipalities (INEGI codes) with some of their localities, for
// the states where the demo customers and partners are. The full catalogue is loaded by an admin.
import type { Transaction } from 'kysely';
import type { Database } from '../database.ts';
import { stateId } from './states.ts';

interface MunicipalitySeed {
  state: string;
  code: string;
  name: string;
  /** [name, postal code] */
  localities: readonly (readonly [string, string])[];
}

const MUNICIPALITIES: readonly MunicipalitySeed[] = [
  // Jalisco
  {
    state: '14',
    code: '006',
    name: 'Ameca',
    localities: [
      ['Ameca', '46600'],
      ['El Cabezón', '46630'],
      ['La Esperanza', '46640'],
    ],
  },
  {
    state: '14',
    code: '008',
    name: 'Arandas',
    localities: [
      ['Arandas', '47180'],
      ['Santa María del Valle', '47190'],
    ],
  },
  {
    state: '14',
    code: '018',
    name: 'La Barca',
    localities: [
      ['La Barca', '47910'],
      ['San José Casas Caídas', '47930'],
      ['Portezuelo', '47920'],
    ],
  },
  {
    state: '14',
    code: '023',
    name: 'Zapotlán el Grande',
    localities: [
      ['Ciudad Guzmán', '49000'],
      ['Los Depósitos', '49090'],
    ],
  },
  {
    state: '14',
    code: '093',
    name: 'Tepatitlán de Morelos',
    localities: [
      ['Tepatitlán de Morelos', '47600'],
      ['Capilla de Guadalupe', '47700'],
      ['Pegueros', '47690'],
      ['San José de Gracia', '47680'],
    ],
  },
  // Guanajuato
  {
    state: '11',
    code: '001',
    name: 'Abasolo',
    localities: [
      ['Abasolo', '36970'],
      ['Estación Joaquín', '36990'],
    ],
  },
  {
    state: '11',
    code: '007',
    name: 'Celaya',
    localities: [
      ['Celaya', '38000'],
      ['Rincón de Tamayo', '38160'],
      ['Roque', '38110'],
    ],
  },
  {
    state: '11',
    code: '017',
    name: 'Irapuato',
    localities: [
      ['Irapuato', '36500'],
      ['Aldama', '36630'],
      ['Cuchicuato', '36640'],
    ],
  },
  {
    state: '11',
    code: '023',
    name: 'Pénjamo',
    localities: [
      ['Pénjamo', '36900'],
      ['Santa Ana Pacueco', '36930'],
      ['Churipitzeo', '36920'],
    ],
  },
  {
    state: '11',
    code: '042',
    name: 'Valle de Santiago',
    localities: [
      ['Valle de Santiago', '38400'],
      ['San Jerónimo de Araceo', '38420'],
    ],
  },
  // Michoacán
  {
    state: '16',
    code: '006',
    name: 'Apatzingán',
    localities: [
      ['Apatzingán de la Constitución', '60600'],
      ['Cenobio Moreno', '60650'],
    ],
  },
  {
    state: '16',
    code: '069',
    name: 'La Piedad',
    localities: [
      ['La Piedad de Cabadas', '59300'],
      ['El Fuerte', '59370'],
      ['Rancho Nuevo', '59380'],
    ],
  },
  {
    state: '16',
    code: '108',
    name: 'Zamora',
    localities: [
      ['Zamora de Hidalgo', '59600'],
      ['Ario de Rayón', '59650'],
      ['Atecucario', '59680'],
    ],
  },
  // Sinaloa
  {
    state: '25',
    code: '001',
    name: 'Ahome',
    localities: [
      ['Los Mochis', '81200'],
      ['Higuera de Zaragoza', '81330'],
      ['Ahome', '81300'],
    ],
  },
  {
    state: '25',
    code: '006',
    name: 'Culiacán',
    localities: [
      ['Culiacán Rosales', '80000'],
      ['Costa Rica', '80430'],
      ['Eldorado', '80450'],
    ],
  },
  {
    state: '25',
    code: '011',
    name: 'Guasave',
    localities: [
      ['Guasave', '81000'],
      ['Juan José Ríos', '81110'],
      ['Adolfo Ruiz Cortines', '81150'],
    ],
  },
  {
    state: '25',
    code: '018',
    name: 'Navolato',
    localities: [
      ['Navolato', '80370'],
      ['Villa Juárez', '80370'],
    ],
  },
  // Sonora
  {
    state: '26',
    code: '018',
    name: 'Cajeme',
    localities: [
      ['Ciudad Obregón', '85000'],
      ['Esperanza', '85210'],
      ['Pueblo Yaqui', '85240'],
    ],
  },
  {
    state: '26',
    code: '030',
    name: 'Hermosillo',
    localities: [
      ['Hermosillo', '83000'],
      ['Miguel Alemán', '83360'],
    ],
  },
  {
    state: '26',
    code: '042',
    name: 'Navojoa',
    localities: [
      ['Navojoa', '85800'],
      ['Bacabachi', '85880'],
    ],
  },
  // Chihuahua
  {
    state: '08',
    code: '017',
    name: 'Cuauhtémoc',
    localities: [
      ['Cuauhtémoc', '31500'],
      ['Anáhuac', '31600'],
      ['Lázaro Cárdenas', '31570'],
    ],
  },
  {
    state: '08',
    code: '021',
    name: 'Delicias',
    localities: [
      ['Delicias', '33000'],
      ['Colonia Revolución', '33070'],
    ],
  },
  {
    state: '08',
    code: '045',
    name: 'Meoqui',
    localities: [
      ['Pedro Meoqui', '33130'],
      ['Lomas del Consuelo', '33140'],
    ],
  },
  // Tamaulipas
  {
    state: '28',
    code: '021',
    name: 'El Mante',
    localities: [
      ['Ciudad Mante', '89800'],
      ['Los Aztecas', '89890'],
    ],
  },
  {
    state: '28',
    code: '032',
    name: 'Reynosa',
    localities: [
      ['Reynosa', '88500'],
      ['Alfredo V. Bonfil', '88760'],
    ],
  },
  {
    state: '28',
    code: '033',
    name: 'Río Bravo',
    localities: [
      ['Ciudad Río Bravo', '88900'],
      ['Nuevo Progreso', '88910'],
      ['El Control', '88950'],
    ],
  },
];

export interface Place {
  stateId: number;
  municipalityId: number;
  localityIds: number[];
}

/** Keyed by 'state-municipality' INEGI codes, e.g. '14-093'. */
export type Places = Map<string, Place>;

export async function insertMunicipalities(trx: Transaction<Database>): Promise<Places> {
  const municipalities = await trx
    .insertInto('municipalities')
    .values(MUNICIPALITIES.map((m) => ({ state_id: stateId(m.state), code: m.code, name: m.name })))
    .returning(['id', 'state_id', 'code'])
    .execute();
  const places: Places = new Map();
  const idOf = new Map<string, number>();
  for (const m of municipalities) {
    const key = `${String(m.state_id).padStart(2, '0')}-${m.code}`;
    idOf.set(key, m.id);
    places.set(key, { stateId: m.state_id, municipalityId: m.id, localityIds: [] });
  }
  const localityRows = MUNICIPALITIES.flatMap((m) =>
    m.localities.map(([name, postalCode]) => ({
      municipality_id: idOf.get(`${m.state}-${m.code}`) ?? 0,
      name,
      postal_code: postalCode,
    })),
  );
  const localities = await trx
    .insertInto('localities')
    .values(localityRows)
    .returning(['id', 'municipality_id'])
    .execute();
  const byMunicipality = new Map([...places.values()].map((p) => [p.municipalityId, p]));
  for (const l of localities) byMunicipality.get(l.municipality_id)?.localityIds.push(l.id);
  return places;
}

export function placeOf(places: Places, key: string): Place {
  const place = places.get(key);
  if (!place) throw new Error(`No demo municipality ${key}`);
  return place;
}
