// The Teams card of the notices a consultant gets about records it may or may not open: a cancelled
// Dkbono (still readable) opens it; a customer moved away (refused to it now) has no button at all.
import { AdaptiveCard, SerializationContext, Versions } from 'adaptivecards';
import { describe, expect, it } from 'vitest';
import type { NotificationEvent, StoredNotification } from '../modules/notifications/events.ts';
import { notificationContent } from '../modules/notifications/wording.ts';
import { notificationCard } from './notification-card.ts';

const links = {
  publicUrl: 'https://agroventas.example.mx',
  teamsAppId: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f',
};

function cardFor(event: NotificationEvent) {
  const notification: StoredNotification = {
    id: 1,
    userId: 7,
    kind: event.kind,
    ...notificationContent(event),
  };
  const content = notificationCard(notification, links);
  const card = new AdaptiveCard();
  const context = new SerializationContext(Versions.v1_5);
  card.parse(content, context);
  expect(Array.from({ length: context.eventCount }, (_, i) => context.getEventAt(i).message)).toEqual([]);
  expect(card.validateProperties().validationEvents).toEqual([]);
  return content as { body: Array<{ text: string }>; actions: Array<{ type: string; url: string }> };
}

describe('notification cards of moved customers and cancelled Dkbonos', () => {
  it('opens a cancelled Dkbono in the Teams tab', () => {
    const card = cardFor({
      kind: 'VOUCHER_CANCELLED',
      voucherId: 12,
      folio: 'DKB-000012',
      consultantId: 7,
      clientName: 'Ana Ruiz',
    });
    expect(card.body.map((block) => block.text)).toEqual([
      'Agroventas',
      'DKbono DKB-000012 cancelado',
      'Se canceló el DKbono DKB-000012 de Ana Ruiz; sus bolsas apartadas quedaron libres.',
    ]);
    expect(card.actions).toHaveLength(1);
    const url = new URL(card.actions[0]?.url ?? '');
    expect(JSON.parse(url.searchParams.get('context') ?? '{}')).toEqual({ subEntityId: 'dkbono:12' });
  });

  it('has no button for a customer that left the consultant’s portfolio', () => {
    const card = cardFor({
      kind: 'CLIENT_UNASSIGNED',
      clientId: 5,
      name: 'Ana Ruiz',
      consultantId: 7,
      newConsultantName: 'Luis Pérez',
    });
    expect(card.body.map((block) => block.text)).toEqual([
      'Agroventas',
      'Cliente reasignado: Ana Ruiz',
      'Ana Ruiz ya no está en tu cartera de clientes; ahora es cliente de Luis Pérez.',
    ]);
    expect(card.actions).toEqual([]);
  });
});
