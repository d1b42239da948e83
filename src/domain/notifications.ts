import type { GroupPermissionsResponse, UserResponse } from './account';
import {
  AFFILIATE_COMMISSION_MONTHS, AFFILIATE_COMMISSION_PERCENT, AFFILIATE_QUERY_PARAM, showsAffiliatePromo,
} from './affiliate';
import { NEW_ACCOUNT_MAX_AGE_MS } from './limits';
import { hasPermission } from './permissions';
import type { TierId } from './tiers';

export interface NotificationImage {
  src: string;
  alt: string;
}

export interface NotificationCta {
  label: string;
  href: string;
}

/** One notification (workspace-shell §3.9) as GET /v1/notifications answers it (§3.9); synthetic ones have the same shape. */
export interface NotificationItem {
  /** The document's slug. */
  id: string;
  title: string;
  description: string;
  /** Unix seconds. */
  timestamp: number;
  largeImage: NotificationImage | null;
  smallImage: NotificationImage | null;
  /** An app path or an external address. */
  linkTo: string | null;
  isImportant: boolean;
  /** The feature flag that must be on for the document to show, or null. */
  featureFlagControlled: string | null;
  cta: NotificationCta | null;
}

export interface NotificationsResponse {
  notifications: NotificationItem[];
}

/** What the synthetic notices and the auto-open rule need to know about the signed-in account. */
export interface NotificationAccount {
  userId: string;
  /** Unix seconds. */
  createdAt: number;
  tier: TierId;
  referralLinkCode: string | null;
  enterpriseUpsell: boolean;
  /** Studio's notice is for those who may open Studio; unknown (false) until the permissions have loaded. */
  canUseStudio: boolean;
}

export const notificationAccountOf = (
  user: UserResponse, permissions: GroupPermissionsResponse | null,
): NotificationAccount => ({
  userId: user.user_id,
  createdAt: user.created_at,
  tier: user.subscription.tier,
  referralLinkCode: user.referral_link_code,
  enterpriseUpsell: user.feature_flags.enterprise_upsell,
  canUseStudio: permissions !== null
    && hasPermission('projects', permissions.all_members_permissions, permissions.permissions),
});

const accountAgeMs = (account: NotificationAccount, now: number) => now - account.createdAt * 1000;

export const isNewAccount = (account: NotificationAccount, now: number): boolean =>
  accountAgeMs(account, now) < NEW_ACCOUNT_MAX_AGE_MS;

/**
 * A draw in [0, 1) that depends only on `seed`: the affiliate promo's 10 % chance is drawn once per user and comes
 * out the same on every load, in every tab and in a replayed trace. FNV-1a, then murmur3's finaliser, because
 * FNV alone is visibly uneven for ids that differ in one character.
 */
export function stableRoll(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) hash = Math.imul(hash ^ seed.charCodeAt(i), 0x01000193);
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return ((hash ^ (hash >>> 16)) >>> 0) / 2 ** 32;
}

type SyntheticNotice = Omit<NotificationItem, 'id' | 'timestamp'>;

const notice = (fields: Pick<SyntheticNotice, 'title' | 'description'> & Partial<SyntheticNotice>): SyntheticNotice => ({
  largeImage: null, smallImage: null, linkTo: null, isImportant: false, featureFlagControlled: null, cta: null,
  ...fields,
});

/** The three notices composed in the browser from the account (§4.11), each with the rule that shows it. */
const SYNTHETIC: ReadonlyArray<{
  id: string;
  applies: (account: NotificationAccount, now: number) => boolean;
  notice: SyntheticNotice;
}> = [
  {
    id: 'timbre-enterprise-upsell',
    applies: (account) => account.enterpriseUpsell,
    notice: notice({
      title: 'Timbre for your organisation',
      description: 'Run Timbre on your own PostgreSQL server by setting DATABASE_URL, and decide what each member '
        + 'may use with workspace groups and permissions.',
      featureFlagControlled: 'enterprise_upsell',
    }),
  },
  {
    id: 'timbre-affiliate-promo',
    applies: (account, now) => showsAffiliatePromo({
      tier: account.tier, referralLinkCode: account.referralLinkCode, accountAgeMs: accountAgeMs(account, now),
      roll: stableRoll(`affiliate-promo:${account.userId}`),
    }),
    notice: notice({
      title: 'Become an affiliate',
      description: `Share your referral link: the program's terms are ${AFFILIATE_COMMISSION_PERCENT}% of referred `
        + `payments for the first ${AFFILIATE_COMMISSION_MONTHS} months, with no cap. This server has no payment `
        + 'provider connected, so nothing is paid out yet.',
      cta: { label: 'Get your link', href: `/app/home?${AFFILIATE_QUERY_PARAM}=true` },
    }),
  },
  {
    id: 'timbre-studio-auto-regenerate',
    // Dated by its first display, it would be the newest notice of every new account and so keep important news
    // from opening by itself (§4.11) in exactly the days when it may: it waits until those days are over.
    applies: (account, now) => account.canUseStudio && !isNewAccount(account, now),
    notice: notice({
      title: 'Studio auto-regenerate',
      description: 'Studio, with automatic regeneration of the paragraphs you edit, is not built on this server yet. '
        + 'Its page says so, and this notice will change when it ships.',
      linkTo: '/app/studio',
    }),
  },
];

/** Ids of the synthetic notices this account sees now. */
export const syntheticNotificationIds = (account: NotificationAccount, now: number): string[] =>
  SYNTHETIC.filter((entry) => entry.applies(account, now)).map((entry) => entry.id);

/**
 * Records `now` as the display time of every applicable synthetic notice shown for the first time (§4.11, §3.11);
 * answers `firstShown` itself when nothing is new.
 */
export function withFirstAppearances(
  account: NotificationAccount | null, now: number, firstShown: Readonly<Record<string, number>>,
): Readonly<Record<string, number>> {
  const fresh = account ? syntheticNotificationIds(account, now).filter((id) => !(id in firstShown)) : [];
  if (fresh.length === 0) return firstShown;
  return { ...firstShown, ...Object.fromEntries(fresh.map((id) => [id, now])) };
}

/** The synthetic notices, each dated by its first display time (which `withFirstAppearances` has recorded). */
export function syntheticNotifications(
  account: NotificationAccount, now: number, firstShown: Readonly<Record<string, number>>,
): NotificationItem[] {
  return SYNTHETIC.filter((entry) => entry.applies(account, now)).map((entry) => ({
    ...entry.notice,
    id: entry.id,
    timestamp: Math.floor((firstShown[entry.id] ?? now) / 1000),
  }));
}

/** Newest first; equal times fall back to the id, so the order (and so "the newest") never depends on luck. */
export const newestFirst = (items: readonly NotificationItem[]): NotificationItem[] =>
  [...items].sort((a, b) => b.timestamp - a.timestamp || a.id.localeCompare(b.id));

const RELATIVE_UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86_400], ['month', 30 * 86_400], ['week', 7 * 86_400], ['day', 86_400], ['hour', 3_600],
  ['minute', 60],
];

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago". */
export function relativeTime(timestampSeconds: number, now: number): string {
  const seconds = Math.round(now / 1000 - timestampSeconds);
  if (seconds < 60) return 'just now';
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  const [unit, size] = RELATIVE_UNITS.find(([, length]) => seconds >= length) ?? ['minute', 60];
  return format.format(-Math.floor(seconds / size), unit);
}
