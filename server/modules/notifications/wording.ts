// What a notification says (Spanish) and which page it opens, per event. Every recipient of one event
// reads the same text; the link is an app path built from the route table, never typed by hand.
import { ROUTES } from '../../../domain/app-routes.ts';
import { toCents } from '../../../domain/money.ts';
import { formatCents } from '../../../domain/money-format.ts';
import { bags } from '../shared/wording.ts';
import type { NotificationEvent } from './events.ts';

export interface NotificationContent {
  title: string;
  body: string;
  link: string | null;
}

const withId = (path: string, id: number) => path.replace(':id', String(id));
const pesos = (amount: string) => formatCents(toCents(amount));

const ASSIGNED_BODY: Record<
  Extract<NotificationEvent, { kind: 'CLIENT_ASSIGNED' }>['how'],
  (name: string) => string
> = {
  APPROVED: (name) => `Se aprobó el registro de ${name} y quedó a tu cargo.`,
  CREATED: (name) => `Se dio de alta a ${name} como tu cliente.`,
  REASSIGNED: (name) => `${name} pasó a tu cartera de clientes.`,
};

export function notificationContent(event: NotificationEvent): NotificationContent {
  switch (event.kind) {
    case 'VOUCHER_PAYMENT_RECORDED':
      return {
        title: `Pago registrado en el DKbono ${event.folio}`,
        body: `El DKbono ${event.folio} lleva ${pesos(event.paid)} pagados de ${pesos(event.total)}; restan ${formatCents(toCents(event.total) - toCents(event.paid))}.`,
        link: withId(ROUTES.dkbonoDetail.path, event.voucherId),
      };
    case 'VOUCHER_PAID':
      return {
        title: `DKbono ${event.folio} liquidado`,
        body: `El DKbono ${event.folio} quedó pagado por completo (${pesos(event.total)}) y ya se puede canjear.`,
        link: withId(ROUTES.dkbonoDetail.path, event.voucherId),
      };
    case 'VOUCHER_CANCELLED':
      return {
        title: `DKbono ${event.folio} cancelado`,
        body: `Se canceló el DKbono ${event.folio} de ${event.clientName}; sus bolsas apartadas quedaron libres.`,
        link: withId(ROUTES.dkbonoDetail.path, event.voucherId),
      };
    case 'CLIENT_SELF_REGISTERED':
      return {
        title: 'Nuevo cliente registrado',
        body: `${event.name} se registró por su cuenta y espera revisión y la asignación de un consultor.`,
        link: withId(ROUTES.customerDetail.path, event.clientId),
      };
    case 'CLIENT_ASSIGNED':
      return {
        title: `Cliente asignado: ${event.name}`,
        body: ASSIGNED_BODY[event.how](event.name),
        link: withId(ROUTES.customerDetail.path, event.clientId),
      };
    case 'CLIENT_UNASSIGNED':
      // No link: the customer's page is refused to a consultant who no longer has it.
      return {
        title: `Cliente reasignado: ${event.name}`,
        body: `${event.name} ya no está en tu cartera de clientes; ahora es cliente de ${event.newConsultantName}.`,
        link: null,
      };
    case 'CLIENT_TAX_ID_REPEATED':
      return {
        title: `RFC repetido: ${event.taxId}`,
        body: `${event.name} quedó registrado con el RFC ${event.taxId}, que ya tiene ${event.holderName} (cliente #${event.holderId}). Revisa si son el mismo agricultor.`,
        link: withId(ROUTES.customerDetail.path, event.clientId),
      };
    case 'USER_PENDING_APPROVAL':
      return {
        title: 'Usuario por aprobar',
        body: `${event.name} solicitó acceso a Agroventas y espera que le asignen un rol.`,
        link: ROUTES.usersPending.path,
      };
    case 'MESSAGE_PUBLISHED':
      return { title: event.title, body: event.body, link: null };
    case 'STOCK_LOW':
      return {
        title: `Inventario bajo: ${event.productName}`,
        body: `Disponibles en la temporada ${event.seasonName}: ${event.available} de ${bags(event.allocated)} asignada${event.allocated === 1 ? '' : 's'}.`,
        link: `${ROUTES.seasonInventory.path}?seasonId=${event.seasonId}`,
      };
  }
}
