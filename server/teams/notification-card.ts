// The Adaptive Card (schema 1.5) a consultant receives in Teams for one notification: what happened,
// and a button that opens the record in the app's Teams tab (a deep link naming it by subEntityId),
// or in the browser when the Teams app id is not configured.
import { subEntityIdFor } from '../../domain/deep-links.ts';
import type { StoredNotification } from '../modules/notifications/events.ts';

export const CARD_CONTENT_TYPE = 'application/vnd.microsoft.card.adaptive';
/** The static tab the deep links open (appPackage/manifest.json). */
const HOME_TAB_ENTITY_ID = 'home';

export interface CardLinks {
  publicUrl: string;
  teamsAppId: string | undefined;
}

function recordUrl(link: string, links: CardLinks): string {
  const webUrl = new URL(link, links.publicUrl).toString();
  const subEntityId = subEntityIdFor(link);
  if (!links.teamsAppId || !subEntityId) return webUrl;
  const context = encodeURIComponent(JSON.stringify({ subEntityId }));
  return (
    `https://teams.microsoft.com/l/entity/${encodeURIComponent(links.teamsAppId)}/${HOME_TAB_ENTITY_ID}` +
    `?webUrl=${encodeURIComponent(webUrl)}&context=${context}`
  );
}

export function notificationCard(
  notification: StoredNotification,
  links: CardLinks,
): Record<string, unknown> {
  return {
    type: 'AdaptiveCard',
    $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
    version: '1.5',
    body: [
      {
        type: 'TextBlock',
        text: 'Agroventas',
        size: 'Small',
        weight: 'Bolder',
        color: 'Accent',
        isSubtle: true,
      },
      { type: 'TextBlock', text: notification.title, size: 'Medium', weight: 'Bolder', wrap: true },
      { type: 'TextBlock', text: notification.body, wrap: true },
    ],
    actions: notification.link
      ? [{ type: 'Action.OpenUrl', title: 'Abrir en Agroventas', url: recordUrl(notification.link, links) }]
      : [],
  };
}
