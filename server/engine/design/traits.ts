import type { VoiceAge, VoiceDescriptive, VoiceGender } from '../../../src/domain/voiceLabels';
import { mulberry32, streamSeed, triangular } from '../embedded/random';
import { findLanguage } from '../languages';
import type { VoiceModel } from '../types';

/**
 * Voice design's middle layer: what a prompt asks for (VoiceTraits), the distribution over VoiceModel it implies
 * (VoicePrior) and seeded draws from that distribution. The prompt parser fills traits, the library seeder builds
 * traits from labels; both end here.
 */
export interface VoiceTraits {
  gender: VoiceGender | null;
  age: VoiceAge | null;
  /** ISO 639-1. */
  language: string | null;
  /** Accent label as the library uses it: 'american', 'british', 'scottish', 'latin american', ... */
  accent: string | null;
  /** Members of VOICE_DESCRIPTIVES; others are ignored. */
  descriptives: string[];
  pitch: 'low' | 'high' | null;
  pace: 'slow' | 'fast' | null;
}

/** One numeric VoiceModel parameter: draws are centre + spread × (−1..1, triangular), clamped to [min, max]. */
export interface ParameterPrior {
  centre: number;
  spread: number;
  min: number;
  max: number;
}

export const PRIOR_PARAMETERS = [
  'pitchBaseHz', 'pitchRangeHz', 'formant1', 'formant2', 'formant3', 'formant4', 'breath', 'roughness', 'flutter',
  'tone', 'rateWpm', 'bassDb', 'trebleDb', 'loudnessDb',
] as const;
export type PriorParameter = (typeof PRIOR_PARAMETERS)[number];

export interface VoicePrior {
  espeakVoice: string;
  parameters: Record<PriorParameter, ParameterPrior>;
}

/** Hard bounds: the variant writer clamps too, but these keep draws in the range where espeak-ng stays intelligible. */
const BOUNDS: Record<PriorParameter, readonly [number, number]> = {
  pitchBaseHz: [55, 330], pitchRangeHz: [0, 120],
  formant1: [80, 140], formant2: [80, 140], formant3: [80, 140], formant4: [80, 140],
  breath: [0, 0.9], roughness: [0, 1], flutter: [0, 0.6], tone: [-3, 3], rateWpm: [100, 260],
  bassDb: [-6, 8], trebleDb: [-6, 8], loudnessDb: [-30, -14],
};

/** The spread of each parameter before guidance narrows it: one draw differs audibly from the next. */
const BASE_SPREAD: Record<PriorParameter, number> = {
  pitchBaseHz: 0, pitchRangeHz: 12, formant1: 4, formant2: 4, formant3: 4, formant4: 4, breath: 0.05,
  roughness: 0.08, flutter: 0.06, tone: 0.6, rateWpm: 12, bassDb: 1.5, trebleDb: 1.5, loudnessDb: 0,
};

interface Base {
  pitchHz: number;
  /** Relative pitch spread (fraction of the base). */
  pitchSpread: number;
  rangeHz: number;
  formant: number;
}

/**
 * Gender × age centres, close to the hand-tuned premade voices (male 68..126 Hz with formants 92..107, female
 * 143..239 Hz with formants 108..131): older voices are lower and darker, younger ones higher with shorter tracts.
 */
const BASES: Record<VoiceGender | 'any', Record<VoiceAge | 'any', Base>> = {
  male: {
    young: { pitchHz: 120, pitchSpread: 0.13, rangeHz: 40, formant: 105 },
    middle_aged: { pitchHz: 98, pitchSpread: 0.13, rangeHz: 34, formant: 100 },
    old: { pitchHz: 88, pitchSpread: 0.13, rangeHz: 30, formant: 97 },
    any: { pitchHz: 102, pitchSpread: 0.12, rangeHz: 35, formant: 101 },
  },
  female: {
    young: { pitchHz: 225, pitchSpread: 0.12, rangeHz: 60, formant: 124 },
    middle_aged: { pitchHz: 190, pitchSpread: 0.12, rangeHz: 52, formant: 117 },
    old: { pitchHz: 165, pitchSpread: 0.12, rangeHz: 42, formant: 111 },
    any: { pitchHz: 198, pitchSpread: 0.1, rangeHz: 52, formant: 118 },
  },
  neutral: {
    young: { pitchHz: 160, pitchSpread: 0.13, rangeHz: 40, formant: 110 },
    middle_aged: { pitchHz: 148, pitchSpread: 0.13, rangeHz: 36, formant: 107 },
    old: { pitchHz: 138, pitchSpread: 0.13, rangeHz: 32, formant: 104 },
    any: { pitchHz: 150, pitchSpread: 0.1, rangeHz: 38, formant: 107 },
  },
  // No gender in the prompt: a wide prior so the three previews can span low to high voices.
  any: {
    young: { pitchHz: 160, pitchSpread: 0.35, rangeHz: 45, formant: 112 },
    middle_aged: { pitchHz: 140, pitchSpread: 0.35, rangeHz: 40, formant: 108 },
    old: { pitchHz: 125, pitchSpread: 0.35, rangeHz: 35, formant: 104 },
    any: { pitchHz: 145, pitchSpread: 0.4, rangeHz: 40, formant: 108 },
  },
};

/** How a trait moves the prior: centres are multiplied, then added to, then set; spreads are multiplied. */
interface Effect {
  mul?: Partial<Record<PriorParameter, number>>;
  add?: Partial<Record<PriorParameter, number>>;
  set?: Partial<Record<PriorParameter, number>>;
  spread?: Partial<Record<PriorParameter, number>>;
}

const FORMANTS = ['formant1', 'formant2', 'formant3', 'formant4'] as const;
const allFormants = (amount: number) => Object.fromEntries(FORMANTS.map((name) => [name, amount]));

/** Every descriptive tag moves named parameters. */
export const DESCRIPTIVE_EFFECTS: Record<VoiceDescriptive, Effect> = {
  anxious: { mul: { pitchBaseHz: 1.05, pitchRangeHz: 1.2 }, add: { rateWpm: 15, flutter: 0.15 } },
  authoritative: { mul: { pitchBaseHz: 0.95, pitchRangeHz: 0.9 }, add: { rateWpm: -10, bassDb: 1.5, tone: -0.3, loudnessDb: 1 } },
  breathy: { add: { breath: 0.4, tone: -0.5 } },
  bright: { add: { tone: 1, trebleDb: 2, ...allFormants(2) } },
  calm: { mul: { pitchRangeHz: 0.7 }, add: { rateWpm: -20, flutter: -0.03 }, spread: { rateWpm: 0.6 } },
  casual: { mul: { pitchRangeHz: 1.1 }, add: { rateWpm: 8 } },
  confident: { mul: { pitchRangeHz: 1.05 }, add: { loudnessDb: 1, roughness: -0.05, breath: -0.02 } },
  crisp: { add: { trebleDb: 2.5, tone: 0.7, breath: -0.03 } },
  cute: { mul: { pitchBaseHz: 1.15, pitchRangeHz: 1.2 }, add: allFormants(4) },
  deep: { mul: { pitchBaseHz: 0.78 }, add: { ...allFormants(-5), bassDb: 2.5, tone: -0.7 } },
  dramatic: { mul: { pitchRangeHz: 1.4 }, add: { rateWpm: -10, loudnessDb: 1 } },
  energetic: { mul: { pitchRangeHz: 1.35 }, add: { rateWpm: 25, loudnessDb: 1 } },
  formal: { mul: { pitchRangeHz: 0.9 }, add: { rateWpm: -5, flutter: -0.05 } },
  gentle: { add: { breath: 0.1, loudnessDb: -1.5, tone: -0.5, rateWpm: -10 } },
  gravelly: { add: { roughness: 0.5, tone: -0.8, bassDb: 1 } },
  grumpy: { mul: { pitchBaseHz: 0.92, pitchRangeHz: 0.8 }, add: { roughness: 0.25, rateWpm: -8 } },
  husky: { mul: { pitchBaseHz: 0.92 }, add: { breath: 0.25, roughness: 0.3 } },
  intense: { mul: { pitchRangeHz: 1.2 }, add: { loudnessDb: 1.5, tone: 0.4 } },
  mature: { mul: { pitchBaseHz: 0.93 }, add: { ...allFormants(-2), rateWpm: -8 } },
  meditative: { mul: { pitchRangeHz: 0.6 }, add: { rateWpm: -30, breath: 0.1, loudnessDb: -2 }, spread: { rateWpm: 0.5 } },
  nasal: { add: { formant1: -8, formant2: 7, formant3: 6, trebleDb: 1 } },
  pleasant: { add: { roughness: -0.1, tone: -0.2 } },
  playful: { mul: { pitchBaseHz: 1.06, pitchRangeHz: 1.3 }, add: { rateWpm: 10 } },
  professional: { mul: { pitchRangeHz: 0.95 }, add: { flutter: -0.05, roughness: -0.05 } },
  raspy: { add: { roughness: 0.45, breath: 0.15 } },
  relaxed: { mul: { pitchRangeHz: 0.8 }, add: { rateWpm: -15 } },
  robotic: {
    mul: { pitchRangeHz: 0.15 }, add: { tone: 1.5, trebleDb: 2 },
    set: { flutter: 0, roughness: 0, breath: 0 }, spread: { flutter: 0, roughness: 0, breath: 0, pitchRangeHz: 0.2 },
  },
  serious: { mul: { pitchBaseHz: 0.96, pitchRangeHz: 0.8 }, add: { rateWpm: -5 } },
  soft: { add: { breath: 0.15, loudnessDb: -2.5, trebleDb: -1.5 } },
  upbeat: { mul: { pitchBaseHz: 1.05, pitchRangeHz: 1.3 }, add: { rateWpm: 20 } },
  warm: { add: { bassDb: 1.5, trebleDb: -1, tone: -0.5 } },
  whispery: { add: { breath: 0.6, loudnessDb: -2, tone: -1 } },
  wise: { mul: { pitchBaseHz: 0.95, pitchRangeHz: 0.9 }, add: { rateWpm: -15 } },
};

const PITCH_EFFECTS: Record<'low' | 'high', Effect> = {
  low: { mul: { pitchBaseHz: 0.82 }, add: { ...allFormants(-3), bassDb: 1 } },
  high: { mul: { pitchBaseHz: 1.2 }, add: allFormants(3) },
};

const PACE_EFFECTS: Record<'slow' | 'fast', Effect> = {
  slow: { set: { rateWpm: 130 }, spread: { rateWpm: 0.6 } },
  fast: { set: { rateWpm: 215 }, spread: { rateWpm: 0.6 } },
};

/**
 * English accents espeak-ng has a voice for. Australian, Irish, South African and New Zealand English have none;
 * they fall back to the nearest British voice (the accent label is kept, the sound is only approximate).
 */
const ENGLISH_ACCENTS: Readonly<Record<string, string>> = {
  american: 'en-us', 'new york': 'en-us-nyc', british: 'en-gb-x-rp', english: 'en-gb-x-rp', 'received pronunciation': 'en-gb-x-rp',
  scottish: 'en-gb-scotland', northern: 'en-gb-x-gbclan', lancashire: 'en-gb-x-gbclan', 'west midlands': 'en-gb-x-gbcwmd',
  caribbean: 'en-029', jamaican: 'en-029', australian: 'en', irish: 'en-gb-x-gbclan', 'new zealand': 'en',
  'south african': 'en', canadian: 'en-us',
};

/** Accents that pick a regional voice of a non-English language. */
const REGIONAL_VOICES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  es: { 'latin american': 'es-419', mexican: 'es-419', argentinian: 'es-419', colombian: 'es-419' },
  pt: { brazilian: 'pt-br', portuguese: 'pt', european: 'pt' },
  fr: { belgian: 'fr-be', swiss: 'fr-ch' },
};

/** The espeak-ng voice for a language and accent; English when neither says otherwise. */
export function espeakVoiceOf(language: string | null, accent: string | null): string {
  const accentKey = accent?.toLowerCase() ?? null;
  if (accentKey && (language === null || language === 'en') && ENGLISH_ACCENTS[accentKey]) return ENGLISH_ACCENTS[accentKey];
  if (language && accentKey) {
    const regional = REGIONAL_VOICES[language]?.[accentKey];
    if (regional) return regional;
  }
  return findLanguage(language ?? 'en')?.espeakVoice ?? 'en-us';
}

const isDescriptive = (tag: string): tag is VoiceDescriptive => Object.hasOwn(DESCRIPTIVE_EFFECTS, tag);

function applyEffect(parameters: Record<PriorParameter, ParameterPrior>, effect: Effect): void {
  for (const name of PRIOR_PARAMETERS) {
    const parameter = parameters[name];
    const mul = effect.mul?.[name];
    if (mul !== undefined) {
      parameter.centre *= mul;
      parameter.spread *= mul;
    }
    parameter.centre += effect.add?.[name] ?? 0;
    const set = effect.set?.[name];
    if (set !== undefined) parameter.centre = set;
    parameter.spread *= effect.spread?.[name] ?? 1;
  }
}

/** The distribution over voice models that a set of traits implies. */
export function priorOf(traits: VoiceTraits): VoicePrior {
  const base = BASES[traits.gender ?? 'any'][traits.age ?? 'any'];
  const centres: Record<PriorParameter, number> = {
    pitchBaseHz: base.pitchHz, pitchRangeHz: base.rangeHz, ...allFormants(base.formant) as Record<(typeof FORMANTS)[number], number>,
    breath: 0.05, roughness: traits.age === 'old' ? 0.3 : 0.12, flutter: traits.age === 'old' ? 0.3 : 0.1, tone: 0,
    rateWpm: traits.age === 'old' ? 155 : traits.age === 'young' ? 178 : 168, bassDb: 0, trebleDb: 0, loudnessDb: -20,
  };
  const parameters = Object.fromEntries(PRIOR_PARAMETERS.map((name) => [name, {
    centre: centres[name],
    spread: name === 'pitchBaseHz' ? base.pitchHz * base.pitchSpread : BASE_SPREAD[name],
    min: BOUNDS[name][0],
    max: BOUNDS[name][1],
  }])) as Record<PriorParameter, ParameterPrior>;
  if (traits.pitch) applyEffect(parameters, PITCH_EFFECTS[traits.pitch]);
  for (const tag of new Set(traits.descriptives.map((entry) => entry.toLowerCase()))) {
    if (isDescriptive(tag)) applyEffect(parameters, DESCRIPTIVE_EFFECTS[tag]);
  }
  // Pace words are explicit, so they win over the rate nudges of descriptives.
  if (traits.pace) applyEffect(parameters, PACE_EFFECTS[traits.pace]);
  for (const name of PRIOR_PARAMETERS) {
    const parameter = parameters[name];
    parameter.centre = Math.min(parameter.max, Math.max(parameter.min, parameter.centre));
  }
  return { espeakVoice: espeakVoiceOf(traits.language, traits.accent), parameters };
}

/** Guidance 2 keeps the full spread, higher values narrow it (10 → 0.45), lower ones widen it. */
export const guidanceSpread = (guidanceScale: number): number => Math.sqrt(2 / Math.max(0.5, guidanceScale));

/** One voice from the prior: the same prior, seed and guidance always give the same model. */
export function drawVoice(prior: VoicePrior, seed: number, guidanceScale: number): VoiceModel {
  const factor = guidanceSpread(guidanceScale);
  const uniform = mulberry32(streamSeed(seed, 0x7e51));
  const value = (name: PriorParameter) => {
    const { centre, spread, min, max } = prior.parameters[name];
    const drawn = centre + spread * factor * triangular(uniform);
    return Math.min(max, Math.max(min, drawn));
  };
  // One draw per parameter in a fixed order, so adding a trait never reshuffles the others' numbers.
  const drawn = Object.fromEntries(PRIOR_PARAMETERS.map((name) => [name, value(name)])) as Record<PriorParameter, number>;
  const round = (number: number, digits: number) => Number(number.toFixed(digits));
  return {
    espeakVoice: prior.espeakVoice,
    pitchBaseHz: round(drawn.pitchBaseHz, 1),
    pitchRangeHz: round(drawn.pitchRangeHz, 1),
    formantScale: [round(drawn.formant1, 1), round(drawn.formant2, 1), round(drawn.formant3, 1), round(drawn.formant4, 1)],
    breath: round(drawn.breath, 3),
    roughness: round(drawn.roughness, 3),
    flutter: round(drawn.flutter, 3),
    tone: round(drawn.tone, 2),
    rateWpm: Math.round(drawn.rateWpm),
    post: {
      pitchShiftSemitones: 0,
      bassDb: round(drawn.bassDb, 2),
      trebleDb: round(drawn.trebleDb, 2),
      loudnessDb: round(drawn.loudnessDb, 2),
    },
  };
}

/** A model's values, named as the prior's parameters. */
export function parametersOf(model: VoiceModel): Record<PriorParameter, number> {
  const [formant1, formant2, formant3, formant4] = model.formantScale;
  return {
    pitchBaseHz: model.pitchBaseHz, pitchRangeHz: model.pitchRangeHz, formant1, formant2, formant3, formant4,
    breath: model.breath, roughness: model.roughness, flutter: model.flutter, tone: model.tone, rateWpm: model.rateWpm,
    bassDb: model.post.bassDb, trebleDb: model.post.trebleDb, loudnessDb: model.post.loudnessDb,
  };
}

/**
 * Pulls a prior towards a reference voice (v3 design with a voice reference, remix): prompt strength 1 follows the
 * prompt alone, 0 the reference alone; the spread shrinks with the prompt's share so a reference-led draw stays
 * close to it. The reference's language voice is kept unless the prompt names a language and leads.
 */
export function blendPrior(prior: VoicePrior, reference: VoiceModel, promptStrength: number, promptNamesLanguage: boolean): VoicePrior {
  const share = Math.min(1, Math.max(0, promptStrength));
  const values = parametersOf(reference);
  const parameters = Object.fromEntries(PRIOR_PARAMETERS.map((name) => {
    const own = prior.parameters[name];
    const centre = share * own.centre + (1 - share) * values[name];
    return [name, { ...own, centre: Math.min(own.max, Math.max(own.min, centre)), spread: own.spread * Math.max(0.15, share) }];
  })) as Record<PriorParameter, ParameterPrior>;
  const espeakVoice = promptNamesLanguage && share >= 0.5 ? prior.espeakVoice : reference.espeakVoice;
  return { espeakVoice, parameters };
}
