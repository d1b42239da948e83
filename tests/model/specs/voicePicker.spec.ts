import fc from 'fast-check';
import type { SnapshotFrom } from 'xstate';
import { expect } from 'vitest';
import { RECENT_VOICES_MAX } from '../../../src/domain';
import { voicePickerMachine } from '../../../src/machines/voicePicker.machine';
import { FAILURES } from '../arbitraries';
import { defineSpec, noPayload, variants } from '../harness';
import { DEFAULT_SETTINGS, LAST_PAGE, PAGE_WITH_MORE, VOICES } from '../speechFixtures';

type Picker = SnapshotFrom<typeof voicePickerMachine>;

const closedAndEmpty = ({ context }: Picker) => {
  expect(context.search).toBe('');
  expect(context.voices).toEqual([]);
};

export const voicePickerSpec = defineSpec({
  machine: voicePickerMachine,
  input: variants(fc.constant({ recent: { [VOICES.premade.voiceId]: 1_700_000_000_000 } })),
  events: {
    'picker.open': noPayload,
    'picker.close': noPayload,
    'search.change': variants(fc.record({ search: fc.constant('nova') })),
    'list.more': noPayload,
    'list.retry': noPayload,
    'voice.choose': variants(fc.record({ voice: fc.constant(VOICES.professional), at: fc.constant(1_700_000_100_000) })),
  },
  actors: {
    listVoices: {
      done: variants(fc.constantFrom(PAGE_WITH_MORE, LAST_PAGE), 2, (page) => (page.nextPageToken ? 'more' : 'last')),
      error: variants(fc.constant(FAILURES.unavailable)),
    },
    loadVoice: {
      done: variants(fc.constant({ ...VOICES.professional, settings: { ...DEFAULT_SETTINGS, stability: 0.4 } })),
      error: variants(fc.constant(FAILURES.offline)),
    },
  },
  invariant: ({ context }) => {
    expect(Object.keys(context.recent).length).toBeLessThanOrEqual(RECENT_VOICES_MAX);
    const ids = context.voices.map((voice) => voice.voiceId);
    expect(new Set(ids).size).toBe(ids.length);
  },
  invariants: {
    closed: closedAndEmpty,
    // A search waits for the typing to stop; the request then carries what was typed last.
    'open.debouncing': ({ context }) => expect(context.search).toBe('nova'),
    'open.loading': (snapshot, { invoked }) =>
      expect(invoked('listVoices')?.input).toEqual({ search: snapshot.context.search, pageToken: null }),
    'open.ready': ({ context }) => expect(context.listedSearch).toBe(context.search),
    // The next page is asked for with the token of the last one, for the search the list shows.
    'open.loadingMore': ({ context }, { invoked }) => {
      expect(context.nextPageToken).not.toBeNull();
      expect(invoked('listVoices')?.input).toEqual({ search: context.listedSearch, pageToken: context.nextPageToken });
    },
    'open.failed': ({ context }) => expect(context.error).toEqual(expect.any(String)),
    // The chosen voice is remembered as the most recent before its settings load.
    choosing: ({ context }, { invoked }) => {
      expect(invoked('loadVoice')?.input).toEqual({ voiceId: context.choice?.voiceId });
      const [newest] = Object.entries(context.recent).sort(([, a], [, b]) => b - a);
      expect(newest?.[0]).toBe(context.choice?.voiceId);
    },
  },
});
