import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import {
  collectSpeech, DEFAULT_VOICE_SETTINGS, embeddedEngine, PREMADE_VOICES, requireTextToSpeechModel, warmUpEngine, type PcmChunk,
  type SynthesisRequest,
} from '../../server/engine';
import { synthesizeChunks } from '../../server/engine/embedded/pipeline';

// Synthesis runs on a worker thread (server/engine/embedded/workerPool.ts); these tests hold the move to that.
// The pool's size is read when the engine is imported, and 2-core machines default to none: ask for one first.
vi.hoisted(() => {
  process.env.TIMBRE_SYNTHESIS_THREADS ??= '1';
});
const SLOW = { timeout: 60_000 };
const root = fileURLToPath(new URL('../..', import.meta.url));

const SENTENCES = 'The quick brown fox jumps over the lazy dog. Please call Stella today. '
  + 'Ask her to bring these things from the store. We also need a big toy frog for the kids.';

function request(text: string, seed: number, settings: Partial<SynthesisRequest['settings']> = {}): SynthesisRequest {
  const voice = PREMADE_VOICES.find((candidate) => candidate.labels.language === 'en')!;
  return {
    text, seed, modelId: 'eleven_multilingual_v2', languageCode: 'en',
    voice: { voiceId: voice.voice_id, version: 1, language: 'en', model: voice.model },
    settings: { ...DEFAULT_VOICE_SETTINGS, ...settings },
  };
}

async function drain(chunks: AsyncIterable<PcmChunk>): Promise<PcmChunk[]> {
  const received: PcmChunk[] = [];
  for await (const chunk of chunks) received.push(chunk);
  return received;
}

const bytesOf = (samples: Float32Array) => Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);

beforeAll(async () => {
  await warmUpEngine();
}, 120_000);

describe('synthesis on the worker thread', SLOW, () => {
  test('gives exactly the samples and timings the pipeline gives on this thread', async () => {
    const wanted = request(SENTENCES, 7, { stability: 0.3, style: 0.4, speed: 1.1 });
    const onWorker = await drain(embeddedEngine.synthesize(wanted));
    const here = await drain(synthesizeChunks(wanted, requireTextToSpeechModel(wanted.modelId).preset, 'en'));
    expect(onWorker.length).toBeGreaterThan(1);
    expect(onWorker.length).toBe(here.length);
    onWorker.forEach((chunk, index) => {
      expect(bytesOf(chunk.samples).equals(bytesOf(here[index]!.samples)), `chunk ${index}`).toBe(true);
      expect(chunk.alignment).toEqual(here[index]!.alignment);
      expect(chunk.sampleRate).toBe(here[index]!.sampleRate);
    });
  });

  test('a reader that stops after one chunk blocks no other request, and leaving ends its job', async () => {
    const long = embeddedEngine.synthesize(request(`${SENTENCES} ${SENTENCES}`, 1))[Symbol.asyncIterator]();
    expect((await long.next()).done).toBe(false);
    const other = await drain(embeddedEngine.synthesize(request('Another request finishes meanwhile.', 2)));
    expect(other).toHaveLength(1);
    await long.return?.();
    expect(await long.next()).toEqual({ value: undefined, done: true });
  });

  test('an abort before the first read rejects with the abort, and the worker goes on serving', async () => {
    const controller = new AbortController();
    const chunks = embeddedEngine.synthesize({ ...request(SENTENCES, 3), signal: controller.signal });
    controller.abort();
    await expect(drain(chunks)).rejects.toThrow(/abort/i);
    expect(await drain(embeddedEngine.synthesize(request('Still here.', 3)))).toHaveLength(1);
  });
});

describe('process lifetime', () => {
  const directory = mkdtempSync(path.join(tmpdir(), 'timbre-engine-exit-'));
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  test('another process renders the same bytes for the same seed, then exits by itself', SLOW, async () => {
    const voice = PREMADE_VOICES.find((candidate) => candidate.labels.language === 'en')!;
    const script = path.join(directory, 'speak.mts');
    writeFileSync(script, [
      'import { createHash } from \'node:crypto\';',
      `import { collectSpeech, embeddedEngine } from '${root}server/engine';`,
      `const request = ${JSON.stringify(request(SENTENCES, 11, { stability: 0.2 }))};`,
      'const { samples } = await collectSpeech(embeddedEngine.synthesize(request));',
      'console.log(`spoke ${createHash(\'sha256\').update(samples).digest(\'hex\')}`);',
      '',
    ].join('\n'));
    expect(voice.model.breath + voice.model.roughness + voice.model.flutter).toBeGreaterThan(0);
    const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (data: Buffer) => { output += data.toString(); });
    child.stderr.on('data', (data: Buffer) => { output += data.toString(); });
    // Never resolving here (the worker keeping the child alive) fails the test by its timeout.
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    const { samples } = await collectSpeech(embeddedEngine.synthesize(request(SENTENCES, 11, { stability: 0.2 })));
    expect(output.trim()).toBe(`spoke ${createHash('sha256').update(samples).digest('hex')}`);
    expect(code).toBe(0);
  });
});
