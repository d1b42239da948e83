import FFT from 'fft.js';
import decode from 'audio-decode';

/**
 * Speaker features (engine-notes §7): MFCC statistics plus F0 statistics, compared by cosine similarity. Used for
 * similar-voice search, verification, clone quality and speaker separation. Hand-made features: good at telling
 * clearly different voices apart (male/female, different speakers), weak for near-identical ones.
 */

const FEATURE_SAMPLE_RATE = 16000;
const FRAME = 512;
const HOP = 160;
const MEL_BANDS = 40;
const MEL_LOW_HZ = 50;
const MEL_HIGH_HZ = 7600;
const CEPSTRA = 20;
const PRE_EMPHASIS = 0.97;
/** Frames quieter than this fraction of the loudest frame's energy are silence. */
const SILENCE_RATIO = 1e-3;

const F0_MIN_HZ = 60;
const F0_MAX_HZ = 400;
const YIN_THRESHOLD = 0.15;
const YIN_WINDOW = 320;

/** 19 MFCC means, 19 MFCC spreads, 2 F0 statistics. */
export const EMBEDDING_SIZE = 2 * (CEPSTRA - 1) + 2;

/** Linear-interpolation resampling, as the recipe prescribes; speech above 8 kHz barely affects these features. */
function resampleLinear(samples: Float32Array, fromRate: number, toRate: number): Float32Array {
  if (fromRate === toRate) return samples;
  const length = Math.floor((samples.length * toRate) / fromRate);
  const out = new Float32Array(length);
  const step = fromRate / toRate;
  for (let i = 0; i < length; i++) {
    const position = i * step;
    const index = Math.floor(position);
    const fraction = position - index;
    const a = samples[index] ?? 0;
    const b = samples[index + 1] ?? a;
    out[i] = a + (b - a) * fraction;
  }
  return out;
}

export interface F0Stats {
  /** Median F0 of voiced frames (Hz); 0 when nothing is voiced. */
  medianHz: number;
  meanHz: number;
  /** 10th and 90th percentiles (Hz). */
  p10Hz: number;
  p90Hz: number;
  /**
   * How much the pitch moves: the 10th-to-90th percentile span in semitones. Percentiles rather than a standard
   * deviation, because the few octave errors any tracker makes would dominate a standard deviation.
   */
  spreadSemitones: number;
  /** Share of non-silent frames that are voiced. */
  voicedFraction: number;
  /** One value per 10 ms frame at 16 kHz, 0 where unvoiced or silent. */
  track: Float32Array;
}

/** YIN (de Cheveigné & Kawahara 2002): cumulative-mean-normalised difference, 60-400 Hz, threshold 0.15. */
export function measureF0(samples: Float32Array, sampleRate: number): F0Stats {
  const signal = resampleLinear(samples, sampleRate, FEATURE_SAMPLE_RATE);
  const maxLag = Math.ceil(FEATURE_SAMPLE_RATE / F0_MIN_HZ);
  const minLag = Math.floor(FEATURE_SAMPLE_RATE / F0_MAX_HZ);
  const frames = Math.max(0, Math.floor((signal.length - YIN_WINDOW - maxLag) / HOP) + 1);
  const energies = new Float64Array(frames);
  let loudest = 0;
  for (let f = 0; f < frames; f++) {
    let energy = 0;
    for (let j = 0; j < YIN_WINDOW; j++) energy += signal[f * HOP + j]! ** 2;
    energies[f] = energy;
    loudest = Math.max(loudest, energy);
  }
  const track = new Float32Array(frames);
  const difference = new Float64Array(maxLag + 1);
  let active = 0;
  for (let f = 0; f < frames; f++) {
    if (energies[f]! < loudest * SILENCE_RATIO || loudest === 0) continue;
    active++;
    const offset = f * HOP;
    for (let lag = 1; lag <= maxLag; lag++) {
      let sum = 0;
      for (let j = 0; j < YIN_WINDOW; j++) {
        const delta = signal[offset + j]! - signal[offset + j + lag]!;
        sum += delta * delta;
      }
      difference[lag] = sum;
    }
    track[f] = yinPitch(difference, minLag, maxLag);
  }
  const voiced = Array.from(track).filter((hz) => hz > 0).sort((a, b) => a - b);
  if (voiced.length === 0) {
    return { medianHz: 0, meanHz: 0, p10Hz: 0, p90Hz: 0, spreadSemitones: 0, voicedFraction: 0, track };
  }
  const p10Hz = quantile(voiced, 0.1);
  const p90Hz = quantile(voiced, 0.9);
  return {
    medianHz: quantile(voiced, 0.5),
    meanHz: mean(voiced),
    p10Hz,
    p90Hz,
    spreadSemitones: 12 * Math.log2(p90Hz / p10Hz),
    voicedFraction: active === 0 ? 0 : voiced.length / active,
    track,
  };
}

function yinPitch(difference: Float64Array, minLag: number, maxLag: number): number {
  let runningSum = 0;
  const normalised = new Float64Array(maxLag + 1);
  normalised[0] = 1;
  for (let lag = 1; lag <= maxLag; lag++) {
    runningSum += difference[lag]!;
    normalised[lag] = runningSum === 0 ? 1 : (difference[lag]! * lag) / runningSum;
  }
  for (let lag = minLag; lag < maxLag; lag++) {
    if (normalised[lag]! >= YIN_THRESHOLD) continue;
    while (lag + 1 < maxLag && normalised[lag + 1]! < normalised[lag]!) lag++;
    // Parabolic interpolation around the minimum gives sub-sample lag precision.
    const a = normalised[lag - 1]!;
    const b = normalised[lag]!;
    const c = normalised[lag + 1]!;
    const denominator = a - 2 * b + c;
    const shift = denominator === 0 ? 0 : (0.5 * (a - c)) / denominator;
    return FEATURE_SAMPLE_RATE / (lag + Math.max(-1, Math.min(1, shift)));
  }
  return 0;
}

/** MFCC frames (c0..c19) of the non-silent part, at 16 kHz with a 10 ms hop. */
function mfccFrames(samples: Float32Array, sampleRate: number): Float64Array[] {
  const signal = resampleLinear(samples, sampleRate, FEATURE_SAMPLE_RATE);
  const emphasised = new Float32Array(signal.length);
  for (let i = 0; i < signal.length; i++) emphasised[i] = signal[i]! - (i > 0 ? PRE_EMPHASIS * signal[i - 1]! : 0);
  const { fft, window, filters, dct } = mfccSetup();
  const input = new Array<number>(FRAME).fill(0);
  const spectrum = fft.createComplexArray() as number[];
  const frames: Array<{ energy: number; coefficients: Float64Array }> = [];
  let loudest = 0;
  for (let start = 0; start + FRAME <= emphasised.length; start += HOP) {
    let energy = 0;
    for (let j = 0; j < FRAME; j++) {
      const value = emphasised[start + j]! * window[j]!;
      input[j] = value;
      energy += value * value;
    }
    fft.realTransform(spectrum, input);
    const power = new Float64Array(FRAME / 2 + 1);
    for (let k = 0; k <= FRAME / 2; k++) power[k] = spectrum[2 * k]! ** 2 + spectrum[2 * k + 1]! ** 2;
    const logMel = filters.map((filter) => {
      let sum = 0;
      for (const [bin, weight] of filter) sum += power[bin]! * weight;
      return Math.log(sum + 1e-10);
    });
    const coefficients = new Float64Array(CEPSTRA);
    for (let c = 0; c < CEPSTRA; c++) {
      let sum = 0;
      const row = dct[c]!;
      for (let m = 0; m < MEL_BANDS; m++) sum += row[m]! * logMel[m]!;
      coefficients[c] = sum;
    }
    frames.push({ energy, coefficients });
    loudest = Math.max(loudest, energy);
  }
  return frames
    .filter((frame) => loudest > 0 && frame.energy >= loudest * SILENCE_RATIO)
    .map((frame) => frame.coefficients);
}

interface MfccSetup {
  fft: FFT;
  window: Float64Array;
  /** Per mel band: [bin, weight] pairs of its triangle. */
  filters: Array<Array<[number, number]>>;
  /** Orthonormal DCT-II rows. */
  dct: Float64Array[];
}

let setup: MfccSetup | undefined;

function mfccSetup(): MfccSetup {
  if (setup) return setup;
  const window = new Float64Array(FRAME);
  for (let i = 0; i < FRAME; i++) window[i] = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (FRAME - 1));
  const toMel = (hz: number) => 2595 * Math.log10(1 + hz / 700);
  const fromMel = (mel: number) => 700 * (10 ** (mel / 2595) - 1);
  const edges = Array.from({ length: MEL_BANDS + 2 }, (_, i) =>
    fromMel(toMel(MEL_LOW_HZ) + ((toMel(MEL_HIGH_HZ) - toMel(MEL_LOW_HZ)) * i) / (MEL_BANDS + 1)));
  const binHz = FEATURE_SAMPLE_RATE / FRAME;
  const filters = Array.from({ length: MEL_BANDS }, (_, band) => {
    const [low, centre, high] = [edges[band]!, edges[band + 1]!, edges[band + 2]!];
    const weights: Array<[number, number]> = [];
    for (let bin = Math.ceil(low / binHz); bin * binHz <= high && bin <= FRAME / 2; bin++) {
      const hz = bin * binHz;
      const weight = hz <= centre ? (hz - low) / (centre - low) : (high - hz) / (high - centre);
      if (weight > 0) weights.push([bin, weight]);
    }
    return weights;
  });
  const dct = Array.from({ length: CEPSTRA }, (_, c) => {
    const row = new Float64Array(MEL_BANDS);
    const scale = Math.sqrt((c === 0 ? 1 : 2) / MEL_BANDS);
    for (let m = 0; m < MEL_BANDS; m++) row[m] = scale * Math.cos((Math.PI * c * (m + 0.5)) / MEL_BANDS);
    return row;
  });
  setup = { fft: new FFT(FRAME), window, filters, dct };
  return setup;
}

/**
 * The speaker embedding: mean of c1..c19, half their standard deviation, then 20 × (mean log2 F0 − 7) and
 * 20 × std log2 F0 (zeros when nothing is voiced). c0 (loudness) is left out so level does not count as identity.
 */
export function speakerEmbedding(samples: Float32Array, sampleRate: number): Float32Array {
  const frames = mfccFrames(samples, sampleRate);
  const embedding = new Float32Array(EMBEDDING_SIZE);
  if (frames.length > 0) {
    for (let c = 1; c < CEPSTRA; c++) {
      const values = frames.map((frame) => frame[c]!);
      const average = mean(values);
      embedding[c - 1] = average;
      embedding[CEPSTRA - 1 + c - 1] = 0.5 * Math.sqrt(mean(values.map((v) => (v - average) ** 2)));
    }
  }
  const voiced = Array.from(measureF0(samples, sampleRate).track).filter((hz) => hz > 0).map(Math.log2);
  if (voiced.length > 0) {
    const average = mean(voiced);
    embedding[EMBEDDING_SIZE - 2] = 20 * (average - 7);
    embedding[EMBEDDING_SIZE - 1] = 20 * Math.sqrt(mean(voiced.map((v) => (v - average) ** 2)));
  }
  return embedding;
}

export function cosineSimilarity(a: ArrayLike<number>, b: ArrayLike<number>): number {
  if (a.length !== b.length) throw new Error(`embedding sizes differ: ${a.length} vs ${b.length}`);
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    normA += a[i]! * a[i]!;
    normB += b[i]! * b[i]!;
  }
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
}

export interface DecodedAudio {
  /** Mono (channels averaged). */
  samples: Float32Array;
  sampleRate: number;
}

/** Decodes an uploaded file (mp3, wav, ogg/opus, webm, m4a/aac, flac...) with audio-decode, mixed to mono. */
export async function decodeAudioFile(bytes: Uint8Array): Promise<DecodedAudio> {
  const { channelData, sampleRate } = await decode(bytes);
  const first = channelData[0];
  if (!first) throw new Error('the file contains no audio channels');
  if (channelData.length === 1) return { samples: first, sampleRate };
  const samples = new Float32Array(first.length);
  for (const channel of channelData) {
    for (let i = 0; i < samples.length; i++) samples[i] = samples[i]! + (channel[i] ?? 0) / channelData.length;
  }
  return { samples, sampleRate };
}

function mean(values: readonly number[]): number {
  let sum = 0;
  for (const value of values) sum += value;
  return values.length === 0 ? 0 : sum / values.length;
}

function quantile(sorted: readonly number[], q: number): number {
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.min(sorted.length - 1, low + 1);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (position - low);
}
