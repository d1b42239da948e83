/**
 * Runs every benchmark file in this directory (`npm run bench`). A bench file exports `run(): Promise<void>` and
 * prints its own figures; there are no assertions. `npm run bench -- tts` runs only files whose name contains "tts".
 */
import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

interface BenchModule {
  run(): Promise<void>;
}

const directory = dirname(fileURLToPath(import.meta.url));
const filters = process.argv.slice(2);
const files = readdirSync(directory)
  .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
  .filter((file) => filters.length === 0 || filters.some((filter) => file.includes(filter)))
  .sort();

for (const file of files) {
  console.log(`\n== ${file}`);
  const started = performance.now();
  const bench = (await import(pathToFileURL(`${directory}/${file}`).href)) as BenchModule;
  await bench.run();
  console.log(`(${file}: ${((performance.now() - started) / 1000).toFixed(1)} s)`);
}
