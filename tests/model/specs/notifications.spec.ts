import fc from 'fast-check';
import type { SnapshotFrom } from 'xstate';
import { expect } from 'vitest';
import {
  isNewAccount, NEW_ACCOUNT_MAX_AGE_MS, syntheticNotificationIds,
  type NotificationAccount, type NotificationItem,
} from '../../../src/domain';
import {
  hasUnread, notificationsMachine, notificationsOf, type LoadedNotifications,
} from '../../../src/machines/notifications.machine';
import type { NotificationMemory } from '../../../src/services/storage';
import { FAILURES } from '../arbitraries';
import { defineSpec, noPayload, variants } from '../harness';

type Notifications = SnapshotFrom<typeof notificationsMachine>;

const AT = Date.UTC(2026, 10, 1, 12);
const unixMinutesAgo = (minutes: number) => Math.floor((AT - minutes * 60_000) / 1000);
const item = (id: string, minutesAgo: number, isImportant: boolean): NotificationItem => ({
  id, title: id, description: id, timestamp: unixMinutesAgo(minutesAgo), largeImage: null, smallImage: null,
  linkTo: null, isImportant, featureFlagControlled: null, cta: null,
});

const newAccount: NotificationAccount = {
  userId: 'u_ada', createdAt: Math.floor((AT - 60_000) / 1000), tier: 'free', referralLinkCode: null,
  enterpriseUpsell: false, canUseStudio: true,
};
/** The signed-in account, as the session reports it over time: first seen, one field changed, another tier. */
const ACCOUNTS: Readonly<Record<string, NotificationAccount | null>> = {
  new: newAccount,
  'referral code': { ...newAccount, referralLinkCode: 'Xy7kQ2' },
  'pro tier': { ...newAccount, tier: 'pro' },
  'signed out': null,
};
const nameOf = (account: NotificationAccount | null) =>
  Object.entries(ACCOUNTS).find(([, known]) => known === account)?.[0] ?? '?';

/** All four conditions of §4.11, restated from the spec, to hold the auto-open states to. */
function autoOpenHolds({ context }: Notifications): boolean {
  const newest = notificationsOf(context)[0];
  return !!newest?.isImportant && hasUnread(context) && context.visibleTriggers.length > 0
    && !context.memory.autoOpenDisabled && context.account !== null && isNewAccount(context.account, context.now);
}

const signedIn = ({ context }: Notifications) => expect(context.account).not.toBeNull();

export const notificationsSpec = defineSpec({
  machine: notificationsMachine,
  input: variants(fc.constant<NotificationMemory>({ readIds: [], firstShown: {}, autoOpenDisabled: false })),
  events: {
    'account.update': variants(fc.constantFrom(...Object.values(ACCOUNTS)).map((account) => ({ account, at: AT })),
      Object.keys(ACCOUNTS).length, ({ account }) => nameOf(account)),
    'trigger.visibility': variants(fc.boolean().map((visible) => ({ trigger: 'sidebar', visible })), 2,
      ({ visible }) => (visible ? 'shown' : 'hidden')),
    'popover.open': noPayload,
    'popover.close': noPayload,
    'autoOpen.toggle': noPayload,
    'notifications.retry': noPayload,
  },
  actors: {
    loadNotifications: {
      // The newest document is important, so every auto-open condition can be met and lost.
      done: variants(fc.constant<LoadedNotifications>({
        notifications: [item('news', 5, true), item('older', 60, false)], at: AT,
      })),
      error: variants(fc.constant(FAILURES.unavailable)),
    },
  },
  invariant: ({ context }) => {
    expect(new Set(context.memory.readIds).size).toBe(context.memory.readIds.length);
    expect(new Set(context.visibleTriggers).size).toBe(context.visibleTriggers.length);
    // Every synthetic notice shown is dated by a stored first display.
    const shown = context.account ? syntheticNotificationIds(context.account, context.now) : [];
    for (const id of shown) expect(context.memory.firstShown[id]).toEqual(expect.any(Number));
    // Only the newest can be marked read, and only documents or synthetic notices are.
    for (const id of context.memory.readIds) expect(['news', 'older', 'timbre-studio-auto-regenerate']).toContain(id);
  },
  invariants: {
    signedOut: ({ context }, { running }) => {
      expect(context.account).toBeNull();
      expect(context.fetched).toEqual([]);
      expect(running()).toEqual([]);
    },
    'signedIn.data.loading': (snapshot, { invoked }) => {
      signedIn(snapshot);
      expect(invoked('loadNotifications')).toBeDefined();
    },
    'signedIn.data.ready': (snapshot) => {
      signedIn(snapshot);
      expect(snapshot.context.error).toBeNull();
      expect(snapshot.context.fetched.length).toBeGreaterThan(0);
    },
    'signedIn.data.failed': (snapshot) => {
      signedIn(snapshot);
      expect(snapshot.context.error).toBe('Error occurred while fetching notifications with status code 503');
    },
    'signedIn.popover.closed.waiting': (snapshot) => expect(autoOpenHolds(snapshot)).toBe(false),
    'signedIn.popover.closed.autoOpening': (snapshot) => {
      expect(autoOpenHolds(snapshot)).toBe(true);
      expect(AT - snapshot.context.account!.createdAt * 1000).toBeLessThan(NEW_ACCOUNT_MAX_AGE_MS);
    },
    'signedIn.popover.open': signedIn,
  },
});
