import { isFreeTier, type TierId } from './tiers';

/** The affiliate programme's terms (workspace-shell §9). */
export const AFFILIATE_COMMISSION_PERCENT = 22;
export const AFFILIATE_COMMISSION_MONTHS = 12;
export const AFFILIATE_PROMO_MIN_ACCOUNT_AGE_MS = 7 * 24 * 60 * 60 * 1000;
export const AFFILIATE_PROMO_PROBABILITY = 0.1;

/** `?affiliate=true` on any /app page opens the affiliate dialog (§2.11). */
export const AFFILIATE_QUERY_PARAM = 'affiliate';

export const isAffiliateDialogRequested = (value: string | null): boolean => value === 'true' || value === '1';

/** Free (and enterprise) workspaces see no affiliate entries (§6); the server refuses them a link too. */
export const canJoinAffiliateProgram = (tier: TierId): boolean => !isFreeTier(tier);

export const affiliateMenuLabel = (referralLinkCode: string | null): string =>
  referralLinkCode ? 'Affiliate program' : 'Become an affiliate';

/** The link an affiliate shares: their default link carrying their referral code. */
export function affiliateLink(defaultLink: string, referralLinkCode: string): string {
  const url = new URL(defaultLink);
  url.searchParams.set('ref', referralLinkCode);
  return url.toString();
}

export interface AffiliateResponse {
  link: string;
}

const PROMO_TIERS: readonly TierId[] = ['creator', 'pro', 'growing_business', 'scale_2024_08_10'];

/**
 * The affiliate promo notification (§6, §4.11): creator, pro, growing_business and scale tiers, no referral code
 * yet, an account at least 7 days old, and a 10 % chance. `roll` is the random draw in [0, 1), passed in so the
 * decision can be replayed.
 */
export function showsAffiliatePromo(args: {
  tier: TierId; referralLinkCode: string | null; accountAgeMs: number; roll: number;
}): boolean {
  return PROMO_TIERS.includes(args.tier) && args.referralLinkCode === null
    && args.accountAgeMs >= AFFILIATE_PROMO_MIN_ACCOUNT_AGE_MS && args.roll < AFFILIATE_PROMO_PROBABILITY;
}
