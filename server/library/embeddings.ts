import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  collectSpeech, DEFAULT_TTS_MODEL_ID, DEFAULT_VOICE_SETTINGS, EMBEDDING_SIZE, embeddedEngine, findLanguage,
  speakerEmbedding, type VoiceModel,
} from '../engine';

/**
 * Speaker embeddings of library voices: the voice reads its language's sample sentence (the same text and settings
 * its preview uses, so a preview finds its own voice) and server/engine/features.ts turns the audio into a vector.
 */

/** Bump when the recipe in this file changes (what is read, with which settings), so disk caches are recomputed. */
export const EMBEDDING_REVISION = 1;

export const sampleTextOf = (language: string) =>
  findLanguage(language)?.sample ?? 'Hello! This is a short preview of my voice.';

/** The voice's embedding: tens of milliseconds of synthesis plus feature extraction. */
export async function embedVoiceModel(model: VoiceModel, language: string): Promise<Float32Array> {
  const speech = await collectSpeech(embeddedEngine.synthesize({
    text: sampleTextOf(language),
    // The same request renderPreview makes, so preview audio and embedding audio are one signal.
    voice: { voiceId: 'preview', version: 0, language, model },
    settings: DEFAULT_VOICE_SETTINGS,
    modelId: DEFAULT_TTS_MODEL_ID,
    seed: 0,
  }));
  return speakerEmbedding(speech.samples, speech.sampleRate);
}

export interface EmbeddingJob {
  key: string;
  model: VoiceModel;
  language: string;
}

const ENGINE_SOURCE_DIR = fileURLToPath(new URL('../engine/', import.meta.url));
const fingerprints = new Map<string, string>();

/**
 * A hash of the speech engine's source (synthesis and feature extraction): the same models and text give other
 * audio, and other embeddings, once that code changes, and a preview must find its own voice's stored embedding.
 * Any edit there, even a comment, recomputes the cache (tens of seconds); a stale one would go unnoticed.
 */
export function engineFingerprint(root: string = ENGINE_SOURCE_DIR): string {
  let fingerprint = fingerprints.get(root);
  if (fingerprint === undefined) {
    const hash = createHash('sha256');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ts|mts|js|mjs)$/.test(file) && !/\.test\./.test(file)).sort();
    for (const file of files) hash.update(`${file}\0`).update(readFileSync(path.join(root, file))).update('\0');
    fingerprint = hash.digest('hex');
    fingerprints.set(root, fingerprint);
  }
  return fingerprint;
}

/** Names the cache file: any change to a model, a language, the text read, the recipe or the engine gives a new file. */
export function embeddingCacheKey(jobs: readonly EmbeddingJob[], engine: string = engineFingerprint()): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ revision: EMBEDDING_REVISION, size: EMBEDDING_SIZE, engine }));
  for (const job of jobs) hash.update(JSON.stringify([job.key, job.model, sampleTextOf(job.language)]));
  return hash.digest('hex').slice(0, 32);
}

/** A finished cache, the partial work of a stopped run, and the lock of the process computing it. */
type CacheFile = 'done' | 'partial' | 'lock';
export const cacheFileOf = (cacheDir: string, key: string, kind: CacheFile = 'done') =>
  path.join(cacheDir, `library-embeddings-${key}${kind === 'done' ? '' : `.${kind}`}.json`);

async function readCacheFile(file: string): Promise<Map<string, number[]> | null> {
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as Record<string, number[]>;
    return new Map(Object.entries(parsed));
  } catch {
    return null;
  }
}

/** Written to a temporary name and renamed, so a reader never sees half a file (test files share the cache). */
async function writeCacheFile(file: string, embeddings: Map<string, number[]>): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, JSON.stringify(Object.fromEntries(embeddings)));
  await rename(temporary, file);
}

// ---------------------------------------------------------------------------------------------------------------
// Computing a cache once per machine: several servers (API test files run in parallel, each with its own server)
// may start on a cold cache at once. One takes an exclusive lock file and computes; the others wait for the
// finished file. A stopped run leaves its partial work behind, so the next one continues instead of starting over.

/** Synthesis runs on the engine's worker threads and feature extraction here, so two in flight keep both busy. */
export const EMBEDDING_CONCURRENCY = 2;
const LOCK_POLL_MS = 200;
const EMPTY_LOCK_GRACE_MS = 10_000;
/** Keys this process holds the lock of: a lock naming our pid but absent here was left by a crash. */
const held = new Set<string>();

function holderAlive(pid: number, key: string): boolean {
  if (pid === process.pid) return held.has(key);
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock, or answers false while a live process holds it (a dead holder's lock is broken). */
async function tryLock(cacheDir: string, key: string): Promise<boolean> {
  const file = cacheFileOf(cacheDir, key, 'lock');
  await mkdir(cacheDir, { recursive: true });
  try {
    const handle = await open(file, 'wx');
    await handle.writeFile(String(process.pid));
    await handle.close();
    held.add(key);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const [text, info] = await Promise.all([readFile(file, 'utf8').catch(() => null), stat(file).catch(() => null)]);
  if (text === null || info === null) return tryLock(cacheDir, key); // released meanwhile
  const pid = Number(text);
  // No pid yet is a lock being written this instant, unless it stayed empty: its holder died between two calls.
  const alive = Number.isInteger(pid) && pid > 0 ? holderAlive(pid, key) : Date.now() - info.mtimeMs < EMPTY_LOCK_GRACE_MS;
  if (alive) return false;
  await rm(file, { force: true });
  return tryLock(cacheDir, key);
}

async function unlock(cacheDir: string, key: string): Promise<void> {
  held.delete(key);
  await rm(cacheFileOf(cacheDir, key, 'lock'), { force: true });
}

/** Embeds the jobs missing from `into`, EMBEDDING_CONCURRENCY at a time; false when stopped first. */
async function embedMissing(jobs: readonly EmbeddingJob[], into: Map<string, number[]>, isStopped: () => boolean):
  Promise<boolean> {
  const queue = jobs.filter((job) => !into.has(job.key));
  const lane = async () => {
    for (let job = queue.shift(); job && !isStopped(); job = queue.shift()) {
      into.set(job.key, Array.from(await embedVoiceModel(job.model, job.language)));
    }
  };
  await Promise.all(Array.from({ length: EMBEDDING_CONCURRENCY }, lane));
  return jobs.every((job) => into.has(job.key));
}

/**
 * Every job's embedding, from the cache directory or computed there once; null when stopped before they were all
 * known. Safe to call from several processes and servers at once.
 */
export async function cachedEmbeddings(cacheDir: string, jobs: readonly EmbeddingJob[], isStopped: () => boolean):
  Promise<Map<string, number[]> | null> {
  const key = embeddingCacheKey(jobs);
  for (;;) {
    const cached = await readCacheFile(cacheFileOf(cacheDir, key));
    if (cached) return cached;
    if (isStopped()) return null;
    if (await tryLock(cacheDir, key)) {
      try {
        // The holder before us may have finished between our read and our lock.
        const finished = await readCacheFile(cacheFileOf(cacheDir, key));
        if (finished) return finished;
        const embeddings = await readCacheFile(cacheFileOf(cacheDir, key, 'partial')) ?? new Map<string, number[]>();
        if (!await embedMissing(jobs, embeddings, isStopped)) {
          await writeCacheFile(cacheFileOf(cacheDir, key, 'partial'), embeddings);
          return null;
        }
        await writeCacheFile(cacheFileOf(cacheDir, key), embeddings);
        await rm(cacheFileOf(cacheDir, key, 'partial'), { force: true });
        return embeddings;
      } finally {
        await unlock(cacheDir, key);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
  }
}
