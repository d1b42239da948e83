import { describe, expect, test } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import {
  AFTER_GENERATION_REFRESH_MS, applySettings, bracketWarning, chainAfterResponse, editDistance, generationProblem,
  maxCharactersFor, MESSAGES, modelAfterVoiceChange, modelNotice, needsLanguageCheck, REGENERATION_MAX,
  REGENERATION_MAX_NO_TRAINING, regenerationMaxOf,
  REGENERATION_WINDOW_MS, regenerationsLeft, SETTINGS_SAVE_DELAY_MS, SETTINGS_SAVE_FAILED, SETTINGS_SAVE_FAILED_HINT,
  settingsSaveToasts, settingsWarnings, startingVoice, TTS_MAX_CHARACTERS_CAP, UNSUPPORTED_LANGUAGE_NOTICE_MS,
  type DetectLanguageResponse, type GenerationHeaders, type GenerationToast, type UnsupportedLanguage,
  type VoiceSettingsSave,
} from '../../src/domain';
import {
  speechSynthesisMachine, type SpeechSynthesisInput, type WorkspaceCatalog,
} from '../../src/machines/speechSynthesis.machine';
import { ApiFailure } from '../../src/services/http';
import type { SynthesisRequest } from '../../src/services/speech';
import { catalog, DEFAULT_SETTINGS, MODELS, VOICES } from '../model/speechFixtures';

const T0 = 1_700_000_000_000;
const ENGLISH = 'The quick brown fox jumps over the lazy dog, and then it rests in the warm afternoon sun.';
const GERMAN = 'Guten Morgen, wie geht es Ihnen heute? Ich hoffe, es geht Ihnen gut und die Sonne scheint.';

const info = (count: number) => JSON.stringify({ generation_id: 'gen_1', regeneration_count: count });
const headers = (count: number): GenerationHeaders => ({
  requestId: `req_${count}`, historyItemId: `h_${count}`, characterCost: count === 0 ? ENGLISH.length : 0,
  generationInfo: info(count), regenerationCount: count,
});

interface Fakes {
  catalog?: WorkspaceCatalog;
  /** Answers each synthesize call in turn (the last one repeats). */
  answers?: Array<() => Promise<GenerationHeaders>>;
  detect?: DetectLanguageResponse;
  input?: Partial<SpeechSynthesisInput>;
  /** Answers each settings save (default: saved). */
  save?: (input: VoiceSettingsSave) => Promise<void>;
}

function start(fakes: Fakes = {}) {
  const clock = new SimulatedClock();
  const requests: SynthesisRequest[] = [];
  const saves: VoiceSettingsSave[] = [];
  const effects = {
    credits: 0,
    toasts: [] as GenerationToast[][],
    notices: [] as UnsupportedLanguage[],
    hidden: 0,
    redirects: [] as string[],
  };
  const answers = fakes.answers ?? [async () => headers(0)];
  const machine = speechSynthesisMachine.provide({
    actors: {
      loadWorkspace: fromPromise(async () => fakes.catalog ?? catalog(VOICES.premade)),
      synthesize: fromPromise(async ({ input }) => {
        requests.push(input);
        return answers[Math.min(requests.length - 1, answers.length - 1)]!();
      }),
      drawWaveform: fromPromise(async () => ({ peaks: [0.2, 1], durationSeconds: 2.5 })),
      detectLanguage: fromPromise(async () => fakes.detect ?? { detected_languages: [{ language_code: 'en', probability: 1 }] }),
      saveVoiceSettings: fromPromise(async ({ input }) => {
        saves.push(input);
        await fakes.save?.(input);
      }),
    },
    actions: {
      creditsChanged: () => { effects.credits++; },
      showToasts: (_, params) => { effects.toasts.push(params.toasts); },
      showLanguageNotice: (_, params) => { effects.notices.push(params.unsupported); },
      hideLanguageNotice: () => { effects.hidden++; },
      redirectToLibrary: (_, params) => { effects.redirects.push(params.voiceId); },
    },
  });
  const actor = createActor(machine, {
    clock, input: { requestedVoiceId: null, recentVoiceIds: [], freeTier: false, regenerationMax: REGENERATION_MAX, ...fakes.input },
  }).start();
  return { actor, clock, requests, saves, effects };
}

type Run = ReturnType<typeof start>;
const ready = (run: Run) => waitFor(run.actor, (s) => s.matches('ready'));
const generated = (run: Run) => waitFor(run.actor, (s) => s.matches({ ready: { generation: 'done' } }));
const idleAgain = (run: Run) => waitFor(run.actor, (s) => s.matches({ ready: { generation: 'idle' } }));

async function generate(run: Run, at: number) {
  run.actor.send({ type: 'speech.generate', at });
  return generated(run);
}

describe('speech synthesis machine', () => {
  test('starts on the catalog voice with a model it can use and the default settings', async () => {
    const run = start();
    const s = await ready(run);
    expect(s.context.voice?.voiceId).toBe(VOICES.premade.voiceId);
    expect(s.context.modelId).toBe(MODELS.english.model_id);
    expect(s.context.settings).toEqual(DEFAULT_SETTINGS);
  });

  test('a voice_id query that names no available voice redirects to the library', async () => {
    const run = start({ catalog: catalog(null), input: { requestedVoiceId: 'shared_gone' } });
    await waitFor(run.actor, (s) => s.status === 'done');
    expect(run.actor.getSnapshot().value).toBe('voiceUnavailable');
    expect(run.effects.redirects).toEqual(['shared_gone']);
  });

  test('generate: the request carries text, voice, model and settings; credits refresh now and 3 s later', async () => {
    const run = start();
    await ready(run);
    run.actor.send({ type: 'text.change', text: 'Hello there.' });
    run.actor.send({ type: 'settings.change', settings: { stability: 0.234, style: 7 } });
    const s = await generate(run, T0);
    expect(run.requests).toEqual([{
      audioId: `speech-${T0}`, voiceId: VOICES.premade.voiceId, modelId: MODELS.english.model_id, text: 'Hello there.',
      settings: { ...DEFAULT_SETTINGS, stability: 0.23, style: 1 }, regenerateFrom: null,
    }]);
    expect(s.context.result?.historyItemId).toBe('h_0');
    await waitFor(run.actor, (snap) => snap.context.waveform !== null);
    expect(run.effects.credits).toBe(1);
    run.clock.increment(AFTER_GENERATION_REFRESH_MS - 1);
    expect(run.effects.credits).toBe(1);
    run.clock.increment(1);
    expect(run.effects.credits).toBe(2);
    expect(run.actor.getSnapshot().matches({ ready: { generation: { done: 'settled' } } })).toBe(true);
  });

  test('regeneration: the same input regenerates from the last generation-info, 3 times, then starts over', async () => {
    const run = start({ answers: [async () => headers(0), async () => headers(1), async () => headers(2),
      async () => headers(3), async () => headers(0)] });
    await ready(run);
    run.actor.send({ type: 'text.change', text: 'Hello there.' });
    await generate(run, T0);
    for (let count = 1; count <= REGENERATION_MAX; count++) {
      await generate(run, T0 + count * 1000);
      expect(run.requests[count]?.regenerateFrom).toBe(info(count - 1));
    }
    // The third regeneration reached the maximum: the chain is cleared and the next press is a new generation.
    expect(run.actor.getSnapshot().context.chain).toBeNull();
    await generate(run, T0 + 10_000);
    expect(run.requests[4]?.regenerateFrom).toBeNull();
  });

  test('regeneration: another text, or 2 hours later, starts a new generation', async () => {
    const run = start({ answers: [async () => headers(0)] });
    await ready(run);
    run.actor.send({ type: 'text.change', text: 'Hello there.' });
    await generate(run, T0);
    run.actor.send({ type: 'text.change', text: 'Hello again.' });
    await generate(run, T0 + 1000);
    expect(run.requests[1]?.regenerateFrom).toBeNull();
    await generate(run, T0 + 1000 + REGENERATION_WINDOW_MS);
    expect(run.requests[2]?.regenerateFrom).toBeNull();
    // Settings may change between regenerations, as the server counts them (text, voice and model).
    run.actor.send({ type: 'settings.change', settings: { speed: 1.1 } });
    await generate(run, T0 + 2000 + REGENERATION_WINDOW_MS);
    expect(run.requests[3]?.regenerateFrom).toBe(info(0));
  });

  test('blank text, or text over the limit for the model, cannot be generated', async () => {
    const run = start({ input: { freeTier: true } });
    await ready(run);
    run.actor.send({ type: 'speech.generate', at: T0 });
    expect(run.requests).toEqual([]);
    run.actor.send({ type: 'text.change', text: 'x'.repeat(3_000) });
    // Free tier on this model: 2,500 characters; the text is cut there.
    expect(run.actor.getSnapshot().context.text).toHaveLength(2_500);
    expect(run.actor.getSnapshot().context.truncated).toBe(true);
  });

  test('German text on an English-only model: the Unsupported Language notice lasts 10 s and suggests a model', async () => {
    const run = start({ detect: { detected_languages: [{ language_code: 'de', probability: 0.98 }] } });
    await ready(run);
    run.actor.send({ type: 'text.change', text: GERMAN });
    await waitFor(run.actor, (s) => s.matches({ ready: { language: 'unsupported' } }));
    expect(run.effects.notices).toEqual([{ languageCode: 'de', suggestedModelId: MODELS.multilingual.model_id }]);
    run.clock.increment(UNSUPPORTED_LANGUAGE_NOTICE_MS - 1);
    expect(run.actor.getSnapshot().matches({ ready: { language: 'unsupported' } })).toBe(true);
    run.clock.increment(1);
    expect(run.actor.getSnapshot().matches({ ready: { language: 'idle' } })).toBe(true);
    expect(run.effects.hidden).toBe(1);
  });

  test('accepting the suggestion switches the model; small edits are not checked again', async () => {
    let checks = 0;
    const run = start({ detect: { detected_languages: [{ language_code: 'de', probability: 0.98 }] } });
    run.actor.subscribe((s) => { if (s.matches({ ready: { language: 'detecting' } })) checks++; });
    await ready(run);
    run.actor.send({ type: 'text.change', text: GERMAN });
    await waitFor(run.actor, (s) => s.matches({ ready: { language: 'unsupported' } }));
    run.actor.send({ type: 'suggestion.accept' });
    expect(run.actor.getSnapshot().context.modelId).toBe(MODELS.multilingual.model_id);
    const before = checks;
    run.actor.send({ type: 'text.change', text: `${GERMAN} Danke.` });
    expect(checks).toBe(before);
  });

  test('a professional voice without a fine-tuned model moves to multilingual v2, with the §4.2 warning', async () => {
    const run = start();
    await ready(run);
    run.actor.send({ type: 'voice.select', voice: { ...VOICES.professional, settings: { ...DEFAULT_SETTINGS, stability: 0.2 } } });
    const { context } = run.actor.getSnapshot();
    expect(context.modelId).toBe(MODELS.multilingual.model_id);
    expect(context.settings?.stability).toBe(0.2);
    expect(modelNotice(context.models, 'text_to_speech', context.voice, context.modelId)).toBe(
      'This voice is not fine-tuned for Text to Speech. You may encounter some instabilities. Consider using a different voice.');
    run.actor.send({ type: 'settings.reset' });
    expect(run.actor.getSnapshot().context.settings).toEqual(DEFAULT_SETTINGS);
  });

  describe('voice settings are saved (§7.1)', () => {
    const settled = (run: Run) => waitFor(run.actor, (s) => s.matches({ ready: { settingsSave: 'idle' } }));

    test('a change is saved once, for the selected voice, when the delay has passed', async () => {
      const run = start();
      await ready(run);
      run.actor.send({ type: 'settings.change', settings: { stability: 0.2, use_speaker_boost: false } });
      run.clock.increment(SETTINGS_SAVE_DELAY_MS - 1);
      expect(run.saves).toEqual([]);
      run.clock.increment(1);
      await settled(run);
      expect(run.saves).toEqual([{
        voiceId: VOICES.premade.voiceId, settings: { ...DEFAULT_SETTINGS, stability: 0.2, use_speaker_boost: false },
      }]);
      run.clock.increment(10 * SETTINGS_SAVE_DELAY_MS);
      expect(run.saves).toHaveLength(1);
      expect(run.effects.toasts).toEqual([]);
    });

    test('several quick changes are saved once, with the last values; Reset values is saved too', async () => {
      const run = start();
      await ready(run);
      for (const stability of [0.1, 0.2, 0.3, 0.4]) {
        run.actor.send({ type: 'settings.change', settings: { stability } });
        run.clock.increment(SETTINGS_SAVE_DELAY_MS / 2);
      }
      expect(run.saves).toEqual([]);
      run.clock.increment(SETTINGS_SAVE_DELAY_MS / 2);
      await settled(run);
      expect(run.saves).toEqual([{ voiceId: VOICES.premade.voiceId, settings: { ...DEFAULT_SETTINGS, stability: 0.4 } }]);
      run.actor.send({ type: 'settings.reset' });
      run.clock.increment(SETTINGS_SAVE_DELAY_MS);
      await settled(run);
      expect(run.saves).toEqual([
        { voiceId: VOICES.premade.voiceId, settings: { ...DEFAULT_SETTINGS, stability: 0.4 } },
        { voiceId: VOICES.premade.voiceId, settings: DEFAULT_SETTINGS },
      ]);
    });

    test('a failed save shows a toast and keeps the values the user set', async () => {
      const run = start({ save: () => Promise.reject(new ApiFailure(503, 'unavailable', 'The server is busy.')) });
      await ready(run);
      run.actor.send({ type: 'settings.change', settings: { style: 0.6 } });
      run.clock.increment(SETTINGS_SAVE_DELAY_MS);
      await settled(run);
      expect(run.saves).toHaveLength(1);
      expect(run.effects.toasts).toEqual([[
        { title: SETTINGS_SAVE_FAILED, description: `The server is busy. ${SETTINGS_SAVE_FAILED_HINT}` },
      ]]);
      expect(run.actor.getSnapshot().context.settings).toEqual({ ...DEFAULT_SETTINGS, style: 0.6 });
    });

    test('switching voice before the delay saves the old voice\'s settings at once; the new voice is not saved', async () => {
      let release = () => {};
      const run = start({ save: () => new Promise<void>((resolve) => { release = resolve; }) });
      await ready(run);
      run.actor.send({ type: 'settings.change', settings: { speed: 1.1 } });
      run.actor.send({ type: 'voice.select', voice: VOICES.professional });
      expect(run.saves).toEqual([{ voiceId: VOICES.premade.voiceId, settings: { ...DEFAULT_SETTINGS, speed: 1.1 } }]);
      expect(run.actor.getSnapshot().context.settings).toEqual(DEFAULT_SETTINGS);
      expect(run.actor.getSnapshot().context.saving).toBeNull();
      release();
      await settled(run);
      run.clock.increment(10 * SETTINGS_SAVE_DELAY_MS);
      expect(run.saves).toHaveLength(1);
    });

    test('a change while saving is saved after its own delay; without a voice nothing is saved', async () => {
      let release = () => {};
      const run = start({ save: () => new Promise<void>((resolve) => { release = resolve; }) });
      await ready(run);
      run.actor.send({ type: 'settings.change', settings: { stability: 0.2 } });
      run.clock.increment(SETTINGS_SAVE_DELAY_MS);
      run.actor.send({ type: 'settings.change', settings: { stability: 0.3 } });
      release();
      expect(run.actor.getSnapshot().matches({ ready: { settingsSave: 'pending' } })).toBe(true);
      run.clock.increment(SETTINGS_SAVE_DELAY_MS);
      release();
      await settled(run);
      expect(run.saves.map((save) => save.settings.stability)).toEqual([0.2, 0.3]);

      const empty = start({ catalog: catalog(null) });
      await ready(empty);
      empty.actor.send({ type: 'settings.change', settings: { stability: 0.2 } });
      empty.clock.increment(SETTINGS_SAVE_DELAY_MS);
      expect(empty.saves).toEqual([]);
      expect(empty.actor.getSnapshot().matches({ ready: { settingsSave: 'idle' } })).toBe(true);
    });

    test('the failure toast: our title, with the server message unless the network failed', () => {
      expect(settingsSaveToasts({ code: 'network_error', message: 'offline' }))
        .toEqual([{ title: SETTINGS_SAVE_FAILED, description: SETTINGS_SAVE_FAILED_HINT }]);
      expect(settingsSaveToasts(null)).toEqual([{ title: SETTINGS_SAVE_FAILED, description: SETTINGS_SAVE_FAILED_HINT }]);
    });
  });

  describe('errors (§8.1)', () => {
    const failWith = async (failure: unknown) => {
      const run = start({ answers: [() => Promise.reject(failure)] });
      await ready(run);
      run.actor.send({ type: 'text.change', text: 'Hello there.' });
      run.actor.send({ type: 'speech.generate', at: T0 });
      await waitFor(run.actor, (s) => !s.matches({ ready: { generation: 'generating' } }));
      return run;
    };

    test('quota exceeded: the server message with the Update subscription? link; nothing is kept', async () => {
      const run = await failWith(new ApiFailure(401, 'quota_exceeded', 'This request exceeds your quota of 10000.'));
      expect(run.effects.toasts).toEqual([[{ title: 'This request exceeds your quota of 10000.', subscriptionLink: true }]]);
      expect(run.actor.getSnapshot().context.generation).toBeNull();
      await idleAgain(run);
    });

    test('system busy: the spec text plus the server message', async () => {
      const run = await failWith(new ApiFailure(429, 'system_busy', 'All engines are in use.'));
      expect(run.effects.toasts).toEqual([[{ title: MESSAGES.systemBusy, description: 'All engines are in use.' }]]);
      expect(MESSAGES.systemBusy).toBe('We are sorry, the system is busy, try again...');
    });

    test('a blocked voice opens its dialog, closed by the user', async () => {
      const run = await failWith(new ApiFailure(403, 'detected_blocked_voice', 'This voice is blocked.'));
      expect(run.actor.getSnapshot().context.dialog).toEqual({ kind: 'dialog', dialog: 'blockedVoice', message: 'This voice is blocked.' });
      run.actor.send({ type: 'dialog.close' });
      expect(run.actor.getSnapshot().matches({ ready: { generation: 'idle' } })).toBe(true);
    });

    test('a network failure (or a bug) falls back to the generic text; validation lists become toasts', async () => {
      const generic = 'We are sorry, something went wrong. You were not charged for this request (unless the result appears in the history).';
      expect((await failWith(new ApiFailure(0, 'network_error', 'offline'))).effects.toasts).toEqual([[{ title: generic }]]);
      expect((await failWith(new TypeError('x is undefined'))).effects.toasts).toEqual([[{ title: generic }]]);
      const invalid = new ApiFailure(422, 'validation_error', 'Bad.', [
        { loc: ['body', 'voice_settings', 'stability'], msg: 'stability must be a number between 0 and 1.' },
        { loc: ['body', 'text'], msg: 'Enter some text to convert to speech.' },
      ]);
      expect((await failWith(invalid)).effects.toasts).toEqual([[
        { title: 'stability must be a number between 0 and 1.', description: 'voice_settings.stability' },
        { title: 'Enter some text to convert to speech.', description: 'text' },
      ]]);
    });
  });
});

describe('speech rules', () => {
  test('edit distance, capped, and when the language is checked (5+ words, 50+ edits)', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('a'.repeat(100), 'b'.repeat(100), 50)).toBe(50);
    expect(editDistance('flaw', 'lawn', 10)).toBe(2);
    expect(needsLanguageCheck('one two three four', '')).toBe(false);
    expect(needsLanguageCheck(ENGLISH, '')).toBe(true);
    expect(needsLanguageCheck(`${ENGLISH} More.`, ENGLISH)).toBe(false);
  });

  test('a 5,000-character edit distance stays fast (banded)', () => {
    const a = 'lorem ipsum dolor sit amet '.repeat(185);
    const b = `${a.slice(0, 2_500)}XYZ${a.slice(2_500)}`;
    const started = performance.now();
    expect(editDistance(a, b, 50)).toBe(3);
    expect(performance.now() - started).toBeLessThan(200);
  });

  test('brackets: { } [ ] warn on v1/v2 models, only { } on v3', () => {
    expect(bracketWarning('Say [this]', MODELS.english.model_id)).not.toBeNull();
    expect(bracketWarning('Say [whispers] this', 'eleven_v3')).toBeNull();
    expect(bracketWarning('Say {this}', 'eleven_v3')).not.toBeNull();
    expect(bracketWarning('Plain text', MODELS.multilingual.model_id)).toBeNull();
  });

  test('max characters: the lesser of the model limit (free or paid) and the global cap', () => {
    expect(maxCharactersFor(MODELS.multilingual, false)).toBe(TTS_MAX_CHARACTERS_CAP);
    expect(maxCharactersFor(MODELS.v3, false)).toBe(3_000);
    expect(maxCharactersFor(MODELS.v3, true)).toBe(2_500);
    expect(MESSAGES.useStudio).toBe('If you want to use more than 5,000 credits, please use Studio.');
  });

  test('settings: clamped to range and step; warnings under 30 % stability and over 50 % style', () => {
    const settings = applySettings(DEFAULT_SETTINGS, { stability: 0.299, style: 0.51, speed: 3 });
    expect(settings).toMatchObject({ stability: 0.3, style: 0.51, speed: 1.2 });
    expect(settingsWarnings({ ...settings, stability: 0.29 })).toEqual({
      stability: 'Under 30% may lead to instability', style: 'Over 50% may lead to instability',
    });
  });

  test('models by task, and the voice switch rules', () => {
    const models = catalog(null).models;
    expect(modelNotice([MODELS.voiceChanger], 'text_to_speech', null, null))
      .toBe('No model found for this task. Please select another task.');
    expect(modelAfterVoiceChange(models, 'text_to_speech', VOICES.premade, MODELS.voiceChanger.model_id))
      .toBe(MODELS.english.model_id);
    const tuned = { ...VOICES.professional, fineTunedModelIds: [MODELS.multilingual.model_id] };
    expect(modelAfterVoiceChange(models, 'text_to_speech', tuned, MODELS.english.model_id)).toBe(MODELS.multilingual.model_id);
    expect(modelNotice(models, 'text_to_speech', tuned, MODELS.multilingual.model_id)).toBeNull();
    expect(startingVoice([VOICES.premade, VOICES.copied], ['voice_gone', VOICES.copied.voiceId])).toBe(VOICES.copied);
  });

  test('regeneration chain: the server count decides; a count of 0 starts over', () => {
    const first = chainAfterResponse(null, { input: 'a', at: T0, regenerated: false }, headers(0), REGENERATION_MAX);
    expect(regenerationsLeft(first, 'a', T0)).toBe(REGENERATION_MAX);
    expect(regenerationsLeft(first, 'b', T0)).toBe(0);
    expect(regenerationsLeft(first, 'a', T0 + REGENERATION_WINDOW_MS)).toBe(0);
    const second = chainAfterResponse(first, { input: 'a', at: T0 + 1, regenerated: true }, headers(1), REGENERATION_MAX);
    expect(second?.records).toHaveLength(2);
    expect(regenerationsLeft(second, 'a', T0 + 1)).toBe(REGENERATION_MAX - 1);
    expect(chainAfterResponse(second, { input: 'a', at: T0 + 2, regenerated: true }, headers(0), REGENERATION_MAX)?.records)
      .toHaveLength(1);
  });

  test('the no-training group gets one regeneration (§6, §9)', () => {
    const max = regenerationMaxOf(true);
    expect(max).toBe(REGENERATION_MAX_NO_TRAINING);
    expect(regenerationMaxOf(false)).toBe(REGENERATION_MAX);
    const first = chainAfterResponse(null, { input: 'a', at: T0, regenerated: false }, headers(0), max);
    expect(regenerationsLeft(first, 'a', T0)).toBe(1);
    // After its one regeneration the chain is spent: the next press is a new, charged generation.
    expect(chainAfterResponse(first, { input: 'a', at: T0 + 1, regenerated: true }, headers(1), max)).toBeNull();
  });

  test('§8.1 table', () => {
    expect(generationProblem({ code: 'detected_unusual_activity', message: 'm' })).toEqual({ kind: 'dialog', dialog: 'unusualActivity', message: 'm' });
    expect(generationProblem({ code: 'is_in_probation', message: 'm' })).toMatchObject({ dialog: 'voiceCaptcha' });
    expect(generationProblem({ code: 'payment_issue', message: 'Pay.' })).toEqual({ kind: 'toasts', toasts: [{ title: 'Pay.', subscriptionLink: true }] });
    expect(generationProblem({ code: 'too_many_concurrent_requests', message: 'Slow.' })).toMatchObject({ toasts: [{ subscriptionLink: true }] });
    expect(generationProblem({ code: 'internal_error', message: 'Engine stopped.' })).toEqual({ kind: 'toasts', toasts: [{ title: 'Engine stopped.' }] });
  });
});
