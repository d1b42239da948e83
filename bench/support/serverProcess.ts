/**
 * A Timbre server in a process of its own, as it runs in production, for benchmarks that measure it from outside:
 * a benchmark's own work (the raw engine it compares against, its HTTP client) then neither shares the server's
 * event loop nor leaves garbage in its heap. Reports `{ url }` to the parent once the library is seeded, and closes
 * on the parent's `close` message (or when the parent goes).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkoutCacheDir, librarySeedingOf } from '../../server/library/seed';
import { startServer } from '../../server/server';

const send = process.send?.bind(process);
if (!send) throw new Error('serverProcess.ts runs as a forked child (see startServerProcess)');

const dataDir = mkdtempSync(path.join(tmpdir(), 'timbre-bench-'));
let server: Awaited<ReturnType<typeof startServer>> | undefined;
let closing: Promise<void> | undefined;
const close = () => (closing ??= (async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
})());
// Listening before anything else: a parent that goes away during start-up still leaves no data directory behind.
process.on('message', (message) => {
  if (message === 'close') void close();
});
process.on('disconnect', () => void close());

// The library's catalogue embeddings are cached in the checkout, as the test servers share them.
process.env.TIMBRE_CACHE_DIR ??= checkoutCacheDir();
server = await startServer({ port: 0, dataDir, config: { signupOpen: true } });
// Seeding runs in the background on the same thread and database: measured alongside, it would count as API work.
await librarySeedingOf(server.db)?.ready;
if (process.connected) send({ url: server.url });
