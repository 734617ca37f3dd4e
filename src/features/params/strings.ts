// Texts of the parameter pages (simulator parameters, messages), in Spanish (Mexico).
export const paramsStrings = {
  simulator: {
    intro:
      'Son los valores con los que arranca el simulador de rentabilidad, el del agricultor y el de los consultores. Cada simulación puede ajustarlos después.',
    updatedAt: (when: string) => `Última actualización: ${when}`,
    fields: {
      pricePerTon: {
        label: 'Precio por tonelada',
        hint: 'Lo que se paga al productor por tonelada cosechada.',
      },
      defaultDensity: { label: 'Densidad de siembra', hint: 'Entre 1,000 y 500,000 semillas por hectárea.' },
      emergencePct: { label: 'Emergencia', hint: 'Porcentaje de semillas que nacen (1 a 100).' },
      defaultYield: { label: 'Rendimiento esperado', hint: 'Toneladas por hectárea (hasta 200).' },
      otherCostsPerHa: {
        label: 'Otros costos por hectárea',
        hint: 'Preparación, fertilización, riego, cosecha…',
      },
    },
    silageYieldHint: 'Toneladas de materia verde por hectárea (hasta 200).',
    save: 'Guardar cambios',
    saving: 'Guardando…',
    reset: 'Descartar cambios',
    saved: 'Parámetros guardados',
    savedDetail: 'El simulador usará los nuevos valores desde ahora.',
    saveFailed: 'No se guardaron los parámetros',
    fixFields: 'Revisa los campos marcados.',
  },
  messages: {
    listLabel: 'Mensajes',
    loading: 'Cargando mensajes…',
    loadFailed: 'No se pudieron cargar los mensajes',
    empty: 'Ningún mensaje coincide con los filtros.',
    nothingYet:
      'Aún no hay mensajes. Crea uno para avisar algo a los consultores, supervisores o coordinadores.',
    create: 'Nuevo mensaje',
    filters: {
      label: 'Filtros de mensajes',
      search: 'Buscar',
      searchPlaceholder: 'Título o texto',
      status: 'Estado',
      anyStatus: 'Todos',
    },
    columns: {
      title: 'Mensaje',
      audience: 'Para',
      activeFrom: 'Vigencia',
      status: 'Estado',
      actions: 'Acciones',
    },
    period: (from: string, to: string | null) => (to ? `${from} al ${to}` : `Desde ${from}`),
    edit: (title: string) => `Editar «${title}»`,
    remove: (title: string) => `Eliminar «${title}»`,
    form: {
      createTitle: 'Nuevo mensaje',
      editTitle: 'Editar mensaje',
      title: 'Título',
      body: 'Texto',
      audience: 'Para quién',
      activeFrom: 'Vigente desde',
      activeTo: 'Vigente hasta',
      publishHint:
        'Al entrar en vigor, el mensaje aparece como aviso en el tablero de su audiencia y le llega como notificación (una sola vez).',
      cancel: 'Cancelar',
      create: 'Publicar',
      save: 'Guardar',
      saving: 'Guardando…',
      created: 'Mensaje creado',
      createdNow: 'Se notificó a su audiencia.',
      createdLater: 'Se notificará a su audiencia cuando entre en vigor.',
      updated: 'Mensaje guardado',
      failed: 'No se guardó el mensaje',
    },
    delete: {
      title: 'Eliminar mensaje',
      confirm: (title: string) =>
        `¿Eliminar el mensaje «${title}»? Dejará de mostrarse en el tablero. Las notificaciones ya enviadas se conservan.`,
      confirmButton: 'Eliminar',
      deleting: 'Eliminando…',
      done: 'Mensaje eliminado',
      failed: 'No se eliminó el mensaje',
    },
  },
} as const;
