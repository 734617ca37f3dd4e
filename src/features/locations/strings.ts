// Texts of the locations pages (zones, states and localities), in Spanish (Mexico).
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const zoneStrings = {
  create: 'Nueva zona',
  search: 'Buscar',
  searchPlaceholder: 'Zona o estado',
  columns: { name: 'Zona', states: 'Estados', actions: 'Acciones' },
  usage: (zone: { users: number; clients: number; partners: number }) =>
    [
      plural(zone.users, 'usuario', 'usuarios'),
      plural(zone.clients, 'cliente', 'clientes'),
      plural(zone.partners, 'socio', 'socios'),
    ].join(' · '),
  noStates: 'Sin estados',
  rename: (name: string) => `Cambiar el nombre de ${name}`,
  remove: (name: string) => `Eliminar ${name}`,
  loading: 'Cargando zonas…',
  loadFailed: 'No se pudieron cargar las zonas',
  empty: 'Ninguna zona coincide con la búsqueda.',
  nothingYet: 'Aún no hay zonas. Crea la primera.',
  dialog: {
    createTitle: 'Nueva zona',
    renameTitle: 'Cambiar el nombre de la zona',
    name: 'Nombre de la zona',
    created: (name: string) => `Se creó la zona ${name}.`,
    renamed: (name: string) => `La zona ahora se llama ${name}.`,
  },
  deletion: {
    title: 'Eliminar zona',
    question: (name: string) => `¿Eliminar la zona ${name}? Esta acción no se puede deshacer.`,
    confirm: 'Eliminar',
    deleting: 'Eliminando…',
    deleted: (name: string) => `Se eliminó la zona ${name}.`,
  },
} as const;

export const stateZoneStrings = {
  tabs: { label: 'Secciones', states: 'Zonas por estado', localities: 'Localidades' },
  search: 'Buscar estado',
  searchPlaceholder: 'Nombre o abreviatura',
  zoneFilter: 'Zona',
  anyZone: 'Todas las zonas',
  withoutZone: 'Sin zona',
  columns: { state: 'Estado', zone: 'Zona' },
  codeLine: (abbreviation: string, code: string) => `${abbreviation} · INEGI ${code}`,
  zoneOf: (state: string) => `Zona de ${state}`,
  assigned: (state: string, zone: string | null) =>
    zone ? `${state} ahora pertenece a la zona ${zone}.` : `${state} quedó sin zona.`,
  assignFailed: 'No se pudo cambiar la zona',
  loading: 'Cargando estados…',
  loadFailed: 'No se pudieron cargar los estados',
  empty: 'Ningún estado coincide con los filtros.',
} as const;

export const localityStrings = {
  intro: 'Elige un estado y un municipio para ver y editar sus localidades.',
  add: 'Agregar localidad',
  search: 'Buscar localidad',
  searchPlaceholder: 'Nombre o código postal',
  columns: { name: 'Localidad', postalCode: 'Código postal', actions: 'Acciones' },
  noPostalCode: '—',
  edit: (name: string) => `Editar ${name}`,
  loading: 'Cargando localidades…',
  loadFailed: 'No se pudieron cargar las localidades',
  empty: 'Ninguna localidad coincide con la búsqueda.',
  nothingYet: 'Este municipio aún no tiene localidades registradas.',
  dialog: {
    createTitle: (municipality: string) => `Nueva localidad en ${municipality}`,
    editTitle: 'Editar localidad',
    name: 'Nombre',
    postalCode: 'Código postal (opcional)',
    created: (name: string) => `Se agregó la localidad ${name}.`,
    updated: (name: string) => `Se guardó la localidad ${name}.`,
  },
} as const;
