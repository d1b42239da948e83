import type { Database } from '../db/client';

/**
 * Voice slots in use by a workspace. The foundation has no custom voices yet, so nothing occupies a slot; the
 * voices issue replaces this count with one over its voices table.
 */
export async function slotUsageOf(_db: Database, _workspaceId: string) {
  return { voiceSlotsUsed: 0, professionalVoiceSlotsUsed: 0 };
}
