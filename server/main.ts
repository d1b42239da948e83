import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from './server';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.PORT ?? 8787);
const dataDir = path.resolve(process.env.TIMBRE_DATA_DIR ?? path.join(root, 'data'));
const upstreamUrl = process.env.TIMBRE_UPSTREAM_URL || undefined;
const upstreamKey = process.env.TIMBRE_UPSTREAM_KEY || undefined;
if (upstreamUrl && !upstreamKey) throw new Error('TIMBRE_UPSTREAM_URL is set: set TIMBRE_UPSTREAM_KEY to its API key too');

const server = await startServer({
  port,
  host: process.env.HOST ?? '0.0.0.0',
  dataDir,
  databaseUrl: process.env.DATABASE_URL || undefined,
  config: {
    signupOpen: process.env.TIMBRE_SIGNUP !== 'closed',
    clientDir: path.join(root, 'dist', 'client'),
    upstream: upstreamUrl && upstreamKey ? { url: upstreamUrl, apiKey: upstreamKey } : undefined,
    cachePremadePreviews: true,
  },
});
console.log(`Timbre is running on http://localhost:${server.port} (database: ${server.databaseKind}, data: ${dataDir}, speech: ${upstreamUrl ? `upstream ${upstreamUrl}` : 'embedded engine'})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void server.close().then(() => process.exit(0)));
}
