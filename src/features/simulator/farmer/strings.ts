// Everything the farmer reads on /simulator, in one place.
export const strings = {
  title: 'Simulador de rentabilidad',
  brand: 'Agroventas',
  greeting: (name: string) => `Hola, ${name}.`,
  signOut: 'Cerrar sesión',
  confirmSignOut: {
    question:
      '¿Cerrar sesión en este teléfono? Se borran de aquí tus últimos números; tus simulaciones guardadas siguen en tu cuenta.',
    confirm: 'Sí, cerrar sesión',
    cancel: 'Cancelar',
  },
  dashboard: 'Ir al panel',
  loading: 'Cargando el simulador…',
  loadFailed: 'No pudimos cargar los parámetros del simulador.',
  retry: 'Reintentar',
  sessionEnding: 'Te llevamos a iniciar sesión…',
  offline: 'Sin conexión.',
  cachedParams: (date: string) =>
    `Sin conexión: calculamos con los parámetros guardados el ${date}. Tus números se quedan en este teléfono y los resultados pueden cambiar cuando vuelva la señal.`,
  offlineNoCache:
    'Sin conexión y sin parámetros guardados. Abre el simulador con señal una vez para usarlo sin conexión.',
  sections: {
    field: 'Tu siembra',
    hybrids: 'Híbridos',
    results: 'Resultado',
    chart: 'Costo contra ingreso',
    comparison: 'Comparación de híbridos',
    save: 'Guardar simulación',
    history: 'Simulaciones guardadas',
  },
  kind: { label: 'Tipo de producción' },
  hybrid: {
    title: (n: number) => `Híbrido ${n}`,
    pick: 'Híbrido',
    other: 'Otro híbrido (captura sus datos)',
    loading: 'Cargando híbridos…',
    add: 'Agregar híbrido para comparar',
    remove: 'Quitar',
    removeLabel: (n: number) => `Quitar el híbrido ${n}`,
    fallbackName: (n: number) => `Híbrido ${n}`,
    noneOfKind: 'No hay híbridos de este tipo en el catálogo; captura los datos de tu semilla.',
  },
  hints: {
    seedsPerHa: (plants: string, pct: string) =>
      `Con ${pct} % de emergencia, ${plants} plantas por hectárea.`,
    voucherCredit: 'Si tienes un DKbono, escribe el crédito para ver el costo real de tu semilla.',
    yieldSilage: 'Toneladas de forraje verde por hectárea.',
  },
  results: {
    profit: 'Ganancia',
    loss: 'Pérdida',
    perHa: 'por hectárea',
    roi: 'Retorno (ROI)',
    detailOf: 'Ver detalle de',
    invalid: 'Corrige los datos marcados para ver el resultado.',
    realSeedCost: (amount: string) => `Costo real de tu semilla después del DKbono: ${amount}`,
    summary: 'Resumen del resultado',
  },
  chart: {
    description: (breakEven: string) =>
      `Gráfica de costo total e ingreso según el rendimiento; el punto de equilibrio está en ${breakEven}.`,
    revenue: 'Ingreso',
    cost: 'Costo total',
    breakEven: 'Equilibrio',
    yours: 'Tu rendimiento',
    axis: 'Rendimiento (t/ha)',
    noPrice: 'Escribe un precio de venta para ver la gráfica.',
  },
  comparison: {
    hint: 'Comparados contra el primer híbrido, con la misma siembra y el mismo precio de venta.',
    pricePerBag: 'Precio por bolsa',
    extraYield: 'Rendimiento extra para pagar su precio',
  },
  save: {
    name: 'Nombre (opcional)',
    namePlaceholder: 'Ej. Parcela norte, temporal 2026',
    submit: 'Guardar simulación',
    submitting: 'Guardando…',
    saved: 'Simulación guardada.',
    queued: 'Sin conexión: la guardaremos en cuanto vuelva la señal.',
    pending: (n: number) =>
      n === 1
        ? '1 simulación espera señal para guardarse.'
        : `${n} simulaciones esperan señal para guardarse.`,
    sent: (n: number) =>
      n === 1 ? 'Se guardó la simulación pendiente.' : `Se guardaron ${n} simulaciones pendientes.`,
    fixFirst: 'Corrige los datos marcados antes de guardar.',
  },
  history: {
    empty: 'Aún no guardas simulaciones. Guarda una para compararla después.',
    loading: 'Cargando simulaciones…',
    failed: 'No pudimos cargar tus simulaciones.',
    cached: 'Lista guardada en el teléfono; puede no estar al día.',
    more: 'Ver más',
    untitled: 'Simulación',
    by: (name: string) => `Preparada por ${name}`,
    loaded: (name: string) => `Abriste «${name}». Cambia lo que quieras y guarda de nuevo.`,
    hybrids: (n: number) => (n === 1 ? '1 híbrido' : `${n} híbridos`),
  },
  summaryBar: { see: 'Ver resultado' },
  sources: {
    record: 'de tu registro',
    voucher: (folio: string) => `de tu DKbono ${folio}`,
    voucherBags: (folio: string, bags: number) =>
      `de tu DKbono ${folio}: ${bags === 1 ? '1 bolsa' : `${bags} bolsas`}`,
  },
  memory: {
    restored:
      'Seguimos con tus últimos números. Para empezar de nuevo, toca «Volver a los valores iniciales».',
    reset: 'Volver a los valores iniciales',
  },
  voucherLink: {
    applied: (folio: string, amount: string) =>
      `Empezamos con tu DKbono ${folio}: crédito de ${amount} (lo pagado hasta hoy). Puedes cambiar cualquier dato.`,
    unpaid: (folio: string) =>
      `Empezamos con los híbridos de tu DKbono ${folio}; aún no tiene pagos, así que va sin crédito.`,
    spent: (folio: string) =>
      `El DKbono ${folio} ya fue canjeado o cancelado; el simulador abre sin crédito.`,
    notFound:
      'No encontramos el DKbono de este enlace entre los tuyos; el simulador abre sin crédito. Revisa que entraste con tu clave de cliente.',
    offline: 'Sin conexión no se pudo leer el crédito del DKbono; el simulador abre sin él.',
  },
} as const;
