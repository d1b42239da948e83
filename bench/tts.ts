/**
 * Raw numbers of the embedded engine: start-up, time to the first PCM chunk for a 200-character text, the
 * realtime factor (seconds of audio per second of compute), and the cost of each output format's encoder.
 */
import { loadavg } from 'node:os';
import {
  collectSpeech, createEncoder, DEFAULT_VOICE_SETTINGS, embeddedEngine, parseOutputFormat, PREMADE_VOICES,
  SUPPORTED_OUTPUT_FORMATS, warmUpEngine, type PcmChunk, type SynthesisRequest,
} from '../server/engine';

const TEXT = 'Timbre renders speech on your own server. This paragraph has about two hundred characters, '
  + 'split into sentences, so the first audio can leave before the rest is done. How fast is it?';
const RUNS = 20;

const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
const ms = (value: number) => `${value.toFixed(0)} ms`;

function request(index: number, modelId: string): SynthesisRequest {
  const voice = PREMADE_VOICES[index % PREMADE_VOICES.length]!;
  return {
    text: TEXT,
    voice: { voiceId: voice.voice_id, version: 1, language: 'en', model: voice.model },
    settings: DEFAULT_VOICE_SETTINGS,
    modelId,
    seed: index,
    languageCode: 'en',
  };
}

/** CPU seconds of this process (all threads); less sensitive than wall time to other load on the machine. */
const cpuSeconds = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
};

async function timeToFirstChunk(modelId: string) {
  const first: number[] = [];
  const wallFactors: number[] = [];
  const cpuFactors: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const cpuStarted = cpuSeconds();
    let firstAt = 0;
    let audioSeconds = 0;
    for await (const chunk of embeddedEngine.synthesize(request(i, modelId))) {
      firstAt ||= performance.now() - started;
      audioSeconds += chunk.samples.length / chunk.sampleRate;
    }
    first.push(firstAt);
    wallFactors.push(audioSeconds / ((performance.now() - started) / 1000));
    cpuFactors.push(audioSeconds / (cpuSeconds() - cpuStarted));
  }
  console.log(`${modelId}: first PCM chunk p50 ${ms(percentile(first, 0.5))}, p95 ${ms(percentile(first, 0.95))}; `
    + `realtime factor p50 ${percentile(wallFactors, 0.5).toFixed(0)}x wall, `
    + `${percentile(cpuFactors, 0.5).toFixed(0)}x CPU `
    + '(whole text, PCM at 22.05 kHz)');
}

async function encoderCosts() {
  const chunks: PcmChunk[] = [];
  for await (const chunk of embeddedEngine.synthesize(request(0, 'eleven_multilingual_v2'))) chunks.push(chunk);
  const audioSeconds = chunks.reduce((sum, chunk) => sum + chunk.samples.length / chunk.sampleRate, 0);
  console.log(`encoding ${audioSeconds.toFixed(1)} s of speech (best of 3, includes resampling from 22.05 kHz):`);
  for (const id of SUPPORTED_OUTPUT_FORMATS) {
    const format = parseOutputFormat(id);
    let best = Number.POSITIVE_INFINITY;
    let bytes = 0;
    for (let round = 0; round < 3; round++) {
      const started = performance.now();
      const encoder = await createEncoder(format, chunks[0]!.sampleRate);
      bytes = chunks.reduce((sum, chunk) => sum + encoder.push(chunk.samples).length, 0) + encoder.end().length;
      best = Math.min(best, performance.now() - started);
    }
    const speed = (audioSeconds / (best / 1000)).toFixed(0);
    console.log(`  ${id.padEnd(14)} ${ms(best).padStart(7)}  ${speed.padStart(5)}x realtime  ${(bytes / 1024).toFixed(0)} KiB`);
  }
}

export async function run(): Promise<void> {
  const load = loadavg()[0]!;
  console.log(`1-minute load average at start: ${load.toFixed(1)} (wall times grow with it)`);
  let started = performance.now();
  await warmUpEngine();
  console.log(`warm-up (espeak-ng, language detector, DSP, all premade languages): ${ms(performance.now() - started)}`);

  started = performance.now();
  const speech = await collectSpeech(embeddedEngine.synthesize(request(1, 'eleven_multilingual_v2')));
  const audioSeconds = speech.samples.length / speech.sampleRate;
  console.log(`first request after warm-up: ${ms(performance.now() - started)} for ${audioSeconds.toFixed(1)} s of audio`);

  for (const modelId of ['eleven_multilingual_v2', 'eleven_flash_v2_5', 'eleven_v3']) await timeToFirstChunk(modelId);
  await encoderCosts();
}
