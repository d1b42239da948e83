import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkoutCacheDir, librarySeedingOf } from '../../server/library/seed';
import { startServer, type RunningServer } from '../../server/server';
import type { ServerConfig } from '../../server/context';

/**
 * A real server on a random port with a fresh database: in-memory PGlite by default, or a new database created on
 * the PostgreSQL server named by TEST_DATABASE_URL (CI runs the API tests both ways).
 */
export async function startTestServer(config: Partial<ServerConfig> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'timbre-test-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (adminUrl) {
    const { default: postgres } = await import('postgres');
    const name = `timbre_test_${randomBytes(6).toString('hex')}`;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  // Every test server shares one cache of library embeddings, so only the first run computes them.
  process.env.TIMBRE_CACHE_DIR ??= checkoutCacheDir();
  const server = await startServer({
    port: 0,
    dataDir,
    databaseUrl,
    inMemoryDatabase: !databaseUrl,
    config: { signupOpen: true, ...config },
  });
  return {
    ...server,
    close: async () => {
      await librarySeedingOf(server.db)?.stop();
      await server.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestAccount {
  token: string;
  userId: string;
  workspaceId: string;
  email: string;
  password: string;
  headers: Record<string, string>;
}

let counter = 0;
export async function signUp(baseUrl: string, firstName = 'Test'): Promise<TestAccount> {
  const email = `user${process.pid}-${Date.now()}-${counter++}@example.test`;
  const password = 'correct horse battery';
  const response = await fetch(`${baseUrl}/v1/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, first_name: firstName }),
  });
  if (response.status !== 200) throw new Error(`signup failed: ${response.status} ${await response.text()}`);
  const grant = (await response.json()) as { token: string; user_id: string; workspace_id: string };
  return {
    token: grant.token, userId: grant.user_id, workspaceId: grant.workspace_id, email, password,
    headers: { authorization: `Bearer ${grant.token}`, 'content-type': 'application/json' },
  };
}

/** fetch + JSON, returning status and parsed body (or text when the body is not JSON). */
export async function call(baseUrl: string, method: string, pathname: string,
  options: { headers?: Record<string, string>; body?: unknown; rawBody?: BodyInit } = {}) {
  const response = await fetch(`${baseUrl}${pathname}`, {
    method,
    headers: options.headers,
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await response.text();
  let body: unknown = text;
  try { body = JSON.parse(text); } catch { /* not JSON: keep the text */ }
  return { status: response.status, body: body as any, headers: response.headers };
}

/** One fresh server for the calling test file: started before its tests, closed after them. */
export function useTestServer(onStart: (server: RunningServer) => void, config: Partial<ServerConfig> = {}): void {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(config);
    onStart(server);
  });
  afterAll(async () => {
    await server?.close();
  });
}
