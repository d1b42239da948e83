import { eq, sql } from 'drizzle-orm';
import { TIERS, type SubscriptionResponse } from '../../src/domain';
import type { Database } from '../db/client';
import { workspaces } from '../db/schema';

type WorkspaceRow = typeof workspaces.$inferSelect;

/**
 * The monthly credit period ends one calendar month after it started, on the same day of the month or, when the
 * next month is shorter, on its last day (Jan 31 -> Feb 28/29, not Mar 3). The time of day is kept.
 */
export function nextResetDate(periodStartedAt: Date): Date {
  const next = new Date(periodStartedAt);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDayOfMonth = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDayOfMonth));
  return next;
}

/**
 * Credits reset lazily: the first read after the period ends starts a new one. The update is conditional on the
 * old period start, so two concurrent readers reset it only once.
 */
export async function refreshCreditPeriod(db: Database, workspace: WorkspaceRow, now: Date): Promise<WorkspaceRow> {
  let periodStartedAt = workspace.periodStartedAt;
  while (nextResetDate(periodStartedAt) <= now) periodStartedAt = nextResetDate(periodStartedAt);
  if (periodStartedAt.getTime() === workspace.periodStartedAt.getTime()) return workspace;
  const [updated] = await db.update(workspaces)
    .set({ characterCount: 0, periodStartedAt })
    .where(sql`${workspaces.id} = ${workspace.id} and ${workspaces.periodStartedAt} = ${workspace.periodStartedAt}`)
    .returning();
  if (updated) return updated;
  const [current] = await db.select().from(workspaces).where(eq(workspaces.id, workspace.id));
  return current ?? workspace;
}

export interface SlotUsage {
  voiceSlotsUsed: number;
  professionalVoiceSlotsUsed: number;
}

/** GET /v1/user/subscription, field for field as api-contract §7. No payment provider: invoices stay empty. */
export function subscriptionView(workspace: WorkspaceRow, usage: SlotUsage) {
  const tier = TIERS[workspace.tier];
  const view = {
    tier: tier.id,
    character_count: workspace.characterCount,
    character_limit: tier.characterLimit,
    max_character_limit_extension: null,
    can_extend_character_limit: false,
    allowed_to_extend_character_limit: false,
    next_character_count_reset_unix: Math.floor(nextResetDate(workspace.periodStartedAt).getTime() / 1000),
    voice_slots_used: usage.voiceSlotsUsed,
    professional_voice_slots_used: usage.professionalVoiceSlotsUsed,
    professional_voice_slots_used_in_workspace: usage.professionalVoiceSlotsUsed,
    voice_limit: tier.voiceLimit,
    max_voice_add_edits: null,
    voice_add_edit_counter: 0,
    professional_voice_limit: tier.professionalVoiceLimit,
    can_extend_voice_limit: false,
    can_use_instant_voice_cloning: tier.canUseInstantVoiceCloning,
    can_use_professional_voice_cloning: tier.canUseProfessionalVoiceCloning,
    currency: 'usd' as const,
    status: workspace.subscriptionStatus,
    billing_period: tier.id === 'free' ? null : ('monthly_period' as const),
    character_refresh_period: 'monthly_period' as const,
    next_invoice: null,
    has_open_invoices: false,
    open_invoices: [],
    pending_change: null,
    current_overage: null,
    max_credit_limit_extension: null,
    usage_based_billing: tier.flags.usageBasedBilling,
    unlimited_quota: tier.flags.unlimitedQuota,
  };
  return view satisfies SubscriptionResponse;
}
export type SubscriptionView = ReturnType<typeof subscriptionView>;
