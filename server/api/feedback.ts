import { and, count, eq, gt } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  ACCOUNT_MESSAGES, FEEDBACK_RATE_LIMIT, FEEDBACK_RATE_WINDOW_MS, FeedbackSchema, type FeedbackResponse,
} from '../../src/domain';
import { newId } from '../auth/secrets';
import type { AppEnv } from '../context';
import { feedback } from '../db/schema';
import { classifyFeedback } from '../feedback/classify';
import { ApiError, readJson } from './errors';

export const feedbackRoutes = new Hono<AppEnv>()
  .post('/', async (c) => {
    const { db, now } = c.get('deps');
    const principal = c.get('principal');
    const { feedback: text } = await readJson(c, FeedbackSchema);
    const at = now();
    const [recent] = await db.select({ sent: count() }).from(feedback).where(and(
      eq(feedback.userId, principal.userId), gt(feedback.createdAt, new Date(at.getTime() - FEEDBACK_RATE_WINDOW_MS))));
    if ((recent?.sent ?? 0) >= FEEDBACK_RATE_LIMIT) {
      throw new ApiError(429, 'too_many_requests', ACCOUNT_MESSAGES.feedbackRateLimited);
    }
    const verdict = classifyFeedback(text);
    await db.insert(feedback).values({
      id: newId(), workspaceId: principal.workspaceId, userId: principal.userId, text, ...verdict, createdAt: at,
    });
    return c.json(verdict satisfies FeedbackResponse);
  });
