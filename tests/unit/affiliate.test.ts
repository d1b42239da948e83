import { describe, expect, test } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  affiliateLink, affiliateMenuLabel, AFFILIATE_COMMISSION_MONTHS, AFFILIATE_COMMISSION_PERCENT, canJoinAffiliateProgram,
  isAffiliateDialogRequested, MESSAGES, showsAffiliatePromo, TIER_IDS,
} from '../../src/domain';
import { affiliateMachine, type AffiliateInput } from '../../src/machines/affiliate.machine';
import { ApiFailure } from '../../src/services/http';

const DEFAULT_LINK = 'https://timbre.example/sign-up';
const DAY = 24 * 60 * 60 * 1000;

function started(input: AffiliateInput, create: () => Promise<{ link: string }> = async () =>
  ({ link: affiliateLink(DEFAULT_LINK, 'code123') })) {
  const effects: string[] = [];
  const actor = createActor(affiliateMachine.provide({
    actors: { createAffiliateLink: fromPromise(() => { effects.push('create'); return create(); }) },
    actions: {
      linkCreated: () => { effects.push('linkCreated'); },
      linkFailed: () => { effects.push('linkFailed'); },
    },
  }), { input }).start();
  return { actor, effects };
}

describe('affiliate machine', () => {
  test('no referral code but a default link: the sign-up state; signing up generates the link, then active', async () => {
    const { actor, effects } = started({ tier: 'creator', referralLinkCode: null, defaultLink: DEFAULT_LINK });
    expect(actor.getSnapshot().value).toBe('signUp');
    expect(actor.getSnapshot().context.link).toBeNull();
    actor.send({ type: 'affiliate.signUp' });
    expect(actor.getSnapshot().value).toBe('generating');
    const active = await waitFor(actor, (s) => s.matches('active'));
    expect(active.context.link).toBe('https://timbre.example/sign-up?ref=code123');
    expect(effects).toEqual(['create', 'linkCreated']);
  });

  test('both a referral code and a default link: the active state with the link', () => {
    const { actor, effects } = started({ tier: 'pro', referralLinkCode: 'abc', defaultLink: DEFAULT_LINK });
    expect(actor.getSnapshot().value).toBe('active');
    expect(actor.getSnapshot().context.link).toBe(`${DEFAULT_LINK}?ref=abc`);
    expect(effects).toEqual([]);
  });

  test('a failure reports it (the app toasts the spec message) and offers sign-up again', async () => {
    let attempts = 0;
    const { actor, effects } = started({ tier: 'creator', referralLinkCode: null, defaultLink: DEFAULT_LINK }, async () => {
      if (attempts++ === 0) throw new ApiFailure(500, 'internal_error', 'down');
      return { link: `${DEFAULT_LINK}?ref=second` };
    });
    actor.send({ type: 'affiliate.signUp' });
    await waitFor(actor, (s) => s.matches('signUp'));
    expect(effects).toEqual(['create', 'linkFailed']);
    expect(MESSAGES.affiliateLinkFailed).toBe('Error generating affiliate link');
    actor.send({ type: 'affiliate.signUp' });
    expect((await waitFor(actor, (s) => s.matches('active'))).context.link).toBe(`${DEFAULT_LINK}?ref=second`);
  });

  test('a free workspace cannot join, whatever the account holds', () => {
    for (const referralLinkCode of [null, 'abc']) {
      const { actor } = started({ tier: 'free', referralLinkCode, defaultLink: DEFAULT_LINK });
      expect(actor.getSnapshot().value).toBe('unavailable');
      expect(actor.getSnapshot().context.eligible).toBe(false);
      expect(actor.getSnapshot().can({ type: 'affiliate.signUp' })).toBe(false);
    }
  });

  test('without a default link there is nothing to join', () => {
    const { actor } = started({ tier: 'creator', referralLinkCode: null, defaultLink: null });
    expect(actor.getSnapshot().value).toBe('unavailable');
    expect(actor.getSnapshot().context.eligible).toBe(true);
  });
});

describe('affiliate rules', () => {
  test('the link carries the referral code on the default link', () => {
    expect(affiliateLink('http://127.0.0.1:8787/sign-up', 'Xy7')).toBe('http://127.0.0.1:8787/sign-up?ref=Xy7');
    expect(affiliateLink('https://a.example/sign-up?lang=en', 'q&r')).toBe('https://a.example/sign-up?lang=en&ref=q%26r');
  });

  test('?affiliate=true (or 1) opens the dialog', () => {
    expect(isAffiliateDialogRequested('true')).toBe(true);
    expect(isAffiliateDialogRequested('1')).toBe(true);
    for (const value of [null, '', 'false', '0', 'yes']) expect(isAffiliateDialogRequested(value)).toBe(false);
  });

  test('the menu item is hidden on free and named by whether the user already joined', () => {
    expect(TIER_IDS.filter(canJoinAffiliateProgram)).toEqual(TIER_IDS.filter((tier) => tier !== 'free'));
    expect(affiliateMenuLabel(null)).toBe('Become an affiliate');
    expect(affiliateMenuLabel('abc')).toBe('Affiliate program');
  });

  test('the promo terms are 22 percent for the first 12 months', () => {
    expect([AFFILIATE_COMMISSION_PERCENT, AFFILIATE_COMMISSION_MONTHS]).toEqual([22, 12]);
  });

  test('the promo: creator, pro, business and scale tiers, no code, 7 days old, 10 percent chance', () => {
    const base = { tier: 'creator' as const, referralLinkCode: null, accountAgeMs: 7 * DAY, roll: 0.05 };
    expect(showsAffiliatePromo(base)).toBe(true);
    expect(TIER_IDS.filter((tier) => showsAffiliatePromo({ ...base, tier })))
      .toEqual(['creator', 'pro', 'growing_business', 'scale_2024_08_10']);
    expect(showsAffiliatePromo({ ...base, referralLinkCode: 'abc' })).toBe(false);
    expect(showsAffiliatePromo({ ...base, accountAgeMs: 7 * DAY - 1 })).toBe(false);
    expect(showsAffiliatePromo({ ...base, roll: 0.0999 })).toBe(true);
    expect(showsAffiliatePromo({ ...base, roll: 0.1 })).toBe(false);
  });
});
