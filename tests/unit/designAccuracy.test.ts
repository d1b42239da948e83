import { describe, expect, test, vi } from 'vitest';
import { designModels, renderDesignPreview } from '../../server/design/previews';
import { activeRmsDb, cosineSimilarity, measureF0, parseOutputFormat, speakerEmbedding, type VoiceModel } from '../../server/engine';
import { fitVoiceModel } from '../../server/engine/design/fit';
import { harmonicToNoiseDb, meanFrequencyHz, speakingRate } from '../../server/engine/design/measures';
import { applyQuality } from '../../server/engine/design/post';

/**
 * Does a designed voice sound like its prompt? Real synthesis through the preview pipeline (prompt → prior → seeded
 * draws → embedded engine → quality → PCM), then measurement: F0, syllable rate, harmonic-to-noise ratio, level and
 * speaker embeddings. Short texts keep it to a few seconds.
 */

// Synthesis of three previews per prompt (and the engine's first start) takes seconds on a shared machine.
vi.setConfig({ testTimeout: 60_000 });

const TEXT = 'The storm rolled in across the quiet bay, and the lights of the harbour went out one by one.';
const PCM = parseOutputFormat('pcm_22050');
const RATE = 22050;

interface Rendered { samples: Float32Array; bytes: Uint8Array; model: VoiceModel }

async function previewsOf(prompt: string, options: { seed?: number; loudness?: number; quality?: number | null } = {}): Promise<Rendered[]> {
  const seed = options.seed ?? 11;
  const models = designModels({ prompt, loudness: options.loudness ?? 0.5, guidanceScale: 5, reference: null, promptStrength: null }, seed);
  return Promise.all(models.map(async (model, index) => {
    const { audio } = await renderDesignPreview(model, TEXT, seed + index, options.quality ?? null, PCM);
    const pcm = new Int16Array(audio.buffer, audio.byteOffset, audio.byteLength / 2);
    return { samples: Float32Array.from(pcm, (sample) => sample / 32768), bytes: audio, model };
  }));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const f0Of = (rendered: Rendered) => measureF0(rendered.samples, RATE).medianHz;

describe('designed voices match their prompts', () => {
  test('"deep male": every preview\'s median F0 is under 120 Hz', async () => {
    const f0 = (await previewsOf('A deep male voice for a movie trailer')).map(f0Of);
    console.info('deep male median F0 (Hz):', f0.map(Math.round));
    for (const value of f0) expect(value).toBeLessThan(120);
  });

  test('"young woman, high voice": every preview\'s median F0 is over 200 Hz', async () => {
    const f0 = (await previewsOf('A young woman with a high voice, cheerful')).map(f0Of);
    console.info('young woman high voice median F0 (Hz):', f0.map(Math.round));
    for (const value of f0) expect(value).toBeGreaterThan(200);
  });

  test('"fast" speaks more syllables per second, and finishes sooner, than "slow"', async () => {
    const [fast, slow] = await Promise.all([
      previewsOf('A man talking fast, like a sports commentator'), previewsOf('A man talking slow, like a sleepy storyteller'),
    ]);
    const rate = (set: Rendered[]) => median(set.map((r) => speakingRate(r.samples, RATE).onsetsPerSecond));
    const seconds = (set: Rendered[]) => median(set.map((r) => speakingRate(r.samples, RATE).speechSeconds));
    console.info('onsets/s fast vs slow:', rate(fast).toFixed(2), rate(slow).toFixed(2),
      '| speech seconds:', seconds(fast).toFixed(2), seconds(slow).toFixed(2));
    expect(rate(fast)).toBeGreaterThan(rate(slow) * 1.2);
    expect(seconds(fast)).toBeLessThan(seconds(slow) * 0.8);
  });

  test('"whispery" has a lower harmonic-to-noise ratio than a plain prompt', async () => {
    const [whispery, plain] = await Promise.all([
      previewsOf('A whispery woman telling a secret'), previewsOf('A woman reading a letter'),
    ]);
    const hnr = (set: Rendered[]) => median(set.map((r) => harmonicToNoiseDb(r.samples, RATE)));
    console.info('HNR dB whispery vs plain:', hnr(whispery).toFixed(1), hnr(plain).toFixed(1));
    expect(hnr(whispery)).toBeLessThan(hnr(plain) - 3);
  });

  test('the three previews of one prompt differ from each other but stay in the prompt\'s range', async () => {
    const previews = await previewsOf('An old man with a gravelly voice, telling a ghost story', { seed: 5 });
    const embeddings = previews.map((r) => speakerEmbedding(r.samples, RATE));
    const distances = ([[0, 1], [0, 2], [1, 2]] as const).map(([a, b]) => 1 - cosineSimilarity(embeddings[a]!, embeddings[b]!));
    const f0 = previews.map(f0Of);
    console.info('pairwise embedding distances:', distances.map((d) => d.toFixed(4)), 'F0:', f0.map(Math.round));
    for (const distance of distances) expect(distance).toBeGreaterThan(0.001);
    for (const value of f0) expect(value).toBeLessThan(150);
    expect(new Set(previews.map((r) => Buffer.from(r.bytes).toString('base64'))).size).toBe(3);
  });

  test('loudness −1 and 1 differ by more than 10 dB', async () => {
    const [quiet, loud] = await Promise.all([
      previewsOf('A calm narrator', { loudness: -1 }), previewsOf('A calm narrator', { loudness: 1 }),
    ]);
    const levels = [quiet[0]!, loud[0]!].map((r) => activeRmsDb(r.samples, RATE));
    console.info('active RMS dBFS at loudness −1 and 1:', levels.map((l) => l.toFixed(1)));
    expect(levels[1]! - levels[0]!).toBeGreaterThan(10);
  });

  test('the same prompt and seed give identical bytes', async () => {
    const [one, two] = await Promise.all([previewsOf('A warm British woman', { seed: 99 }), previewsOf('A warm British woman', { seed: 99 })]);
    expect(one.map((r) => Buffer.from(r.bytes).toString('base64'))).toEqual(two.map((r) => Buffer.from(r.bytes).toString('base64')));
  });

  test('quality trades smoothness for time: 1 is duller on top and slower to process than −1', async () => {
    const [voice] = await previewsOf('A bright young man reading the news', { quality: -1 });
    const time = (quality: number) => {
      const start = performance.now();
      const out = applyQuality(voice!.samples, RATE, quality);
      return { ms: performance.now() - start, brightness: meanFrequencyHz(out, RATE) };
    };
    const rough = time(-1);
    const smooth = time(1);
    console.info('quality −1 vs 1: mean frequency', rough.brightness.toFixed(0), smooth.brightness.toFixed(0),
      'Hz; processing', rough.ms.toFixed(1), smooth.ms.toFixed(1), 'ms');
    expect(smooth.brightness).toBeLessThan(rough.brightness * 0.95);
    expect(smooth.ms).toBeGreaterThan(rough.ms);
  });
});

describe('fitting a voice model to a recording (v3 reference, cloning)', () => {
  test('a rendered voice\'s fit speaks at its pitch, breathiness and pace', async () => {
    for (const prompt of ['A whispery young woman speaking slowly', 'A deep old man talking fast']) {
      const [original] = await previewsOf(prompt, { seed: 21 });
      const fitted = fitVoiceModel(original!.samples, RATE).model;
      const { audio } = await renderDesignPreview(fitted, TEXT, 21, null, PCM);
      const copy = Float32Array.from(new Int16Array(audio.buffer, audio.byteOffset, audio.byteLength / 2), (s) => s / 32768);
      const measure = (samples: Float32Array) => ({
        f0: measureF0(samples, RATE).medianHz, hnr: harmonicToNoiseDb(samples, RATE), seconds: speakingRate(samples, RATE).speechSeconds,
      });
      const [a, b] = [measure(original!.samples), measure(copy)];
      console.info(prompt, 'original vs fitted:', JSON.stringify(a), JSON.stringify(b));
      expect(Math.abs(b.f0 - a.f0) / a.f0).toBeLessThan(0.12);
      expect(Math.abs(b.hnr - a.hnr)).toBeLessThan(3);
      expect(Math.abs(b.seconds - a.seconds) / a.seconds).toBeLessThan(0.2);
    }
  });
});
