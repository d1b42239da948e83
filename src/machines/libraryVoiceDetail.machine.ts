import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  failureMessage, LIBRARY_MESSAGES, LIBRARY_UI_MESSAGES, libraryDisplayName, type LibraryVoice,
  SIMILAR_VOICES_OFFERED,
} from '../domain';
import type { SimilarSource } from './voiceLibrary.machine';

export interface AddVoiceRequest {
  publicOwnerId: string;
  voiceId: string;
  name: string;
}

export interface LibraryVoiceDetailInput {
  voiceId: string;
  /** The voice as the list showed it; null when only the address names it. */
  voice: LibraryVoice | null;
}

export type LibraryVoiceDetailEvent =
  | { type: 'add.open' }
  | { type: 'add.name'; name: string }
  | { type: 'add.submit' }
  | { type: 'add.close' };

export interface LibraryVoiceDetailContext {
  voiceId: string;
  voice: LibraryVoice | null;
  error: string | null;
  /** Library voices like this one, at most SIMILAR_VOICES_OFFERED (voice-creation §9). */
  similar: LibraryVoice[];
  /** The Add to My Voices sheet's name field and its failure (server message), while the sheet is open. */
  name: string;
  addError: string | null;
  /** The id of the copy in My Voices, once added. */
  addedVoiceId: string | null;
}


/**
 * One library voice's detail panel (voice-creation §4, §8, §9; workspace-shell §2.12, §4.16, §5.5): the voice
 * (from the list, or looked up when only the address names it), up to four similar library voices, and the Add to
 * My Voices side sheet: the name prefilled and editable, the button busy while adding, then added, or the failure
 * with the server's reason (the free-user rule, slots).
 */
export const libraryVoiceDetailMachine = setup({
  types: {
    input: {} as LibraryVoiceDetailInput,
    context: {} as LibraryVoiceDetailContext,
    events: {} as LibraryVoiceDetailEvent,
  },
  actors: {
    loadVoice: fromPromise<LibraryVoice, { voiceId: string }>(async () => {
      throw new Error('loadVoice not provided');
    }),
    findSimilar: fromPromise<LibraryVoice[], SimilarSource>(async () => {
      throw new Error('findSimilar not provided');
    }),
    /** Resolves with the id of the new voice in My Voices. */
    addVoice: fromPromise<string, AddVoiceRequest>(async () => {
      throw new Error('addVoice not provided');
    }),
  },
  actions: {
    // Tells the page (supplied with .provide()), so its list shows the voice as added.
    voiceAdded: (_, _params: { voiceId: string }) => {},
    takeVoice: assign((_, voice: LibraryVoice) => ({ voice })),
    rememberMissing: assign((_, params: { error: unknown }) => ({
      error: failureMessage(params.error, LIBRARY_UI_MESSAGES.voiceNotFound),
    })),
    takeSimilar: assign(({ context }, voices: LibraryVoice[]) => ({
      similar: voices.filter((voice) => voice.voice_id !== context.voiceId).slice(0, SIMILAR_VOICES_OFFERED),
    })),
    prefillName: assign(({ context }) => ({ name: libraryDisplayName(context.voice!.name), addError: null })),
    takeName: assign(({ event }) => {
      assertEvent(event, 'add.name');
      return { name: event.name, addError: null };
    }),
    rememberAddFailure: assign((_, params: { error: unknown }) => ({
      addError: failureMessage(params.error, LIBRARY_MESSAGES.addFailed),
    })),
    forgetAddFailure: assign({ addError: null }),
    markAdded: assign(({ context }, voiceId: string) => ({
      addedVoiceId: voiceId, voice: { ...context.voice!, is_added_by_user: true },
    })),
  },
  guards: {
    voiceKnown: ({ context }) => context.voice !== null,
    nameGiven: ({ context }) => context.name.trim() !== '',
    alreadyAdded: ({ context }) => context.voice?.is_added_by_user === true,
  },
}).createMachine({
  id: 'libraryVoiceDetail',
  context: ({ input }) => ({
    voiceId: input.voiceId, voice: input.voice, error: null, similar: [], name: '', addError: null, addedVoiceId: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'voiceKnown', target: 'open' }, { target: 'loading' }],
    },
    loading: {
      invoke: {
        src: 'loadVoice',
        input: ({ context }) => ({ voiceId: context.voiceId }),
        onDone: { target: 'open', actions: { type: 'takeVoice', params: ({ event }) => event.output } },
        onError: { target: 'missing', actions: { type: 'rememberMissing', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    missing: {},
    open: {
      type: 'parallel',
      states: {
        similar: {
          initial: 'finding',
          states: {
            finding: {
              invoke: {
                src: 'findSimilar',
                input: ({ context }) => ({
                  kind: 'voice' as const, voiceId: context.voiceId, publicOwnerId: context.voice!.public_owner_id,
                  name: context.voice!.name,
                }),
                onDone: { target: 'shown', actions: { type: 'takeSimilar', params: ({ event }) => event.output } },
                onError: 'failed',
              },
            },
            shown: {},
            // The panel still shows the voice; only the similar list is missing.
            failed: {},
          },
        },
        sheet: {
          initial: 'closed',
          states: {
            closed: {
              on: { 'add.open': [{ guard: 'alreadyAdded', target: 'added' }, { target: 'editing', actions: 'prefillName' }] },
            },
            editing: {
              on: {
                'add.name': { actions: 'takeName' },
                'add.submit': { guard: 'nameGiven', target: 'adding' },
                'add.close': 'closed',
              },
            },
            adding: {
              entry: 'forgetAddFailure',
              invoke: {
                src: 'addVoice',
                input: ({ context }) => ({
                  publicOwnerId: context.voice!.public_owner_id, voiceId: context.voiceId, name: context.name.trim(),
                }),
                onDone: {
                  target: 'added',
                  actions: [
                    { type: 'markAdded', params: ({ event }) => event.output },
                    { type: 'voiceAdded', params: ({ context }) => ({ voiceId: context.voiceId }) },
                  ],
                },
                onError: { target: 'editing', actions: { type: 'rememberAddFailure', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            added: {
              on: { 'add.close': 'closed' },
            },
          },
        },
      },
    },
  },
});
