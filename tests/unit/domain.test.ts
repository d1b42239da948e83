import { fc, test as propTest } from '@fast-check/vitest';
import { describe, expect, test } from 'vitest';
import {
  MESSAGES, PERMISSION_IDS, PERMISSION_LABELS, abbreviateCount, creditPercent, hasPermission, type PermissionId,
} from '../../src/domain';

describe('creditPercent (§9: min(used/limit, 1) × 100, rounded)', () => {
  test.each([
    [0, 10_000, 0],
    [1, 10_000, 0],
    [49, 10_000, 0],
    [50, 10_000, 1],
    [2_500, 10_000, 25],
    [7_994, 10_000, 80],
    [7_950, 10_000, 80],
    [7_949, 10_000, 79],
    [9_999, 10_000, 100],
    [10_000, 10_000, 100],
    [1, 3, 33],
    [2, 3, 67],
  ])('%i of %i is %i%%', (used, limit, expected) => {
    expect(creditPercent(used, limit)).toBe(expected);
  });

  test('usage over the limit stays at 100%', () => {
    expect(creditPercent(10_001, 10_000)).toBe(100);
    expect(creditPercent(50_000, 10_000)).toBe(100);
    expect(creditPercent(Number.MAX_SAFE_INTEGER, 1)).toBe(100);
  });

  test('a zero limit counts as fully used', () => {
    expect(creditPercent(0, 0)).toBe(100);
    expect(creditPercent(5, 0)).toBe(100);
  });

  propTest.prop([fc.nat({ max: 1e9 }), fc.integer({ min: 1, max: 1e9 })])('is min(used/limit, 1) × 100, rounded',
    (used, limit) => {
      const percent = creditPercent(used, limit);
      expect(percent).toBe(Math.round(Math.min(used / limit, 1) * 100));
      expect(Number.isInteger(percent)).toBe(true);
      expect(percent).toBeGreaterThanOrEqual(0);
      expect(percent).toBeLessThanOrEqual(100);
    });
});

describe('abbreviateCount (§9: 1K, 1M, 1B)', () => {
  test.each([
    [0, '0'],
    [1, '1'],
    [999, '999'],
    [1_000, '1K'],
    [1_500, '1.5K'],
    [1_049, '1K'],
    [10_000, '10K'],
    [123_456, '123.5K'],
    [999_949, '999.9K'],
    [999_999, '1M'],
    [1_000_000, '1M'],
    [2_500_000, '2.5M'],
    [11_000_000, '11M'],
    [999_999_999, '1B'],
    [1_000_000_000, '1B'],
    [1_250_000_000, '1.3B'],
    [12_000_000_000, '12B'],
    [-1_500, '-1.5K'],
  ])('%i -> %s', (n, expected) => {
    expect(abbreviateCount(n)).toBe(expected);
  });

  propTest.prop([fc.integer({ min: 1_000, max: 999_999_999_999 })])('is a number up to 999.9 and one suffix', (n) => {
    const text = abbreviateCount(n);
    expect(text).toMatch(/^\d{1,3}(\.\d)?[KMB]$|^\d+(\.\d)?B$/);
    const value = Number(text.slice(0, -1));
    if (!text.endsWith('B')) expect(value).toBeLessThan(1000);
    expect(value).toBeGreaterThanOrEqual(1);
    const scale = { K: 1e3, M: 1e6, B: 1e9 }[text.slice(-1) as 'K' | 'M' | 'B'];
    // The abbreviation is within rounding of the number.
    expect(Math.abs(value * scale - n)).toBeLessThanOrEqual(0.05 * scale + 1e-6);
  });
});

describe('hasPermission (workspace-shell §6)', () => {
  test('no all-members list: everything is allowed', () => {
    for (const permission of PERMISSION_IDS) expect(hasPermission(permission, null, [])).toBe(true);
  });

  test('the all-members list grants what it includes', () => {
    expect(hasPermission('dubbing', ['dubbing', 'projects'], [])).toBe(true);
    expect(hasPermission('create_user_api_key', ['create_user_api_key'], [])).toBe(true);
  });

  test('a group grants what the list lacks', () => {
    expect(hasPermission('create_user_api_key', ['dubbing'], ['create_user_api_key'])).toBe(true);
    expect(hasPermission('voice_lab', [], ['dubbing', 'voice_lab'])).toBe(true);
  });

  test('otherwise denied', () => {
    expect(hasPermission('create_user_api_key', [], [])).toBe(false);
    expect(hasPermission('create_user_api_key', ['dubbing'], ['projects'])).toBe(false);
  });

  const permission = fc.constantFrom(...PERMISSION_IDS);
  const list = fc.subarray([...PERMISSION_IDS] as PermissionId[]);
  propTest.prop([permission, fc.option(list, { nil: null }), list])('allowed iff null, listed, or granted by a group',
    (p, allMembers, groups) => {
      expect(hasPermission(p, allMembers, groups)).toBe(allMembers === null || allMembers.includes(p) || groups.includes(p));
    });
});

describe('the access-denied message', () => {
  test('is the exact sentence of the spec', () => {
    expect(MESSAGES.accessDenied('{feature}')).toBe(
      'You do not have access to {feature}. Please contact your workspace administrator for access.');
    expect(MESSAGES.accessDenied(PERMISSION_LABELS.create_user_api_key)).toBe(
      'You do not have access to API keys. Please contact your workspace administrator for access.');
  });

  test('every permission has a label for it', () => {
    for (const permission of PERMISSION_IDS) {
      expect(PERMISSION_LABELS[permission].length).toBeGreaterThan(0);
      expect(MESSAGES.accessDenied(PERMISSION_LABELS[permission]))
        .toMatch(/^You do not have access to .+\. Please contact your workspace administrator for access\.$/);
    }
  });
});
