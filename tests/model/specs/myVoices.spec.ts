import fc from 'fast-check';
import { expect } from 'vitest';
import { myVoicesMachine } from '../../../src/machines/myVoices.machine';
import { FAILURES } from '../arbitraries';
import { defineSpec, noPayload, variants } from '../harness';
import { ADA, ADA_EDITED, FIRST_PAGE, LAST_PAGE } from '../myVoicesFixtures';

export const myVoicesSpec = defineSpec({
  machine: myVoicesMachine,
  events: {
    'search.change': variants(fc.constant({ search: 'ada' })),
    'sort.change': variants(fc.constant({ sort: 'name_asc' as const })),
    'filter.change': variants(fc.constant({ filter: 'cloned' as const })),
    'list.more': noPayload,
    'list.retry': noPayload,
    'list.refresh': noPayload,
    'voice.updated': variants(fc.constant({ voice: ADA_EDITED })),
    'voice.removed': variants(fc.constant({ voiceId: ADA.voiceId })),
  },
  actors: {
    listVoices: {
      done: variants(fc.constantFrom(FIRST_PAGE, LAST_PAGE), 2, (page) => (page.nextPageToken ? 'more' : 'last')),
      error: variants(fc.constant(FAILURES.unavailable)),
    },
  },
  invariant: ({ context }) => {
    const ids = context.voices.map((voice) => voice.voiceId);
    expect(new Set(ids).size).toBe(ids.length);
  },
  invariants: {
    debouncing: ({ context }) => expect(context.search).toBe('ada'),
    // Every first page is asked for with the current search, sort and filter.
    loading: ({ context }, { invoked }) => expect(invoked('listVoices')?.input).toEqual({
      search: context.search, sort: context.sort, filter: context.filter, pageToken: null,
    }),
    ready: ({ context }) => expect(context.listedSearch).toBe(context.search),
    // The next page is asked for with the last page's token, for the search the list shows.
    loadingMore: ({ context }, { invoked }) => {
      expect(context.nextPageToken).not.toBeNull();
      expect(invoked('listVoices')?.input).toEqual({
        search: context.listedSearch, sort: context.sort, filter: context.filter, pageToken: context.nextPageToken,
      });
    },
    failed: ({ context }) => expect(context.listError).toEqual(expect.any(String)),
  },
  traversal: { limit: 20_000 },
});
