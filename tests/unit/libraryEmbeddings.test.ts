import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { generateCatalogue } from '../../server/library/catalogue';
import {
  cachedEmbeddings, cacheFileOf, embeddingCacheKey, embedVoiceModel, engineFingerprint, type EmbeddingJob,
} from '../../server/library/embeddings';

/** The embedding cache is computed once per machine: a live holder's lock is waited on, a dead one's is broken. */

const jobs: EmbeddingJob[] = generateCatalogue(3).map((voice) => ({ key: voice.voiceId, model: voice.model, language: voice.language }));
const key = embeddingCacheKey(jobs);
let dir: string;
/** Real synthesis: the first request also starts the engine's worker thread. */
const SYNTHESIS_TIMEOUT = 120_000;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'timbre-embeddings-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const marker = (value: number) => Array.from({ length: 40 }, () => value);
const writeJson = (file: string, embeddings: Record<string, number[]>) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(embeddings));
};

describe('library embedding cache', () => {
  test('while a live process holds the lock, the cache is waited for, not computed', async () => {
    // The test runner's parent process is alive and is not us: its lock must be respected.
    writeFileSync(cacheFileOf(dir, key, 'lock'), String(process.ppid));
    const finished = Object.fromEntries(jobs.map((job, i) => [job.key, marker(i + 1)]));
    let polls = 0;
    const result = await cachedEmbeddings(dir, jobs, () => {
      // The second poll proves the first found no cache and no free lock: now the holder "finishes".
      if (++polls === 2) writeJson(cacheFileOf(dir, key), finished);
      return false;
    });
    expect(Object.fromEntries(result!)).toEqual(finished);
    expect(polls).toBeGreaterThanOrEqual(2);
  }, SYNTHESIS_TIMEOUT);

  test("the cache key follows the engine's source: an edit there names another cache file", () => {
    const engine = mkdtempSync(path.join(tmpdir(), 'timbre-engine-'));
    try {
      mkdirSync(path.join(engine, 'dsp'));
      writeFileSync(path.join(engine, 'features.ts'), 'export const a = 1;');
      writeFileSync(path.join(engine, 'dsp', 'filter.ts'), 'export const b = 2;');
      const before = engineFingerprint(engine);
      expect(engineFingerprint(engine)).toBe(before);
      expect(embeddingCacheKey(jobs, before)).toBe(embeddingCacheKey(jobs, before));
      const copy = mkdtempSync(path.join(tmpdir(), 'timbre-engine-'));
      mkdirSync(path.join(copy, 'dsp'));
      writeFileSync(path.join(copy, 'features.ts'), 'export const a = 1;');
      writeFileSync(path.join(copy, 'dsp', 'filter.ts'), 'export const b = 3;');
      const after = engineFingerprint(copy);
      rmSync(copy, { recursive: true, force: true });
      expect(after).not.toBe(before);
      expect(embeddingCacheKey(jobs, after)).not.toBe(embeddingCacheKey(jobs, before));
      // The running engine's own source is found and hashed.
      expect(embeddingCacheKey(jobs)).toBe(embeddingCacheKey(jobs, engineFingerprint()));
      expect(engineFingerprint()).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      rmSync(engine, { recursive: true, force: true });
    }
  });

  test("a dead process's lock is broken; the cache is computed, written and unlocked", async () => {
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(cacheFileOf(dir, key, 'lock'), String(dead));
    const result = await cachedEmbeddings(dir, jobs, () => false);
    expect([...result!.keys()]).toEqual(expect.arrayContaining(jobs.map((job) => job.key)));
    expect(result!.get(jobs[0]!.key)).toEqual(Array.from(await embedVoiceModel(jobs[0]!.model, jobs[0]!.language)));
    expect(JSON.parse(readFileSync(cacheFileOf(dir, key), 'utf8'))).toEqual(Object.fromEntries(result!));
    expect(existsSync(cacheFileOf(dir, key, 'lock'))).toBe(false);
  }, SYNTHESIS_TIMEOUT);

  test('a lock left empty for long (its holder died while taking it) is broken too', async () => {
    const lock = cacheFileOf(dir, key, 'lock');
    writeFileSync(lock, '');
    const minuteAgo = new Date(Date.now() - 60_000);
    utimesSync(lock, minuteAgo, minuteAgo);
    // All the work is already done in a partial file: taking the lock is all that is left.
    const partial = Object.fromEntries(jobs.map((job) => [job.key, marker(5)]));
    writeJson(cacheFileOf(dir, key, 'partial'), partial);
    expect(Object.fromEntries((await cachedEmbeddings(dir, jobs, () => false))!)).toEqual(partial);
    expect(existsSync(lock)).toBe(false);
  });

  test('a stopped run leaves its work behind and the next run continues from it', async () => {
    let calls = 0;
    // Asked once before the lock is taken, then by each of the two lanes before each job: stops after their first.
    expect(await cachedEmbeddings(dir, jobs, () => ++calls > 3)).toBeNull();
    const partial = JSON.parse(readFileSync(cacheFileOf(dir, key, 'partial'), 'utf8')) as Record<string, number[]>;
    // Two lanes took the first two jobs before the stop.
    expect(Object.keys(partial).sort()).toEqual([jobs[0]!.key, jobs[1]!.key].sort());
    expect(existsSync(cacheFileOf(dir, key, 'lock'))).toBe(false);

    // A marked value survives: the next run computes only what is missing.
    writeJson(cacheFileOf(dir, key, 'partial'), { ...partial, [jobs[1]!.key]: marker(9) });
    const result = await cachedEmbeddings(dir, jobs, () => false);
    expect(result!.get(jobs[1]!.key)).toEqual(marker(9));
    expect(result!.size).toBe(jobs.length);
    expect(existsSync(cacheFileOf(dir, key, 'partial'))).toBe(false);
  }, SYNTHESIS_TIMEOUT);
});
