// The Teams bot of Agroventas (docs/design.md §10): notifications only. It keeps the personal chat of whoever
// installs the app (by Entra identity) so cards can reach them later, and answers a message with what
// it is for. Built on @microsoft/teams.apps, which checks every inbound Bot Framework token.
import {
  MessageActivity,
  PUBLIC,
  toActivityParams,
  withOverrides,
  type Activity,
} from '@microsoft/teams.api';
import { App, type AppOptions, type IHttpServerAdapter, type IPlugin } from '@microsoft/teams.apps';
import type { ILogger, LogLevel } from '@microsoft/teams.common';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { forgetConversation, saveConversation } from './conversations.ts';

const BOT_MESSAGES_PATH = '/bot/messages';
const ONLY_NOTIFICATIONS =
  'Hola. Soy el asistente de avisos de Agroventas: por aquí te llegarán los avisos de tus DKbonos y ventas. ' +
  'Para consultar o registrar algo, abre la pestaña de Agroventas.';

/** App with the one thing teams.apps keeps protected: sending to a stored chat on its own service URL. */
export class NotificationBot extends App {
  async sendToChat(
    chat: { conversationId: string; serviceUrl: string },
    activity: MessageActivity,
  ): Promise<void> {
    if (!this.id) throw new Error('The Teams bot has no credentials');
    await this.activitySender.send(toActivityParams(activity), {
      channelId: 'msteams',
      serviceUrl: chat.serviceUrl,
      bot: { id: this.id, role: 'bot' },
      conversation: { id: chat.conversationId, conversationType: 'personal' },
    });
  }
}

/** teams.apps logs through its own interface: route it to the server's log, quietly. */
function botLogger(log: FastifyBaseLogger, name = 'teams-bot'): ILogger {
  const child = log.child({ component: name });
  const write = (level: LogLevel, msg: unknown[]) => {
    const [first, ...rest] = msg;
    const text = typeof first === 'string' ? first : 'teams bot';
    // Only messages: the library passes whole requests along, bearer tokens included.
    const data =
      rest.length > 0
        ? { detail: rest.map((r) => (typeof r === 'string' ? r : r instanceof Error ? r.message : typeof r)) }
        : {};
    if (level === 'error') child.error(data, text);
    else if (level === 'warn') child.warn(data, text);
    else child.debug(data, text);
  };
  return {
    debug: (...msg: unknown[]) => write('debug', msg),
    info: (...msg: unknown[]) => write('info', msg),
    warn: (...msg: unknown[]) => write('warn', msg),
    error: (...msg: unknown[]) => write('error', msg),
    trace: (...msg: unknown[]) => write('trace', msg),
    log: (level: LogLevel, ...msg: unknown[]) => write(level, msg),
    child: (childName: string) => botLogger(log, `${name}/${childName}`),
  };
}

/** The Entra identity and personal chat an activity comes from, if it is one. */
function personalChatOf(activity: Activity) {
  const tenantId = activity.conversation.tenantId ?? activity.channelData?.tenant?.id;
  const aadObjectId = activity.from.aadObjectId;
  if (activity.conversation.conversationType !== 'personal' || !tenantId || !aadObjectId) return null;
  return {
    tenantId: tenantId.toLowerCase(),
    aadObjectId,
    conversationId: activity.conversation.id,
    // Stored without the trailing slash Teams sends, as the connector client appends "/v3/…" itself.
    serviceUrl: (activity.serviceUrl ?? '').replace(/\/+$/, ''),
  };
}

export interface NotificationBotOptions {
  config: Config;
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  adapter: IHttpServerAdapter;
  /** Tests: how the bot gets its own token for the Bot Connector (a fake's). */
  token?: AppOptions<IPlugin>['token'];
}

/** The bot, or null when BOT_APP_ID is not configured (then there is no /bot/messages at all). */
export function createNotificationBot(options: NotificationBotOptions): NotificationBot | null {
  const { config, db, log } = options;
  if (!config.BOT_APP_ID) return null;
  const bot = new NotificationBot({
    clientId: config.BOT_APP_ID,
    clientSecret: options.token ? undefined : config.BOT_APP_PASSWORD,
    tenantId: config.BOT_TENANT_ID,
    token: options.token,
    httpServerAdapter: options.adapter,
    messagingEndpoint: BOT_MESSAGES_PATH,
    // Never accept an unauthenticated activity, whatever DANGEROUSLY_ALLOW_UNAUTHENTICATED_REQUESTS says.
    dangerouslyAllowUnauthenticatedRequests: false,
    cloud: config.BOT_OPENID_METADATA_URL
      ? withOverrides(PUBLIC, { openIdMetadataUrl: config.BOT_OPENID_METADATA_URL })
      : PUBLIC,
    logger: botLogger(log),
  });

  // Any activity of a personal chat (the install, a message) refreshes where that person is reached.
  bot.use(async ({ activity, next }) => {
    const chat = personalChatOf(activity);
    if (chat && activity.type !== 'installationUpdate') await saveConversation(db, chat);
    return next();
  });
  bot.on('install.add', async ({ activity }) => {
    const chat = personalChatOf(activity);
    if (chat) await saveConversation(db, chat);
  });
  bot.on('install.remove', async ({ activity }) => {
    const chat = personalChatOf(activity);
    if (chat) await forgetConversation(db, chat.tenantId, chat.aadObjectId);
  });
  bot.on('message', async ({ send }) => {
    await send(new MessageActivity(ONLY_NOTIFICATIONS));
  });
  return bot;
}
