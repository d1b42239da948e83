import { MESSAGES } from './messages';

/** Business constants of workspace-shell §9 and the shell's local memory (§3.11). */
export const SIDEBAR_WIDTH_PINNED = '16rem';
export const SIDEBAR_WIDTH_COLLAPSED = '3.8125rem';
export const LOW_CREDIT_THRESHOLD_PERCENT = 80;
export const LOW_QUOTA_DISMISSAL_MS = 86_400_000;
export const GROUP_PERMISSION_CACHE_MS = 30 * 60 * 1000;
export const RECENT_VOICES_MAX = 10;
export const SEARCH_DEBOUNCE_MS = 300;
/** Notifications (§4.11, §7.4): fetch limit, stale time, auto-open delay for accounts under 3 days old. */
export const NOTIFICATIONS_FETCH_LIMIT = 10;
export const NOTIFICATIONS_STALE_MS = 600_000;
export const NOTIFICATIONS_AUTO_OPEN_DELAY_MS = 5_000;
export const NEW_ACCOUNT_MAX_AGE_MS = 3 * 24 * 60 * 60 * 1000;
/** Read ids kept in local memory: only the newest id matters, so old ones need not pile up. */
export const NOTIFICATIONS_READ_MEMORY = 100;
/** Feedback (§4.14): the thank-you resets 60 s after the popover closes; per user, 10 messages an hour. */
export const FEEDBACK_THANK_YOU_RESET_MS = 60_000;
export const FEEDBACK_MAX_LENGTH = 5_000;
export const FEEDBACK_RATE_LIMIT = 10;
export const FEEDBACK_RATE_WINDOW_MS = 60 * 60 * 1000;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const API_KEY_NAME_MAX_LENGTH = 100;
export const WORKSPACE_NAME_MAX_LENGTH = 100;
/** JSON bodies are small; only the routes that take audio get a larger limit. */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;
/**
 * Routes that take audio (a 20 MB voice reference as base64 JSON, a similar-voice sample) get a larger body limit:
 * 20 MB as base64 is 26.7 MB, plus the rest of the request.
 */
export const AUDIO_BODY_MAX_BYTES = 28 * 1024 * 1024;
export const AUDIO_UPLOAD_PATHS: readonly string[] = ['/v1/text-to-voice/design', '/v1/similar-voices'];
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Credit percentage per §9: min(used/limit, 1) × 100, rounded. */
export function creditPercent(used: number, limit: number): number {
  if (limit <= 0) return 100;
  return Math.round(Math.min(used / limit, 1) * 100);
}

/** Credit numbers use thousands commas (§9). */
export const formatCredits = (n: number): string => n.toLocaleString('en-US');

/** One line on credits (§4.10, §8.2): used (unlimited quota), the overage notice, or what remains. */
export function creditSummary(s: { character_count: number; character_limit: number; unlimited_quota: boolean }): string {
  const remaining = s.character_limit - s.character_count;
  if (s.unlimited_quota) return `${formatCredits(s.character_count)} credits used`;
  return remaining < 0 ? MESSAGES.creditOverage : `${formatCredits(remaining)} credits remaining`;
}

/** Character badge abbreviation per §9: 1K, 1M, 1B. */
export function abbreviateCount(n: number): string {
  const units: Array<[number, string]> = [[1e9, 'B'], [1e6, 'M'], [1e3, 'K']];
  for (const [index, [size, suffix]] of units.entries()) {
    if (Math.abs(n) < size) continue;
    const scaled = Number((n / size).toFixed(1));
    // Rounding can reach the next unit (999,999 -> 1000K): name it in that unit instead (1M).
    const larger = units[index - 1];
    if (Math.abs(scaled) >= 1000 && larger) return `${Number((n / larger[0]).toFixed(1))}${larger[1]}`;
    return `${scaled}${suffix}`;
  }
  return String(n);
}

/**
 * The low-credit banner (workspace-shell §4.10): paid tiers without unlimited quota, at 80 % used or more,
 * unless dismissed within the last 24 hours.
 */
export function showsLowCreditBanner(args: {
  tier: string; unlimitedQuota: boolean; used: number; limit: number; dismissedAt: number | null; now: number;
}): boolean {
  if (args.tier === 'free' || args.unlimitedQuota) return false;
  if (creditPercent(args.used, args.limit) < LOW_CREDIT_THRESHOLD_PERCENT) return false;
  return args.dismissedAt === null || args.now - args.dismissedAt >= LOW_QUOTA_DISMISSAL_MS;
}
