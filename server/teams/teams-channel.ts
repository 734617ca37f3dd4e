// The Teams channel of the notification service: each stored notification for a consultant who has the
// bot installed becomes an Adaptive Card in their personal chat. A failed send is retried with backoff
// and logged; it never fails anything else (the business request finished long before).
import { MessageActivity } from '@microsoft/teams.api';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { NotificationChannel } from '../modules/notifications/channels.ts';
import type { StoredNotification } from '../modules/notifications/events.ts';
import { consultantChats, type CardTarget } from './conversations.ts';
import type { NotificationBot } from './notification-bot.ts';
import { CARD_CONTENT_TYPE, notificationCard, type CardLinks } from './notification-card.ts';

/** Waits before each retry; three tries in all, well inside the notification outbox's 30 s per batch. */
const RETRY_DELAYS_MS = [1_000, 4_000];

export interface TeamsChannelOptions {
  db: Kysely<Database>;
  bot: Pick<NotificationBot, 'sendToChat'>;
  links: CardLinks;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  retryDelaysMs?: number[];
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What went wrong, without the request (its Authorization header carries the bot's token). */
function failureOf(error: unknown): { status?: number; message: string } {
  const status = (error as { response?: { status?: unknown } } | null)?.response?.status;
  return {
    ...(typeof status === 'number' ? { status } : {}),
    message: error instanceof Error ? error.message : String(error),
  };
}

function cardActivity(notification: StoredNotification, links: CardLinks): MessageActivity {
  // The text is what Teams shows in the chat list and the notification banner.
  return new MessageActivity(notification.title).addAttachments({
    contentType: CARD_CONTENT_TYPE,
    content: notificationCard(notification, links),
  });
}

export function teamsNotificationChannel(options: TeamsChannelOptions): NotificationChannel {
  const delays = options.retryDelaysMs ?? RETRY_DELAYS_MS;

  async function sendWithRetry(target: CardTarget, notification: StoredNotification): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await options.bot.sendToChat(target, cardActivity(notification, options.links));
        return;
      } catch (error) {
        const delay = delays[attempt];
        const context = {
          failure: failureOf(error),
          userId: target.userId,
          notificationId: notification.id,
          attempt: attempt + 1,
        };
        if (delay === undefined) {
          options.log.error(context, 'Teams card could not be delivered; giving up');
          return;
        }
        options.log.warn(context, 'Teams card delivery failed; retrying');
        await pause(delay);
      }
    }
  }

  return {
    name: 'teams',
    async deliver(notifications) {
      const chats = await consultantChats(options.db, [...new Set(notifications.map((n) => n.userId))]);
      const chatOf = new Map(chats.map((chat) => [chat.userId, chat]));
      await Promise.all(
        notifications.flatMap((notification) => {
          const chat = chatOf.get(notification.userId);
          return chat ? [sendWithRetry(chat, notification)] : [];
        }),
      );
    },
  };
}
