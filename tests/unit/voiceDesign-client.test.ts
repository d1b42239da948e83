import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  designRequestOf, guidanceFromPercent, loadingEstimateMs, loadingProgress, loudnessFromPercent, percentFromGuidance,
  percentFromLoudness, prefillFromQuery, promptStrengthFromSlider, randomSeed, saveRequestOf, seedToSend, shareQuery,
  sliderFromPromptStrength, DEFAULT_VOICE_PROMPT, VOICE_DESIGN_FORM_DEFAULTS, VOICE_DESIGN_V2_MODEL_ID,
  VOICE_DESIGN_V3_MODEL_ID, type VoiceDesignForm,
} from '../../src/domain';

const form = (values: Partial<VoiceDesignForm> = {}): VoiceDesignForm =>
  ({ ...VOICE_DESIGN_FORM_DEFAULTS, modelId: VOICE_DESIGN_V2_MODEL_ID, ...values });

describe('voice design sliders (§9)', () => {
  test('loudness 0–100 % maps to −1..1 and back', () => {
    expect([0, 50, 100].map(loudnessFromPercent)).toEqual([-1, 0, 1]);
    expect(loudnessFromPercent(75)).toBe(0.5);
    fc.assert(fc.property(fc.integer({ min: 0, max: 100 }), (p) => percentFromLoudness(loudnessFromPercent(p)) === p));
  });

  test('guidance 0–100 % maps to 2..10 and back', () => {
    expect([0, 50, 100].map(guidanceFromPercent)).toEqual([2, 6, 10]);
    expect(percentFromGuidance(5)).toBe(38);
    fc.assert(fc.property(fc.integer({ min: 0, max: 100 }), (p) => percentFromGuidance(guidanceFromPercent(p)) === p));
  });

  test('the prompt strength slider shows 1 − value', () => {
    expect(sliderFromPromptStrength(0.3)).toBe(0.7);
    expect(promptStrengthFromSlider(0)).toBe(1);
    fc.assert(fc.property(fc.integer({ min: 0, max: 100 }), (n) =>
      promptStrengthFromSlider(sliderFromPromptStrength(n / 100)) === n / 100));
  });
});

describe('loading bar (§4, §9)', () => {
  test('0.05 s per preview character plus 15 s', () => {
    expect(loadingEstimateMs('')).toBe(15_000);
    expect(loadingEstimateMs('x'.repeat(200))).toBe(25_000);
    expect(loadingEstimateMs('  abc  ')).toBe(15_150);
  });

  test('v2 fills linearly and v3 follows a curve towards 99 %, neither ever full', () => {
    expect(loadingProgress(0, 20_000, VOICE_DESIGN_V2_MODEL_ID)).toBe(0);
    expect(loadingProgress(10_000, 20_000, VOICE_DESIGN_V2_MODEL_ID)).toBe(0.5);
    expect(loadingProgress(60_000, 20_000, VOICE_DESIGN_V2_MODEL_ID)).toBe(0.99);
    expect(loadingProgress(20_000, 20_000, VOICE_DESIGN_V3_MODEL_ID)).toBeGreaterThan(0.93);
    expect(loadingProgress(200_000, 20_000, VOICE_DESIGN_V3_MODEL_ID)).toBeCloseTo(0.99, 5);
    fc.assert(fc.property(fc.nat({ max: 10 ** 6 }), fc.nat({ max: 10 ** 6 }), fc.integer({ min: 1, max: 10 ** 5 }),
      (a, b, estimate) => [VOICE_DESIGN_V2_MODEL_ID, VOICE_DESIGN_V3_MODEL_ID].every((model) => {
        const [early, late] = [Math.min(a, b), Math.max(a, b)].map((t) => loadingProgress(t, estimate, model));
        return early! <= late! && late! <= 0.99 && early! >= 0;
      })));
  });
});

describe('seed (§5, §9)', () => {
  test('randomise picks an integer below 1,000,000', () => {
    expect(randomSeed(() => 0)).toBe(0);
    expect(randomSeed(() => 0.999_999_999)).toBe(999_999);
    fc.assert(fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (r) => {
      const seed = randomSeed(() => r);
      return Number.isInteger(seed) && seed >= 0 && seed < 1_000_000;
    }));
  });

  test('the first v3 generation of the default prompt uses seed 1; a typed seed always wins', () => {
    const v3 = form({ modelId: VOICE_DESIGN_V3_MODEL_ID, prompt: DEFAULT_VOICE_PROMPT });
    expect(seedToSend(v3, true)).toBe(1);
    expect(seedToSend(v3, false)).toBeNull();
    expect(seedToSend({ ...v3, modelId: VOICE_DESIGN_V2_MODEL_ID }, true)).toBeNull();
    expect(seedToSend({ ...v3, prompt: 'An old sailor with a gravelly voice and a slow, rolling pace.' }, true)).toBeNull();
    expect(seedToSend({ ...v3, seed: '42' }, true)).toBe(42);
  });
});

describe('share link (§2)', () => {
  test('carries prompt, previewText, seed, loudness, quality and guidanceScale, and prefills them back', () => {
    const shared = form({ prompt: 'A bright young voice & friends', previewText: 'Hello = there?', seed: '77',
      loudness: -0.4, quality: 0.25, guidanceScale: 7.5 });
    const query = new URLSearchParams(shareQuery(shared));
    expect([...query.keys()].sort()).toEqual(['guidanceScale', 'loudness', 'previewText', 'prompt', 'quality', 'seed']);
    const { modelId: _model, promptStrength: _strength, ...expected } = shared;
    expect(prefillFromQuery(query)).toEqual(expected);
  });

  test('round-trips any form values in range', () => {
    const value = (min: number, max: number) => fc.integer({ min: min * 100, max: max * 100 }).map((n) => n / 100);
    fc.assert(fc.property(fc.string(), fc.string(), fc.option(fc.integer({ min: 0, max: 2_147_483_647 }), { nil: null }),
      value(-1, 1), value(-1, 1), value(2, 10), (prompt, previewText, seed, loudness, quality, guidanceScale) => {
        const shared = form({ prompt, previewText, seed: seed === null ? '' : String(seed), loudness, quality, guidanceScale });
        const prefill = prefillFromQuery(new URLSearchParams(shareQuery(shared)));
        expect({ ...form(), ...prefill, previewText: prefill.previewText ?? '' }).toEqual(shared);
      }));
  });

  test('drops values out of range or not numbers', () => {
    const query = new URLSearchParams('seed=-1&loudness=3&quality=abc&guidanceScale=1');
    expect(prefillFromQuery(query)).toEqual({});
    expect(prefillFromQuery(new URLSearchParams('seed=1.5'))).toEqual({});
  });
});

describe('requests', () => {
  const base = form({ prompt: '  A calm voice for a long audiobook narration.  ', previewText: ' Text ', seed: '5' });

  test('v2 sends quality and the model; v3 leaves quality out', () => {
    expect(designRequestOf(base, null, false, true)).toEqual({
      remixVoiceId: null, referenceFileId: null,
      body: { voice_description: 'A calm voice for a long audiobook narration.', text: 'Text', auto_generate_text: false,
        seed: 5, loudness: 0.5, guidance_scale: 5, model_id: VOICE_DESIGN_V2_MODEL_ID, quality: 0.9 },
    });
    expect(designRequestOf({ ...base, modelId: VOICE_DESIGN_V3_MODEL_ID }, null, true, true).body)
      .toMatchObject({ model_id: VOICE_DESIGN_V3_MODEL_ID, quality: null, text: null, auto_generate_text: true });
  });

  test('a reference file goes to design with prompt strength on v3; an owned voice goes to remix', () => {
    const v3 = { ...base, modelId: VOICE_DESIGN_V3_MODEL_ID, promptStrength: 0.3 } as const;
    const file = designRequestOf(v3, { kind: 'file', fileId: 'f1', name: 'me.wav', sizeBytes: 10, durationSeconds: 5 }, false, false);
    expect(file).toMatchObject({ remixVoiceId: null, referenceFileId: 'f1', body: { prompt_strength: 0.3 } });
    const remix = designRequestOf(v3, { kind: 'voice', voiceId: 'v9', name: 'Mine' }, false, false);
    expect(remix.remixVoiceId).toBe('v9');
    expect(remix.body).not.toHaveProperty('model_id');
  });

  test('the save request reports previews played but not selected, and labels as a map', () => {
    expect(saveRequestOf({ name: ' Nora ', description: ' A calm voice for a long audiobook. ', labels: [
      { label: 'language', value: 'en' }, { label: ' accent ', value: 'british' }, { label: 'empty', value: ' ' },
    ] }, 'g2', ['g1', 'g2', 'g3'])).toEqual({
      voice_name: 'Nora', voice_description: 'A calm voice for a long audiobook.', generated_voice_id: 'g2',
      played_not_selected_voice_ids: ['g1', 'g3'], labels: { language: 'en', accent: 'british' },
    });
    expect(saveRequestOf({ name: 'N', description: 'd', labels: [] }, 'g1', ['g1']).labels).toBeNull();
  });
});
