/**
 * The text-to-speech API end to end: time to the first audio byte of a streamed 200-character request through a
 * real server (HTTP, auth, credits, history, encoding), the same text synthesised by the raw engine in the same
 * run (the API's overhead), the realtime factor, and the same figures per output format.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import {
  createEncoder, DEFAULT_VOICE_SETTINGS, embeddedEngine, parseOutputFormat, PREMADE_VOICES, SUPPORTED_OUTPUT_FORMATS,
} from '../server/engine';
import { startServer } from '../server/server';

const TEXT = 'Timbre renders speech on your own server. This paragraph has about two hundred characters, '
  + 'split into sentences, so the first audio can leave before the rest is done. How fast is it?';
const RUNS = 15;
const RUNS_PER_FORMAT = 3;
const voice = PREMADE_VOICES.find((candidate) => candidate.labels.language === 'en')!;

const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
const ms = (value: number) => `${value.toFixed(0)} ms`;

interface Timing {
  firstMs: number;
  totalMs: number;
}

/**
 * The engine alone, in the same process: PCM as it comes out, or (with `format`) encoded chunk by chunk into that
 * format as the API does, so the API's own overhead (HTTP, auth, credits, history) can be told from encoding.
 */
async function rawEngine(seed: number, format?: string): Promise<Timing & { audioSeconds: number }> {
  const started = performance.now();
  let firstMs = 0;
  let audioSeconds = 0;
  let encoder: Awaited<ReturnType<typeof createEncoder>> | undefined;
  for await (const chunk of embeddedEngine.synthesize({
    text: TEXT, voice: { voiceId: voice.voice_id, version: 1, language: 'en', model: voice.model },
    settings: DEFAULT_VOICE_SETTINGS, modelId: 'eleven_multilingual_v2', seed, languageCode: 'en',
  })) {
    audioSeconds += chunk.samples.length / chunk.sampleRate;
    if (format) {
      encoder ??= await createEncoder(parseOutputFormat(format), chunk.sampleRate);
      if (encoder.push(chunk.samples).length > 0) firstMs ||= performance.now() - started;
    } else {
      firstMs ||= performance.now() - started;
    }
  }
  if (encoder && encoder.end().length > 0) firstMs ||= performance.now() - started;
  return { firstMs, totalMs: performance.now() - started, audioSeconds };
}

async function overHttp(base: string, headers: Record<string, string>, seed: number, format: string): Promise<Timing> {
  const started = performance.now();
  const response = await fetch(`${base}/v1/text-to-speech/${voice.voice_id}/stream?output_format=${format}`, {
    method: 'POST', headers, body: JSON.stringify({ text: TEXT, seed, language_code: 'en' }),
  });
  if (response.status !== 200) throw new Error(`${format}: ${response.status} ${await response.text()}`);
  const reader = response.body!.getReader();
  let firstMs = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) firstMs ||= performance.now() - started;
  return { firstMs, totalMs: performance.now() - started };
}

function report(label: string, timings: Timing[], audioSeconds: number) {
  const first = timings.map((timing) => timing.firstMs);
  const total = timings.map((timing) => timing.totalMs);
  const realtime = audioSeconds / (percentile(total, 0.5) / 1000);
  console.log(`${label.padEnd(22)} first byte p50 ${ms(percentile(first, 0.5)).padStart(7)}  p95 ${ms(percentile(first, 0.95)).padStart(7)}`
    + `   whole p50 ${ms(percentile(total, 0.5)).padStart(7)}   realtime ×${realtime.toFixed(1)}`);
}

export async function run(): Promise<void> {
  console.log(`1-minute load average at start: ${loadavg()[0]!.toFixed(1)} (wall times grow with it)`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'timbre-bench-'));
  const server = await startServer({ port: 0, dataDir, inMemoryDatabase: true, config: { signupOpen: true } });
  try {
    const signup = await fetch(`${server.url}/v1/auth/signup`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@example.test', password: 'correct horse battery' }),
    });
    const { token } = (await signup.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    // Pro allows every format; its credits cover the whole run.
    await fetch(`${server.url}/v1/workspace/subscription`, { method: 'POST', headers, body: JSON.stringify({ tier: 'pro' }) });

    const started = performance.now();
    await overHttp(server.url, headers, 0, 'mp3_44100_128');
    console.log(`first request (engine cold): ${ms(performance.now() - started)}`);

    // Interleaved, so both see the same load on the machine.
    const ratio = (over: Timing[], under: Timing[], key: keyof Timing) =>
      (percentile(over.map((timing) => timing[key]), 0.5) / percentile(under.map((timing) => timing[key]), 0.5))
        .toFixed(2);
    let audioSeconds = 0;
    for (const format of ['mp3_44100_128', 'pcm_22050']) {
      const api: Timing[] = [];
      const raw: Timing[] = [];
      const rawPcm: Timing[] = [];
      for (let i = 1; i <= RUNS; i++) {
        api.push(await overHttp(server.url, headers, i, format));
        raw.push(await rawEngine(i, format));
        const engine = await rawEngine(i);
        rawPcm.push(engine);
        audioSeconds = engine.audioSeconds;
      }
      console.log(`${TEXT.length} characters, ${audioSeconds.toFixed(1)} s of audio, ${format}, ${RUNS} runs each:`);
      report('raw engine, PCM', rawPcm, audioSeconds);
      report('raw engine + encoder', raw, audioSeconds);
      report('API, streamed', api, audioSeconds);
      console.log(`API overhead (API / raw engine + encoder), p50: first byte ×${ratio(api, raw, 'firstMs')}, `
        + `whole request ×${ratio(api, raw, 'totalMs')}; against raw PCM: ×${ratio(api, rawPcm, 'firstMs')}, `
        + `×${ratio(api, rawPcm, 'totalMs')}`);
    }

    console.log(`per output format (${RUNS_PER_FORMAT} runs each, streamed):`);
    for (const format of SUPPORTED_OUTPUT_FORMATS) {
      const timings: Timing[] = [];
      for (let i = 0; i < RUNS_PER_FORMAT; i++) timings.push(await overHttp(server.url, headers, 100 + i, format));
      report(format, timings, audioSeconds);
    }
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
