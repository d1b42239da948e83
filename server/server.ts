import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import type { ServerConfig } from './context';
import { openDatabase } from './db/client';
import { FileBlobStore } from './storage/blobStore';

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
  close(): Promise<void>;
}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  mkdirSync(options.dataDir, { recursive: true });
  const database = await openDatabase({
    databaseUrl: options.databaseUrl,
    dataDir: options.inMemoryDatabase ? undefined : options.dataDir,
  });
  const app = createApp({
    db: database.db,
    blobs: new FileBlobStore(path.join(options.dataDir, 'blobs')),
    config: options.config,
    now: () => new Date(),
  });
  const host = options.host ?? '127.0.0.1';
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: options.port, hostname: host }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    port,
    databaseKind: database.kind,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}
