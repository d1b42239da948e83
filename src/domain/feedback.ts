import * as v from 'valibot';
import { FeedbackSchema } from './schemas';

export const FEEDBACK_CATEGORIES = ['bug', 'feature', 'voice', 'billing', 'other'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

/** POST /v1/feedback's answer. */
export interface FeedbackResponse {
  relevant: boolean;
  category: FeedbackCategory;
  positive: boolean;
}

/** The client's check before sending: the server's own schema, so both refuse the same text with the same words. */
export function feedbackProblem(text: string): string | null {
  const result = v.safeParse(FeedbackSchema, { feedback: text });
  return result.success ? null : (result.issues[0]?.message ?? null);
}
