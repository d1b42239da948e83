import fc from 'fast-check';
import { expect } from 'vitest';
import { VOICE_DESIGN_SAVE_RETRIES, type SaveVoiceRequest } from '../../../src/domain';
import { voiceDesignSaveMachine } from '../../../src/machines/voiceDesignSave.machine';
import { ApiFailure } from '../../../src/services/http';
import { FAILURES } from '../arbitraries';
import { defineSpec, variants } from '../harness';

const REQUEST: SaveVoiceRequest = {
  voice_name: 'Old Sailor', voice_description: 'An old sailor, gravelly and warm, for sea stories.',
  generated_voice_id: 'g2', played_not_selected_voice_ids: ['g1'], labels: { language: 'en' },
};
const notStored = new ApiFailure(400, 'invalid_generated_voice_id', 'The generated voice id is not known yet.');
const refused = new ApiFailure(422, 'validation_error', 'Name too long. Labels too many.', [
  { loc: ['body', 'voice_name'], msg: 'Name too long.' }, { loc: ['body', 'labels'], msg: 'Labels too many.' },
]);

export const voiceDesignSaveSpec = defineSpec({
  machine: voiceDesignSaveMachine,
  input: variants(fc.constant(REQUEST)),
  events: {},
  actors: {
    createVoice: {
      done: variants(fc.constant({ voiceId: 'v_new' })),
      // §8: not stored yet (30 retries), any other failure (3 retries), and a refused request (none).
      error: variants(fc.constantFrom(notStored, FAILURES.unavailable, refused), 3, (f) => f.code),
    },
  },
  invariant: ({ context }) => {
    expect(context.retries).toBeLessThanOrEqual(VOICE_DESIGN_SAVE_RETRIES.invalidGeneratedVoiceId);
    expect(context.request).toEqual(REQUEST);
  },
  invariants: {
    // The same request every time, exactly as the form built it.
    saving: ({ context }, { invoked }) => {
      expect(invoked('createVoice')?.input).toEqual(REQUEST);
      expect(context.outcome).toBeNull();
    },
    retrying: ({ context }, { running }) => {
      expect(running()).toEqual([]);
      expect(context.retries).toBeLessThan(VOICE_DESIGN_SAVE_RETRIES.invalidGeneratedVoiceId);
    },
    saved: ({ context, status, output }) => {
      expect(status).toBe('done');
      expect(output).toEqual({ voiceId: 'v_new' });
      expect(context.outcome).toEqual({ voiceId: 'v_new' });
    },
    // A detail list gives one toast per message; other failures their message, after the retries ran out.
    failed: ({ context, status, output }) => {
      expect(status).toBe('done');
      expect(output).toEqual(context.outcome);
      const messages = (context.outcome as { messages: string[] }).messages;
      if (messages.length === 2) expect(messages).toEqual(['Name too long.', 'Labels too many.']);
      // The retries count together: a failure of either kind ends the save once its own budget is spent.
      else if (messages[0] === notStored.message) expect(context.retries).toBe(VOICE_DESIGN_SAVE_RETRIES.invalidGeneratedVoiceId);
      else expect(context.retries).toBeGreaterThanOrEqual(VOICE_DESIGN_SAVE_RETRIES.other);
    },
  },
});
