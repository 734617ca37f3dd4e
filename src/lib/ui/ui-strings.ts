// Texts of the shared list and page pieces (src/lib/ui), in Spanish (Mexico).

const integer = new Intl.NumberFormat('es-MX');
const count = (value: number) => integer.format(value);

export const uiStrings = {
  loading: 'Cargando…',
  loadFailed: 'No se pudo cargar la información',
  offline: 'Sin conexión',
  retry: 'Reintentar',
  cancel: 'Cancelar',
  close: 'Cerrar',
  clearFilters: 'Limpiar filtros',
  print: 'Imprimir',
  destructiveActions: 'Acciones que no se deshacen',
  /** The chevron of a combobox (Fluent says "Open" in English). */
  showOptions: 'Mostrar las opciones',
  /** The clear button of a choice field (Fluent says "Clear selection" in English). */
  clearSelection: 'Borrar selección',
  share: {
    label: 'Compartir',
    whatsApp: (label: string) => `${label} por WhatsApp`,
    failed: 'No se pudo abrir el menú para compartir. Copia el enlace y pégalo en el chat.',
  },
  refreshFailed: 'No se pudo actualizar; se muestra lo último que se cargó.',
  staleRecord: {
    title: 'Alguien más cambió este registro; revisa los datos actuales.',
    message:
      'Tus cambios no se guardaron. El formulario muestra ahora los datos actuales: revísalos y vuelve a guardar.',
  },
  recordNotFound: {
    title: 'No encontramos este registro',
    body: 'No existe o no tienes acceso a él. Revisa la dirección o vuelve a la lista.',
  },
  notFoundPage: {
    title: 'Página no encontrada',
    body: 'La dirección que abriste no existe en Agroventas.',
    home: 'Ir al inicio',
  },
  forbiddenPage: 'No tienes permiso para abrir esa página.',
  unsavedChanges: {
    title: 'Tienes cambios sin guardar',
    body: 'Si sales ahora, se perderán los cambios que no has guardado.',
    stay: 'Seguir editando',
    leave: 'Salir sin guardar',
  },
  cards: {
    sortBy: 'Ordenar por',
    ascending: 'Orden ascendente; cambiar a descendente',
    descending: 'Orden descendente; cambiar a ascendente',
  },
  filters: {
    open: (active: number) => (active > 0 ? `Filtros (${active})` : 'Filtros'),
  },
  moreActions: 'Más acciones',
  pagination: {
    label: 'Paginación',
    pageSize: 'Registros por página',
    previous: 'Página anterior',
    next: 'Página siguiente',
    summary: (page: number, pages: number, records: number) =>
      `Página ${count(page)} de ${count(pages)} · ${count(records)} ${records === 1 ? 'registro' : 'registros'}`,
    /** A list past the count's cap (countKind 'atLeast'): the rows on screen, of more than the cap. */
    summaryAtLeast: (first: number, last: number, records: number) =>
      last < first
        ? `Más de ${count(records)} registros`
        : `${count(first)}–${count(last)} de más de ${count(records)} registros`,
  },
} as const;

/** Page sizes every list offers. */
export const PAGE_SIZES = [10, 25, 50] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
