// The Spanish texts of the messages: the admin page, its dialogs and filters, and the banner that
// shows the active ones to staff.
export const messageStrings = {
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
    reads: 'Lectura',
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
  banner: {
    label: 'Mensajes de la oficina',
    dismiss: (title: string) => `Cerrar el mensaje «${title}»`,
    until: (day: string) => `Vigente hasta el ${day}`,
    unread: 'Nuevo',
    read: 'Leído',
    open: 'Leer',
    openLabel: (title: string) => `Leer el mensaje «${title}»`,
    hide: 'Ocultar',
    hideLabel: (title: string) => `Ocultar el mensaje «${title}»`,
    more: (count: number) => `+${count}`,
    moreLabel: (count: number) =>
      count === 1 ? 'Ver 1 mensaje más de la oficina' : `Ver ${count} mensajes más de la oficina`,
  },
  receipts: {
    count: (read: number, audience: number) => `Leído por ${read} de ${audience}`,
    notShownYet: 'Aún no se muestra',
    showLabel: (read: number, audience: number, title: string) =>
      `Leído por ${read} de ${audience}: ver quién no ha leído «${title}»`,
    title: 'Quién no lo ha leído',
    loading: 'Cargando lecturas…',
    summary: (read: number, audience: number) =>
      audience === 1
        ? `Leído por ${read} de 1 persona de su audiencia.`
        : `Leído por ${read} de ${audience} personas de su audiencia.`,
    hint: 'Cuenta como leído cuando la persona lo abre en el aviso del tablero. Su audiencia son los usuarios activos de sus roles.',
    unreadList: 'Aún no lo han leído',
    everyone: 'Toda su audiencia lo leyó.',
    nobody: 'Hoy nadie activo tiene uno de sus roles.',
    close: 'Cerrar',
  },
} as const;
