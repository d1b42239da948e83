import fc from 'fast-check';
import type { SnapshotFrom } from 'xstate';
import { expect } from 'vitest';
import {
  maxCharactersFor, REGENERATION_MAX, REGENERATION_MAX_NO_TRAINING, type DetectLanguageResponse, type GenerationHeaders,
} from '../../../src/domain';
import {
  maxCharactersOf, speechSynthesisMachine, WAVEFORM_BARS, type SpeechSynthesisInput,
} from '../../../src/machines/speechSynthesis.machine';
import type { Waveform } from '../../../src/services/audio';
import { ApiFailure } from '../../../src/services/http';
import { FAILURES } from '../arbitraries';
import { defineSpec, noPayload, variants, type Invariant } from '../harness';
import { catalog, DEFAULT_SETTINGS, MODELS, VOICES } from '../speechFixtures';

type Synthesis = typeof speechSynthesisMachine;
type Snapshot = SnapshotFrom<Synthesis>;

const AT = 1_700_000_000_000;
/** German: five words or more, so it is checked; the English model does not speak it. */
const GERMAN = 'Guten Morgen, wie geht es Ihnen heute? Ich hoffe, es geht Ihnen gut.';

const generationInfo = (count: number) => JSON.stringify({
  generation_id: 'gen_1', request_id: 'req_1', history_item_id: 'h_1', voice_id: VOICES.premade.voiceId,
  model_id: MODELS.english.model_id, seed: 1, character_cost: count === 0 ? GERMAN.length : 0, regeneration_count: count,
  first_generation_unix_ms: AT,
});
const headers = (count: number): GenerationHeaders => ({
  requestId: 'req_1', historyItemId: 'h_1', characterCost: GERMAN.length, generationInfo: generationInfo(count),
  regenerationCount: count,
});

const nothingGenerated = ({ context }: Snapshot) => {
  expect(context.generation).toBeNull();
  expect(context.result).toBeNull();
};
const loaded: Invariant<Synthesis> = ({ context }) => {
  expect(context.models.length).toBeGreaterThan(0);
  expect(context.settings).not.toBeNull();
};

export const speechSynthesisSpec = defineSpec({
  machine: speechSynthesisMachine,
  input: variants(fc.constantFrom<SpeechSynthesisInput>(
    { requestedVoiceId: null, recentVoiceIds: [], freeTier: false, regenerationMax: REGENERATION_MAX },
    { requestedVoiceId: 'shared_lily', recentVoiceIds: [], freeTier: true, regenerationMax: REGENERATION_MAX_NO_TRAINING },
  ), 2, (input) => (input.requestedVoiceId ? 'voice_id query' : 'no query')),
  events: {
    'workspace.retry': noPayload,
    'text.change': variants(fc.record({ text: fc.constant(GERMAN) }), 1, () => 'German text'),
    'voice.select': variants(fc.record({ voice: fc.constant(VOICES.professional) }), 1, () => 'professional voice'),
    'model.select': variants(fc.record({ modelId: fc.constant(MODELS.multilingual.model_id) })),
    // A slider moved by less than its step: it rounds back to the values the voice has, so change and Reset values
    // land on the same settings. Distinct values would double every snapshot of the graph (already tripled by the
    // settings-save region); the values themselves are unit-tested.
    'settings.change': variants(fc.record({ settings: fc.constant({ stability: 0.501 }) }), 1, () => 'stability nudged'),
    'settings.reset': noPayload,
    'speech.generate': variants(fc.record({ at: fc.constant(AT) })),
    'speech.cancel': noPayload,
    'suggestion.accept': noPayload,
    'suggestion.dismiss': noPayload,
    'dialog.close': noPayload,
    'player.toggle': noPayload,
    'player.seek': variants(fc.record({ seconds: fc.constant(1) })),
    'audio.download': noPayload,
  },
  actors: {
    // With a voice_id query, no voice means it names none available; without one, the workspace has no voices.
    loadWorkspace: {
      done: variants(fc.constantFrom(catalog(VOICES.copied), catalog(null)), 2,
        (c) => (c.voice ? 'a voice' : 'no voice')),
      error: variants(fc.constant(FAILURES.unavailable)),
    },
    synthesize: {
      done: variants(fc.constant(headers(0))),
      // A quota failure is a toast; a blocked voice opens its dialog (§8.1).
      error: variants(fc.constantFrom(
        new ApiFailure(401, 'quota_exceeded', 'This request exceeds your quota.'),
        new ApiFailure(403, 'detected_blocked_voice', 'This voice is blocked.'),
      ), 2, (failure) => failure.code),
    },
    drawWaveform: {
      done: variants(fc.constant<Waveform>({ peaks: [0.4, 1, 0.6], durationSeconds: 1.5 })),
      error: variants(fc.constant(new Error('The audio could not be decoded.'))),
    },
    detectLanguage: {
      done: variants(fc.constantFrom<DetectLanguageResponse>(
        { detected_languages: [{ language_code: 'de', probability: 0.97 }] },
        { detected_languages: [{ language_code: 'en', probability: 0.91 }] },
      ), 2, (d) => d.detected_languages[0]!.language_code),
      error: variants(fc.constant(FAILURES.offline)),
    },
    saveVoiceSettings: {
      done: variants(fc.constant(undefined)),
      error: variants(fc.constant(FAILURES.unavailable)),
    },
  },
  invariant: ({ context }) => {
    expect(Array.from(context.text).length).toBeLessThanOrEqual(maxCharactersOf(context));
    if (context.modelId !== null) expect(context.models.some((m) => m.model_id === context.modelId)).toBe(true);
    // A professional voice not fine-tuned for anything is moved to multilingual v2 (§4.2).
    if (context.voice?.category === 'professional') expect(context.modelId).toBe(MODELS.multilingual.model_id);
    if (context.chain) expect(context.chain.records.length).toBeGreaterThan(0);
    if (context.settings !== null) expect(context.settings).toEqual(DEFAULT_SETTINGS);
  },
  invariants: {
    loading: (snapshot, { invoked }) => {
      expect(invoked('loadWorkspace')?.input).toEqual({
        requestedVoiceId: snapshot.context.requestedVoiceId, recentVoiceIds: snapshot.context.recentVoiceIds,
      });
      expect(snapshot.context.loadError).toBeNull();
    },
    failed: ({ context }) => expect(context.loadError).toEqual(expect.any(String)),
    // Only a voice_id query that names no available voice ends the flow (the route redirects).
    voiceUnavailable: ({ context, status }) => {
      expect(status).toBe('done');
      expect(context.requestedVoiceId).not.toBeNull();
    },
    'ready.generation.idle': (snapshot, tools) => {
      loaded(snapshot, tools);
      nothingGenerated(snapshot);
    },
    // The request carries what was on screen when Generate was pressed, within the model's length.
    'ready.generation.generating': ({ context }, { invoked }) => {
      const request = invoked('synthesize')?.input;
      expect(request).toMatchObject({ audioId: `speech-${AT}`, text: GERMAN, regenerateFrom: context.generation?.regenerateFrom });
      const model = context.models.find((m) => m.model_id === request?.modelId);
      expect(Array.from(request?.text ?? '').length).toBeLessThanOrEqual(maxCharactersFor(model, context.freeTier));
    },
    // Drawn or not, the result and its regeneration chain are there (gen_1 from the generation-info).
    'ready.generation.done.fresh': ({ context }, { invoked }) => {
      expect(context.chain?.key).toBe('gen_1');
      if (context.waveform === null) {
        expect(invoked('drawWaveform')?.input).toEqual({ audioId: context.generation?.audioId, bars: WAVEFORM_BARS });
      }
    },
    'ready.generation.done.settled': ({ context }) => expect(context.result?.historyItemId).toBe('h_1'),
    'ready.generation.blocked': (snapshot) => {
      nothingGenerated(snapshot);
      expect(snapshot.context.dialog).toEqual({ kind: 'dialog', dialog: 'blockedVoice', message: 'This voice is blocked.' });
    },
    'ready.language.idle': ({ context }) => expect(context.unsupported).toBeNull(),
    'ready.language.detecting': ({ context }, { invoked }) => {
      expect(context.checkedText).toBe(context.text);
      expect(invoked('detectLanguage')?.input).toEqual({ text: context.text });
    },
    // German on the English-only model: multilingual v2 speaks it and is suggested.
    'ready.language.unsupported': ({ context }) => expect(context.unsupported)
      .toEqual({ languageCode: 'de', suggestedModelId: MODELS.multilingual.model_id }),
    'ready.settingsSave.idle': ({ context }, { invoked }) => {
      expect(context.saving).toBeNull();
      expect(invoked('saveVoiceSettings')).toBeUndefined();
    },
    // A change to a selected voice waits out the delay (1 s after the last change).
    'ready.settingsSave.pending': ({ context }, { invoked }) => {
      expect(context.voice).not.toBeNull();
      expect(context.saving).toBeNull();
      expect(invoked('saveVoiceSettings')).toBeUndefined();
    },
    // The request carries a selected voice's settings (after a voice switch, those of the voice that was left:
    // the spec switches from the copied voice, or from the professional one to itself), rounded to their steps.
    'ready.settingsSave.saving.sent': ({ context }, { invoked }) => {
      expect(context.saving).toBeNull();
      const request = invoked('saveVoiceSettings')?.input;
      expect([VOICES.copied.voiceId, VOICES.professional.voiceId]).toContain(request?.voiceId);
      expect(request?.settings).toEqual(DEFAULT_SETTINGS);
    },
  },
  traversal: { limit: 2_000_000 },
});
