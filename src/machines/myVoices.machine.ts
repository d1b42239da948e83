import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { failureMessage, MY_VOICES_MESSAGES, SEARCH_DEBOUNCE_MS } from '../domain';
import type { MyVoice, MyVoicesFilter, MyVoicesPage, MyVoicesQuery, MyVoicesSort } from '../services/voices';

export type MyVoicesEvent =
  | { type: 'search.change'; search: string }
  | { type: 'sort.change'; sort: MyVoicesSort }
  | { type: 'filter.change'; filter: MyVoicesFilter }
  | { type: 'list.more' }
  | { type: 'list.retry' }
  /** Lists again from the first page, as it is now (a voice was added elsewhere, such as the add-voice dialog). */
  | { type: 'list.refresh' }
  /** The detail panel saved a voice's name, description and labels. */
  | { type: 'voice.updated'; voice: MyVoice }
  /** The detail panel deleted a voice. */
  | { type: 'voice.removed'; voiceId: string };

export interface MyVoicesContext {
  search: string;
  /** The search the listed voices answer (the typed one may be newer while debouncing). */
  listedSearch: string;
  sort: MyVoicesSort;
  filter: MyVoicesFilter;
  voices: MyVoice[];
  nextPageToken: string | null;
  listError: string | null;
}


/**
 * The My Voices list (workspace-shell §2.1, §3.1; voice-creation §7, §9): the workspace's own voices, a full page
 * (100) at a time by next_page_token, searched 300 ms after the last keystroke, sorted and filtered. Previews play through the
 * page's voicePreview flow. The detail panel (voiceDetail.machine.ts) reports edits and deletions so the list follows.
 */
export const myVoicesMachine = setup({
  types: {
    context: {} as MyVoicesContext,
    events: {} as MyVoicesEvent,
  },
  actors: {
    listVoices: fromPromise<MyVoicesPage, MyVoicesQuery>(async () => {
      throw new Error('listVoices not provided');
    }),
  },
  actions: {
    takeSearch: assign(({ event }) => {
      assertEvent(event, 'search.change');
      return { search: event.search };
    }),
    takeSort: assign(({ event }) => {
      assertEvent(event, 'sort.change');
      return { sort: event.sort };
    }),
    takeFilter: assign(({ event }) => {
      assertEvent(event, 'filter.change');
      return { filter: event.filter };
    }),
    takeFirstPage: assign(({ context }, page: MyVoicesPage) => ({
      voices: page.voices, nextPageToken: page.nextPageToken,
      listedSearch: context.search, listError: null,
    })),
    takeNextPage: assign(({ context }, page: MyVoicesPage) => ({
      voices: [...context.voices, ...page.voices.filter((voice) => !context.voices.some((v) => v.voiceId === voice.voiceId))],
      nextPageToken: page.nextPageToken,
      listError: null,
    })),
    listFailed: assign((_, { error }: { error: unknown }) => ({ listError: failureMessage(error, MY_VOICES_MESSAGES.listFailed) })),
    replaceVoice: assign(({ context, event }) => {
      assertEvent(event, 'voice.updated');
      return { voices: context.voices.map((voice) => (voice.voiceId === event.voice.voiceId ? event.voice : voice)) };
    }),
    removeVoice: assign(({ context, event }) => {
      assertEvent(event, 'voice.removed');
      return { voices: context.voices.filter((voice) => voice.voiceId !== event.voiceId) };
    }),
  },
  guards: {
    hasMore: ({ context }) => context.nextPageToken !== null,
  },
  delays: {
    searchDebounce: SEARCH_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'myVoices',
  context: {
    search: '', listedSearch: '', sort: 'newest', filter: 'all', voices: [], nextPageToken: null,
    listError: null,
  },
  initial: 'loading',
  on: {
    'voice.updated': { actions: 'replaceVoice' },
    'voice.removed': { actions: 'removeVoice' },
    'search.change': { target: '.debouncing', actions: 'takeSearch' },
    'sort.change': { target: '.loading', actions: 'takeSort' },
    'filter.change': { target: '.loading', actions: 'takeFilter' },
    'list.refresh': '.loading',
  },
  states: {
    debouncing: {
      after: { searchDebounce: 'loading' },
    },
    loading: {
      invoke: {
        src: 'listVoices',
        input: ({ context }) => ({ search: context.search, sort: context.sort, filter: context.filter, pageToken: null }),
        onDone: { target: 'ready', actions: { type: 'takeFirstPage', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'listFailed', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    ready: {
      on: { 'list.more': { guard: 'hasMore', target: 'loadingMore' } },
    },
    loadingMore: {
      invoke: {
        src: 'listVoices',
        input: ({ context }) => ({
          search: context.listedSearch, sort: context.sort, filter: context.filter, pageToken: context.nextPageToken,
        }),
        onDone: { target: 'ready', actions: { type: 'takeNextPage', params: ({ event }) => event.output } },
        onError: { target: 'ready', actions: { type: 'listFailed', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { 'list.retry': 'loading' },
    },
  },
});
