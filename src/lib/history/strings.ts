// Texts of the "Historial" section of every record page, in Spanish (Mexico).
export const historyStrings = {
  title: 'Historial',
  empty: 'No hay cambios registrados.',
  more: 'Ver más',
  loadingMore: 'Cargando…',
  emptyValue: '(vacío)',
  before: 'Antes:',
  after: 'Después:',
  changedBy: (actor: string) => `por ${actor}`,
  noFieldChanges: 'Sin cambios de campos.',
} as const;
