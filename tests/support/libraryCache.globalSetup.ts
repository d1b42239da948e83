import { catalogueEmbeddings, checkoutCacheDir } from '../../server/library/seed';

/**
 * Fills the library's embedding cache once, before any test file starts a server: on a fresh clone the ~400
 * catalogue embeddings take tens of seconds of CPU, which would otherwise run in the background of whichever test
 * servers start first, competing with their tests. A warm cache makes this a file read.
 */
export default async function warmLibraryCache(): Promise<void> {
  process.env.TIMBRE_CACHE_DIR ??= checkoutCacheDir();
  const started = performance.now();
  await catalogueEmbeddings(process.env.TIMBRE_CACHE_DIR);
  const seconds = (performance.now() - started) / 1000;
  console.log(`voice library: catalogue embeddings ready in ${seconds.toFixed(1)} s (${process.env.TIMBRE_CACHE_DIR})`);
}
