import fc from 'fast-check';
import { expect } from 'vitest';
import {
  EMPTY_LIBRARY_FILTERS, LIBRARY_MESSAGES, type LibraryFilters, type LibraryVoice,
} from '../../../src/domain';
import { voiceLibraryMachine, type LibraryPage } from '../../../src/machines/voiceLibrary.machine';
import { FAILURES } from '../arbitraries';
import { defineSpec, noPayload, variants } from '../harness';

/** Library voices as GET /v1/shared-voices lists them; few, so the state graph stays small. */
export const libraryVoice = (voiceId: string, name: string, overrides: Partial<LibraryVoice> = {}): LibraryVoice => ({
  public_owner_id: 'owner_1', voice_id: voiceId, date_unix: 1_700_000_000, name, accent: 'american', gender: 'female',
  age: 'young', descriptive: 'calm', use_case: 'narrative_story', category: 'professional', language: 'en',
  locale: 'en-US', description: `${name} reads calmly.`, preview_url: `/v1/shared-voices/owner_1/${voiceId}/preview`,
  usage_character_count_1y: 1_000, usage_character_count_7d: 100, play_api_usage_character_count_1y: 10,
  cloned_by_count: 5, rate: null, fiat_rate: null, free_users_allowed: true, live_moderation_enabled: false,
  featured: false, verified_languages: [], notice_period: null, instagram_username: null, twitter_username: null,
  youtube_username: null, tiktok_username: null, image_url: null, is_added_by_user: false, is_bookmarked: false,
  ...overrides,
});

const VOICES = {
  ada: libraryVoice('lib_ada', 'Ada'),
  bo: libraryVoice('lib_bo', 'Studio/Bo', { gender: 'male', notice_period: 365, rate: 2 }),
  cy: libraryVoice('lib_cy', 'Cy'),
} as const;

const FIRST_PAGE: LibraryPage = { voices: [VOICES.ada, VOICES.bo], page: 0, hasMore: true };
const NEXT_PAGE: LibraryPage = { voices: [VOICES.cy], page: 1, hasMore: false };
const FEMALE_ENGLISH: LibraryFilters = { ...EMPTY_LIBRARY_FILTERS, gender: 'female', language: 'en', accent: 'american' };

export const voiceLibrarySpec = defineSpec({
  machine: voiceLibraryMachine,
  input: variants(fc.constant({ filters: EMPTY_LIBRARY_FILTERS })),
  events: {
    // An accent of another language is dropped as the filters are taken.
    'filters.change': variants(fc.constant({ filters: { ...FEMALE_ENGLISH, language: 'de' } })),
    'filters.clear': noPayload,
    'search.change': variants(fc.constant({ search: 'calm' })),
    // Back to filters set earlier.
    'url.change': variants(fc.constant({ filters: FEMALE_ENGLISH })),
    'list.more': noPayload,
    'list.retry': noPayload,
    'similar.find': variants(fc.constant({ source: { kind: 'sample' as const, sampleId: 'sample-1', fileName: 'me.wav' } })),
    'similar.clear': noPayload,
    'warning.dismiss': noPayload,
    'voice.added': variants(fc.constant({ voiceId: VOICES.ada.voice_id })),
  },
  actors: {
    searchVoices: {
      done: variants(fc.constantFrom(FIRST_PAGE, NEXT_PAGE), 2, (page) => `page ${page.page}`),
      error: variants(fc.constant(FAILURES.unavailable)),
    },
    findSimilar: {
      done: variants(fc.constant<LibraryVoice[]>([VOICES.cy, VOICES.bo])),
      error: variants(fc.constant(FAILURES.offline)),
    },
  },
  invariant: ({ context }) => {
    const ids = context.voices.map((voice) => voice.voice_id);
    expect(new Set(ids).size).toBe(ids.length);
    // An accent never stays under a language it does not belong to.
    if (context.filters.accent) expect(context.filters.language ?? 'en').toBe('en');
    for (const voice of context.voices) {
      if (context.added.includes(voice.voice_id)) expect(voice.is_added_by_user).toBe(true);
    }
    if (context.warning !== null) expect(context.warning).toBe(LIBRARY_MESSAGES.similarSearchReset);
  },
  invariants: {
    debouncing: ({ context }) => expect(context.similar).toBeNull(),
    // The filtered library is asked for from its first page, with the filters as they are now.
    loading: ({ context }, { invoked }) => {
      expect(context.similar).toBeNull();
      expect(invoked('searchVoices')?.input).toEqual({ filters: context.filters, page: 0 });
    },
    ready: ({ context }) => expect(context.similar).toBeNull(),
    loadingMore: ({ context }, { invoked }) => {
      expect(context.hasMore).toBe(true);
      expect(invoked('searchVoices')?.input).toEqual({ filters: context.filters, page: context.page + 1 });
    },
    failed: ({ context }) => expect(context.error).toEqual(expect.any(String)),
    similarLoading: ({ context }, { invoked }) => {
      expect(context.warning).toBeNull();
      expect(invoked('findSimilar')?.input).toEqual(context.similar);
    },
    similarReady: ({ context }) => {
      expect(context.similar).not.toBeNull();
      expect(context.hasMore).toBe(false);
    },
    similarFailed: ({ context }) => expect(context.error).toEqual(expect.any(String)),
  },
  traversal: { limit: 20_000 },
});
