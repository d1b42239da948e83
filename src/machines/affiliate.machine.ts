import { assign, fromPromise, setup } from 'xstate';
import { affiliateLink, canJoinAffiliateProgram, type AffiliateResponse, type TierId } from '../domain';

export type AffiliateEvent = { type: 'affiliate.signUp' };

export interface AffiliateInput {
  tier: TierId;
  referralLinkCode: string | null;
  defaultLink: string | null;
}

export interface AffiliateContext {
  /** Free (and enterprise) workspaces cannot join (§6). */
  eligible: boolean;
  defaultLink: string | null;
  /** The affiliate's own link, once they have a referral code. */
  link: string | null;
}

/**
 * The affiliate dialog (workspace-shell §2.11, §4.13), running while it is open: sign-up when the user has no
 * referral code but a default link exists, active once both exist. Signing up generates the link, then shows it;
 * a failure is reported through `linkFailed` (the app toasts the spec's message) and sign-up stays offered.
 */
export const affiliateMachine = setup({
  types: { input: {} as AffiliateInput, context: {} as AffiliateContext, events: {} as AffiliateEvent },
  actors: {
    createAffiliateLink: fromPromise<AffiliateResponse, void>(async () => {
      throw new Error('createAffiliateLink not provided');
    }),
  },
  actions: {
    linkCreated: () => {},
    linkFailed: () => {},
  },
  guards: {
    hasLink: ({ context }) => context.eligible && context.link !== null,
    canSignUp: ({ context }) => context.eligible && context.defaultLink !== null,
  },
}).createMachine({
  id: 'affiliate',
  context: ({ input }) => ({
    eligible: canJoinAffiliateProgram(input.tier),
    defaultLink: input.defaultLink,
    link: input.defaultLink && input.referralLinkCode ? affiliateLink(input.defaultLink, input.referralLinkCode) : null,
  }),
  initial: 'resolving',
  states: {
    resolving: {
      always: [
        { guard: 'hasLink', target: 'active' },
        { guard: 'canSignUp', target: 'signUp' },
        { target: 'unavailable' },
      ],
    },
    /** A free workspace, or an account without a default link: nothing to join from here. */
    unavailable: {},
    signUp: { on: { 'affiliate.signUp': 'generating' } },
    generating: {
      invoke: {
        src: 'createAffiliateLink',
        onDone: { target: 'active', actions: [assign({ link: ({ event }) => event.output.link }), 'linkCreated'] },
        onError: { target: 'signUp', actions: 'linkFailed' },
      },
    },
    active: {},
  },
});
