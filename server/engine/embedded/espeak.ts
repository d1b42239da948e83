import type { EspeakModule, EspeakWorker } from '@echogarden/espeak-ng-emscripten';
import { lazy } from '../lazy';

/**
 * The one espeak-ng instance of its thread, the synthesis worker's (GPL-3.0, compiled to JavaScript by
 * emscripten/wasm2js).
 *
 * Two properties of the module shape this file:
 * - It is not reentrant, so every call goes through one queue.
 * - It keeps state between utterances: the breath-noise generator, the flutter phase and the roughness counter
 *   carry on from the previous sentence, so the same sentence renders differently depending on what was spoken
 *   before (measured: 26 000 of 57 000 samples differed). For reproducible output the linear memory is restored
 *   from a snapshot taken right after start-up before every synthesis (about 1.5 ms for the 17 MB heap). Strings
 *   are written into buffers allocated before the snapshot, because the generated bindings would otherwise
 *   malloc string copies that a restore silently frees.
 */

export const ESPEAK_SAMPLE_RATE = 22050;

const VARIANT_DIR = '/usr/share/espeak-ng-data/voices/!v';
/** Variant files are tiny, but each distinct voice/settings combination writes one; past this many they are cleared. */
const MAX_VARIANT_FILES = 1024;
const TEXT_BUFFER_BYTES = 16 * 1024;
/** espeak-ng copies voice names into 40-byte buffers. */
const NAME_BUFFER_BYTES = 40;

export interface EspeakRequest {
  text: string;
  /** espeak-ng language voice, e.g. 'en-us', 'en-gb-x-rp', 'cmn'. */
  voice: string;
  /** Contents of a variant file (voice quality: pitch, formants, breath...). */
  variant: string;
  rateWpm: number;
  /** espeak-ng's pitch and range parameters, 0..100; 50 keeps the variant's own values. */
  pitch: number;
  range: number;
}

export interface EspeakWord {
  /** Code-point offset of the word in the request text (espeak-ng counts code points, from 1). */
  start: number;
  length: number;
  timeMs: number;
}

export interface EspeakResult {
  samples: Int16Array;
  words: EspeakWord[];
  /** Start times of the silent pause phonemes (clause and sentence ends). */
  pausesMs: number[];
}

interface Runtime {
  module: EspeakModule;
  worker: EspeakWorker;
  snapshot: Uint8Array;
  textPointer: number;
  namePointer: number;
  variants: Set<string>;
}

/**
 * emscripten copies the program name (by default `process.argv[1]`) into the heap with the environment, which
 * shifts every later allocation, and espeak-ng's output depends on its heap layout: the same request rendered
 * differently in a worker thread, under vitest and under `npm start`. A fixed name makes it the same everywhere.
 */
type EspeakInit = (options: { thisProgram: string }) => Promise<EspeakModule>;

const loadRuntime = lazy(async (): Promise<Runtime> => {
  const init = (await import('@echogarden/espeak-ng-emscripten')).default as EspeakInit;
  const module = await init({ thisProgram: 'espeak-ng' });
  const worker = withFixedClock(() => new module.eSpeakNGWorker());
  const rate = worker.get_samplerate();
  if (rate !== ESPEAK_SAMPLE_RATE) throw new Error(`espeak-ng runs at ${rate} Hz, expected ${ESPEAK_SAMPLE_RATE}`);
  const textPointer = module._malloc(TEXT_BUFFER_BYTES);
  const namePointer = module._malloc(NAME_BUFFER_BYTES);
  return { module, worker, textPointer, namePointer, snapshot: module.HEAPU8.slice(), variants: new Set() };
});

/**
 * espeak-ng seeds its noise generator with time() when it starts (emscripten reads Date.now), and that seed is
 * part of the snapshot every synthesis starts from: without this the same request sounded different after every
 * restart. The constructor is synchronous, so nothing else sees the pinned clock.
 */
function withFixedClock<T>(create: () => T): T {
  const now = Date.now;
  Date.now = () => 0;
  try {
    return create();
  } finally {
    Date.now = now;
  }
}

let queueTail: Promise<unknown> = Promise.resolve();

function serialised<T>(task: () => Promise<T>): Promise<T> {
  const run = queueTail.then(task, task);
  queueTail = run.catch(() => undefined);
  return run;
}

/** Synthesises one chunk of text. Calls are queued; an aborted signal skips the work. */
export function synthesizeWithEspeak(request: EspeakRequest, signal?: AbortSignal): Promise<EspeakResult> {
  return serialised(async () => {
    signal?.throwIfAborted();
    return render(await loadRuntime(), request);
  });
}

/**
 * Exercises every synthesis path a voice model can switch on (breath noise, roughness, flutter, tone, stress),
 * because wasm2js code runs 10-50× slower until the JIT has compiled it: measured, the first sentence with a
 * breathy variant took 1.3 s on a process warmed only with plain voices, the third 58 ms.
 */
const WARM_UP_VARIANT = [
  'name warmup', 'pitch 120 180', 'formant 1 105 -1 120', 'breath 20 20 15 10 5 3 0 0', 'voicing 90', 'flutter 6',
  'roughness 4', 'tone 600 180 1200 135 2000 100 3000 90', 'stressAdd -5 -5 -5 -5 15 15 30 30', '',
].join('\n');
const WARM_UP_TEXT = 'Warming up, with a clause. And a second sentence!';
const WARM_UP_ROUNDS = 4;

/** Loads the module, runs each language voice once, then repeats the full-featured variant until it is compiled. */
export async function warmUpEspeak(voices: readonly string[]): Promise<void> {
  const warm = (voice: string, variant: string) =>
    synthesizeWithEspeak({ text: WARM_UP_TEXT, voice, variant, rateWpm: 175, pitch: 55, range: 60 });
  for (const voice of voices) await warm(voice, WARM_UP_VARIANT);
  for (let round = 0; round < WARM_UP_ROUNDS; round++) await warm(voices[0] ?? 'en-us', WARM_UP_VARIANT);
}

function render(runtime: Runtime, request: EspeakRequest): EspeakResult {
  const { module, worker } = runtime;
  const heap = module.HEAPU8;
  heap.set(runtime.snapshot);
  if (heap.length > runtime.snapshot.length) heap.fill(0, runtime.snapshot.length);

  const voiceName = `${request.voice}+${ensureVariantFile(runtime, request.variant)}`;
  writeCString(module, runtime.namePointer, voiceName, NAME_BUFFER_BYTES);
  if (worker.set_voice({ ptr: runtime.namePointer }) !== 0) {
    throw new Error(`espeak-ng could not load voice '${request.voice}'`);
  }
  worker.set_rate(Math.round(request.rateWpm));
  worker.set_pitch(Math.round(request.pitch));
  worker.set_range(Math.round(request.range));
  writeCString(module, runtime.textPointer, request.text, TEXT_BUFFER_BYTES);

  const blocks: Int16Array[] = [];
  const words: EspeakWord[] = [];
  const pausesMs: number[] = [];
  worker.synthesize({ ptr: runtime.textPointer }, (samples, events) => {
    blocks.push(samples);
    for (const event of events) {
      if (event.type === 'word') {
        words.push({ start: event.text_position - 1, length: event.word_length, timeMs: event.audio_position });
      } else if (event.type === 'phoneme' && event.id === '') {
        pausesMs.push(event.audio_position);
      }
    }
    return false;
  });

  let length = 0;
  for (const block of blocks) length += block.length;
  const samples = new Int16Array(length);
  let offset = 0;
  for (const block of blocks) {
    samples.set(block, offset);
    offset += block.length;
  }
  return { samples, words, pausesMs };
}

/** Writes the variant file once, named by a hash of its contents so different voices never share a name. */
function ensureVariantFile(runtime: Runtime, contents: string): string {
  const name = `tb${hash53(contents).toString(16).padStart(14, '0')}`;
  if (runtime.variants.has(name)) return name;
  if (runtime.variants.size >= MAX_VARIANT_FILES) {
    for (const old of runtime.variants) runtime.module.FS.unlink(`${VARIANT_DIR}/${old}`);
    runtime.variants.clear();
  }
  runtime.module.FS.writeFile(`${VARIANT_DIR}/${name}`, contents);
  runtime.variants.add(name);
  return name;
}

const encoder = new TextEncoder();

function writeCString(module: EspeakModule, pointer: number, text: string, capacity: number): void {
  const bytes = encoder.encode(text);
  if (bytes.length + 1 > capacity) throw new Error(`espeak-ng input of ${bytes.length} bytes exceeds ${capacity - 1}`);
  module.HEAPU8.set(bytes, pointer);
  module.HEAPU8[pointer + bytes.length] = 0;
}

/** cyrb53: a fast 53-bit string hash; collisions between distinct variants are practically impossible. */
function hash53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}
