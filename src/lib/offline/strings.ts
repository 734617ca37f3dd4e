// Every Spanish text of the offline work.
import type { OutboxKind } from './outbox.ts';

/** "hace 25 min", "hace 2 h", "hace 3 días". */
export function ageOf(since: number, now: number): string {
  const minutes = Math.max(0, Math.floor((now - since) / 60_000));
  if (minutes < 1) return 'hace un momento';
  if (minutes < 60) return `hace ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `hace ${hours} h`;
  const days = Math.floor(hours / 24);
  return days === 1 ? 'hace 1 día' : `hace ${days} días`;
}

export const offlineStrings = {
  offline: 'Sin conexión',
  keptData: (age: string) => `Sin conexión · datos de hace ${age.replace(/^hace /, '')}`,
  unsent: (count: number) => `${count} por enviar`,
  updateReady: 'Hay una versión nueva',
  update: 'Actualizar',
  signInToSend: 'Tu sesión terminó. Inicia sesión para enviar lo que está pendiente.',
  signIn: 'Iniciar sesión',
  keptToast: 'Guardado en el teléfono',
  keptDetail: 'Sin conexión: se enviará solo cuando vuelva la señal.',
  pending: 'Pendiente de enviar',
  pendingFolio: 'Folio pendiente',
  waiting: 'espera a que se envíe el cliente',
  sent: (folio: string | undefined) => (folio ? `Enviado · ${folio}` : 'Enviado'),
  refused: 'Por resolver',
  sendNow: 'Enviar ahora',
  resend: 'Reenviar',
  correct: 'Corregir',
  discard: 'Descartar',
  discardTitle: '¿Descartar este registro?',
  discardBody: (label: string) =>
    `«${label}» no se ha enviado. Si lo descartas, se borra del teléfono y no se puede recuperar.`,
  open: 'Abrir',
  pageTitle: 'Por enviar',
  empty: 'No hay nada por enviar: todo lo guardado llegó al servidor.',
  intro:
    'Lo que guardas sin señal se queda en el teléfono y se envía solo, en el orden en que lo capturaste, cuando vuelve la señal.',
  savedAt: (when: string) => `Capturado el ${when}`,
  kinds: {
    'customer-create': 'Cliente nuevo',
    'customer-update': 'Cambios de cliente',
    'sale-create': 'Venta',
    'voucher-create': 'DKbono',
    'voucher-payments': 'Pago de DKbono',
  } satisfies Record<OutboxKind, string>,
} as const;
