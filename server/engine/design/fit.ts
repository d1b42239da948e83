import { measureF0 } from '../features';
import type { VoiceModel } from '../types';
import { harmonicToNoiseDb, meanFrequencyHz, speakingRate } from './measures';

/**
 * A quick fit of a VoiceModel to a recording: pitch base and range from the F0 distribution, formant scale from the
 * pitch (larger speakers have both lower voices and longer vocal tracts), breath from the harmonic-to-noise ratio,
 * tone from the brightness, and rate from syllable onsets. Each mapping inverts what the embedded engine was
 * measured to do (engine-notes §7 and tests/unit/designAccuracy.test.ts): the median F0 of a rendered model lies near
 * base + 0.65 × range, its 10th–90th percentile span near 0.5 × range (wider with breath noise). Voice design's v3 reference and instant
 * cloning both start from this fit.
 */

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** What the embedded engine's plain voices measure at a given median pitch (fitted on rendered voices). */
const plainHnrDb = (medianHz: number) => 6 + 0.042 * (medianHz - 100);
const plainMeanFrequencyHz = (medianHz: number) => 1300 + 4.2 * (medianHz - 100);

export interface VoiceFit {
  model: VoiceModel;
  /** The measurements the model was fitted to. */
  measured: { medianF0Hz: number; p10F0Hz: number; p90F0Hz: number; hnrDb: number; meanFrequencyHz: number; onsetsPerSecond: number };
}

/** Fits a model; `espeakVoice` is the language voice to speak with (recordings do not say their language here). */
export function fitVoiceModel(samples: Float32Array, sampleRate: number, espeakVoice = 'en-us'): VoiceFit {
  const f0 = measureF0(samples, sampleRate);
  // An unvoiced recording (whisper, noise) has no pitch to fit: keep a neutral middle voice.
  const median = f0.medianHz > 0 ? f0.medianHz : 150;
  const span = f0.medianHz > 0 ? Math.max(0, f0.p90Hz - f0.p10Hz) : 20;
  const hnr = harmonicToNoiseDb(samples, sampleRate);
  const breath = clamp((plainHnrDb(median) - hnr) / 12, 0, 0.9);
  // Breath noise jitters the F0 track, which widens the measured span beyond what the range produces.
  const range = clamp(span / (0.5 + 0.55 * breath), 0, 120);
  const base = clamp(median - 0.65 * range, 55, 330);
  const formant = clamp(100 + 0.16 * (median - 100), 90, 132);
  const brightness = meanFrequencyHz(samples, sampleRate);
  // Breath noise brightens the signal by itself; what remains is the tone.
  const tone = clamp((brightness - plainMeanFrequencyHz(median) - 450 * breath) / 300, -3, 3);
  const rate = speakingRate(samples, sampleRate);
  const rateWpm = rate.onsetsPerSecond > 0 ? clamp(170 + (rate.onsetsPerSecond - 4) * 57, 100, 260) : 170;
  return {
    model: {
      espeakVoice,
      pitchBaseHz: round(base, 1),
      pitchRangeHz: round(range, 1),
      formantScale: [round(formant, 1), round(formant, 1), round(formant, 1), round(formant, 1)],
      breath: round(breath, 3),
      roughness: 0.12,
      flutter: 0.1,
      tone: round(tone, 2),
      rateWpm: Math.round(rateWpm),
      post: { pitchShiftSemitones: 0, bassDb: 0, trebleDb: 0, loudnessDb: -20 },
    },
    measured: {
      medianF0Hz: f0.medianHz, p10F0Hz: f0.p10Hz, p90F0Hz: f0.p90Hz, hnrDb: hnr, meanFrequencyHz: brightness,
      onsetsPerSecond: rate.onsetsPerSecond,
    },
  };
}
