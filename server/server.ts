import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import type { ServerConfig } from './context';
import { openDatabase, type Database } from './db/client';
import { embeddedEngine } from './engine';
import { createUpstreamEngine } from './engine/upstream';
import { seedNotifications } from './notifications/store';
import { HistoryWrites } from './history/pendingWrites';
import { FileBlobStore } from './storage/blobStore';
import { cachePremadePreviews, seedPremadeVoices } from './voices/premade';
import { seedLibraryInBackground } from './library/seed';

export interface StartOptions {
  port: number;
  host?: string;
  /** Holds the embedded database and blobs. */
  dataDir: string;
  /** A postgres:// URL switches the database to a real PostgreSQL server. */
  databaseUrl?: string;
  /** Keep the embedded database in memory (tests that want a fresh one per server). */
  inMemoryDatabase?: boolean;
  config: ServerConfig;
}

export interface RunningServer {
  url: string;
  port: number;
  databaseKind: 'pglite' | 'postgres';
  /** The server's database, for tests that set up what no API route creates yet. */
  db: Database;
  close(): Promise<void>;
}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  mkdirSync(options.dataDir, { recursive: true });
  const database = await openDatabase({
    databaseUrl: options.databaseUrl,
    dataDir: options.inMemoryDatabase ? undefined : options.dataDir,
  });
  await seedNotifications(database.db, options.config.notificationSeed, new Date());
  await seedPremadeVoices(database.db, new Date());
  seedLibraryInBackground(database.db, options.dataDir);
  const blobs = new FileBlobStore(path.join(options.dataDir, 'blobs'));
  const historyWrites = new HistoryWrites();
  const app = createApp({
    db: database.db,
    blobs,
    engine: options.config.upstream ? createUpstreamEngine(options.config.upstream) : embeddedEngine,
    historyWrites,
    config: options.config,
    now: () => new Date(),
  });
  const host = options.host ?? '127.0.0.1';
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: options.port, hostname: host }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  const previews = options.config.cachePremadePreviews ? cachePremadePreviews(database.db, blobs) : null;
  return {
    url: `http://${host}:${port}`,
    port,
    databaseKind: database.kind,
    db: database.db,
    close: async () => {
      await previews?.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await historyWrites.settled();
      await database.close();
    },
  };
}
