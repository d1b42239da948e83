/**
 * The one table of subscription tiers. Server enforcement, the subscription page and the shell's
 * tier rules all read it, so a tier's limits are stated exactly once.
 */
export const TIER_IDS = ['free', 'starter', 'creator', 'pro', 'growing_business', 'scale_2024_08_10'] as const;
export type TierId = (typeof TIER_IDS)[number];

export interface TierFlags {
  /** Paid overage: passing the character limit is billed instead of refused. */
  readonly usageBasedBilling: boolean;
  /** The workspace sees used credits rather than remaining ones, and no low-credit banner. */
  readonly unlimitedQuota: boolean;
  readonly commercialLicense: boolean;
}

export interface Tier {
  readonly id: TierId;
  readonly name: string;
  readonly rank: number;
  readonly characterLimit: number;
  readonly voiceLimit: number;
  readonly professionalVoiceLimit: number;
  readonly canUseInstantVoiceCloning: boolean;
  readonly canUseProfessionalVoiceCloning: boolean;
  readonly maxSeats: number;
  /** Monthly price in USD, shown on the subscription page only as information. */
  readonly monthlyPriceUsd: number;
  readonly flags: TierFlags;
}

const flags = (usageBasedBilling: boolean, commercialLicense: boolean): TierFlags => ({
  usageBasedBilling,
  unlimitedQuota: false,
  commercialLicense,
});

export const TIERS: Readonly<Record<TierId, Tier>> = {
  free: {
    id: 'free', name: 'Free', rank: 0, characterLimit: 10_000, voiceLimit: 3, professionalVoiceLimit: 0,
    canUseInstantVoiceCloning: false, canUseProfessionalVoiceCloning: false, maxSeats: 1, monthlyPriceUsd: 0,
    flags: flags(false, false),
  },
  starter: {
    id: 'starter', name: 'Starter', rank: 1, characterLimit: 30_000, voiceLimit: 10, professionalVoiceLimit: 0,
    canUseInstantVoiceCloning: true, canUseProfessionalVoiceCloning: false, maxSeats: 1, monthlyPriceUsd: 5,
    flags: flags(false, true),
  },
  creator: {
    id: 'creator', name: 'Creator', rank: 2, characterLimit: 100_000, voiceLimit: 30, professionalVoiceLimit: 1,
    canUseInstantVoiceCloning: true, canUseProfessionalVoiceCloning: true, maxSeats: 1, monthlyPriceUsd: 22,
    flags: flags(true, true),
  },
  pro: {
    id: 'pro', name: 'Pro', rank: 3, characterLimit: 500_000, voiceLimit: 160, professionalVoiceLimit: 1,
    canUseInstantVoiceCloning: true, canUseProfessionalVoiceCloning: true, maxSeats: 1, monthlyPriceUsd: 99,
    flags: flags(true, true),
  },
  scale_2024_08_10: {
    id: 'scale_2024_08_10', name: 'Scale', rank: 4, characterLimit: 2_000_000, voiceLimit: 660,
    professionalVoiceLimit: 2, canUseInstantVoiceCloning: true, canUseProfessionalVoiceCloning: true, maxSeats: 3,
    monthlyPriceUsd: 330, flags: flags(true, true),
  },
  growing_business: {
    id: 'growing_business', name: 'Business', rank: 5, characterLimit: 11_000_000, voiceLimit: 660,
    professionalVoiceLimit: 3, canUseInstantVoiceCloning: true, canUseProfessionalVoiceCloning: true, maxSeats: 5,
    monthlyPriceUsd: 1_320, flags: flags(true, true),
  },
};

export const tiersByRank = (): Tier[] => Object.values(TIERS).sort((a, b) => a.rank - b.rank);

export const isTierId = (value: unknown): value is TierId =>
  typeof value === 'string' && (TIER_IDS as readonly string[]).includes(value);

/** Upgrade, Data use and affiliate entries are hidden for free (and enterprise) workspaces, per workspace-shell §6. */
export const isFreeTier = (tier: TierId): boolean => tier === 'free';

export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'incomplete', 'past_due', 'free', 'free_disabled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Status shown as "problematic" by the credit ring (orange) and the status banners. */
export const isProblematicStatus = (status: SubscriptionStatus): boolean =>
  status === 'incomplete' || status === 'past_due' || status === 'free_disabled';

export const CHARACTER_REFRESH_PERIOD = 'monthly_period' as const;
