import { and, assertEvent, assign, fromPromise, not, setup } from 'xstate';
import {
  MESSAGES, NOTIFICATIONS_AUTO_OPEN_DELAY_MS, NOTIFICATIONS_READ_MEMORY, NOTIFICATIONS_STALE_MS, isNewAccount,
  newestFirst, syntheticNotifications, withFirstAppearances, type NotificationAccount, type NotificationItem,
} from '../domain';
import type { ApiFailure } from '../services/http';
import type { NotificationMemory } from '../services/storage';

export type NotificationsEvent =
  /** The signed-in account as the notices need it (null once signed out), with the time it was read. */
  | { type: 'account.update'; account: NotificationAccount | null; at: number }
  /** A bell reports whether it can be seen (one per place the shell puts it). */
  | { type: 'trigger.visibility'; trigger: string; visible: boolean }
  | { type: 'popover.open' }
  | { type: 'popover.close' }
  | { type: 'autoOpen.toggle' }
  | { type: 'notifications.retry' };

export interface NotificationsContext {
  account: NotificationAccount | null;
  /** The server's documents from the last successful load. */
  fetched: NotificationItem[];
  memory: NotificationMemory;
  visibleTriggers: string[];
  /** The latest time an event brought (ms): the account-age and affiliate rules read it, so replays agree. */
  now: number;
  error: string | null;
}

export interface LoadedNotifications {
  notifications: NotificationItem[];
  /** When the answer arrived (ms). */
  at: number;
}

/** Server documents and the synthetic notices, newest first. */
export function notificationsOf(context: NotificationsContext): NotificationItem[] {
  const synthetic = context.account
    ? syntheticNotifications(context.account, context.now, context.memory.firstShown) : [];
  return newestFirst([...context.fetched, ...synthetic]);
}

/** §4.11: unread while the newest notification's id is not in the read list. */
export function hasUnread(context: NotificationsContext): boolean {
  const newest = notificationsOf(context)[0];
  return newest !== undefined && !context.memory.readIds.includes(newest.id);
}

/** Every change of local memory is written back by whoever runs the machine. */
const remember = { type: 'rememberLocally', params: ({ context }: { context: NotificationsContext }) => context.memory } as const;

/**
 * The notifications popover (workspace-shell §4.11, §7.4, §9). Signed in, it loads the documents (again once they
 * are 10 minutes old), adds the synthetic notices, and marks the newest as read when the popover closes. It opens
 * by itself after 5 s only while the newest is important and unread, a bell is visible, the user has not turned
 * auto-open off, and the account is under 3 days old. Local memory is written by the injected `rememberLocally`.
 */
export const notificationsMachine = setup({
  types: {
    input: {} as NotificationMemory,
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
  },
  actors: {
    loadNotifications: fromPromise<LoadedNotifications, void>(async () => {
      throw new Error('loadNotifications not provided');
    }),
  },
  actions: {
    rememberLocally: (_, _memory: NotificationMemory) => {},
    takeAccount: assign(({ context, event }) => {
      assertEvent(event, 'account.update');
      return {
        account: event.account,
        now: event.at,
        memory: { ...context.memory, firstShown: withFirstAppearances(event.account, event.at, context.memory.firstShown) },
      };
    }),
    forgetAccount: assign({ account: null, fetched: [], error: null }),
    takeNotifications: assign(({ context }, loaded: LoadedNotifications) => ({
      fetched: loaded.notifications,
      now: loaded.at,
      error: null,
      memory: { ...context.memory, firstShown: withFirstAppearances(context.account, loaded.at, context.memory.firstShown) },
    })),
    showFailure: assign((_, params: { error: unknown }) => ({
      error: MESSAGES.notificationsFetchFailed((params.error as ApiFailure)?.httpStatus ?? 0),
    })),
    markNewestRead: assign(({ context }) => {
      const newest = notificationsOf(context)[0];
      if (!newest || context.memory.readIds.includes(newest.id)) return {};
      const readIds = [...context.memory.readIds, newest.id].slice(-NOTIFICATIONS_READ_MEMORY);
      return { memory: { ...context.memory, readIds } };
    }),
    toggleAutoOpen: assign(({ context }) => ({
      memory: { ...context.memory, autoOpenDisabled: !context.memory.autoOpenDisabled },
    })),
    noteTrigger: assign(({ context, event }) => {
      assertEvent(event, 'trigger.visibility');
      const others = context.visibleTriggers.filter((trigger) => trigger !== event.trigger);
      return { visibleTriggers: event.visible ? [...others, event.trigger] : others };
    }),
  },
  guards: {
    signsOut: ({ event }) => event.type === 'account.update' && event.account === null,
    signsIn: ({ event }) => event.type === 'account.update' && event.account !== null,
    /** Another user or another tier sees other documents: load again. */
    changesAudience: ({ context, event }) => event.type === 'account.update'
      && (event.account?.userId !== context.account?.userId || event.account?.tier !== context.account?.tier),
    newestIsImportantAndUnread: ({ context }) => !!notificationsOf(context)[0]?.isImportant && hasUnread(context),
    triggerVisible: ({ context }) => context.visibleTriggers.length > 0,
    autoOpenAllowed: ({ context }) => !context.memory.autoOpenDisabled,
    accountIsNew: ({ context }) => context.account !== null && isNewAccount(context.account, context.now),
    shouldAutoOpen: and(['newestIsImportantAndUnread', 'triggerVisible', 'autoOpenAllowed', 'accountIsNew']),
  },
  delays: {
    autoOpenDelay: NOTIFICATIONS_AUTO_OPEN_DELAY_MS,
    staleTime: NOTIFICATIONS_STALE_MS,
  },
}).createMachine({
  id: 'notifications',
  context: ({ input }) => ({
    account: null, fetched: [], memory: input, visibleTriggers: [], now: 0, error: null,
  }),
  initial: 'signedOut',
  on: {
    'trigger.visibility': { actions: 'noteTrigger' },
  },
  states: {
    signedOut: {
      entry: 'forgetAccount',
      on: {
        'account.update': {
          guard: 'signsIn',
          target: 'signedIn',
          actions: ['takeAccount', remember],
        },
      },
    },
    signedIn: {
      type: 'parallel',
      on: {
        'account.update': [
          { guard: 'signsOut', target: 'signedOut' },
          {
            guard: 'changesAudience',
            target: 'signedIn',
            reenter: true,
            actions: ['takeAccount', remember],
          },
          { actions: ['takeAccount', remember] },
        ],
        'autoOpen.toggle': {
          actions: ['toggleAutoOpen', remember],
        },
      },
      states: {
        data: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                src: 'loadNotifications',
                onDone: {
                  target: 'ready',
                  actions: [
                    { type: 'takeNotifications', params: ({ event }) => event.output },
                    remember,
                  ],
                },
                onError: { target: 'failed', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            ready: { after: { staleTime: 'loading' } },
            failed: {
              after: { staleTime: 'loading' },
              on: { 'notifications.retry': 'loading' },
            },
          },
        },
        popover: {
          initial: 'closed',
          states: {
            closed: {
              initial: 'waiting',
              on: { 'popover.open': 'open' },
              states: {
                waiting: {
                  always: {
                    guard: 'shouldAutoOpen',
                    target: 'autoOpening',
                  },
                },
                autoOpening: {
                  always: {
                    guard: not('shouldAutoOpen'),
                    target: 'waiting',
                  },
                  after: { autoOpenDelay: '#notifications.signedIn.popover.open' },
                },
              },
            },
            open: {
              on: {
                'popover.close': {
                  target: 'closed',
                  actions: ['markNewestRead', remember],
                },
              },
            },
          },
        },
      },
    },
  },
});
