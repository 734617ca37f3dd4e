// Starts Agroventas: configuration, database (migrated, seeded on first start), HTTP server, and a
// clean shutdown on SIGTERM/SIGINT so PGlite's files are always left consistent.
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { connectDatabase } from './db/connect.ts';
import { prepareDatabase } from './db/prepare.ts';
import { scheduleHousekeeping } from './maintenance/housekeeping.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await connectDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : config.DATA_DIR,
    poolSize: config.DB_POOL_SIZE,
    feed: {
      heartbeatMs: config.CHANGE_FEED_HEARTBEAT_MS,
      deadlineMs: config.CHANGE_FEED_DEADLINE_MS,
      maxAgeMs: config.CHANGE_FEED_MAX_AGE_MS,
    },
  });
  const { seeded } = await prepareDatabase(database, config, {
    seed: database.kind === 'pglite' || config.SEED_DEMO,
  });

  const app = await buildApp({ config, db: database.db, feed: database.feed });
  const stopHousekeeping = scheduleHousekeeping(database.db, app.log);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    const timer = setTimeout(() => process.exit(1), 10_000);
    stopHousekeeping();
    try {
      await app.close();
      await database.close();
    } finally {
      clearTimeout(timer);
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  const url = `http://localhost:${config.PORT}`;
  const lines = [
    `Agroventas en ${url} (base de datos: ${database.kind === 'pglite' ? `PGlite en ${config.DATA_DIR}` : 'PostgreSQL'})`,
  ];
  if (seeded) {
    lines.push('Cuentas de demostración (contraseña para todas):', `  contraseña: ${seeded.password}`);
    for (const account of seeded.accounts) lines.push(`  ${account.role.padEnd(12)} ${account.email}`);
    lines.push(`  Agricultor   clave de cliente ${seeded.clientKey}  →  ${url}/farmer?objective=/simulator`);
  }
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
