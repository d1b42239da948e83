import fc from 'fast-check';
import type { SnapshotFrom } from 'xstate';
import { expect } from 'vitest';
import { affiliateLink } from '../../../src/domain';
import { affiliateMachine, type AffiliateInput } from '../../../src/machines/affiliate.machine';
import { FAILURES } from '../arbitraries';
import { defineSpec, noPayload, variants } from '../harness';

type Affiliate = SnapshotFrom<typeof affiliateMachine>;

const DEFAULT_LINK = 'http://127.0.0.1:8787/sign-up';
/** Each way an account can arrive at the dialog, by name. */
const INPUTS: Readonly<Record<string, AffiliateInput>> = {
  free: { tier: 'free', referralLinkCode: null, defaultLink: DEFAULT_LINK },
  'no code': { tier: 'creator', referralLinkCode: null, defaultLink: DEFAULT_LINK },
  joined: { tier: 'pro', referralLinkCode: 'Xy7kQ2', defaultLink: DEFAULT_LINK },
  'no default link': { tier: 'creator', referralLinkCode: null, defaultLink: null },
};
const nameOf = (input: AffiliateInput) => Object.entries(INPUTS).find(([, known]) => known === input)?.[0] ?? '?';

const nothingInFlight = ({ children }: Affiliate) => expect(Object.values(children).filter(Boolean)).toEqual([]);

export const affiliateSpec = defineSpec({
  machine: affiliateMachine,
  input: variants(fc.constantFrom(...Object.values(INPUTS)), Object.keys(INPUTS).length, nameOf),
  events: { 'affiliate.signUp': noPayload },
  actors: {
    createAffiliateLink: {
      done: variants(fc.constant({ link: affiliateLink(DEFAULT_LINK, 'N3wC0de') })),
      error: variants(fc.constant(FAILURES.unavailable)),
    },
  },
  invariants: {
    unavailable: (snapshot) => {
      nothingInFlight(snapshot);
      expect(snapshot.context.eligible === false || snapshot.context.defaultLink === null).toBe(true);
    },
    // Sign-up: no link yet, but a default link to build it on (§4.13).
    signUp: (snapshot) => {
      nothingInFlight(snapshot);
      expect(snapshot.context).toMatchObject({ eligible: true, link: null, defaultLink: expect.any(String) });
    },
    generating: ({ context }, { invoked }) => {
      expect(context.link).toBeNull();
      expect(invoked('createAffiliateLink')).toBeDefined();
    },
    // Active: the link carries a referral code.
    active: (snapshot) => {
      nothingInFlight(snapshot);
      expect(snapshot.context.eligible).toBe(true);
      expect(new URL(snapshot.context.link!).searchParams.get('ref')).toMatch(/\S/);
    },
  },
});
