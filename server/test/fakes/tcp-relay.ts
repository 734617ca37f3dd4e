// A TCP relay on loopback between a server and PostgreSQL, for tests: it passes every byte both ways
// until told to hold the connections that sent a given text (the change feed's LISTEN). A held
// connection stays open and silent in both directions, as behind a NAT whose idle timeout dropped
// it, a failover or a partition: nothing errors, nothing arrives.
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';

export interface TcpRelay {
  /** `databaseUrl` with its host and port replaced by the relay's. */
  url: string;
  /** Connections passing bytes through the relay (open, not held) whose client has sent `marker`. */
  passingWith(marker: string): number;
  /** Holds every open connection whose client has sent `marker`; answers how many. */
  holdWith(marker: string): number;
  close(): Promise<void>;
}

interface Relayed {
  client: Socket;
  server: Socket;
  sent: string;
  held: boolean;
}

/** What a client's bytes are searched for is bounded: a LISTEN comes in its first statements. */
const SENT_KEPT = 64 * 1024;

export async function startTcpRelay(databaseUrl: string): Promise<TcpRelay> {
  const target = new URL(databaseUrl);
  const relayed = new Set<Relayed>();
  const relay = createServer((client) => {
    const server = connect(Number(target.port || 5432), target.hostname);
    const connection: Relayed = { client, server, sent: '', held: false };
    relayed.add(connection);
    const end = () => {
      relayed.delete(connection);
      client.destroy();
      server.destroy();
    };
    client.on('data', (chunk: Buffer) => {
      if (connection.sent.length < SENT_KEPT) connection.sent += chunk.toString('latin1');
      if (!connection.held) server.write(chunk);
    });
    server.on('data', (chunk: Buffer) => {
      if (!connection.held) client.write(chunk);
    });
    client.on('error', end).on('close', end);
    server.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String((relay.address() as AddressInfo).port);
  const matching = (marker: string) =>
    [...relayed].filter((connection) => !connection.held && connection.sent.includes(marker));
  return {
    url: url.toString(),
    passingWith: (marker) => matching(marker).length,
    holdWith: (marker) => {
      const found = matching(marker);
      for (const connection of found) connection.held = true;
      return found.length;
    },
    close: async () => {
      for (const connection of relayed) {
        connection.client.destroy();
        connection.server.destroy();
      }
      relayed.clear();
      await new Promise<void>((resolve) => relay.close(() => resolve()));
    },
  };
}
