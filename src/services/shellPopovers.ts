import type { FeedbackResponse, NotificationsResponse } from '../domain';
import { request } from './http';

/** The notifications and feedback endpoints behind the shell's two popovers (workspace-shell §7.4). */
export const shellPopoversApi = {
  notifications: () => request((h) => h.get('v1/notifications').json<NotificationsResponse>()),
  sendFeedback: (feedback: string) => request((h) => h.post('v1/feedback', { json: { feedback } }).json<FeedbackResponse>()),
};
