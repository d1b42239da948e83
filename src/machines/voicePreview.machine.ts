import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { MY_VOICES_MESSAGES } from '../domain';

export interface PreviewTarget {
  voiceId: string;
  previewUrl: string | null;
}

export type VoicePreviewEvent =
  /** Plays the voice's preview, or stops it when it is the one playing. */
  | { type: 'preview.toggle'; voice: PreviewTarget }
  | { type: 'preview.stop' };

export interface VoicePreviewContext {
  previewing: PreviewTarget | null;
  error: string | null;
}

/**
 * A page's one preview player (voice-creation §4 'Audio previews', workspace-shell §2.12): a preview toggles
 * between play and stop and ends by itself; starting another one stops the first, so only one plays.
 */
export const voicePreviewMachine = setup({
  types: { context: {} as VoicePreviewContext, events: {} as VoicePreviewEvent },
  actors: {
    playPreview: fromPromise<void, PreviewTarget>(async () => {
      throw new Error('playPreview not provided');
    }),
  },
  actions: {
    startPreview: assign(({ event }) => {
      assertEvent(event, 'preview.toggle');
      return { previewing: event.voice, error: null };
    }),
    endPreview: assign({ previewing: null }),
    rememberFailure: assign((_, params: { error: unknown }) => ({
      error: params.error instanceof Error ? params.error.message : MY_VOICES_MESSAGES.previewFailed,
    })),
  },
  guards: {
    previewingThis: ({ context, event }) => {
      assertEvent(event, 'preview.toggle');
      return context.previewing?.voiceId === event.voice.voiceId;
    },
  },
}).createMachine({
  id: 'voicePreview',
  context: { previewing: null, error: null },
  initial: 'stopped',
  states: {
    stopped: {
      on: { 'preview.toggle': { target: 'playing', actions: 'startPreview' } },
    },
    playing: {
      invoke: {
        src: 'playPreview',
        input: ({ context }) => context.previewing!,
        onDone: 'stopped',
        onError: { target: 'stopped', actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) } },
      },
      exit: 'endPreview',
      on: {
        'preview.toggle': [
          { guard: 'previewingThis', target: 'stopped' },
          { target: 'playing', reenter: true, actions: 'startPreview' },
        ],
        'preview.stop': 'stopped',
      },
    },
  },
});
