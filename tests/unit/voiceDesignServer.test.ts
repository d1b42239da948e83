import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { autoPreviewText } from '../../server/design/autoText';
import { checkPrompt } from '../../server/design/policy';
import { harmonicToNoiseDb, meanFrequencyHz, speakingRate } from '../../server/engine/design/measures';
import { applyQuality, smoothingFor, withLoudness } from '../../server/engine/design/post';
import { parsePrompt } from '../../server/engine/design/prompt';
import {
  blendPrior, DESCRIPTIVE_EFFECTS, drawVoice, espeakVoiceOf, parametersOf, priorOf, PRIOR_PARAMETERS, type VoiceTraits,
} from '../../server/engine/design/traits';
import { PREMADE_VOICES } from '../../server/engine';
import {
  PREVIEW_TEXT_MAX, PREVIEW_TEXT_MIN, SaveDesignedVoiceSchema, VOICE_DESCRIPTIVES, VOICE_DESIGN_MESSAGES,
  VoiceDesignRequestSchema,
} from '../../src/domain';

const NONE: VoiceTraits = { gender: null, age: null, language: null, accent: null, descriptives: [], pitch: null, pace: null };

describe('prompt understanding', () => {
  test.each([
    ['A deep, raspy old man with a Scottish accent, speaking slowly',
      { gender: 'male', age: 'old', language: 'en', accent: 'scottish', pace: 'slow', descriptives: ['deep', 'raspy'] }],
    ['A young woman with a high, bright voice who talks fast',
      { gender: 'female', age: 'young', pitch: 'high', pace: 'fast', descriptives: ['bright'] }],
    ['She is in her 60s, warm and wise, British', { gender: 'female', age: 'old', accent: 'british', language: 'en' }],
    ['A 25-year-old guy, energetic and upbeat', { gender: 'male', age: 'young', descriptives: ['energetic', 'upbeat'] }],
    ['A middle-aged Spanish woman, calm and professional', { gender: 'female', age: 'middle_aged', language: 'es' }],
    ['An Australian surfer dude, laid-back', { gender: 'male', accent: 'australian', language: 'en', descriptives: ['relaxed'] }],
    ['A whispering voice, soft and breathy, like a secret', { descriptives: ['breathy', 'soft', 'whispery'] }],
    ['A robotic, mechanical assistant with a monotone delivery', { descriptives: ['robotic'] }],
    ['A quick-talking auctioneer at a country fair', { pace: 'fast' }],
    ['A Brazilian man speaking Portuguese, friendly', { gender: 'male', language: 'pt', accent: 'brazilian' }],
    ['A man who speaks English with a French accent', { gender: 'male', language: 'en', accent: 'french' }],
  ] as const)('%s', (prompt, expected) => {
    const traits = parsePrompt(prompt);
    const { descriptives, ...rest } = expected as Partial<VoiceTraits>;
    expect(traits).toMatchObject(rest);
    if (descriptives) expect(traits.descriptives).toEqual(expect.arrayContaining([...descriptives]));
  });

  test('a prompt without trait words leaves every trait open', () => {
    expect(parsePrompt('Something for my project, please make it nice to listen to')).toMatchObject({
      gender: null, age: null, language: null, accent: null, pitch: null, pace: null,
    });
  });

  test('every descriptive is recognised by its own name', () => {
    for (const tag of VOICE_DESCRIPTIVES) expect(parsePrompt(`A ${tag} voice for a video`).descriptives).toContain(tag);
  });
});

describe('priors and draws', () => {
  test('every one of the 33 descriptives moves at least one parameter', () => {
    const plain = priorOf(NONE);
    for (const tag of VOICE_DESCRIPTIVES) {
      expect(DESCRIPTIVE_EFFECTS[tag]).toBeDefined();
      const moved = priorOf({ ...NONE, gender: null, descriptives: [tag] });
      const changed = PRIOR_PARAMETERS.filter((name) =>
        moved.parameters[name].centre !== plain.parameters[name].centre || moved.parameters[name].spread !== plain.parameters[name].spread);
      expect(changed.length, tag).toBeGreaterThan(0);
    }
  });

  test('named parameters move the way the words say', () => {
    const centre = (traits: Partial<VoiceTraits>, name: (typeof PRIOR_PARAMETERS)[number]) =>
      priorOf({ ...NONE, gender: 'male', ...traits }).parameters[name].centre;
    expect(centre({ descriptives: ['whispery'] }, 'breath')).toBeGreaterThan(centre({}, 'breath') + 0.4);
    expect(centre({ descriptives: ['raspy'] }, 'roughness')).toBeGreaterThan(centre({}, 'roughness'));
    expect(centre({ descriptives: ['robotic'] }, 'flutter')).toBe(0);
    expect(centre({ descriptives: ['robotic'] }, 'pitchRangeHz')).toBeLessThan(centre({}, 'pitchRangeHz') / 4);
    expect(centre({ descriptives: ['deep'] }, 'pitchBaseHz')).toBeLessThan(centre({}, 'pitchBaseHz'));
    expect(centre({ descriptives: ['nasal'] }, 'formant1')).toBeLessThan(centre({}, 'formant1'));
    expect(centre({ descriptives: ['bright'] }, 'trebleDb')).toBeGreaterThan(centre({}, 'trebleDb'));
    expect(centre({ descriptives: ['calm'] }, 'rateWpm')).toBeLessThan(centre({}, 'rateWpm'));
    expect(centre({ descriptives: ['energetic'] }, 'rateWpm')).toBeGreaterThan(centre({}, 'rateWpm'));
    expect(centre({ pace: 'fast' }, 'rateWpm')).toBeGreaterThan(centre({ pace: 'slow' }, 'rateWpm') + 50);
    expect(centre({ gender: 'female' }, 'pitchBaseHz')).toBeGreaterThan(centre({ gender: 'male' }, 'pitchBaseHz') * 1.6);
  });

  test('language and accent pick espeak-ng voices', () => {
    expect(espeakVoiceOf(null, null)).toBe('en-us');
    expect(espeakVoiceOf('en', 'british')).toBe('en-gb-x-rp');
    expect(espeakVoiceOf('en', 'scottish')).toBe('en-gb-scotland');
    expect(espeakVoiceOf('es', 'mexican')).toBe('es-419');
    expect(espeakVoiceOf('pt', 'brazilian')).toBe('pt-br');
    expect(espeakVoiceOf('de', null)).toBe('de');
    expect(espeakVoiceOf('zh', 'mandarin')).toBe('cmn');
  });

  test('draws are deterministic per seed, stay in bounds, and guidance narrows them', () => {
    const prior = priorOf(parsePrompt('an old man with a gravelly voice'));
    fc.assert(fc.property(fc.integer({ min: 0, max: 2_147_483_647 }), fc.double({ min: 0, max: 100, noNaN: true }), (seed, guidance) => {
      const model = drawVoice(prior, seed, guidance);
      expect(drawVoice(prior, seed, guidance)).toEqual(model);
      const values = parametersOf(model);
      for (const name of PRIOR_PARAMETERS) {
        expect(values[name]).toBeGreaterThanOrEqual(prior.parameters[name].min - 0.05);
        expect(values[name]).toBeLessThanOrEqual(prior.parameters[name].max + 0.05);
      }
    }), { numRuns: 200, seed: 7 });
    const spreadAt = (guidance: number) => {
      const pitches = Array.from({ length: 300 }, (_, seed) => drawVoice(prior, seed, guidance).pitchBaseHz);
      const mean = pitches.reduce((a, b) => a + b, 0) / pitches.length;
      return Math.sqrt(pitches.reduce((sum, p) => sum + (p - mean) ** 2, 0) / pitches.length);
    };
    expect(spreadAt(10)).toBeLessThan(spreadAt(2) * 0.6);
  });

  test('blending with a reference: strength 0 is the reference, 1 the prompt', () => {
    const reference = PREMADE_VOICES.find((voice) => voice.labels.gender === 'female')!.model;
    const prior = priorOf(parsePrompt('a deep male voice'));
    expect(blendPrior(prior, reference, 0, false).parameters.pitchBaseHz.centre).toBeCloseTo(reference.pitchBaseHz, 5);
    expect(blendPrior(prior, reference, 1, false).parameters.pitchBaseHz.centre).toBeCloseTo(prior.parameters.pitchBaseHz.centre, 5);
    expect(blendPrior(prior, reference, 0.3, false).espeakVoice).toBe(reference.espeakVoice);
  });
});

describe('post-processing knobs', () => {
  test('loudness 0.5 keeps the drawn level; −1 and 1 lie 16 dB apart', () => {
    const model = drawVoice(priorOf(NONE), 1, 5);
    expect(withLoudness(model, 0.5).post.loudnessDb).toBe(model.post.loudnessDb);
    expect(withLoudness(model, 1).post.loudnessDb - withLoudness(model, -1).post.loudnessDb).toBeCloseTo(16, 5);
  });

  test('quality −1 leaves the audio alone; higher quality filters harder with more taps', () => {
    expect(smoothingFor(-1)).toBeNull();
    expect(smoothingFor(1)!.taps).toBeGreaterThan(smoothingFor(0)!.taps);
    expect(smoothingFor(1)!.cutoffHz).toBeLessThan(smoothingFor(0)!.cutoffHz);
    const rate = 22050;
    const tone = (hz: number) => Float32Array.from({ length: rate }, (_, i) => Math.sin((2 * Math.PI * hz * i) / rate));
    const rms = (x: Float32Array) => Math.sqrt(x.slice(2000, -2000).reduce((s, v) => s + v * v, 0) / (x.length - 4000));
    const low = tone(300);
    const high = tone(9500);
    expect(applyQuality(low, rate, -1)).toBe(low);
    expect(rms(applyQuality(low, rate, 1))).toBeCloseTo(rms(low), 2);
    expect(rms(applyQuality(high, rate, 1))).toBeLessThan(rms(high) * 0.01);
  });
});

describe('the Prohibited Use check', () => {
  test.each([
    'A calm old man narrating a bedtime story',
    'A young woman with a bright, upbeat voice for a cooking channel',
    'A villain with a deep, threatening growl for a fantasy game',
    'A narrator for a documentary about Abraham Lincoln and the civil war',
    'A kids cartoon character, squeaky and playful, for a children\'s show',
    'A detective who investigates threats in a noir radio drama',
    'A voice that sounds like a wise old wizard from a fairy tale',
    'A sexy, sultry late-night radio host with a husky voice',
  ])('allows: %s', (prompt) => {
    expect(checkPrompt(prompt)).toEqual({ allowed: true, reason: null });
  });

  test.each([
    ['Make it sound exactly like Barack Obama giving a speech', 'impersonation'],
    ['The voice of Taylor Swift singing softly', 'impersonation'],
    ['Clone Morgan Freeman for my video', 'impersonation'],
    ['Sounds just like Jane Doe from accounting', 'impersonation'],
    ['I will kill you and your family if you do not pay, in a calm voice', 'threat'],
    ['A sexy voice of a 12-year-old girl', 'minor_sexual'],
    ['A scam call voice pretending to be the bank to victims', 'fraud'],
    ['A voice to bypass voice authentication at my bank', 'fraud'],
  ] as const)('blocks: %s', (prompt, reason) => {
    expect(checkPrompt(prompt)).toEqual({ allowed: false, reason });
  });
});

describe('auto-generated preview text', () => {
  test('fits the bounds for every tone and language, in the traits\' language', () => {
    for (const tag of [...VOICE_DESCRIPTIVES, null]) {
      for (const language of ['en', 'es', 'fr', 'de', 'ko', 'zh', 'ar', null]) {
        for (const seed of [0, 1, 2]) {
          const text = autoPreviewText({ ...NONE, language, descriptives: tag ? [tag] : [] }, seed);
          expect(text.length, `${tag} ${language}`).toBeGreaterThanOrEqual(PREVIEW_TEXT_MIN);
          expect(text.length).toBeLessThanOrEqual(PREVIEW_TEXT_MAX);
        }
      }
    }
    expect(autoPreviewText({ ...NONE, language: 'fr' }, 0)).toMatch(/Bonjour/);
    expect(autoPreviewText({ ...NONE, descriptives: ['meditative'] }, 0)).not.toBe(autoPreviewText({ ...NONE, descriptives: ['energetic'] }, 0));
  });
});

describe('request schemas', () => {
  test('apply the contract\'s defaults and the spec\'s messages', () => {
    const parsed = v.parse(VoiceDesignRequestSchema, { voice_description: '  A calm voice for a story time  ', text: 'x'.repeat(100) });
    expect(parsed).toMatchObject({
      voice_description: 'A calm voice for a story time', model_id: 'eleven_multilingual_ttv_v2', loudness: 0.5,
      guidance_scale: 5, seed: null, quality: null, auto_generate_text: false,
    });
    const issues = v.safeParse(SaveDesignedVoiceSchema, { voice_name: '   ', voice_description: 'short', generated_voice_id: 'x' }).issues!;
    expect(issues.map((issue) => issue.message)).toEqual([VOICE_DESIGN_MESSAGES.nameRequired, VOICE_DESIGN_MESSAGES.descriptionTooShort]);
  });
});

describe('acoustic measures', () => {
  const rate = 16000;
  const sine = (hz: number, seconds = 1) => Float32Array.from({ length: rate * seconds }, (_, i) => 0.5 * Math.sin((2 * Math.PI * hz * i) / rate));
  // A fixed linear congruential generator: the same "noise" every run.
  const noise = () => {
    let state = 12345;
    return Float32Array.from({ length: rate }, () => ((state = (state * 1103515245 + 12345) % 2147483648) / 2147483648) - 0.5);
  };

  test('harmonic-to-noise ratio: high for a periodic tone, low for noise', () => {
    expect(harmonicToNoiseDb(sine(150), rate)).toBeGreaterThan(20);
    expect(harmonicToNoiseDb(noise(), rate)).toBeLessThan(0);
  });

  test('mean frequency of a sine is its frequency', () => {
    expect(meanFrequencyHz(sine(1000), rate)).toBeCloseTo(1000, -1);
    expect(meanFrequencyHz(sine(3000), rate)).toBeCloseTo(3000, -1);
  });

  test('speaking rate counts bursts per second', () => {
    // Four 120 ms bursts a second for three seconds, silence between them.
    const bursts = Float32Array.from({ length: rate * 3 }, (_, i) => ((i % (rate / 4)) < rate * 0.12 ? Math.sin(i / 3) : 0));
    const measured = speakingRate(bursts, rate);
    expect(measured.onsetsPerSecond).toBeGreaterThan(3.5);
    expect(measured.onsetsPerSecond).toBeLessThan(4.6);
  });
});
