import fc from 'fast-check';
import { expect } from 'vitest';
import {
  previewTextProblem, saveFormProblems, saveRequestOf, voicePromptProblem, VOICE_DESIGN_MESSAGES,
  type DesignRequest,
} from '../../../src/domain';
import {
  voiceDesignMachine, type DesignResult, type VoiceDesignInput, type VoiceDesignSetup,
} from '../../../src/machines/voiceDesign.machine';
import type { SaveOutcome } from '../../../src/machines/voiceDesignSave.machine';
import { ApiFailure } from '../../../src/services/http';
import { FAILURES } from '../arbitraries';
import { defineSpec, noPayload, variants, type Invariant } from '../harness';

type Design = typeof voiceDesignMachine;

const AT = 1_700_000_000_000;
const PROMPT = 'A gravelly old sailor with a slow, rolling pace and a warm laugh.';
const TEXT = 'The tide turns at dawn, and every sailor on this coast knows the sea keeps its own counsel. '
  + 'Pull the ropes tight, mind the wind, and we shall be home before the lamps are lit.';
const DESCRIPTION = 'An old sailor, gravelly and warm, for sea stories.';
const RESULT: DesignResult = {
  previews: ['g1', 'g2', 'g3'].map((id) => ({ generatedVoiceId: id, audioId: `design-${id}` })),
  text: TEXT,
};
const INPUT: VoiceDesignInput = { prefill: {}, v3Enabled: true, remixEnabled: true, slotAvailable: true };

const blocked = new ApiFailure(400, 'blocked_generation', 'This prompt was blocked.');

const idleForm: Invariant<Design> = ({ context }, { running }) => {
  expect(running()).toEqual([]);
  expect(context.generatingSince).toBeNull();
  expect(context.autoGenerating).toBe(false);
};

/** Whatever the path, only messages from §5 and §8 (or the server's, on the prompt) are shown. */
const KNOWN_PROBLEMS = [null, VOICE_DESIGN_MESSAGES.promptRequired, VOICE_DESIGN_MESSAGES.previewTextRequired,
  VOICE_DESIGN_MESSAGES.previewTextLength(100, 1000), VOICE_DESIGN_MESSAGES.blockedGeneration,
  VOICE_DESIGN_MESSAGES.referenceTooShort];

export const voiceDesignSpec = defineSpec({
  machine: voiceDesignMachine,
  input: variants(fc.constantFrom<VoiceDesignInput>(INPUT, { ...INPUT, slotAvailable: false }), 2,
    (input) => (input.slotAvailable ? 'a free slot' : 'no free slot')),
  events: {
    'setup.retry': noPayload,
    // A prompt and preview text the server takes, and both refused (§5).
    'form.change': variants(fc.constantFrom(
      { values: { prompt: PROMPT, previewText: TEXT, seed: '' } },
      { values: { prompt: '', previewText: 'Too short.', seed: '' } },
    ), 2, ({ values }) => (values.prompt ? 'valid prompt and text' : 'blank prompt, short text')),
    // A voice the user created (files and their rules are unit-tested: each would double the graph).
    'reference.choose': variants(fc.constant({ reference: { kind: 'voice' as const, voiceId: 'v_mine', name: 'Mine' } }),
      1, () => 'own voice as reference'),
    'reference.clear': noPayload,
    'seed.randomize': variants(fc.record({ seed: fc.constant(424_242) })),
    'design.generate': variants(fc.record({ at: fc.constant(AT) })),
    'text.autoGenerate': variants(fc.record({ at: fc.constant(AT) })),
    'preview.toggle': variants(fc.record({ generatedVoiceId: fc.constant('g2') }), 1, () => 'Voice 2'),
    'shareLink.copy': noPayload,
    'design.select': noPayload,
    'save.change': variants(fc.constantFrom(
      { values: { name: 'Old Sailor', description: DESCRIPTION } },
      { values: { name: '  ', description: 'Too short.' } },
    ), 2, ({ values }) => (values.name.trim() ? 'valid name and description' : 'blank name, short description')),
    'save.back': noPayload,
    'save.submit': noPayload,
  },
  actors: {
    loadSetup: {
      done: variants(fc.constant<VoiceDesignSetup>({ limits: { minimum_characters: 100, maximum_characters: 1000 },
        ownedVoices: [{ voiceId: 'v_mine', name: 'Mine' }] })),
      error: variants(fc.constant(FAILURES.unavailable)),
    },
    designPreviews: {
      done: variants(fc.constant(RESULT)),
      // §8: an answer with a status goes on the prompt (blocked_generation as the policy message); no answer is a toast.
      error: variants(fc.constantFrom(blocked, FAILURES.offline), 2, (f) => f.code),
    },
    // The save flow's own outcomes (its retries have their own spec, voiceDesignSave.spec.ts).
    saveVoice: {
      done: variants(fc.constantFrom<SaveOutcome>({ voiceId: 'v_new' }, { messages: ['Name too long.'] }), 2,
        (outcome) => ('voiceId' in outcome ? 'saved' : 'refused')),
      error: variants(fc.constant(new Error('The save flow stopped.'))),
    },
  },
  invariant: ({ context }) => {
    for (const problem of Object.values(context.problems)) expect(KNOWN_PROBLEMS).toContain(problem);
    if (context.selectedId !== null) expect(context.playedIds).toContain(context.selectedId);
    // An uploaded reference is sent to the v3 model only.
    if (context.reference?.kind === 'file') expect(context.form.modelId).toBe('eleven_ttv_v3');
  },
  invariants: {
    noSlot: ({ context }, { running }) => {
      expect(context.slotAvailable).toBe(false);
      expect(running()).toEqual([]);
    },
    loading: ({ context }, { running }) => {
      expect(running()).toEqual(['loadSetup']);
      expect(context.loadError).toBeNull();
    },
    failed: ({ context }) => expect(context.loadError).toBe(FAILURES.unavailable.message),
    'generate.idle': (snapshot, tools) => {
      idleForm(snapshot, tools);
      expect(snapshot.context.limits).not.toBeNull();
      // Previews come three at a time, the first preselected (§4).
      expect([0, 3]).toContain(snapshot.context.previews.length);
      if (snapshot.context.previews.length > 0) expect(snapshot.context.selectedId).not.toBeNull();
    },
    // Only what §5 accepts is sent: the prompt, and the preview text unless the server is to write it. The form
    // stays editable meanwhile, so the request is checked rather than the form.
    'generate.generating': ({ context }, { invoked }) => {
      expect(context.generatingSince).toBe(AT);
      expect(context.previews).toEqual([]);
      const request = invoked('designPreviews')?.input as DesignRequest;
      expect(voicePromptProblem(request.body.voice_description)).toBeNull();
      if (context.autoGenerating) expect(request.body).toMatchObject({ text: null, auto_generate_text: true });
      else expect(previewTextProblem(request.body.text ?? '', context.limits!)).toBeNull();
      expect(request.remixVoiceId).toBe(context.reference?.kind === 'voice' ? context.reference.voiceId : null);
    },
    'save.editing': ({ context }, { running }) => {
      expect(running()).toEqual([]);
      expect(context.selectedId).not.toBeNull();
    },
    'save.saving': ({ context }, { invoked }) => {
      expect(Object.values(saveFormProblems(context.save)).every((p) => p === null)).toBe(true);
      expect(invoked('saveVoice')?.input).toEqual(saveRequestOf(context.save, context.selectedId!, context.playedIds));
    },
    saved: ({ context, status }) => {
      expect(status).toBe('done');
      expect(context.savedVoiceId).toBe('v_new');
    },
  },
});
