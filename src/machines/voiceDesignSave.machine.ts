import { assign, fromPromise, setup } from 'xstate';
import {
  VOICE_DESIGN_MESSAGES, VOICE_DESIGN_SAVE_RETRIES, VOICE_DESIGN_SAVE_RETRY_MS, type SaveVoiceRequest,
} from '../domain';
import type { ApiFailure } from '../services/http';

/** How a save ended: the new voice, or the messages to show (one toast each). */
export type SaveOutcome = { voiceId: string } | { messages: string[] };

export interface VoiceDesignSaveContext {
  request: SaveVoiceRequest;
  /** Retries so far. */
  retries: number;
  outcome: SaveOutcome | null;
}

/** Plain objects too, so a recorded failure replays to the same state. */
const failureOf = (error: unknown): ApiFailure | null =>
  typeof (error as { code?: unknown } | null)?.code === 'string' ? error as ApiFailure : null;

/** §7: a detail list's messages, one toast each; any other failure's message. */
export function saveFailureMessages(error: unknown): string[] {
  const failure = failureOf(error);
  if (!failure) return [VOICE_DESIGN_MESSAGES.somethingWentWrong];
  return failure.fieldErrors.length > 0 ? failure.fieldErrors.map((f) => f.msg) : [failure.message];
}

/**
 * Saving a designed voice (voice-creation §7, §8): POST create-voice-from-preview, retried 2 s apart while the
 * preview is still being stored (invalid_generated_voice_id, up to 30 times) and up to 3 times for other failures.
 * A refused request (422) is not retried: it would only be refused again. Its own machine, invoked by the Voice
 * Design flow, so the retry count does not multiply that flow's states.
 */
export const voiceDesignSaveMachine = setup({
  types: {
    input: {} as SaveVoiceRequest,
    context: {} as VoiceDesignSaveContext,
    output: {} as SaveOutcome,
  },
  actors: {
    createVoice: fromPromise<{ voiceId: string }, SaveVoiceRequest>(async () => {
      throw new Error('createVoice not provided');
    }),
  },
  actions: {
    countRetry: assign(({ context }) => ({ retries: context.retries + 1 })),
    takeVoice: assign((_, params: { voiceId: string }) => ({ outcome: { voiceId: params.voiceId } })),
    takeFailure: assign((_, params: { error: unknown }) => ({ outcome: { messages: saveFailureMessages(params.error) } })),
  },
  guards: {
    previewNotReady: ({ context }, params: { error: unknown }) =>
      failureOf(params.error)?.code === 'invalid_generated_voice_id'
      && context.retries < VOICE_DESIGN_SAVE_RETRIES.invalidGeneratedVoiceId,
    retryable: ({ context }, params: { error: unknown }) => {
      const failure = failureOf(params.error);
      return failure?.code !== 'invalid_generated_voice_id' && failure?.httpStatus !== 422
        && context.retries < VOICE_DESIGN_SAVE_RETRIES.other;
    },
  },
  delays: {
    saveRetry: VOICE_DESIGN_SAVE_RETRY_MS,
  },
}).createMachine({
  id: 'voiceDesignSave',
  context: ({ input }) => ({ request: input, retries: 0, outcome: null }),
  output: ({ context }) => context.outcome!,
  initial: 'saving',
  states: {
    saving: {
      invoke: {
        src: 'createVoice',
        input: ({ context }) => context.request,
        onDone: { target: 'saved', actions: { type: 'takeVoice', params: ({ event }) => event.output } },
        onError: [
          { guard: { type: 'previewNotReady', params: ({ event }) => ({ error: event.error }) }, target: 'retrying' },
          { guard: { type: 'retryable', params: ({ event }) => ({ error: event.error }) }, target: 'retrying' },
          { target: 'failed', actions: { type: 'takeFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    retrying: {
      after: { saveRetry: { target: 'saving', actions: 'countRetry' } },
    },
    saved: { type: 'final' },
    failed: { type: 'final' },
  },
});
