// Mounts the Teams bot on the server (POST /bot/messages) and plugs its card channel into the
// notification service. Nothing at all when BOT_APP_ID is not configured.
import type { FastifyInstance } from 'fastify';
import { registerNotificationChannel } from '../modules/notifications/channels.ts';
import { FastifyAdapter } from './fastify-adapter.ts';
import { createNotificationBot, type NotificationBotOptions } from './notification-bot.ts';
import { teamsNotificationChannel } from './teams-channel.ts';

export interface TeamsBotOptions {
  /** Tests: the bot's own token for a fake Bot Connector, and shorter retry delays. */
  token?: NotificationBotOptions['token'];
  retryDelaysMs?: number[];
}

/** On the root server (not an encapsulated plugin), where the request gate runs. */
export async function registerTeamsBot(app: FastifyInstance, options: TeamsBotOptions = {}): Promise<void> {
  const bot = createNotificationBot({
    config: app.config,
    db: app.db,
    log: app.log,
    adapter: new FastifyAdapter(app),
    token: options.token,
  });
  if (!bot) return;
  await bot.initialize();
  const unregister = registerNotificationChannel(
    teamsNotificationChannel({
      db: app.db,
      bot,
      links: { publicUrl: app.config.PUBLIC_URL, teamsAppId: app.config.TEAMS_APP_ID },
      log: app.log,
      retryDelaysMs: options.retryDelaysMs,
    }),
  );
  app.addHook('onClose', async () => unregister());
}
