// Texts of the location picker, in Spanish (Mexico).
export const locationStrings = {
  state: { label: 'Estado', placeholder: 'Elige un estado', failed: 'No se pudieron cargar los estados.' },
  municipality: {
    label: 'Municipio',
    placeholder: 'Elige un municipio',
    waiting: 'Elige primero un estado',
    failed: 'No se pudieron cargar los municipios.',
    none: 'Este estado aún no tiene municipios registrados.',
  },
  locality: {
    label: 'Localidad',
    placeholder: 'Elige una localidad',
    waiting: 'Elige primero un municipio',
    failed: 'No se pudieron cargar las localidades.',
    none: 'Este municipio aún no tiene localidades registradas.',
  },
  loading: 'Cargando…',
  noMatches: 'Ningún resultado coincide',
  retry: 'Reintentar',
  clear: 'Quitar selección',
} as const;
