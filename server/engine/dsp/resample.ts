import type { SpeexModule } from '@echogarden/speex-resampler-wasm/simd';
import { concatFloat32 } from './pcm';
import { allocFloats, loadSpeex, readFloats } from './wasm';

/** Speex quality 0..10; 7 keeps aliasing below audibility for speech at a fraction of quality 10's cost. */
const QUALITY = 7;

export interface StreamingResampler {
  /** Resamples the next block; output lags by the filter delay, which `flush` releases. */
  process(block: Float32Array): Float32Array;
  /** Ends the stream: returns the remaining samples and frees the WASM state. */
  flush(): Float32Array;
}

// A stream abandoned mid-way (a client disconnect) would otherwise leak its WASM state.
const leaked = new FinalizationRegistry<() => void>((release) => release());

/**
 * A resampler for one stream. The total output length is exactly round(input × to / from), so durations and
 * alignments computed at the engine rate stay valid at the output rate.
 */
export async function createResampler(fromRate: number, toRate: number): Promise<StreamingResampler> {
  if (fromRate === toRate) return { process: (block) => block, flush: () => new Float32Array(0) };
  const speex = await loadSpeex();
  const errorPointer = speex._malloc(4);
  const state = speex._speex_resampler_init(1, fromRate, toRate, QUALITY, errorPointer);
  speex._free(errorPointer);
  if (state === 0) throw new Error(`speex resampler refused ${fromRate} → ${toRate} Hz`);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    speex._speex_resampler_destroy(state);
  };
  let toSkip = speex._speex_resampler_get_output_latency(state);
  const inputLatency = speex._speex_resampler_get_input_latency(state);
  let consumed = 0;
  let produced = 0;

  const run = (block: Float32Array): Float32Array => {
    const raw = processBlock(speex, state, block, toRate / fromRate);
    consumed += block.length;
    const skip = Math.min(toSkip, raw.length);
    toSkip -= skip;
    const out = raw.subarray(skip);
    produced += out.length;
    return out;
  };

  const resampler: StreamingResampler = {
    process: (block) => {
      if (released) throw new Error('resampler already flushed');
      return run(block);
    },
    flush: () => {
      if (released) return new Float32Array(0);
      const expected = Math.round((consumed * toRate) / fromRate);
      // Zeros push the last real samples through the filter; the length is then trimmed to the exact count.
      const tail = run(new Float32Array(inputLatency));
      release();
      leaked.unregister(resampler);
      const missing = expected - (produced - tail.length);
      if (missing <= tail.length) return tail.slice(0, Math.max(0, missing));
      const padded = new Float32Array(missing);
      padded.set(tail);
      return padded;
    },
  };
  leaked.register(resampler, release, resampler);
  return resampler;
}

function processBlock(speex: SpeexModule, state: number, block: Float32Array, ratio: number): Float32Array {
  const capacity = Math.ceil(block.length * ratio) + 64;
  const input = allocFloats(speex, block.length, block);
  const output = allocFloats(speex, capacity);
  const lengths = speex._malloc(8);
  const parts: Float32Array[] = [];
  try {
    let offset = 0;
    while (offset < block.length) {
      speex.HEAPU32[lengths >> 2] = block.length - offset;
      speex.HEAPU32[(lengths >> 2) + 1] = capacity;
      speex._speex_resampler_process_float(state, 0, input + offset * 4, lengths, output, lengths + 4);
      const used = speex.HEAPU32[lengths >> 2]!;
      const written = speex.HEAPU32[(lengths >> 2) + 1]!;
      parts.push(readFloats(speex, output, written));
      if (used === 0 && written === 0) break;
      offset += used;
    }
  } finally {
    speex._free(input);
    speex._free(output);
    speex._free(lengths);
  }
  return parts.length === 1 ? parts[0]! : concatFloat32(parts);
}

/** One-shot resampling of a whole signal. */
export async function resample(samples: Float32Array, fromRate: number, toRate: number): Promise<Float32Array> {
  const resampler = await createResampler(fromRate, toRate);
  return concatFloat32([resampler.process(samples), resampler.flush()]);
}
