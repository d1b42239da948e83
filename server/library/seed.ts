import path from 'node:path';
import { and, getTableColumns, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { libraryVoices } from '../db/schema';
import { createdAtOf, generateCatalogue, searchTextOf, type CatalogueVoice } from './catalogue';
import { cachedEmbeddings, type EmbeddingJob } from './embeddings';
import { addToLoadedLibraryIndex, analyzeLibrary } from './store';

/**
 * Seeds the shared Voice Library at start. Computing ~400 embeddings costs tens of seconds of CPU, so they are
 * cached on disk (keyed by the models and the embedding recipe, computed once per machine even when several servers
 * start together) and rows are inserted only once every embedding is known: a start with a warm cache inserts the
 * catalogue in one statement. Idempotent: existing rows are kept, rows of an older catalogue revision go.
 */

export interface LibrarySeeding {
  /** Settles once the catalogue is in the database (or seeding stopped or failed). */
  readonly ready: Promise<void>;
  /** Lets the current embedding finish and computes no more. */
  stop(): Promise<void>;
}

const seedings = new WeakMap<Database, LibrarySeeding>();

/** The cache directory: TIMBRE_CACHE_DIR, else `cache/` under the data directory. */
export const libraryCacheDir = (dataDir: string) => process.env.TIMBRE_CACHE_DIR ?? path.join(dataDir, 'cache');

/**
 * The cache the checkout's test servers and benchmarks share (they set TIMBRE_CACHE_DIR to it): each of them
 * starts on a fresh data directory, and should not compute the catalogue's embeddings again.
 */
export const checkoutCacheDir = () => path.resolve('node_modules/.cache/timbre');

const INSERT_BATCH = 500;

type LibraryVoiceInsert = typeof libraryVoices.$inferInsert;

function rowOf(voice: CatalogueVoice, embedding: number[], anchor: Date): LibraryVoiceInsert {
  const { ageDays: _ageDays, ...fields } = voice;
  return { ...fields, embedding, searchText: searchTextOf(voice), createdAt: createdAtOf(voice, anchor) };
}

/**
 * Inserts rows of one shape with the rows travelling as a single JSON parameter: bound one value at a time (28
 * columns × 400 rows), PGlite spends about four times as long on the parameters as on the insert itself.
 */
export async function insertLibraryRows(db: Database, rows: readonly LibraryVoiceInsert[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(libraryVoices);
  const keys = Object.keys(rows[0]!) as Array<keyof typeof columns>;
  const names = sql.join(keys.map((key) => sql.identifier(columns[key].name)), sql`, `);
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    const records = rows.slice(i, i + INSERT_BATCH)
      .map((row) => Object.fromEntries(keys.map((key) => [columns[key].name, row[key]])));
    await db.execute(sql`insert into ${libraryVoices} (${names}) select ${names}
      from jsonb_populate_recordset(null::library_voices, ${JSON.stringify(records)}::jsonb) on conflict do nothing`);
  }
}

/** The catalogue is a pure function of its seed: computed once per process, however many servers start. */
let catalogueOnce: CatalogueVoice[] | undefined;
const catalogueOf = () => (catalogueOnce ??= generateCatalogue());

const jobsOf = (catalogue: readonly CatalogueVoice[]): EmbeddingJob[] =>
  catalogue.map((voice) => ({ key: voice.voiceId, model: voice.model, language: voice.language }));

/** The catalogue's embeddings, from the cache or computed into it (once per machine: see cachedEmbeddings). */
export const catalogueEmbeddings = (cacheDir: string, isStopped: () => boolean = () => false) =>
  cachedEmbeddings(cacheDir, jobsOf(catalogueOf()), isStopped);

async function seed(db: Database, cacheDir: string, now: Date, isStopped: () => boolean): Promise<void> {
  const catalogue = catalogueOf();
  const ids = catalogue.map((voice) => voice.voiceId);
  await db.delete(libraryVoices).where(and(isNull(libraryVoices.sourceVoiceId), notInArray(libraryVoices.voiceId, ids)));
  const present = new Set((await db.select({ voiceId: libraryVoices.voiceId }).from(libraryVoices)
    .where(inArray(libraryVoices.voiceId, ids))).map((row) => row.voiceId));
  const missing = catalogue.filter((voice) => !present.has(voice.voiceId));
  if (missing.length === 0) return;

  const embeddings = await cachedEmbeddings(cacheDir, jobsOf(catalogue), isStopped);
  if (!embeddings || isStopped()) return;
  const rows = missing.map((voice) => rowOf(voice, embeddings.get(voice.voiceId)!, now));
  await insertLibraryRows(db, rows);
  await analyzeLibrary(db);
  await addToLoadedLibraryIndex(db, rows);
}

/** Starts seeding in the background; `librarySeedingOf(db)` hands the task to whoever needs to wait for it. */
export function seedLibraryInBackground(db: Database, dataDir: string, now: Date = new Date()): LibrarySeeding {
  let stopped = false;
  const ready = seed(db, libraryCacheDir(dataDir), now, () => stopped).catch((error: unknown) => {
    if (!stopped) console.error('voice library: seeding failed', error);
  });
  const task: LibrarySeeding = {
    ready,
    stop: async () => {
      stopped = true;
      await ready;
    },
  };
  seedings.set(db, task);
  return task;
}

export const librarySeedingOf = (db: Database): LibrarySeeding | undefined => seedings.get(db);
