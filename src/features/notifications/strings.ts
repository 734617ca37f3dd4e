// Texts of the notifications feature (bell, notifications page), in Spanish (Mexico).
export const notificationStrings = {
  bell: {
    label: (unread: number | null) => (unread ? `Notificaciones, ${unread} sin leer` : 'Notificaciones'),
    title: 'Notificaciones',
    latest: 'Notificaciones recientes',
    empty: 'No tienes notificaciones.',
    loadFailed: 'No se pudieron cargar las notificaciones.',
    seeAll: 'Ver todas',
    markAllRead: 'Marcar todas como leídas',
  },
  page: {
    listLabel: 'Mis notificaciones',
    loading: 'Cargando notificaciones…',
    loadFailed: 'No se pudieron cargar las notificaciones',
    empty: {
      all: 'Aún no tienes notificaciones. Aquí verás los pagos de tus DKbonos, los mensajes de la oficina y los avisos que te correspondan.',
      unread: 'No tienes notificaciones sin leer.',
      read: 'No tienes notificaciones leídas.',
    },
    filterLabel: 'Mostrar',
    filters: { all: 'Todas', unread: 'No leídas', read: 'Leídas' },
    sortLabel: 'Orden',
    sorts: { 'date:desc': 'Más recientes primero', 'date:asc': 'Más antiguas primero' },
    markRead: 'Marcar como leída',
    markAllRead: 'Marcar todas como leídas',
    allMarked: (count: number) =>
      count === 1
        ? 'Se marcó 1 notificación como leída.'
        : `Se marcaron ${count} notificaciones como leídas.`,
    open: 'Abrir',
    itemLabel: (title: string, isUnread: boolean, body: string, when: string) =>
      `${title}. ${body} ${when}.${isUnread ? ' Sin leer.' : ''}`,
    markFailed: 'No se pudo marcar como leída',
  },
} as const;
