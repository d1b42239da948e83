import fc from 'fast-check';
import type { SnapshotFrom } from 'xstate';
import { expect } from 'vitest';
import { speechHistoryMachine } from '../../../src/machines/speechHistory.machine';
import { FAILURES } from '../arbitraries';
import { defineSpec, noPayload, variants } from '../harness';
import { HISTORY_FIRST_PAGE, HISTORY_LAST_PAGE } from '../speechFixtures';

type History = SnapshotFrom<typeof speechHistoryMachine>;

const itemId = fc.constant('h_2');
const nothingPending = ({ context }: History) => expect(context.pending).toBeNull();

export const speechHistorySpec = defineSpec({
  machine: speechHistoryMachine,
  events: {
    'history.refresh': noPayload,
    'history.retry': noPayload,
    'history.more': noPayload,
    'item.play': variants(fc.record({ historyItemId: itemId })),
    'item.download': variants(fc.record({ historyItemId: itemId })),
    'item.delete': variants(fc.record({ historyItemId: itemId })),
  },
  actors: {
    listHistory: {
      done: variants(fc.constantFrom(HISTORY_FIRST_PAGE, HISTORY_LAST_PAGE), 2, (page) => (page.hasMore ? 'more' : 'last')),
      error: variants(fc.constant(FAILURES.unavailable)),
    },
    loadAudio: { done: variants(fc.constant('history:h_2')), error: variants(fc.constant(FAILURES.offline)) },
    deleteItem: { done: variants(fc.constant('h_2')), error: variants(fc.constant(FAILURES.unavailable)) },
  },
  invariant: ({ context }) => {
    if (context.error !== null) expect(context.error).toMatch(/\S/);
    const ids = context.items.map((item) => item.historyItemId);
    expect(new Set(ids).size).toBe(ids.length);
  },
  invariants: {
    loading: (_, { invoked }) => expect(invoked('listHistory')?.input).toEqual({ after: null }),
    failed: ({ context }) => expect(context.error).toEqual(expect.any(String)),
    'ready.idle': nothingPending,
    // More items start after the last one shown.
    'ready.loadingMore': ({ context }, { invoked }) => {
      expect(context.hasMore).toBe(true);
      expect(invoked('listHistory')?.input).toEqual({ after: context.lastId });
    },
    'ready.fetchingAudio': ({ context }, { invoked }) => {
      expect(context.pending?.historyItemId).toBe('h_2');
      expect(invoked('loadAudio')?.input).toEqual({ historyItemId: 'h_2' });
    },
    'ready.deleting': (snapshot, { invoked }) => {
      nothingPending(snapshot);
      expect(invoked('deleteItem')?.input).toEqual({ historyItemId: 'h_2' });
    },
  },
});
