import { dbToGain } from './pcm';

const FRAME_SECONDS = 0.02;
/** Frames more than this far below the loudest frame are pauses, not speech, and do not count towards loudness. */
const RELATIVE_GATE_DB = 35;
const SILENCE_DB = -90;

/** RMS level (dBFS) of the active part of a signal: 20 ms frames, gated relative to the loudest frame. */
export function activeRmsDb(samples: Float32Array, sampleRate: number): number {
  const frame = Math.max(1, Math.round(sampleRate * FRAME_SECONDS));
  const energies: number[] = [];
  for (let start = 0; start < samples.length; start += frame) {
    const end = Math.min(samples.length, start + frame);
    let sum = 0;
    for (let i = start; i < end; i++) sum += samples[i]! * samples[i]!;
    energies.push(sum / (end - start));
  }
  let loudest = 0;
  for (const energy of energies) loudest = Math.max(loudest, energy);
  if (loudest === 0) return SILENCE_DB;
  const gate = loudest * 10 ** (-RELATIVE_GATE_DB / 10);
  let sum = 0;
  let count = 0;
  for (const energy of energies) {
    if (energy >= gate) {
      sum += energy;
      count++;
    }
  }
  return 10 * Math.log10(sum / count);
}

const DEFAULT_CEILING_DB = -1;
/** Caps the make-up gain so a near-silent chunk is not blown up into noise. */
const MAX_GAIN_DB = 24;

/** Brings the active RMS to `targetDb` (dBFS), then holds peaks under the ceiling with a look-ahead limiter. */
export function normalizeLoudness(
  samples: Float32Array, sampleRate: number, targetDb: number, ceilingDb = DEFAULT_CEILING_DB,
): Float32Array {
  const level = activeRmsDb(samples, sampleRate);
  if (level <= SILENCE_DB) return samples;
  const gain = dbToGain(Math.min(MAX_GAIN_DB, targetDb - level));
  const out = new Float32Array(samples.length);
  for (let i = 0; i < samples.length; i++) out[i] = samples[i]! * gain;
  return limitPeaks(out, sampleRate, ceilingDb);
}

/**
 * Look-ahead peak limiter. The gain each sample needs is min-filtered over ±L samples and then averaged over ±L:
 * every sample in the averaging window already respects this sample's need, so the smoothed gain never lets a
 * peak through, and the gain moves over 2L samples instead of jumping.
 */
export function limitPeaks(samples: Float32Array, sampleRate: number, ceilingDb: number): Float32Array {
  const ceiling = dbToGain(ceilingDb);
  let peak = 0;
  for (let i = 0; i < samples.length; i++) peak = Math.max(peak, Math.abs(samples[i]!));
  if (peak <= ceiling) return samples;
  const reach = Math.max(1, Math.round(sampleRate * 0.002));
  const n = samples.length;
  const need = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const magnitude = Math.abs(samples[i]!);
    need[i] = magnitude > ceiling ? ceiling / magnitude : 1;
  }
  const floor = slidingMinimum(need, reach);
  const out = new Float32Array(n);
  let sum = 0;
  let count = 0;
  for (let i = -reach; i < n; i++) {
    const entering = i + reach;
    if (entering < n) {
      sum += floor[entering]!;
      count++;
    }
    const leaving = i - reach - 1;
    if (leaving >= 0) {
      sum -= floor[leaving]!;
      count--;
    }
    // The min only absorbs floating-point rounding of the running sum.
    if (i >= 0) out[i] = samples[i]! * Math.min(need[i]!, sum / count);
  }
  return out;
}

/** Minimum of values[i - reach .. i + reach] for every i, with a monotonic deque (linear time). */
function slidingMinimum(values: Float64Array, reach: number): Float64Array {
  const n = values.length;
  const out = new Float64Array(n);
  const deque = new Int32Array(n);
  let head = 0;
  let tail = 0;
  let next = 0;
  for (let i = 0; i < n; i++) {
    for (; next <= Math.min(n - 1, i + reach); next++) {
      while (tail > head && values[deque[tail - 1]!]! >= values[next]!) tail--;
      deque[tail++] = next;
    }
    while (deque[head]! < i - reach) head++;
    out[i] = values[deque[head]!]!;
  }
  return out;
}
