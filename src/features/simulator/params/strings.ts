// The Spanish texts of the simulator parameters page.
export const simulatorParamsStrings = {
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
} as const;
