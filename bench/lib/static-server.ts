// Serves built fixture pages the way our server serves the app: @fastify/static behind
// @fastify/compress with the same threshold, so their compressed sizes compare like for like.
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { freePort } from './process.ts';

export async function serveStatic(root: string): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify({ logger: false });
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyStatic, { root, index: 'index.html' });
  const port = await freePort();
  await app.listen({ host: '127.0.0.1', port });
  return { url: `http://localhost:${port}`, close: () => app.close() };
}
