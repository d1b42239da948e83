import type { Shelf } from '../dsp/eq';
import { EngineRequestError } from '../errors';
import type { SynthesisPreset } from '../models';
import type { VoiceModel, VoiceSettings } from '../types';
import { mulberry32, streamSeed, triangular } from './random';
import { variantFile } from './variant';

/**
 * How voice settings and the seed shape synthesis. Every effect is a real parameter change with a measurable
 * result (see tests/unit/engine.test.ts):
 * - stability: per-sentence seeded variation of pitch, pitch range and rate, a wider or narrower intonation range,
 *   and more or less flutter. 1 = monotone and identical for every seed.
 * - similarity_boost: how far the voice's own parameters are applied, measured from a neutral voice; the default
 *   0.75 renders the voice exactly as stored, 1 exaggerates it by 25 %, 0 keeps a quarter of its character.
 * - style: wider pitch range, stronger per-sentence movement and longer stressed syllables, scaled by the model.
 * - speed: tempo through sonic, 0.7..1.2, pitch kept.
 * - use_speaker_boost: +3 dB loudness and a +4 dB presence shelf above 2.5 kHz.
 */

export const SPEED_RANGE = { min: 0.7, max: 1.2 } as const;
const UNIT_FIELDS = ['stability', 'similarity_boost', 'style'] as const;

/** Checks the ranges of api-contract §1.2 / workspace-shell §3.4 and throws a 422-ready error naming the field. */
export function validateVoiceSettings(settings: VoiceSettings): VoiceSettings {
  for (const field of UNIT_FIELDS) {
    const value = settings[field];
    if (!Number.isFinite(value) || value < 0 || value > 1) {
      throw new EngineRequestError(
        'invalid_voice_settings', `${field} must be between 0 and 1, got ${value}.`, 422, `voice_settings.${field}`,
      );
    }
  }
  if (!Number.isFinite(settings.speed) || settings.speed < SPEED_RANGE.min || settings.speed > SPEED_RANGE.max) {
    throw new EngineRequestError(
      'invalid_voice_settings',
      `speed must be between ${SPEED_RANGE.min} and ${SPEED_RANGE.max}, got ${settings.speed}.`,
      422,
      'voice_settings.speed',
    );
  }
  if (typeof settings.use_speaker_boost !== 'boolean') {
    throw new EngineRequestError(
      'invalid_voice_settings', 'use_speaker_boost must be a boolean.', 422, 'voice_settings.use_speaker_boost',
    );
  }
  return settings;
}

/** The voice similarity_boost pulls towards: mid pitch, unscaled formants, little breath or roughness. */
const NEUTRAL = {
  pitchBaseHz: 140, pitchRangeHz: 50, formantScale: 100, breath: 0.05, roughness: 0.15, flutter: 0.1, rateWpm: 170,
};

const SPEAKER_BOOST_LOUDNESS_DB = 3;
const SPEAKER_BOOST_PRESENCE: Shelf = { kind: 'highshelf', frequencyHz: 2500, gainDb: 4 };
const BASS_SHELF_HZ = 180;
const TREBLE_SHELF_HZ = 5000;

/** Everything one request renders with; built once per request. */
export interface VoiceRendering {
  espeakVoice: string;
  variant: string;
  rateWpm: number;
  /** Sonic tempo (the speed setting) and pitch factor (the voice's post pitch shift). */
  tempo: number;
  pitchFactor: number;
  shelves: Shelf[];
  loudnessDb: number;
  /** 1 − stability: how much each sentence may move. */
  variation: number;
  /** Semitones of seeded per-sentence pitch movement at full variation. */
  pitchSpreadSemitones: number;
  /** Intonation range at stability 0.5 is the voice's own; lower stability widens it, higher narrows it. */
  rangeScale: number;
  /** The variant's pitch range divided by its base pitch, for keeping the median put when the range moves. */
  rangeToBase: number;
}

/**
 * Widening espeak-ng's intonation range also raises the median pitch, so the base pitch is lowered by a share of
 * any range change: settings should change the movement, not the voice's pitch. The shares were measured on the
 * premade voices (median within about 3 % over stability 0..1 and style 0..1): a wider range in the variant
 * file moves the median by ~0.85 of the added Hz, espeak-ng's range parameter by ~0.3 of the proportional change.
 */
const VARIANT_RANGE_MEDIAN_SHARE = 0.85;
const RANGE_PARAMETER_MEDIAN_SHARE = 0.3;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const towards = (neutral: number, own: number, weight: number) => neutral + weight * (own - neutral);
const towardsLog = (neutral: number, own: number, weight: number) =>
  neutral * (Math.max(own, 1e-6) / neutral) ** weight;

/** Applies similarity_boost: weight 1 (at 0.75) reproduces the stored voice. */
function applySimilarity(model: VoiceModel, similarityBoost: number): VoiceModel {
  const weight = 0.25 + similarityBoost;
  const formant = (scale: number) => towardsLog(NEUTRAL.formantScale, scale, weight);
  const [f1, f2, f3, f4] = model.formantScale;
  return {
    ...model,
    pitchBaseHz: towardsLog(NEUTRAL.pitchBaseHz, model.pitchBaseHz, weight),
    pitchRangeHz: towardsLog(NEUTRAL.pitchRangeHz, model.pitchRangeHz, weight),
    formantScale: [formant(f1), formant(f2), formant(f3), formant(f4)],
    breath: clamp(towards(NEUTRAL.breath, model.breath, weight), 0, 1),
    roughness: clamp(towards(NEUTRAL.roughness, model.roughness, weight), 0, 1),
    flutter: clamp(towards(NEUTRAL.flutter, model.flutter, weight), 0, 1),
    tone: towards(0, model.tone, weight),
    rateWpm: towardsLog(NEUTRAL.rateWpm, model.rateWpm, weight),
    post: {
      ...model.post,
      pitchShiftSemitones: towards(0, model.post.pitchShiftSemitones, weight),
      bassDb: towards(0, model.post.bassDb, weight),
      trebleDb: towards(0, model.post.trebleDb, weight),
    },
  };
}

export function planVoice(
  model: VoiceModel, settings: VoiceSettings, preset: SynthesisPreset, espeakVoice: string,
): VoiceRendering {
  const voice = applySimilarity(model, settings.similarity_boost);
  const style = settings.style * preset.styleGain;
  const variation = 1 - settings.stability;
  const pitchFactor = 2 ** (voice.post.pitchShiftSemitones / 12);
  const pitchRangeHz = voice.pitchRangeHz * (1 + 0.8 * style);
  const pitchBaseHz = Math.max(
    0.6 * voice.pitchBaseHz, voice.pitchBaseHz - VARIANT_RANGE_MEDIAN_SHARE * (pitchRangeHz - voice.pitchRangeHz),
  );
  const shaped: VoiceModel = {
    ...voice,
    pitchBaseHz,
    pitchRangeHz,
    flutter: clamp(voice.flutter + 0.25 * variation, 0, 1),
  };
  const shelves: Shelf[] = [
    { kind: 'lowshelf', frequencyHz: BASS_SHELF_HZ, gainDb: voice.post.bassDb },
    { kind: 'highshelf', frequencyHz: TREBLE_SHELF_HZ, gainDb: voice.post.trebleDb },
  ];
  if (settings.use_speaker_boost) shelves.push(SPEAKER_BOOST_PRESENCE);
  return {
    espeakVoice,
    variant: variantFile(shaped, { emphasis: style, formantCompensation: pitchFactor }),
    rateWpm: voice.rateWpm,
    tempo: settings.speed,
    pitchFactor,
    shelves,
    loudnessDb: voice.post.loudnessDb + (settings.use_speaker_boost ? SPEAKER_BOOST_LOUDNESS_DB : 0),
    variation,
    pitchSpreadSemitones: 2 * (1 + 0.5 * style),
    rangeScale: 1.5 - settings.stability,
    rangeToBase: pitchRangeHz / pitchBaseHz,
  };
}

/** espeak-ng parameters for one sentence. */
export interface SentenceProsody {
  rateWpm: number;
  /** 0..100, 50 = the variant's base pitch; one step is 1/50 octave. */
  pitch: number;
  /** 0..100, 50 = the variant's range. */
  range: number;
}

const ESPEAK_PITCH_STEPS_PER_SEMITONE = 50 / 12;

/** The seeded variation of sentence `index`: a function of (rendering, seed, index) only. */
export function sentenceProsody(rendering: VoiceRendering, seed: number, index: number): SentenceProsody {
  const random = mulberry32(streamSeed(seed, index));
  const pitchOffset = rendering.variation * rendering.pitchSpreadSemitones * triangular(random);
  const rangeJitter = 1 + 0.25 * rendering.variation * triangular(random);
  const rateJitter = 1 + 0.08 * rendering.variation * triangular(random);
  const range = Math.round(clamp(50 * rendering.rangeScale * rangeJitter, 0, 100));
  const baseFactor = Math.max(0.5, 1 - RANGE_PARAMETER_MEDIAN_SHARE * rendering.rangeToBase * (range / 50 - 1));
  const pitch = 50 + 50 * Math.log2(baseFactor) + pitchOffset * ESPEAK_PITCH_STEPS_PER_SEMITONE;
  return {
    rateWpm: Math.round(clamp(rendering.rateWpm * rateJitter, 80, 450)),
    pitch: Math.round(clamp(pitch, 0, 100)),
    range,
  };
}
