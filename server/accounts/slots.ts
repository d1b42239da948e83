import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { voices } from '../db/schema';

/**
 * Voice slots in use by a workspace: every voice it owns occupies one (cloned, designed, professional, library
 * copies); premade voices belong to no workspace and occupy none. Professional voices also count against the
 * professional limit.
 */
export async function slotUsageOf(db: Database, workspaceId: string) {
  const [usage] = await db.select({
    voiceSlotsUsed: count(),
    professionalVoiceSlotsUsed: sql<number>`count(*) filter (where ${voices.category} = 'professional')`.mapWith(Number),
  }).from(voices).where(and(eq(voices.workspaceId, workspaceId), ne(voices.category, 'premade')));
  return { voiceSlotsUsed: usage?.voiceSlotsUsed ?? 0, professionalVoiceSlotsUsed: usage?.professionalVoiceSlotsUsed ?? 0 };
}
