// The server as main.ts starts it, but with the Teams bot's token for a fake Bot Connector on
// loopback (FAKE_BOT_TOKEN) instead of one from Entra, which a child process cannot be pointed at.
// Run through tsx's loader by the two-server checks; the database is already migrated.
import { buildApp } from '../../../server/app.ts';
import { loadConfig } from '../../../server/config.ts';
import { connectDatabase } from '../../../server/db/connect.ts';

const config = loadConfig();
const token = process.env.FAKE_BOT_TOKEN;
if (!token || !config.DATABASE_URL) throw new Error('bot-server needs FAKE_BOT_TOKEN and DATABASE_URL');
const database = await connectDatabase({ databaseUrl: config.DATABASE_URL, poolSize: config.DB_POOL_SIZE });
const app = await buildApp({
  config,
  db: database.db,
  feed: database.feed,
  serveApp: false,
  teamsBot: { token: () => token, retryDelaysMs: [20, 40] },
});
process.on('SIGTERM', () => void app.close().then(() => database.close().then(() => process.exit(0))));
await app.listen({ host: config.HOST, port: config.PORT });
