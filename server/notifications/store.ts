import { and, asc, desc, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { NOTIFICATIONS_FETCH_LIMIT, type FeatureFlags, type TierId } from '../../src/domain';
import type { Database } from '../db/client';
import { notifications } from '../db/schema';

export type NotificationDocument = typeof notifications.$inferInsert;

const MINUTE_MS = 60_000;

/**
 * Timbre's own notices, each a true statement about this server. They are dated by the server's first start (a
 * minute apart, so their order is fixed), because that is when they were published here.
 */
export function timbreNotices(seededAt: Date): NotificationDocument[] {
  const minutesBefore = (minutes: number) => new Date(seededAt.getTime() - minutes * MINUTE_MS);
  return [
    {
      slug: 'no-payment-provider',
      title: 'Plans switch without payment',
      description: 'No payment provider is connected to this server: a workspace admin switches the plan on the '
        + 'Subscription page, and the new limits apply at once.',
      publishedAt: minutesBefore(1),
      linkTo: '/app/subscription',
    },
    {
      slug: 'api-keys-compatible-clients',
      title: 'API keys work with any ElevenLabs-compatible client',
      description: 'The server mirrors the public ElevenLabs HTTP API under /v1 and /v2. Send a key as the '
        + 'xi-api-key header; each endpoint answers as soon as its flow is built here.',
      publishedAt: minutesBefore(2),
      cta: { label: 'Create an API key', href: '/app/settings/api-keys' },
    },
    {
      slug: 'voice-engine-parametric',
      title: 'The embedded voice engine is a parametric synthesiser',
      description: 'Timbre speaks with an engine built only from npm packages (espeak-ng voice models). It sounds '
        + 'synthetic, and Timbre says so wherever it speaks; other engines plug in behind the same interface.',
      linkTo: '/app/speech-synthesis/text-to-speech',
      publishedAt: minutesBefore(3),
      isImportant: true,
    },
    {
      slug: 'welcome-to-timbre',
      title: 'Welcome to Timbre',
      description: 'A self-hostable voice-AI studio. Text to speech, accounts, workspaces, API keys and plans work '
        + 'today; every area that is not built yet says so on its page.',
      publishedAt: minutesBefore(4),
      linkTo: '/app/home',
    },
  ];
}

/** Fills an empty notifications table: `documents` when given (tests), Timbre's own notices otherwise. */
export async function seedNotifications(
  db: Database, documents: readonly NotificationDocument[] | undefined, now: Date,
): Promise<void> {
  const [existing] = await db.select({ slug: notifications.slug }).from(notifications).limit(1);
  if (existing) return;
  const rows = documents ?? timbreNotices(now);
  // Two servers starting on one PostgreSQL database may both find it empty; the slug keeps one copy.
  if (rows.length > 0) await db.insert(notifications).values([...rows]).onConflictDoNothing();
}

export interface NotificationAudience {
  tier: TierId;
  /** The caller's onboarding role and subrole, when they answered the survey. */
  survey: { role: string; subrole: string } | null;
  flags: FeatureFlags;
  now: Date;
}

const textArray = (values: string[]): SQL => sql`array[${sql.join(values.map((value) => sql`${value}`), sql`, `)}]::text[]`;

/**
 * What one caller sees (workspace-shell §7.4): documents for all tiers or theirs, all personas or their role or
 * subrole, published by now, flag-controlled ones only when that flag is on; newest first, at most 10.
 */
export function visibleNotifications(db: Database, audience: NotificationAudience) {
  const personas = ['all', ...(audience.survey ? [audience.survey.role, audience.survey.subrole] : [])];
  const flagsOn = Object.entries(audience.flags).filter(([, value]) => value === true).map(([name]) => name);
  const flag = notifications.featureFlagControlled;
  return db.select().from(notifications)
    .where(and(
      lte(notifications.publishedAt, audience.now),
      sql`${notifications.tiers} ?| ${textArray(['all', audience.tier])}`,
      sql`${notifications.personas} ?| ${textArray(personas)}`,
      flagsOn.length > 0 ? or(isNull(flag), inArray(flag, flagsOn)) : isNull(flag),
    ))
    .orderBy(desc(notifications.publishedAt), asc(notifications.slug))
    .limit(NOTIFICATIONS_FETCH_LIMIT);
}
