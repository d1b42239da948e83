import { afterEach, describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import {
  AFFILIATE_PROMO_MIN_ACCOUNT_AGE_MS, NEW_ACCOUNT_MAX_AGE_MS, NOTIFICATIONS_AUTO_OPEN_DELAY_MS, NOTIFICATIONS_STALE_MS,
  notificationAccountOf, relativeTime, stableRoll, syntheticNotificationIds,
  type NotificationAccount, type NotificationItem, type UserResponse,
} from '../../src/domain';
import { createMemoryEventStore } from '../../src/flows/eventStore';
import { createFlowRuntime } from '../../src/flows/runtime';
import { exportTrace, replayTrace } from '../../src/flows/trace';
import {
  hasUnread, notificationsMachine, notificationsOf, type LoadedNotifications,
} from '../../src/machines/notifications.machine';
import { findMachine, MACHINE_REGISTRY } from '../../src/machines/registry';
import { ApiFailure } from '../../src/services/http';
import type { NotificationMemory } from '../../src/services/storage';

const T0 = Date.UTC(2026, 10, 1, 12);
const DAY = 24 * 60 * 60 * 1000;

const doc = (id: string, minutesAgo: number, fields: Partial<NotificationItem> = {}): NotificationItem => ({
  id, title: id, description: `${id} text`, timestamp: Math.floor((T0 - minutesAgo * 60_000) / 1000),
  largeImage: null, smallImage: null, linkTo: null, isImportant: false, featureFlagControlled: null, cta: null,
  ...fields,
});

/** A fresh free account: no synthetic notice applies (no Studio permission loaded, no upsell flag). */
const account = (fields: Partial<NotificationAccount> = {}): NotificationAccount => ({
  userId: 'u1', createdAt: Math.floor((T0 - DAY) / 1000), tier: 'free', referralLinkCode: null,
  enterpriseUpsell: false, canUseStudio: false, ...fields,
});

const emptyMemory = (): NotificationMemory => ({ readIds: [], firstShown: {}, autoOpenDisabled: false });

function start(options: { documents?: NotificationItem[]; memory?: NotificationMemory; fail?: ApiFailure } = {}) {
  const clock = new SimulatedClock();
  const remembered: NotificationMemory[] = [];
  let loads = 0;
  const machine = notificationsMachine.provide({
    actors: {
      loadNotifications: fromPromise(async (): Promise<LoadedNotifications> => {
        loads++;
        if (options.fail) throw options.fail;
        return { notifications: options.documents ?? [], at: T0 + clock.now() };
      }),
    },
    actions: { rememberLocally: (_, memory) => remembered.push(memory) },
  });
  const actor = createActor(machine, { input: options.memory ?? emptyMemory(), clock }).start();
  return { actor, clock, remembered, loads: () => loads };
}

const loaded = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => s.matches({ signedIn: { data: 'ready' } }));
const isOpen = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().matches({ signedIn: { popover: 'open' } });

describe('notifications machine: loading and the unread rule', () => {
  test('signed out it loads nothing; signed in it loads, newest first', async () => {
    const run = start({ documents: [doc('older', 30), doc('newer', 5)] });
    expect(run.actor.getSnapshot().value).toBe('signedOut');
    expect(run.loads()).toBe(0);
    run.actor.send({ type: 'account.update', account: account(), at: T0 });
    const s = await loaded(run.actor);
    expect(notificationsOf(s.context).map((n) => n.id)).toEqual(['newer', 'older']);
    expect(hasUnread(s.context)).toBe(true);
  });

  test('closing marks the newest as read, and the read list is remembered', async () => {
    const run = start({ documents: [doc('older', 30), doc('newer', 5)] });
    run.actor.send({ type: 'account.update', account: account(), at: T0 });
    await loaded(run.actor);
    run.actor.send({ type: 'popover.open' });
    expect(isOpen(run.actor)).toBe(true);
    run.actor.send({ type: 'popover.close' });
    const s = run.actor.getSnapshot();
    expect(s.context.memory.readIds).toEqual(['newer']);
    expect(hasUnread(s.context)).toBe(false);
    expect(run.remembered.at(-1)?.readIds).toEqual(['newer']);
  });

  test('a remembered read list keeps the dot off; a newer notice turns it on again', async () => {
    const memory = { ...emptyMemory(), readIds: ['newer'] };
    const run = start({ documents: [doc('older', 30), doc('newer', 5)], memory });
    run.actor.send({ type: 'account.update', account: account(), at: T0 });
    expect(hasUnread((await loaded(run.actor)).context)).toBe(false);

    const again = start({ documents: [doc('newest', 1), doc('newer', 5)], memory });
    again.actor.send({ type: 'account.update', account: account(), at: T0 });
    expect(hasUnread((await loaded(again.actor)).context)).toBe(true);
  });

  test('the documents are loaded again once they are 10 minutes old', async () => {
    const run = start({ documents: [doc('a', 5)] });
    run.actor.send({ type: 'account.update', account: account(), at: T0 });
    await loaded(run.actor);
    run.clock.increment(NOTIFICATIONS_STALE_MS - 1);
    expect(run.loads()).toBe(1);
    run.clock.increment(1);
    expect(run.loads()).toBe(2);
    await loaded(run.actor);
  });

  test('a failed load says so with the status code, and can be retried', async () => {
    const run = start({ fail: new ApiFailure(503, 'unavailable', 'down') });
    run.actor.send({ type: 'account.update', account: account(), at: T0 });
    const s = await waitFor(run.actor, (snap) => snap.matches({ signedIn: { data: 'failed' } }));
    expect(s.context.error).toBe('Error occurred while fetching notifications with status code 503');
    run.actor.send({ type: 'notifications.retry' });
    await waitFor(run.actor, (snap) => snap.matches({ signedIn: { data: 'failed' } }) && run.loads() === 2);
  });

  test('another tier loads again; signing out forgets the documents', async () => {
    const run = start({ documents: [doc('a', 5)] });
    run.actor.send({ type: 'account.update', account: account(), at: T0 });
    await loaded(run.actor);
    run.actor.send({ type: 'account.update', account: account({ referralLinkCode: 'ref' }), at: T0 });
    expect(run.loads()).toBe(1);
    run.actor.send({ type: 'account.update', account: account({ tier: 'pro' }), at: T0 });
    expect(run.loads()).toBe(2);
    await loaded(run.actor);
    run.actor.send({ type: 'account.update', account: null, at: T0 });
    expect(run.actor.getSnapshot().value).toBe('signedOut');
    expect(run.actor.getSnapshot().context.fetched).toEqual([]);
  });
});

describe('notifications machine: auto-open after 5 s only under all four conditions', () => {
  const important = [doc('plain', 30), doc('news', 5, { isImportant: true })];
  type Case = {
    name: string; documents?: NotificationItem[]; memory?: Partial<NotificationMemory>; visible?: boolean;
    createdAgoMs?: number; opens: boolean;
  };
  const cases: Case[] = [
    { name: 'all four hold', opens: true },
    { name: 'the newest is not important', documents: [doc('plain', 5), doc('news', 30, { isImportant: true })], opens: false },
    { name: 'the newest is already read', memory: { readIds: ['news'] }, opens: false },
    { name: 'no bell can be seen', visible: false, opens: false },
    { name: 'auto-open is turned off', memory: { autoOpenDisabled: true }, opens: false },
    { name: 'the account is 3 days old', createdAgoMs: NEW_ACCOUNT_MAX_AGE_MS, opens: false },
  ];

  test.each(cases)('$name: opens = $opens', async (c) => {
    const run = start({ documents: c.documents ?? important, memory: { ...emptyMemory(), ...c.memory } });
    run.actor.send({ type: 'trigger.visibility', trigger: 'sidebar', visible: c.visible ?? true });
    const createdAt = Math.floor((T0 - (c.createdAgoMs ?? DAY)) / 1000);
    run.actor.send({ type: 'account.update', account: account({ createdAt }), at: T0 });
    await loaded(run.actor);
    run.clock.increment(NOTIFICATIONS_AUTO_OPEN_DELAY_MS - 1);
    expect(isOpen(run.actor)).toBe(false);
    run.clock.increment(1);
    expect(isOpen(run.actor)).toBe(c.opens);
    run.clock.increment(NOTIFICATIONS_STALE_MS);
    await loaded(run.actor);
    expect(isOpen(run.actor)).toBe(c.opens);
  });

  test('a condition lost during the 5 s cancels; regained, the 5 s start again', async () => {
    const run = start({ documents: important });
    run.actor.send({ type: 'trigger.visibility', trigger: 'header', visible: true });
    run.actor.send({ type: 'account.update', account: account(), at: T0 });
    await loaded(run.actor);
    run.clock.increment(3_000);
    run.actor.send({ type: 'trigger.visibility', trigger: 'header', visible: false });
    run.clock.increment(3_000);
    expect(isOpen(run.actor)).toBe(false);
    run.actor.send({ type: 'trigger.visibility', trigger: 'header', visible: true });
    run.clock.increment(NOTIFICATIONS_AUTO_OPEN_DELAY_MS - 1);
    expect(isOpen(run.actor)).toBe(false);
    run.clock.increment(1);
    expect(isOpen(run.actor)).toBe(true);
  });

  test('one hidden bell does not hide another that can be seen', async () => {
    const run = start({ documents: important });
    run.actor.send({ type: 'trigger.visibility', trigger: 'sidebar', visible: true });
    run.actor.send({ type: 'trigger.visibility', trigger: 'header', visible: false });
    run.actor.send({ type: 'account.update', account: account(), at: T0 });
    await loaded(run.actor);
    run.clock.increment(NOTIFICATIONS_AUTO_OPEN_DELAY_MS);
    expect(isOpen(run.actor)).toBe(true);
  });

  test('once closed, the auto-opened notice is read and does not open again; the switch is remembered', async () => {
    const run = start({ documents: important });
    run.actor.send({ type: 'trigger.visibility', trigger: 'sidebar', visible: true });
    run.actor.send({ type: 'account.update', account: account(), at: T0 });
    await loaded(run.actor);
    run.clock.increment(NOTIFICATIONS_AUTO_OPEN_DELAY_MS);
    run.actor.send({ type: 'popover.close' });
    run.clock.increment(NOTIFICATIONS_AUTO_OPEN_DELAY_MS * 10);
    expect(isOpen(run.actor)).toBe(false);
    expect(run.actor.getSnapshot().context.memory.readIds).toEqual(['news']);
    run.actor.send({ type: 'autoOpen.toggle' });
    expect(run.remembered.at(-1)?.autoOpenDisabled).toBe(true);
  });
});

describe('synthetic notices', () => {
  const studioUser = account({ canUseStudio: true, createdAt: Math.floor((T0 - NEW_ACCOUNT_MAX_AGE_MS) / 1000) });
  const paid = (fields: Partial<NotificationAccount> = {}) =>
    account({ tier: 'creator', createdAt: Math.floor((T0 - AFFILIATE_PROMO_MIN_ACCOUNT_AGE_MS) / 1000), ...fields });
  // One user on each side of the 10 % draw, so the other rules are tested with the draw both won and lost.
  const lucky = Array.from({ length: 200 }, (_, i) => `user-${i}`).find((id) => stableRoll(`affiliate-promo:${id}`) < 0.1)!;
  const unlucky = Array.from({ length: 200 }, (_, i) => `user-${i}`).find((id) => stableRoll(`affiliate-promo:${id}`) >= 0.1)!;

  test('the affiliate draw is stable per user and lands about 10 % of the time', () => {
    expect(stableRoll('affiliate-promo:abc')).toBe(stableRoll('affiliate-promo:abc'));
    const drawn = Array.from({ length: 20_000 }, (_, i) => stableRoll(`affiliate-promo:${i}`)).filter((r) => r < 0.1);
    expect(drawn.length / 20_000).toBeGreaterThan(0.09);
    expect(drawn.length / 20_000).toBeLessThan(0.11);
  });

  test('affiliate promo: paid tier, no referral code, 7 days old, and a lucky draw', () => {
    const promo = 'timbre-affiliate-promo';
    expect(syntheticNotificationIds(paid({ userId: lucky }), T0)).toContain(promo);
    expect(syntheticNotificationIds(paid({ userId: unlucky }), T0)).not.toContain(promo);
    expect(syntheticNotificationIds(paid({ userId: lucky, tier: 'free' }), T0)).not.toContain(promo);
    expect(syntheticNotificationIds(paid({ userId: lucky, tier: 'starter' }), T0)).not.toContain(promo);
    expect(syntheticNotificationIds(paid({ userId: lucky, referralLinkCode: 'x' }), T0)).not.toContain(promo);
    expect(syntheticNotificationIds(paid({ userId: lucky }), T0 - 1)).not.toContain(promo);
  });

  test('enterprise upsell follows its flag; the Studio notice needs the Studio permission and an account past 3 days', () => {
    expect(syntheticNotificationIds(account({ enterpriseUpsell: true }), T0)).toEqual(['timbre-enterprise-upsell']);
    expect(syntheticNotificationIds(studioUser, T0)).toEqual(['timbre-studio-auto-regenerate']);
    expect(syntheticNotificationIds(studioUser, T0 - 1)).toEqual([]);
    expect(syntheticNotificationIds({ ...studioUser, canUseStudio: false }, T0)).toEqual([]);
    const user = { user_id: 'u', created_at: 1, referral_link_code: null, subscription: { tier: 'pro' },
      feature_flags: { enterprise_upsell: false } } as unknown as UserResponse;
    expect(notificationAccountOf(user, null).canUseStudio).toBe(false);
    expect(notificationAccountOf(user, { permissions: [], all_members_permissions: null }).canUseStudio).toBe(true);
    expect(notificationAccountOf(user, { permissions: [], all_members_permissions: ['dubbing'] }).canUseStudio).toBe(false);
  });

  test('a synthetic notice is dated by its first appearance, which is stored and kept', async () => {
    const run = start({ documents: [doc('server', 60)] });
    run.actor.send({ type: 'account.update', account: studioUser, at: T0 });
    const s = await loaded(run.actor);
    expect(s.context.memory.firstShown).toEqual({ 'timbre-studio-auto-regenerate': T0 });
    expect(run.remembered[0]?.firstShown).toEqual({ 'timbre-studio-auto-regenerate': T0 });
    expect(notificationsOf(s.context).map((n) => [n.id, n.timestamp]))
      .toEqual([['timbre-studio-auto-regenerate', T0 / 1000], ['server', T0 / 1000 - 3600]]);

    const later = start({ documents: [doc('server', 60)], memory: s.context.memory });
    later.actor.send({ type: 'account.update', account: studioUser, at: T0 + DAY });
    expect(notificationsOf((await loaded(later.actor)).context)[0]?.timestamp).toBe(T0 / 1000);
  });

  test('relative times', () => {
    const now = T0;
    const at = (msAgo: number) => (now - msAgo) / 1000;
    expect(relativeTime(at(10_000), now)).toBe('just now');
    expect(relativeTime(at(5 * 60_000), now)).toBe('5 minutes ago');
    expect(relativeTime(at(DAY), now)).toBe('yesterday');
    expect(relativeTime(at(3 * 7 * DAY), now)).toBe('3 weeks ago');
  });
});

describe('notifications flow: recorded and replayed', () => {
  afterEach(() => vi.useRealTimers());

  test('a session with load, auto-open and close replays to the same snapshot', async () => {
    // The runtime's actors run on the default clock (setTimeout), so the 5 s are faked rather than waited for.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const store = createMemoryEventStore();
    const runtime = createFlowRuntime({ store });
    const flow = runtime.start(findMachine('notifications')!, {
      machine: notificationsMachine.provide({
        actors: {
          loadNotifications: fromPromise(async () => ({ notifications: [doc('news', 5, { isImportant: true })], at: T0 })),
        },
      }),
      input: emptyMemory(),
    });
    flow.actor.send({ type: 'trigger.visibility', trigger: 'sidebar', visible: true });
    flow.actor.send({ type: 'account.update', account: account({ canUseStudio: true }), at: T0 });
    await loaded(flow.actor);
    vi.advanceTimersByTime(NOTIFICATIONS_AUTO_OPEN_DELAY_MS);
    expect(flow.actor.getSnapshot().matches({ signedIn: { popover: 'open' } })).toBe(true);
    flow.actor.send({ type: 'popover.close' });
    await flow.flushed();

    const trace = await exportTrace(store, flow.sessionId, flow.actor.getSnapshot());
    expect(trace.events.map((e) => e.event.type)).toContain(
      'xstate.after.autoOpenDelay.notifications.signedIn.popover.closed.autoOpening');
    const replay = replayTrace(JSON.parse(JSON.stringify(trace)), MACHINE_REGISTRY);
    expect(replay.matches).toBe(true);
    expect((replay.final.context as { memory: NotificationMemory }).memory.readIds).toEqual(['news']);
    flow.stop();
  });
});
