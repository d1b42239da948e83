import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { notifications } from '../../server/db/schema';
import {
  seedNotifications, timbreNotices, visibleNotifications, type NotificationDocument,
} from '../../server/notifications/store';
import type { RunningServer } from '../../server/server';
import { DEFAULT_FEATURE_FLAGS, NOTIFICATIONS_FETCH_LIMIT, type NotificationItem } from '../../src/domain';
import { expectBusinessError } from '../support/expectations';
import { call, signUp, startTestServer, type TestAccount } from '../support/testServer';

const MINUTE = 60_000;
const startedAt = Date.now();
const ago = (minutes: number) => new Date(startedAt - minutes * MINUTE);
const doc = (slug: string, publishedAt: Date, fields: Partial<NotificationDocument> = {}): NotificationDocument => ({
  slug, title: `Title of ${slug}`, description: `About ${slug}`, publishedAt, ...fields,
});

/** Each document tests one rule; twelve older fillers push the total past the limit of 10. */
const SEED: NotificationDocument[] = [
  doc('for-all', ago(10), {
    isImportant: true, linkTo: '/app/home', cta: { label: 'Open', href: '/app/home' },
    largeImage: { src: '/large.png', alt: 'large' }, smallImage: { src: '/small.png', alt: 'small' },
  }),
  doc('free-only', ago(11), { tiers: ['free'] }),
  doc('creator-only', ago(12), { tiers: ['creator'] }),
  doc('creator-or-pro', ago(13), { tiers: ['pro', 'creator'] }),
  doc('in-the-future', new Date(startedAt + 24 * 60 * MINUTE)),
  doc('developers-only', ago(14), { personas: ['developer'] }),
  doc('flag-on-by-default', ago(15), { featureFlagControlled: 'batch_calling' }),
  doc('flag-off-by-default', ago(16), { featureFlagControlled: 'speech_to_text' }),
  doc('unknown-flag', ago(17), { featureFlagControlled: 'no_such_flag' }),
  ...Array.from({ length: 12 }, (_, i) => doc(`filler-${String(i).padStart(2, '0')}`, ago(100 + i))),
];

let server: RunningServer;
let base: string;

beforeAll(async () => {
  server = await startTestServer({ notificationSeed: SEED });
  base = server.url;
});
afterAll(async () => {
  await server?.close();
});

const list = (account: TestAccount) => call(base, 'GET', '/v1/notifications', { headers: account.headers });
const slugs = async (account: TestAccount) =>
  ((await list(account)).body.notifications as NotificationItem[]).map((n) => n.id);

describe('GET /v1/notifications', () => {
  let free: TestAccount;
  let creator: TestAccount;
  beforeAll(async () => {
    [free, creator] = await Promise.all([signUp(base, 'Free'), signUp(base, 'Creator')]);
    const switched = await call(base, 'POST', '/v1/workspace/subscription', { headers: creator.headers, body: { tier: 'creator' } });
    expect(switched.status).toBe(200);
  });

  test('answers the documents in the public shape, newest first, at most 10', async () => {
    const result = await list(free);
    expect(result.status).toBe(200);
    const items = result.body.notifications as NotificationItem[];
    expect(items).toHaveLength(NOTIFICATIONS_FETCH_LIMIT);
    expect(items[0]).toEqual({
      id: 'for-all', title: 'Title of for-all', description: 'About for-all',
      timestamp: Math.floor(ago(10).getTime() / 1000),
      largeImage: { src: '/large.png', alt: 'large' }, smallImage: { src: '/small.png', alt: 'small' },
      linkTo: '/app/home', isImportant: true, featureFlagControlled: null, cta: { label: 'Open', href: '/app/home' },
    });
    const times = items.map((n) => n.timestamp);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The visible documents, then the newest fillers until the limit.
    expect(items.map((n) => n.id)).toEqual([
      'for-all', 'free-only', 'flag-on-by-default', ...Array.from({ length: 7 }, (_, i) => `filler-0${i}`),
    ]);
  });

  test('tiers: "all" plus the caller\'s tier, so another workspace on another tier sees other documents', async () => {
    const seenByFree = await slugs(free);
    const seenByCreator = await slugs(creator);
    expect(seenByFree).toContain('free-only');
    expect(seenByFree).not.toContain('creator-only');
    expect(seenByFree).not.toContain('creator-or-pro');
    expect(seenByCreator).toEqual(expect.arrayContaining(['for-all', 'creator-only', 'creator-or-pro']));
    expect(seenByCreator).not.toContain('free-only');
  });

  test('a tier switch changes what the workspace sees at once', async () => {
    const switcher = await signUp(base, 'Switcher');
    expect(await slugs(switcher)).toContain('free-only');
    await call(base, 'POST', '/v1/workspace/subscription', { headers: switcher.headers, body: { tier: 'pro' } });
    const seen = await slugs(switcher);
    expect(seen).toContain('creator-or-pro');
    expect(seen).not.toContain('free-only');
  });

  test('documents dated in the future are not shown', async () => {
    expect(await slugs(free)).not.toContain('in-the-future');
  });

  test('persona documents need a matching onboarding answer, which a new account has not given', async () => {
    expect(await slugs(free)).not.toContain('developers-only');
  });

  test('flag-controlled documents need the workspace\'s flag on', async () => {
    const seen = await slugs(free);
    expect(seen).toContain('flag-on-by-default');
    expect(seen).not.toContain('flag-off-by-default');
    expect(seen).not.toContain('unknown-flag');
  });

  test('works with an API key as well as a session', async () => {
    const key = await call(base, 'POST', '/v1/user/api-keys', { headers: free.headers, body: { name: 'reader' } });
    const result = await call(base, 'GET', '/v1/notifications', { headers: { 'xi-api-key': key.body.xi_api_key } });
    expect(result.status).toBe(200);
    expect(result.body.notifications.map((n: NotificationItem) => n.id)).toEqual(await slugs(free));
  });

  test('needs credentials', async () => {
    expectBusinessError(await call(base, 'GET', '/v1/notifications'), 401, 'unauthenticated');
    expectBusinessError(await call(base, 'GET', '/v1/notifications',
      { headers: { authorization: 'Bearer tmb_session_nope' } }), 401, 'invalid_session');
  });
});

describe('the notifications store', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({});
  });
  afterAll(async () => {
    await database?.close();
  });
  const now = new Date(startedAt);

  test('a server without a seed of its own gets Timbre\'s notices, dated in the past, one important', async () => {
    const plain = await startTestServer();
    try {
      const account = await signUp(plain.url);
      const result = await call(plain.url, 'GET', '/v1/notifications', { headers: account.headers });
      const items = result.body.notifications as NotificationItem[];
      expect(items.map((n) => n.id)).toEqual(timbreNotices(now).map((n) => n.slug));
      expect(items.filter((n) => n.isImportant).map((n) => n.id)).toEqual(['voice-engine-parametric']);
      expect(items.every((n) => n.timestamp * 1000 < Date.now())).toBe(true);
      expect(items.map((n) => n.title)).toContain('Welcome to Timbre');
    } finally {
      await plain.close();
    }
  });

  test('seeding fills an empty table once and never touches a table with documents', async () => {
    await seedNotifications(database.db, undefined, now);
    await seedNotifications(database.db, [doc('another', ago(1))], now);
    const rows = await database.db.select({ slug: notifications.slug }).from(notifications);
    expect(rows.map((r) => r.slug).sort()).toEqual(timbreNotices(now).map((n) => n.slug).sort());
  });

  test('personas: "all" plus the caller\'s onboarding role and subrole', async () => {
    await database.db.insert(notifications).values([
      doc('role-developer', ago(0.1), { personas: ['developer'] }),
      doc('subrole-backend', ago(0.2), { personas: ['backend'] }),
      doc('role-narrator', ago(0.3), { personas: ['narrator'] }),
    ]);
    const audience = { tier: 'free' as const, flags: DEFAULT_FEATURE_FLAGS, now };
    const without = (await visibleNotifications(database.db, { ...audience, survey: null })).map((r) => r.slug);
    expect(without).not.toContain('role-developer');
    expect(without).not.toContain('subrole-backend');
    const withSurvey = (await visibleNotifications(database.db,
      { ...audience, survey: { role: 'developer', subrole: 'backend' } })).map((r) => r.slug);
    expect(withSurvey.slice(0, 2)).toEqual(['role-developer', 'subrole-backend']);
    expect(withSurvey).not.toContain('role-narrator');
  });

  test('a flag turned on for the workspace shows its documents', async () => {
    await database.db.insert(notifications).values(doc('needs-stt', ago(0.5), { featureFlagControlled: 'speech_to_text' }));
    const audience = { tier: 'free' as const, survey: null, now };
    const off = await visibleNotifications(database.db, { ...audience, flags: DEFAULT_FEATURE_FLAGS });
    const on = await visibleNotifications(database.db, { ...audience, flags: { ...DEFAULT_FEATURE_FLAGS, speech_to_text: true } });
    expect(off.map((r) => r.slug)).not.toContain('needs-stt');
    expect(on[0]?.slug).toBe('needs-stt');
  });
});
