import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { resolveFeatureFlags, type NotificationItem, type NotificationsResponse } from '../../src/domain';
import { loadWorkspace } from '../accounts/access';
import type { AppEnv } from '../context';
import { users } from '../db/schema';
import { visibleNotifications } from '../notifications/store';

type Row = Awaited<ReturnType<typeof visibleNotifications>>[number];

const toItem = (row: Row): NotificationItem => ({
  id: row.slug,
  title: row.title,
  description: row.description,
  timestamp: Math.floor(row.publishedAt.getTime() / 1000),
  largeImage: row.largeImage,
  smallImage: row.smallImage,
  linkTo: row.linkTo,
  isImportant: row.isImportant,
  featureFlagControlled: row.featureFlagControlled,
  cta: row.cta,
});

export const notificationRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { db, now } = c.get('deps');
    const principal = c.get('principal');
    const workspace = await loadWorkspace(db, principal.workspaceId);
    const [user] = await db.select({ survey: users.onboardingSurvey }).from(users).where(eq(users.id, principal.userId));
    const rows = await visibleNotifications(db, {
      tier: workspace.tier, survey: user?.survey ?? null, flags: resolveFeatureFlags(workspace.featureFlags), now: now(),
    });
    return c.json({ notifications: rows.map(toItem) } satisfies NotificationsResponse);
  });
