// The floor for the API-under-load figures: a bare Fastify route running the same two statements as
// our sale list (captured from the repository) on a plain pg pool or PGlite, with no session,
// access check, validation or response schema. Started as a child process by bench/api-load.ts.
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';
import type { ListQueries } from './lib/list-queries.ts';

const scenarios = JSON.parse(readFileSync(process.env.BARE_QUERIES ?? '', 'utf8')) as Record<
  string,
  ListQueries
>;
const port = Number(process.env.PORT);

type Run = (sql: string, parameters: readonly unknown[]) => Promise<Record<string, unknown>[]>;

async function connect(): Promise<Run> {
  if (process.env.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
    return async (sql, parameters) => (await pool.query(sql, [...parameters])).rows;
  }
  // The same type parsers as our server (dates as text, bigint counts as numbers).
  const db = await PGlite.create(process.env.DATA_DIR, {
    parsers: { 1082: (v: string) => v, 20: (v: string) => Number(v) },
  });
  return async (sql, parameters) => (await db.query<Record<string, unknown>>(sql, [...parameters])).rows;
}

const run = await connect();
const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ data: { status: 'ok' } }));
app.get<{ Params: { name: string } }>('/bare/:name', async (request, reply) => {
  const scenario = scenarios[request.params.name];
  if (!scenario) return reply.status(404).send({ message: 'unknown scenario' });
  const [countRows, data] = await Promise.all([
    run(scenario.count.sql, scenario.count.parameters),
    run(scenario.rows.sql, scenario.rows.parameters),
  ]);
  const totalRecords = Number(countRows[0]?.count ?? 0);
  return { data: { data, page: 1, size: data.length, totalPages: 0, totalRecords } };
});
await app.listen({ host: '127.0.0.1', port });
