import { assign, fromPromise, setup } from 'xstate';
import { failureMessage, type SubscriptionResponse, type TierId } from '../domain';

export type TierChangeEvent = { type: 'tier.choose'; tier: TierId };

/**
 * The Subscription page's tier switch (admins only; no payment provider is connected, so a switch takes effect
 * at once). On success the app refreshes the account so the shell (Upgrade button, credits) follows.
 */
export const tierChangeMachine = setup({
  types: {
    context: {} as { pendingTier: TierId | null; error: string | null },
    events: {} as TierChangeEvent,
  },
  actors: {
    changeTier: fromPromise<SubscriptionResponse, { tier: TierId }>(async () => {
      throw new Error('changeTier not provided');
    }),
  },
  actions: {
    tierChanged: (_, _params: { subscription: SubscriptionResponse }) => {},
  },
}).createMachine({
  id: 'tierChange',
  context: { pendingTier: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'tier.choose': { target: 'changing', actions: assign({ pendingTier: ({ event }) => event.tier, error: null }) },
      },
    },
    changing: {
      invoke: {
        src: 'changeTier',
        input: ({ context }) => ({ tier: context.pendingTier ?? 'free' }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'tierChanged', params: ({ event }) => ({ subscription: event.output }) },
            assign({ pendingTier: null }),
          ],
        },
        onError: {
          target: 'idle',
          actions: assign({
            pendingTier: null,
            error: ({ event }) => failureMessage(event.error, 'The plan could not be changed.'),
          }),
        },
      },
    },
  },
});
