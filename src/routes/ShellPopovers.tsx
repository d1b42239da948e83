import { useSelector } from '@xstate/react';
import { isNewAccount } from '../domain';
import { hasUnread, notificationsOf } from '../machines/notifications.machine';
import { FeedbackPopover } from '../ui/shell/FeedbackPopover';
import { NotificationsPopover } from '../ui/shell/NotificationsPopover';
import { useAppActors } from './AppActorsContext';

/** A notifications bell on the app-wide notifications flow; the shell puts one in the sidebar and one in the mobile header. */
export function NotificationsBell({ trigger }: { trigger: 'sidebar' | 'header' }) {
  const { notifications } = useAppActors();
  const state = useSelector(notifications, (s) => s);
  const { context } = state;
  const now = Date.now();
  const firstLoad = state.matches({ signedIn: { data: 'loading' } }) && context.fetched.length === 0;
  return (
    <NotificationsPopover
      trigger={trigger}
      items={notificationsOf(context)}
      unread={hasUnread(context)}
      open={state.matches({ signedIn: { popover: 'open' } })}
      status={state.matches({ signedIn: { data: 'failed' } }) ? 'failed' : firstLoad ? 'loading' : 'ready'}
      error={context.error}
      autoOpen={context.account && isNewAccount(context.account, now) ? !context.memory.autoOpenDisabled : null}
      now={now}
      send={notifications.send}
    />
  );
}

/** The sidebar footer's Feedback button on the app-wide feedback flow. */
export function FeedbackButton({ compact }: { compact: boolean }) {
  const { feedback } = useAppActors();
  const state = useSelector(feedback, (s) => s);
  return (
    <FeedbackPopover
      compact={compact}
      open={state.matches({ popover: 'open' })}
      status={state.matches({ content: 'thankYou' }) ? 'thankYou'
        : state.matches({ content: 'submitting' }) ? 'submitting' : 'form'}
      text={state.context.text}
      error={state.context.error}
      send={feedback.send}
    />
  );
}
