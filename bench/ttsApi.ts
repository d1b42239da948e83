/**
 * The text-to-speech API end to end against issue 4's targets: time to the first audio byte of a streamed
 * 200-character request through a real server (its own process, database on disk: HTTP, auth, credits, history,
 * encoding) at most 40 ms p50 in every advertised output format, and the whole request at most 1.3× the raw engine
 * with the same encoding, in the same run. Prints ✓ or ✗ against each. The first byte's ratio to the raw engine's
 * is printed too, for information: it is the fixed cost of HTTP, auth and the charge before the first sentence.
 */
import { loadavg } from 'node:os';
import {
  DEFAULT_VOICE_SETTINGS, embeddedEngine, parseOutputFormat, PREMADE_VOICES, SUPPORTED_OUTPUT_FORMATS,
} from '../server/engine';
import { encodeParts } from '../server/speech/synthesis';
import { startServerProcess } from './support/startServerProcess';

const TEXT = 'Timbre renders speech on your own server. This paragraph has about two hundred characters, '
  + 'split into sentences, so the first audio can leave before the rest is done. How fast is it?';
/** TTS_BENCH_RUNS scales the run counts down (or up) when the machine is busy and time is short. */
const RUNS = Number(process.env.TTS_BENCH_RUNS ?? 15);
const RUNS_PER_FORMAT = Math.max(3, Math.round(RUNS * 0.6));
const WARM_UP_RUNS = 5;
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
 * The raw engine runs in this process, which is also the HTTP client: its garbage, collected while a request is
 * timed, would pause the client and count as API latency (measured: streamed PCM's first byte p50 40 ms against
 * 30 ms). With `--expose-gc` (`npm run bench`) each measurement starts from a collected heap.
 */
const settle = () => (globalThis as { gc?: () => void }).gc?.();

/** One streamed request, timed from the client's side. */
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
  const server = await startServerProcess();
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
    // The raw engine runs in this process, with its own espeak-ng and JIT to warm; the server's encoders warm too.
    for (let i = 0; i < WARM_UP_RUNS; i++) {
      for (const format of ['mp3_44100_128', 'pcm_22050']) {
        await rawEngine(i, format);
        await overHttp(server.url, headers, i, format);
      }
    }

    // Interleaved, so both see the same load on the machine.
    const ratio = (over: Timing[], under: Timing[], key: keyof Timing) => p50(over, key) / p50(under, key);
    const verdicts: string[] = [];
    let audioSeconds = 0;
    for (const format of ['mp3_44100_128', 'pcm_22050']) {
      const api: Timing[] = [];
      const raw: Timing[] = [];
      const rawPcm: Timing[] = [];
      for (let i = 1; i <= RUNS; i++) {
        settle();
        api.push(await overHttp(server.url, headers, i, format));
        settle();
        raw.push(await rawEngine(i, format));
        settle();
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
      console.log(`API / (raw engine + encoding), p50: first byte ×${first.toFixed(2)}, `
        + `whole request ×${whole.toFixed(2)} ${mark(whole <= OVERHEAD_TARGET)} (target ≤ ×${OVERHEAD_TARGET}); `
        + `against raw PCM: ×${ratio(api, rawPcm, 'firstMs').toFixed(2)}, ×${ratio(api, rawPcm, 'totalMs').toFixed(2)}`);
      verdicts.push(`${format}: first byte ${ms(p50(api, 'firstMs'))} ${mark(p50(api, 'firstMs') <= FIRST_BYTE_TARGET_MS)}, `
        + `whole request ×${whole.toFixed(2)} ${mark(whole <= OVERHEAD_TARGET)} (≤ ×${OVERHEAD_TARGET})`);
    }

    console.log(`per output format (${RUNS_PER_FORMAT} runs each, streamed):`);
    const missed: string[] = [];
    for (const format of SUPPORTED_OUTPUT_FORMATS) {
      const timings: Timing[] = [];
      for (let i = 0; i < RUNS_PER_FORMAT; i++) {
        settle();
        timings.push(await overHttp(server.url, headers, 100 + i, format));
      }
      report(format, timings, audioSeconds, true);
      if (p50(timings, 'firstMs') > FIRST_BYTE_TARGET_MS) missed.push(format);
    }
    console.log(`issue 4 targets (load average now ${loadavg()[0]!.toFixed(1)}):`);
    for (const verdict of verdicts) console.log(`  ${verdict}`);
    console.log(`  first byte ≤ ${FIRST_BYTE_TARGET_MS} ms p50 in every format: `
      + (missed.length === 0 ? '✓' : `✗ (${missed.join(', ')})`));
  } finally {
    await server.close();
  }
}
