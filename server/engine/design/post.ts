import type { VoiceModel } from '../types';

/**
 * Voice design's two output knobs (api-contract §2):
 * - loudness −1..1 sets the voice's target level: 0.5 (the default) keeps the drawn level, each unit moves it 8 dB,
 *   so −1 and 1 lie 16 dB apart. It is part of the saved voice.
 * - quality −1..1 (v2 model) trades smoothness for speed: the formant synthesiser's raw output has a buzzy top
 *   octave; higher quality runs a longer windowed-sinc low-pass over it (more taps = a smoother, steeper roll-off =
 *   more work per sample). −1 skips the filter. It shapes the preview audio only.
 */

export const LOUDNESS_DB_PER_UNIT = 8;
const NEUTRAL_LOUDNESS = 0.5;
const LEVEL_BOUNDS = [-34, -12] as const;

export function withLoudness(model: VoiceModel, loudness: number): VoiceModel {
  const target = model.post.loudnessDb + (loudness - NEUTRAL_LOUDNESS) * LOUDNESS_DB_PER_UNIT;
  const loudnessDb = Math.min(LEVEL_BOUNDS[1], Math.max(LEVEL_BOUNDS[0], Number(target.toFixed(2))));
  return { ...model, post: { ...model.post, loudnessDb } };
}

export interface SmoothingFilter {
  taps: number;
  cutoffHz: number;
}

/** The filter a quality asks for: none at −1; at 1, 255 taps cutting at 5.5 kHz. */
export function smoothingFor(quality: number): SmoothingFilter | null {
  const share = (Math.min(1, Math.max(-1, quality)) + 1) / 2;
  if (share < 0.01) return null;
  const taps = 2 * Math.round(8 + share * 119) + 1;
  return { taps, cutoffHz: 9000 - share * 3500 };
}

/** A Blackman-windowed sinc low-pass with unit gain at DC. */
function lowPassKernel({ taps, cutoffHz }: SmoothingFilter, sampleRate: number): Float32Array {
  const kernel = new Float32Array(taps);
  const middle = (taps - 1) / 2;
  const fc = Math.min(0.49, cutoffHz / sampleRate);
  let sum = 0;
  for (let i = 0; i < taps; i++) {
    const x = i - middle;
    const sinc = x === 0 ? 2 * fc : Math.sin(2 * Math.PI * fc * x) / (Math.PI * x);
    const window = 0.42 - 0.5 * Math.cos((2 * Math.PI * i) / (taps - 1)) + 0.08 * Math.cos((4 * Math.PI * i) / (taps - 1));
    kernel[i] = sinc * window;
    sum += kernel[i]!;
  }
  for (let i = 0; i < taps; i++) kernel[i] = kernel[i]! / sum;
  return kernel;
}

/** Applies the quality's smoothing (zero phase delay: the kernel is centred, edges see zeros). */
export function applyQuality(samples: Float32Array, sampleRate: number, quality: number | null): Float32Array {
  const filter = quality === null ? null : smoothingFor(quality);
  if (!filter) return samples;
  const kernel = lowPassKernel(filter, sampleRate);
  const half = (kernel.length - 1) / 2;
  const out = new Float32Array(samples.length);
  for (let n = 0; n < samples.length; n++) {
    let sum = 0;
    const from = Math.max(0, n - half);
    const to = Math.min(samples.length - 1, n + half);
    for (let i = from; i <= to; i++) sum += samples[i]! * kernel[i - n + half]!;
    out[n] = sum;
  }
  return out;
}
