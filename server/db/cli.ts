// npm run db:migrate | db:seed — the same steps `npm start` runs, on their own.
import { loadConfig } from '../config.ts';
import { connectDatabase } from './connect.ts';
import { prepareDatabase } from './prepare.ts';

const command = process.argv[2];
const config = loadConfig();
const database = await connectDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATABASE_URL ? undefined : config.DATA_DIR,
});
try {
  // Under the same lock as a starting server, so running it beside one is safe.
  const { migrations: applied, seeded: result } = await prepareDatabase(database, config, {
    seed: command === 'seed',
  });
  console.log(
    applied.length ? `Migraciones aplicadas: ${applied.join(', ')}` : 'La base de datos ya está al día.',
  );
  if (command === 'seed') {
    if (result) {
      console.log(
        `Datos de demostración cargados. Contraseña: ${result.password}; clave de cliente: ${result.clientKey}`,
      );
      for (const a of result.accounts) console.log(`  ${a.role.padEnd(12)} ${a.email}`);
    } else console.log('La base de datos ya tiene datos; no se cargó la demostración.');
  } else if (command !== 'migrate') {
    console.error('Uso: tsx server/db/cli.ts migrate|seed');
    process.exitCode = 2;
  }
} finally {
  await database.close();
}
