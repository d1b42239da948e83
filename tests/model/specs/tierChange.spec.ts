import fc from 'fast-check';
import { expect } from 'vitest';
import { tierChangeMachine } from '../../../src/machines/tierChange.machine';
import { FAILURES, subscription, tierId } from '../arbitraries';
import { defineSpec, variants } from '../harness';

export const tierChangeSpec = defineSpec({
  machine: tierChangeMachine,
  events: { 'tier.choose': variants(fc.record({ tier: tierId })) },
  actors: {
    changeTier: { done: variants(subscription), error: variants(fc.constant(FAILURES.unavailable)) },
  },
  invariants: {
    idle: ({ context }) => {
      expect(context.pendingTier).toBeNull();
      if (context.error !== null) expect(context.error).toMatch(/\S/);
    },
    // The request asks for exactly the tier the user chose, and an old error is gone while it runs.
    changing: (snapshot, { invoked }) => {
      expect(snapshot.context.error).toBeNull();
      expect(snapshot.context.pendingTier).not.toBeNull();
      expect(invoked('changeTier')?.input).toEqual({ tier: snapshot.context.pendingTier });
    },
  },
  traversal: { simplePathsUpTo: 10 },
});
