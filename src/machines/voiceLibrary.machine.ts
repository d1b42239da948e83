import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  EMPTY_LIBRARY_FILTERS, failureMessage, LIBRARY_MESSAGES, LIBRARY_UI_MESSAGES, type LibraryFilters,
  type LibraryVoice, normalizeLibraryFilters, sameLibraryFilters, SEARCH_DEBOUNCE_MS,
} from '../domain';

/** Where a similar-voice search starts from: a library voice, or an audio sample the services keep by id. */
export type SimilarSource =
  | { kind: 'voice'; voiceId: string; publicOwnerId: string; name: string }
  | { kind: 'sample'; sampleId: string; fileName: string };

export interface LibraryPage {
  voices: LibraryVoice[];
  /** The page these are (0-based). */
  page: number;
  hasMore: boolean;
}

export interface LibrarySearch {
  filters: LibraryFilters;
  /** 0-based. */
  page: number;
}

export interface VoiceLibraryInput {
  filters: LibraryFilters;
}

export type VoiceLibraryEvent =
  /** A filter control changed (not the search text). */
  | { type: 'filters.change'; filters: LibraryFilters }
  | { type: 'filters.clear' }
  | { type: 'search.change'; search: string }
  /** The address changed under the page (back, forward, a link): the filters follow it. */
  | { type: 'url.change'; filters: LibraryFilters }
  | { type: 'list.more' }
  | { type: 'list.retry' }
  | { type: 'similar.find'; source: SimilarSource }
  | { type: 'similar.clear' }
  | { type: 'warning.dismiss' }
  /** The detail panel's flow added this library voice to My Voices. */
  | { type: 'voice.added'; voiceId: string };

export interface VoiceLibraryContext {
  filters: LibraryFilters;
  voices: LibraryVoice[];
  /** The last page loaded (0-based). */
  page: number;
  hasMore: boolean;
  error: string | null;
  /** The similar-voice search the list shows instead of the filtered library, if any. */
  similar: SimilarSource | null;
  /** Shown after filters reset a similar-voice search (voice-creation §5 'Library filters'). */
  warning: string | null;
  /** Library voice ids added to My Voices while on this page. */
  added: string[];
}


/** Writes the address from the context as the transition left it. */
const writeUrl = (replace: boolean) => ({
  type: 'writeUrl' as const,
  params: ({ context }: { context: VoiceLibraryContext }) => ({ filters: context.filters, replace }),
});

const markAdded = (voices: LibraryVoice[], added: string[]) =>
  voices.map((voice) => (added.includes(voice.voice_id) ? { ...voice, is_added_by_user: true } : voice));

/**
 * The Voice Library page's list (voice-creation §3, §5; workspace-shell §9): shared voices filtered, searched
 * (300 ms after the last keystroke) and sorted, paged as the user scrolls; or, instead, the voices similar to a
 * library voice or to an uploaded sample. Changing a filter during a similar-voice search ends it and says so.
 * The page's other flows: the preview player (voicePreview) and the open voice's panel (libraryVoiceDetail), which
 * the voice_id query mounts; its "added" news comes back here as voice.added.
 */
export const voiceLibraryMachine = setup({
  types: {
    input: {} as VoiceLibraryInput,
    context: {} as VoiceLibraryContext,
    events: {} as VoiceLibraryEvent,
  },
  actors: {
    searchVoices: fromPromise<LibraryPage, LibrarySearch>(async () => {
      throw new Error('searchVoices not provided');
    }),
    findSimilar: fromPromise<LibraryVoice[], SimilarSource>(async () => {
      throw new Error('findSimilar not provided');
    }),
  },
  actions: {
    // The app keeps the address in step (supplied with .provide()); typing replaces the entry, the rest adds one.
    writeUrl: (_, _params: { filters: LibraryFilters; replace: boolean }) => {},
    takeFilters: assign(({ event }) => {
      assertEvent(event, ['filters.change', 'url.change']);
      return { filters: normalizeLibraryFilters(event.filters) };
    }),
    takeSearch: assign(({ context, event }) => {
      assertEvent(event, 'search.change');
      return { filters: { ...context.filters, search: event.search } };
    }),
    clearFilters: assign({ filters: EMPTY_LIBRARY_FILTERS }),
    endSimilar: assign(({ context }) => ({
      similar: null,
      // The warning stays only for the change that ended the search.
      warning: context.similar ? LIBRARY_MESSAGES.similarSearchReset : null,
    })),
    takeSimilarSource: assign(({ event }) => {
      assertEvent(event, 'similar.find');
      return { similar: event.source, warning: null };
    }),
    dropSimilar: assign({ similar: null }),
    dismissWarning: assign({ warning: null }),
    takeFirstPage: assign(({ context }, page: LibraryPage) => ({
      voices: markAdded(page.voices, context.added), page: page.page, hasMore: page.hasMore, error: null,
    })),
    takeNextPage: assign(({ context }, page: LibraryPage) => ({
      voices: [...context.voices, ...markAdded(page.voices, context.added)
        .filter((voice) => !context.voices.some((listed) => listed.voice_id === voice.voice_id))],
      page: page.page,
      hasMore: page.hasMore,
      error: null,
    })),
    takeSimilarVoices: assign(({ context }, voices: LibraryVoice[]) => ({
      voices: markAdded(voices, context.added), page: 0, hasMore: false, error: null,
    })),
    rememberFailure: assign((_, params: { error: unknown; fallback: string }) => ({
      error: failureMessage(params.error, params.fallback),
    })),
    markVoiceAdded: assign(({ context, event }) => {
      assertEvent(event, 'voice.added');
      const added = context.added.includes(event.voiceId) ? context.added : [...context.added, event.voiceId];
      return { added, voices: markAdded(context.voices, added) };
    }),
  },
  guards: {
    hasMore: ({ context }) => context.hasMore,
    filtersMoved: ({ context, event }) => {
      assertEvent(event, 'url.change');
      return !sameLibraryFilters(context.filters, normalizeLibraryFilters(event.filters));
    },
  },
  delays: {
    searchDebounce: SEARCH_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'voiceLibrary',
  context: ({ input }) => ({
    filters: normalizeLibraryFilters(input.filters), voices: [], page: 0, hasMore: false, error: null, similar: null,
    warning: null, added: [],
  }),
  initial: 'loading',
  on: {
    'voice.added': { actions: 'markVoiceAdded' },
    'filters.change': {
      target: '.loading',
      actions: ['takeFilters', 'endSimilar', writeUrl(false)],
    },
    'filters.clear': {
      target: '.loading',
      actions: ['clearFilters', 'endSimilar', writeUrl(false)],
    },
    'search.change': {
      target: '.debouncing',
      actions: ['takeSearch', 'endSimilar', writeUrl(true)],
    },
    'url.change': { guard: 'filtersMoved', target: '.loading', actions: ['takeFilters', 'endSimilar'] },
    'similar.find': { target: '.similarLoading', actions: 'takeSimilarSource' },
    'warning.dismiss': { actions: 'dismissWarning' },
  },
  states: {
    debouncing: {
      after: { searchDebounce: 'loading' },
    },
    loading: {
      invoke: {
        src: 'searchVoices',
        input: ({ context }) => ({ filters: context.filters, page: 0 }),
        onDone: { target: 'ready', actions: { type: 'takeFirstPage', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error, fallback: LIBRARY_UI_MESSAGES.loadFailed }) },
        },
      },
    },
    ready: {
      on: { 'list.more': { guard: 'hasMore', target: 'loadingMore' } },
    },
    loadingMore: {
      invoke: {
        src: 'searchVoices',
        input: ({ context }) => ({ filters: context.filters, page: context.page + 1 }),
        onDone: { target: 'ready', actions: { type: 'takeNextPage', params: ({ event }) => event.output } },
        onError: {
          target: 'ready',
          actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error, fallback: LIBRARY_UI_MESSAGES.loadFailed }) },
        },
      },
    },
    failed: {
      on: { 'list.retry': 'loading' },
    },
    similarLoading: {
      invoke: {
        src: 'findSimilar',
        input: ({ context }) => context.similar!,
        onDone: { target: 'similarReady', actions: { type: 'takeSimilarVoices', params: ({ event }) => event.output } },
        onError: {
          target: 'similarFailed',
          actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error, fallback: LIBRARY_UI_MESSAGES.similarFailed }) },
        },
      },
    },
    similarReady: {
      on: { 'similar.clear': { target: 'loading', actions: 'dropSimilar' } },
    },
    similarFailed: {
      on: {
        'list.retry': 'similarLoading',
        'similar.clear': { target: 'loading', actions: 'dropSimilar' },
      },
    },
  },
});
