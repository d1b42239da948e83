/**
 * The text-to-speech API end to end against issue 4's targets: time to the first audio byte of a streamed
 * 200-character request through a real server (HTTP, auth, credits, history, encoding) at most 40 ms p50 for every
 * advertised output format, and the API at most 1.3× the raw engine with the same encoding in the same run, both
 * for the first byte and the whole request. Prints ✓ or ✗ against each.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  DEFAULT_VOICE_SETTINGS, embeddedEngine, parseOutputFormat, PREMADE_VOICES, SUPPORTED_OUTPUT_FORMATS,
} from '../server/engine';
import { checkoutCacheDir, librarySeedingOf } from '../server/library/seed';
import { startServer } from '../server/server';
import { encodeParts } from '../server/speech/synthesis';

const TEXT = 'Timbre renders speech on your own server. This paragraph has about two hundred characters, '
  + 'split into sentences, so the first audio can leave before the rest is done. How fast is it?';
/** TTS_BENCH_RUNS scales the run counts down (or up) when the machine is busy and time is short. */
const RUNS = Number(process.env.TTS_BENCH_RUNS ?? 15);
const RUNS_PER_FORMAT = Math.max(3, Math.round(RUNS / 3));
/** Issue 4's targets. */
const FIRST_BYTE_TARGET_MS = 40;
const OVERHEAD_TARGET = 1.3;
const voice = PREMADE_VOICES.find((candidate) => candidate.labels.language === 'en')!;

const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
const ms = (value: number) => `${value.toFixed(0)} ms`;
const mark = (ok: boolean) => (ok ? '✓' : '✗');

interface Timing {
  firstMs: number;
  totalMs: number;
}

const p50 = (timings: Timing[], key: keyof Timing) => percentile(timings.map((timing) => timing[key]), 0.5);

/**
 * The engine alone, in the same process: PCM as it comes out, or (with `format`) encoded by the API's own
 * encoding step (same slices), so the API's own overhead (HTTP, auth, credits, history) can be told from encoding.
 */
async function rawEngine(seed: number, format?: string): Promise<Timing & { audioSeconds: number }> {
  const started = performance.now();
  let firstMs = 0;
  let audioSeconds = 0;
  const chunks = embeddedEngine.synthesize({
    text: TEXT, voice: { voiceId: voice.voice_id, version: 1, language: 'en', model: voice.model },
    settings: DEFAULT_VOICE_SETTINGS, modelId: 'eleven_multilingual_v2', seed, languageCode: 'en',
  });
  if (format) {
    for await (const part of encodeParts(chunks, parseOutputFormat(format))) {
      if (part.audio.length > 0) firstMs ||= performance.now() - started;
    }
  } else {
    for await (const chunk of chunks) {
      audioSeconds += chunk.samples.length / chunk.sampleRate;
      firstMs ||= performance.now() - started;
    }
  }
  return { firstMs, totalMs: performance.now() - started, audioSeconds };
}
/**
 * The HTTP client runs on a thread of its own, as a real client runs in another process: on the server's thread
 * its reads would wait for whatever the server does next (encoding the following slice) and count that as latency.
 */
const CLIENT = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', async ({ id, url, headers, body }) => {
  try {
    const started = performance.now();
    const response = await fetch(url, { method: 'POST', headers, body });
    if (response.status !== 200) throw new Error(response.status + ' ' + (await response.text()));
    const reader = response.body.getReader();
    let firstMs = 0;
    for (let read = await reader.read(); !read.done; read = await reader.read()) firstMs ||= performance.now() - started;
    parentPort.postMessage({ id, firstMs, totalMs: performance.now() - started });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});`;

type ClientReply = Timing & { id: number; error?: string };

function startClient() {
  const worker = new Worker(CLIENT, { eval: true });
  let last = 0;
  const pending = new Map<number, (reply: ClientReply) => void>();
  worker.on('message', (reply: ClientReply) => pending.get(reply.id)?.(reply));
  return {
    async request(base: string, headers: Record<string, string>, seed: number, format: string): Promise<Timing> {
      const id = ++last;
      const reply = await new Promise<ClientReply>((resolve) => {
        pending.set(id, resolve);
        worker.postMessage({
          id, headers, url: `${base}/v1/text-to-speech/${voice.voice_id}/stream?output_format=${format}`,
          body: JSON.stringify({ text: TEXT, seed, language_code: 'en' }),
        });
      });
      pending.delete(id);
      if (reply.error) throw new Error(`${format}: ${reply.error}`);
      return { firstMs: reply.firstMs, totalMs: reply.totalMs };
    },
    close: () => worker.terminate(),
  };
}

function report(label: string, timings: Timing[], audioSeconds: number, target = false) {
  const first = timings.map((timing) => timing.firstMs);
  const total = timings.map((timing) => timing.totalMs);
  const realtime = audioSeconds / (percentile(total, 0.5) / 1000);
  const verdict = target ? `   ${mark(percentile(first, 0.5) <= FIRST_BYTE_TARGET_MS)} ≤ ${FIRST_BYTE_TARGET_MS} ms` : '';
  console.log(`${label.padEnd(22)} first byte p50 ${ms(percentile(first, 0.5)).padStart(7)}  p95 ${ms(percentile(first, 0.95)).padStart(7)}`
    + `   whole p50 ${ms(percentile(total, 0.5)).padStart(7)}   realtime ×${realtime.toFixed(1)}${verdict}`);
}

export async function run(): Promise<void> {
  console.log(`1-minute load average at start: ${loadavg()[0]!.toFixed(1)} (wall times grow with it)`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'timbre-bench-'));
  // The voice library's catalogue embeddings are cached in the checkout, as the test servers share them.
  process.env.TIMBRE_CACHE_DIR ??= checkoutCacheDir();
  const server = await startServer({ port: 0, dataDir, inMemoryDatabase: true, config: { signupOpen: true } });
  const client = startClient();
  const overHttp = client.request;
  try {
    // Seeding the library runs in the background on the same thread and database: measured alongside, it would
    // count as API overhead.
    await librarySeedingOf(server.db)?.ready;
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
    const ratio = (over: Timing[], under: Timing[], key: keyof Timing) => p50(over, key) / p50(under, key);
    const verdicts: string[] = [];
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
      report('raw engine + encoding', raw, audioSeconds);
      report('API, streamed', api, audioSeconds, true);
      const first = ratio(api, raw, 'firstMs');
      const whole = ratio(api, raw, 'totalMs');
      console.log(`API / (raw engine + encoding), p50: first byte ×${first.toFixed(2)} ${mark(first <= OVERHEAD_TARGET)}, `
        + `whole request ×${whole.toFixed(2)} ${mark(whole <= OVERHEAD_TARGET)} (target ≤ ×${OVERHEAD_TARGET}); `
        + `against raw PCM: ×${ratio(api, rawPcm, 'firstMs').toFixed(2)}, ×${ratio(api, rawPcm, 'totalMs').toFixed(2)}`);
      verdicts.push(`${format}: first byte ${ms(p50(api, 'firstMs'))} ${mark(p50(api, 'firstMs') <= FIRST_BYTE_TARGET_MS)}, `
        + `×${first.toFixed(2)} ${mark(first <= OVERHEAD_TARGET)}, whole ×${whole.toFixed(2)} ${mark(whole <= OVERHEAD_TARGET)}`);
    }

    console.log(`per output format (${RUNS_PER_FORMAT} runs each, streamed):`);
    const missed: string[] = [];
    for (const format of SUPPORTED_OUTPUT_FORMATS) {
      const timings: Timing[] = [];
      for (let i = 0; i < RUNS_PER_FORMAT; i++) timings.push(await overHttp(server.url, headers, 100 + i, format));
      report(format, timings, audioSeconds, true);
      if (p50(timings, 'firstMs') > FIRST_BYTE_TARGET_MS) missed.push(format);
    }
    console.log(`issue 4 targets (load average now ${loadavg()[0]!.toFixed(1)}):`);
    for (const verdict of verdicts) console.log(`  ${verdict}`);
    console.log(`  first byte ≤ ${FIRST_BYTE_TARGET_MS} ms p50 in every format: `
      + (missed.length === 0 ? '✓' : `✗ (${missed.join(', ')})`));
  } finally {
    await client.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
