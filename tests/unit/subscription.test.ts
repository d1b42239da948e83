import { fc, test as propTest } from '@fast-check/vitest';
import { describe, expect, test } from 'vitest';
import { nextResetDate, subscriptionView } from '../../server/accounts/subscription';
import type { workspaces } from '../../server/db/schema';
import { TIER_IDS, TIERS, type TierId } from '../../src/domain';

const utc = (iso: string) => new Date(`${iso}Z`);
const iso = (date: Date) => date.toISOString();

describe('nextResetDate', () => {
  test.each([
    ['2025-01-15T10:20:30.000', '2025-02-15T10:20:30.000Z'],
    ['2025-01-31T00:00:00.000', '2025-02-28T00:00:00.000Z'],
    ['2024-01-31T12:00:00.000', '2024-02-29T12:00:00.000Z'],
    ['2025-01-29T00:00:00.000', '2025-02-28T00:00:00.000Z'],
    ['2024-01-29T00:00:00.000', '2024-02-29T00:00:00.000Z'],
    ['2025-03-31T23:59:59.999', '2025-04-30T23:59:59.999Z'],
    ['2025-05-31T08:00:00.000', '2025-06-30T08:00:00.000Z'],
    ['2025-08-31T08:00:00.000', '2025-09-30T08:00:00.000Z'],
    ['2025-02-28T08:00:00.000', '2025-03-28T08:00:00.000Z'],
    ['2025-12-31T18:00:00.000', '2026-01-31T18:00:00.000Z'],
    ['2025-12-01T00:00:00.000', '2026-01-01T00:00:00.000Z'],
    ['2100-01-31T00:00:00.000', '2100-02-28T00:00:00.000Z'],
    ['2000-01-31T00:00:00.000', '2000-02-29T00:00:00.000Z'],
  ])('%s -> %s', (start, expected) => {
    expect(iso(nextResetDate(utc(start)))).toBe(expected);
  });

  test('does not modify its argument', () => {
    const start = utc('2025-01-31T00:00:00.000');
    nextResetDate(start);
    expect(iso(start)).toBe('2025-01-31T00:00:00.000Z');
  });

  const dates = fc.date({ min: new Date('1971-01-01T00:00:00Z'), max: new Date('2200-12-31T00:00:00Z'), noInvalidDate: true });

  propTest.prop([dates])('lands in the next calendar month, same day or its last day, same time', (start) => {
    const next = nextResetDate(start);
    const monthIndex = (d: Date) => d.getUTCFullYear() * 12 + d.getUTCMonth();
    expect(monthIndex(next)).toBe(monthIndex(start) + 1);
    const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
    expect(next.getUTCDate()).toBe(Math.min(start.getUTCDate(), lastDay));
    expect(next.getTime() % 86_400_000).toBe(start.getTime() % 86_400_000);
    const days = (next.getTime() - start.getTime()) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
  });
});

type WorkspaceRow = typeof workspaces.$inferSelect;

function workspaceRow(tier: TierId, overrides: Partial<WorkspaceRow> = {}): WorkspaceRow {
  return {
    id: 'ws', name: 'W', ownerUserId: 'u', tier, subscriptionStatus: tier === 'free' ? 'free' : 'active',
    characterCount: 1234, periodStartedAt: utc('2025-01-31T10:00:00.000'), allMembersPermissions: null,
    customModelRates: {}, forceLoggingDisabled: false, trainingOptOut: false, featureFlags: {}, createdAt: utc('2025-01-01T00:00:00.000'),
    ...overrides,
  };
}

describe('subscriptionView', () => {
  test.each(TIER_IDS)('maps %s from TIERS', (tierId) => {
    const tier = TIERS[tierId];
    const view = subscriptionView(workspaceRow(tierId), { voiceSlotsUsed: 2, professionalVoiceSlotsUsed: 1 });
    expect(view).toMatchObject({
      tier: tierId,
      character_count: 1234,
      character_limit: tier.characterLimit,
      voice_limit: tier.voiceLimit,
      professional_voice_limit: tier.professionalVoiceLimit,
      can_use_instant_voice_cloning: tier.canUseInstantVoiceCloning,
      can_use_professional_voice_cloning: tier.canUseProfessionalVoiceCloning,
      usage_based_billing: tier.flags.usageBasedBilling,
      unlimited_quota: tier.flags.unlimitedQuota,
      voice_slots_used: 2,
      professional_voice_slots_used: 1,
      professional_voice_slots_used_in_workspace: 1,
      status: tierId === 'free' ? 'free' : 'active',
      billing_period: tierId === 'free' ? null : 'monthly_period',
      character_refresh_period: 'monthly_period',
      currency: 'usd',
      has_open_invoices: false,
      open_invoices: [],
      next_invoice: null,
      pending_change: null,
    });
  });

  test('the reset time is the next reset date in unix seconds', () => {
    const view = subscriptionView(workspaceRow('pro'), { voiceSlotsUsed: 0, professionalVoiceSlotsUsed: 0 });
    expect(view.next_character_count_reset_unix).toBe(Date.parse('2025-02-28T10:00:00.000Z') / 1000);
  });

  test('the status is the stored one', () => {
    const view = subscriptionView(workspaceRow('creator', { subscriptionStatus: 'past_due' }),
      { voiceSlotsUsed: 0, professionalVoiceSlotsUsed: 0 });
    expect(view.status).toBe('past_due');
  });
});
