import { fromPromise, type Actor } from 'xstate';
import { notificationAccountOf, type GroupPermissionsResponse, type UserResponse } from '../domain';
import { flowRuntime } from '../flows/browserRuntime';
import { feedbackMachine } from '../machines/feedback.machine';
import { notificationsMachine } from '../machines/notifications.machine';
import { findMachine } from '../machines/registry';
import type { sessionMachine } from '../machines/session.machine';
import { shellPopoversApi } from '../services/shellPopovers';
import { readNotificationMemory, writeNotificationMemory } from '../services/storage';

/**
 * The notifications and feedback flows live as long as the app, next to the shell actor, for the same reasons: a
 * bell appears in more than one place (sidebar, mobile header) and all must share one state, and their timers (the
 * 10-minute refresh, the 5 s auto-open, the 60 s thank-you reset) outlast any one page and any one opening of a
 * popover. They follow the session: the notices get the account whenever what they read of it changes, and a
 * sign-out ends the feedback draft.
 */
export function startShellPopoverFlows(session: Actor<typeof sessionMachine>) {
  const notifications = flowRuntime.start(findMachine('notifications')!, {
    machine: notificationsMachine.provide({
      actors: {
        loadNotifications: fromPromise(async () => ({ ...(await shellPopoversApi.notifications()), at: Date.now() })),
      },
      actions: { rememberLocally: (_, memory) => writeNotificationMemory(memory) },
    }),
    input: readNotificationMemory(),
  }).actor;
  const feedback = flowRuntime.start(findMachine('feedback')!, {
    machine: feedbackMachine.provide({
      actors: { sendFeedback: fromPromise(({ input }) => shellPopoversApi.sendFeedback(input.feedback)) },
    }),
  }).actor;

  // Only changes are sent, so the recorded flows hold no repeats of the same account.
  let followed = JSON.stringify(null);
  const follow = (user: UserResponse | null, permissions: GroupPermissionsResponse | null) => {
    const account = user ? notificationAccountOf(user, permissions) : null;
    const key = JSON.stringify(account);
    if (key === followed) return;
    followed = key;
    if (account === null) feedback.send({ type: 'session.end' });
    notifications.send({ type: 'account.update', account, at: Date.now() });
  };
  session.subscribe(({ context }) => follow(context.user, context.permissions));
  return { notifications, feedback };
}
