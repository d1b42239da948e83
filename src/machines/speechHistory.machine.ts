import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { failureMessage, SPEECH_UI_MESSAGES } from '../domain';
import type { HistoryEntry, HistoryPage } from '../services/speech';

export type SpeechHistoryEvent =
  /** A generation finished (and 3 s later): the list reloads from the newest item (§4.5). */
  | { type: 'history.refresh' }
  | { type: 'history.retry' }
  | { type: 'history.more' }
  | { type: 'item.play'; historyItemId: string }
  | { type: 'item.download'; historyItemId: string }
  | { type: 'item.delete'; historyItemId: string };

export interface SpeechHistoryContext {
  items: HistoryEntry[];
  lastId: string | null;
  hasMore: boolean;
  /** The item whose audio is being fetched, and what for. */
  pending: { historyItemId: string; purpose: 'play' | 'download' } | null;
  error: string | null;
}


/**
 * The history side panel (workspace-shell §2.2 tab=history, §4.5): the newest text-to-speech items first, more on
 * request; an item's audio is fetched once (services/audio.ts keeps it) to play or download; items can be deleted.
 */
export const speechHistoryMachine = setup({
  types: { context: {} as SpeechHistoryContext, events: {} as SpeechHistoryEvent },
  actors: {
    listHistory: fromPromise<HistoryPage, { after: string | null }>(async () => {
      throw new Error('listHistory not provided');
    }),
    /** Resolves with the audio id the item's audio is kept under (services/audio.ts). */
    loadAudio: fromPromise<string, { historyItemId: string }>(async () => {
      throw new Error('loadAudio not provided');
    }),
    /** Resolves with the id it deleted. */
    deleteItem: fromPromise<string, { historyItemId: string }>(async () => {
      throw new Error('deleteItem not provided');
    }),
  },
  actions: {
    // Playback and files are the app's, supplied with .provide().
    togglePlayback: (_, _params: { audioId: string }) => {},
    downloadAudio: (_, _params: { audioId: string; fileName: string }) => {},
    takeFirstPage: assign((_, page: HistoryPage) => ({
      items: page.items, lastId: page.lastId, hasMore: page.hasMore, error: null,
    })),
    // An item can reach two pages when newer ones arrive in between; it is listed once.
    takeNextPage: assign(({ context }, page: HistoryPage) => ({
      items: [...context.items, ...page.items.filter((item) =>
        !context.items.some((listed) => listed.historyItemId === item.historyItemId))],
      lastId: page.lastId,
      hasMore: page.hasMore,
    })),
    requestAudio: assign(({ event }) => {
      assertEvent(event, ['item.play', 'item.download']);
      return { pending: { historyItemId: event.historyItemId, purpose: event.type === 'item.play' ? 'play' : 'download' } as const };
    }),
    clearPending: assign({ pending: null }),
    removeItem: assign(({ context }, params: { historyItemId: string }) => ({
      items: context.items.filter((item) => item.historyItemId !== params.historyItemId),
    })),
    rememberFailure: assign((_, params: { error: unknown }) => ({
      error: failureMessage(params.error, SPEECH_UI_MESSAGES.historyFailed),
    })),
    clearError: assign({ error: null }),
  },
  guards: {
    hasMore: ({ context }) => context.hasMore && context.lastId !== null,
    forPlaying: ({ context }) => context.pending?.purpose === 'play',
  },
}).createMachine({
  id: 'speechHistory',
  context: { items: [], lastId: null, hasMore: false, pending: null, error: null },
  initial: 'loading',
  on: { 'history.refresh': '.loading' },
  states: {
    loading: {
      // A refresh may cut short an audio fetch: its purpose goes with it.
      entry: 'clearPending',
      invoke: {
        src: 'listHistory',
        input: { after: null },
        onDone: { target: 'ready', actions: { type: 'takeFirstPage', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { 'history.retry': 'loading' },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'history.more': { guard: 'hasMore', target: 'loadingMore', actions: 'clearError' },
            'item.play': { target: 'fetchingAudio', actions: ['clearError', 'requestAudio'] },
            'item.download': { target: 'fetchingAudio', actions: ['clearError', 'requestAudio'] },
            'item.delete': { target: 'deleting', actions: 'clearError' },
          },
        },
        loadingMore: {
          invoke: {
            src: 'listHistory',
            input: ({ context }) => ({ after: context.lastId }),
            onDone: { target: 'idle', actions: { type: 'takeNextPage', params: ({ event }) => event.output } },
            onError: { target: 'idle', actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        fetchingAudio: {
          invoke: {
            src: 'loadAudio',
            input: ({ context }) => ({ historyItemId: context.pending!.historyItemId }),
            onDone: [
              {
                guard: 'forPlaying',
                target: 'idle',
                actions: [{ type: 'togglePlayback', params: ({ event }) => ({ audioId: event.output }) }, 'clearPending'],
              },
              {
                target: 'idle',
                actions: [
                  {
                    type: 'downloadAudio',
                    params: ({ context, event }) => ({ audioId: event.output, fileName: `${context.pending!.historyItemId}.mp3` }),
                  },
                  'clearPending',
                ],
              },
            ],
            onError: {
              target: 'idle',
              actions: ['clearPending', { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) }],
            },
          },
        },
        deleting: {
          invoke: {
            src: 'deleteItem',
            input: ({ event }) => {
              assertEvent(event, 'item.delete');
              return { historyItemId: event.historyItemId };
            },
            onDone: {
              target: 'idle',
              actions: { type: 'removeItem', params: ({ event }) => ({ historyItemId: event.output }) },
            },
            onError: { target: 'idle', actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
  },
});
