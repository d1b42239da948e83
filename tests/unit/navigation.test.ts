import { describe, expect, test } from 'vitest';
import {
  DEFAULT_FEATURE_FLAGS, LOW_QUOTA_DISMISSAL_MS, MAIN_NAVIGATION, isNavEntryActive, showsLowCreditBanner,
  visibleNavigation, type NavContext,
} from '../../src/domain';

const base: NavContext = { flags: DEFAULT_FEATURE_FLAGS, tier: 'free', isProducer: false, isTeamLeader: false };
const ids = (ctx: NavContext) => visibleNavigation(MAIN_NAVIGATION, ctx).map((e) => e.id);

describe('navigation rules (workspace-shell §2.10)', () => {
  test('flags hide and show entries', () => {
    expect(ids(base)).not.toContain('speech-to-text');
    expect(ids({ ...base, flags: { ...DEFAULT_FEATURE_FLAGS, speech_to_text: true } })).toContain('speech-to-text');
    expect(ids({ ...base, flags: { ...DEFAULT_FEATURE_FLAGS, productions: true } })).toContain('productions');
  });

  test('isolated environments hide dubbing and productions and open the voice lab', () => {
    const flags = { ...DEFAULT_FEATURE_FLAGS, isolated_environment: true, productions: true };
    const entries = visibleNavigation(MAIN_NAVIGATION, { ...base, flags });
    expect(entries.map((e) => e.id)).not.toContain('dubbing');
    expect(entries.map((e) => e.id)).not.toContain('productions');
    expect(entries.find((e) => e.id === 'voices')?.to).toBe('/app/voice-lab');
  });

  test('producer mode only for producers, My Teams only for team leaders', () => {
    expect(ids(base)).not.toContain('producer-mode');
    const producer = visibleNavigation(MAIN_NAVIGATION, { ...base, isProducer: true })
      .find((e) => e.id === 'producer-mode');
    expect(producer?.children?.map((c) => c.id)).not.toContain('producer-teams');
    const leader = visibleNavigation(MAIN_NAVIGATION, { ...base, isProducer: true, isTeamLeader: true })
      .find((e) => e.id === 'producer-mode');
    expect(leader?.children?.map((c) => c.id)).toContain('producer-teams');
  });

  test('the outbound submenu entry needs the batch calling flag', () => {
    const children = (batch: boolean) => visibleNavigation(MAIN_NAVIGATION,
      { ...base, flags: { ...DEFAULT_FEATURE_FLAGS, batch_calling: batch } })
      .find((e) => e.id === 'conversational-ai')?.children?.map((c) => c.id);
    expect(children(true)).toContain('convai-outbound');
    expect(children(false)).not.toContain('convai-outbound');
  });

  test('an entry is active on its own path and below it, and on its alternative paths', () => {
    const studio = MAIN_NAVIGATION.find((e) => e.id === 'studio')!;
    expect(isNavEntryActive(studio, '/app/studio')).toBe(true);
    expect(isNavEntryActive(studio, '/app/projects/abc')).toBe(true);
    expect(isNavEntryActive(studio, '/app/studios')).toBe(false);
  });
});

describe('low-credit banner (workspace-shell §4.10)', () => {
  const now = 10 * LOW_QUOTA_DISMISSAL_MS;
  const args = { tier: 'creator', unlimitedQuota: false, used: 80, limit: 100, dismissedAt: null, now };
  test('shows at 80 % for paid tiers only', () => {
    expect(showsLowCreditBanner(args)).toBe(true);
    expect(showsLowCreditBanner({ ...args, used: 79 })).toBe(false);
    expect(showsLowCreditBanner({ ...args, tier: 'free' })).toBe(false);
    expect(showsLowCreditBanner({ ...args, unlimitedQuota: true })).toBe(false);
  });
  test('a dismissal lasts 24 hours', () => {
    expect(showsLowCreditBanner({ ...args, dismissedAt: now - LOW_QUOTA_DISMISSAL_MS + 1 })).toBe(false);
    expect(showsLowCreditBanner({ ...args, dismissedAt: now - LOW_QUOTA_DISMISSAL_MS })).toBe(true);
  });
});
