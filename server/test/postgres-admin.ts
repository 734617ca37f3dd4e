// One statement run on a PostgreSQL server through a connection of its own, outside the databases a
// run uses: the CREATE DATABASE and DROP DATABASE of the throw-away databases of the API tests, the
// reliability suite and the benchmarks.
import pg from 'pg';

export async function runOnServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
