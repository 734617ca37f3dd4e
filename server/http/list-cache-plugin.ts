// The change feed and the list cache in the server: the one ListCache of this server, decorated as
// `app.listCache` for the routes to hand to the repositories that keep reads in it, and the hooks
// that make a write answered here visible to this server's next list read.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { ChangeFeed } from '../db/change-feed.ts';
import { ListCache } from '../modules/shared/list-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the lists keep between requests until the data changes (list-cache.ts). */
    listCache: ListCache;
  }
}

/** Its name, for the plugins that depend on it (fastify-plugin's `dependencies`). */
export const LIST_CACHE_PLUGIN = 'list-cache';

const listCache: FastifyPluginAsync<{ feed: ChangeFeed }> = async (app, { feed }) => {
  app.decorate('listCache', new ListCache(feed));
  // A write answered here is in this server's next list read, without waiting on the database's
  // announcement of its commit (server/db/change-feed.ts): when the request wrote a table the lists
  // read, what they kept is dropped again before the answer goes out.
  const writesAtStart = new WeakMap<object, number>();
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') writesAtStart.set(request, feed.writes);
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    const start = writesAtStart.get(request);
    if (start !== undefined && feed.writes !== start) feed.changed();
    return payload;
  });
};

/** Registered once at the root, so its decorator and hooks reach every route. */
export const listCachePlugin = fp(listCache, { name: LIST_CACHE_PLUGIN, fastify: '5.x' });
