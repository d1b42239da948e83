import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { failureMessage, RECENT_VOICES_MAX, SEARCH_DEBOUNCE_MS, type VoiceSummary } from '../domain';
import type { VoiceListQuery, VoicesPage } from '../services/speech';

export interface VoicePickerInput {
  /** Local memory (§3.11): voice id → last chosen (ms). */
  recent: Record<string, number>;
}

export type VoicePickerEvent =
  | { type: 'picker.open' }
  | { type: 'picker.close' }
  | { type: 'search.change'; search: string }
  | { type: 'list.more' }
  | { type: 'list.retry' }
  | { type: 'voice.choose'; voice: VoiceSummary; at: number };

export interface VoicePickerContext extends VoicePickerInput {
  search: string;
  /** The search the listed voices answer (the typed one may be newer while debouncing). */
  listedSearch: string;
  voices: VoiceSummary[];
  nextPageToken: string | null;
  error: string | null;
  /** The voice being chosen while its settings load. */
  choice: VoiceSummary | null;
}

const messageOf = (error: unknown) => failureMessage(error, 'The voices could not be loaded.');

/**
 * The shared voice picker popover (workspace-shell §2.12, §3.11, §7.4, §9): a list of voices, newest first, paged
 * by next_page_token as the user scrolls; search waits 300 ms after the last keystroke; previews play through
 * the page's voicePreview flow, which the route stops whenever the popover is not open. Choosing a voice remembers it among the recent ones
 * and loads the settings this workspace uses for it before handing it to the workspace.
 */
export const voicePickerMachine = setup({
  types: {
    input: {} as VoicePickerInput,
    context: {} as VoicePickerContext,
    events: {} as VoicePickerEvent,
  },
  actors: {
    listVoices: fromPromise<VoicesPage, VoiceListQuery>(async () => {
      throw new Error('listVoices not provided');
    }),
    /** The chosen voice with the settings this workspace uses for it. */
    loadVoice: fromPromise<VoiceSummary, { voiceId: string }>(async () => {
      throw new Error('loadVoice not provided');
    }),
  },
  actions: {
    // Side effects the app supplies with .provide(): hand the voice to the workspace, write local memory.
    voiceChosen: (_, _params: { voice: VoiceSummary }) => {},
    storeRecent: (_, _params: { recent: Record<string, number> }) => {},
    takeSearch: assign(({ event }) => {
      assertEvent(event, 'search.change');
      return { search: event.search };
    }),
    takeFirstPage: assign(({ context }, page: VoicesPage) => ({
      voices: page.voices, nextPageToken: page.nextPageToken, listedSearch: context.search, error: null,
    })),
    takeNextPage: assign(({ context }, page: VoicesPage) => ({
      voices: [...context.voices, ...page.voices.filter((voice) => !context.voices.some((v) => v.voiceId === voice.voiceId))],
      nextPageToken: page.nextPageToken,
    })),
    rememberFailure: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
    rememberChoice: assign(({ context, event }) => {
      assertEvent(event, 'voice.choose');
      const newest = Object.entries({ ...context.recent, [event.voice.voiceId]: event.at })
        .sort(([, a], [, b]) => b - a).slice(0, RECENT_VOICES_MAX);
      return { recent: Object.fromEntries(newest), choice: event.voice };
    }),
    reset: assign({
      search: '', listedSearch: '', voices: [], nextPageToken: null, error: null, choice: null,
    }),
  },
  guards: {
    hasMore: ({ context }) => context.nextPageToken !== null,
  },
  delays: {
    searchDebounce: SEARCH_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'voicePicker',
  context: ({ input }) => ({
    recent: input.recent, search: '', listedSearch: '', voices: [], nextPageToken: null, error: null, choice: null,
  }),
  initial: 'closed',
  states: {
    closed: {
      entry: 'reset',
      on: { 'picker.open': 'open' },
    },
    open: {
      initial: 'loading',
      on: {
        'picker.close': 'closed',
        'voice.choose': {
          target: 'choosing',
          actions: ['rememberChoice', { type: 'storeRecent', params: ({ context }) => ({ recent: context.recent }) }],
        },
        'search.change': { target: '.debouncing', actions: 'takeSearch' },
      },
      states: {
        debouncing: {
          after: { searchDebounce: 'loading' },
        },
        loading: {
          invoke: {
            src: 'listVoices',
            input: ({ context }) => ({ search: context.search, pageToken: null }),
            onDone: { target: 'ready', actions: { type: 'takeFirstPage', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        ready: {
          on: { 'list.more': { guard: 'hasMore', target: 'loadingMore' } },
        },
        loadingMore: {
          invoke: {
            src: 'listVoices',
            input: ({ context }) => ({ search: context.listedSearch, pageToken: context.nextPageToken }),
            onDone: { target: 'ready', actions: { type: 'takeNextPage', params: ({ event }) => event.output } },
            onError: { target: 'ready', actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        failed: {
          on: { 'list.retry': 'loading' },
        },
      },
    },
    choosing: {
      invoke: {
        src: 'loadVoice',
        input: ({ context }) => ({ voiceId: context.choice!.voiceId }),
        onDone: { target: 'closed', actions: { type: 'voiceChosen', params: ({ event }) => ({ voice: event.output }) } },
        // The voice is still the user's choice; the workspace then starts it on the default settings.
        onError: { target: 'closed', actions: { type: 'voiceChosen', params: ({ context }) => ({ voice: context.choice! }) } },
      },
    },
  },
});
