/**
 * Simple acoustic measures for voice design and cloning: how breathy (harmonic-to-noise ratio), how bright (mean
 * frequency of the signal's slope) and how fast (voiced-segment onsets per second) a recording is. Plain loops over
 * the samples at their own rate; no resampling.
 */

const FRAME_SECONDS = 0.04;
const HOP_SECONDS = 0.01;
/** Frames quieter than this fraction of the loudest frame's energy are silence, not speech. */
const SILENCE_FRACTION = 1e-3;

function frameEnergies(samples: Float32Array, frame: number, hop: number): Float64Array {
  const count = Math.max(0, Math.floor((samples.length - frame) / hop) + 1);
  const energies = new Float64Array(count);
  for (let f = 0; f < count; f++) {
    let sum = 0;
    for (let i = f * hop; i < f * hop + frame; i++) sum += samples[i]! * samples[i]!;
    energies[f] = sum / frame;
  }
  return energies;
}

/**
 * Harmonic-to-noise ratio (dB), Boersma's autocorrelation method: per speech frame, the normalised autocorrelation
 * peak r in the 60–400 Hz lag range gives 10·log10(r / (1 − r)); the result is the median over 40 ms frames. Breath noise
 * and roughness lower it; a clean buzz raises it.
 */
export function harmonicToNoiseDb(samples: Float32Array, sampleRate: number): number {
  const frame = Math.round(FRAME_SECONDS * sampleRate);
  // Frames a frame apart rather than a hop: the lag search is the cost, and a median needs no overlap.
  const hop = frame;
  const energies = frameEnergies(samples, frame, hop);
  const loudest = energies.reduce((max, energy) => Math.max(max, energy), 0);
  const minLag = Math.floor(sampleRate / 400);
  const maxLag = Math.min(frame - 1, Math.ceil(sampleRate / 60));
  const values: number[] = [];
  for (let f = 0; f < energies.length; f++) {
    if (energies[f]! < loudest * SILENCE_FRACTION * 10) continue;
    const start = f * hop;
    let zero = 0;
    for (let i = 0; i < frame; i++) zero += samples[start + i]! ** 2;
    let best = 0;
    for (let lag = minLag; lag <= maxLag; lag++) {
      let sum = 0;
      let a = 0;
      let b = 0;
      for (let i = 0; i < frame - lag; i++) {
        const x = samples[start + i]!;
        const y = samples[start + i + lag]!;
        sum += x * y;
        a += x * x;
        b += y * y;
      }
      const r = sum / Math.sqrt(a * b || 1);
      if (r > best) best = r;
    }
    const r = Math.min(best, 0.9999);
    values.push(r <= 0 ? -20 : 10 * Math.log10(r / (1 - r)));
  }
  if (values.length === 0) return 0;
  values.sort((x, y) => x - y);
  return values[Math.floor(values.length / 2)]!;
}

/**
 * Brightness as a frequency (Hz): a sine of frequency f has rms(x[n] − x[n−1]) / rms(x) = 2·sin(πf / rate), so the
 * same ratio over speech gives an energy-weighted mean frequency. More treble or a brighter tone raises it.
 */
export function meanFrequencyHz(samples: Float32Array, sampleRate: number): number {
  let energy = 0;
  let slope = 0;
  for (let i = 1; i < samples.length; i++) {
    energy += samples[i]! ** 2;
    slope += (samples[i]! - samples[i - 1]!) ** 2;
  }
  if (energy === 0) return 0;
  const ratio = Math.min(2, Math.sqrt(slope / energy));
  return (sampleRate / Math.PI) * Math.asin(ratio / 2);
}

export interface RateMeasure {
  /** Syllable-like energy onsets per second of speech (from the first to the last non-silent frame). */
  onsetsPerSecond: number;
  /** Seconds from the first to the last non-silent frame. */
  speechSeconds: number;
}

/**
 * Speaking rate: the 10 ms energy envelope (in dB) is smoothed, and every rise of 6 dB from a local minimum up to
 * a peak within 12 dB of the loudest frame counts as one syllable nucleus.
 */
export function speakingRate(samples: Float32Array, sampleRate: number): RateMeasure {
  const hop = Math.round(HOP_SECONDS * sampleRate);
  const energies = frameEnergies(samples, hop * 2, hop);
  const loudest = energies.reduce((max, energy) => Math.max(max, energy), 0);
  if (loudest === 0) return { onsetsPerSecond: 0, speechSeconds: 0 };
  const db = Array.from(energies, (energy) => 10 * Math.log10(Math.max(energy, loudest * 1e-6) / loudest));
  const smooth = db.map((_, i) => (db[Math.max(0, i - 1)]! + db[i]! + db[Math.min(db.length - 1, i + 1)]!) / 3);
  const speaking = smooth.map((value) => value > 10 * Math.log10(SILENCE_FRACTION));
  const first = speaking.indexOf(true);
  const last = speaking.lastIndexOf(true);
  let onsets = 0;
  let valley = Infinity;
  let rising = false;
  for (let i = first; i <= last; i++) {
    const value = smooth[i]!;
    if (value < valley) valley = value;
    if (!rising && value - valley >= 6 && value > -12) {
      onsets++;
      rising = true;
    }
    if (rising && i > first && value < smooth[i - 1]! - 0.5) {
      rising = false;
      valley = value;
    }
  }
  const speechSeconds = ((last - first + 1) * hop) / sampleRate;
  return { onsetsPerSecond: speechSeconds > 0 ? onsets / speechSeconds : 0, speechSeconds };
}
