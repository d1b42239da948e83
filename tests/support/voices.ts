import type { Database } from '../../server/db/client';
import { voices } from '../../server/db/schema';
import { newId } from '../../server/auth/secrets';
import { PREMADE_VOICES } from '../../server/engine';

let sequence = 0;

/**
 * A workspace's own voice, written straight into the server's database: no API route creates voices yet (the
 * cloning and design flows will), and the voice, history and route-guard tests need one. Its model is a premade
 * voice's, so it synthesises like any other voice.
 */
export async function insertWorkspaceVoice(db: Database, owner: { workspaceId: string; userId: string },
  fields: { name?: string; description?: string; category?: 'cloned' | 'generated' | 'professional'; labels?: Record<string, string> } = {}): Promise<string> {
  const voiceId = newId();
  const template = PREMADE_VOICES[sequence++ % PREMADE_VOICES.length]!;
  await db.insert(voices).values({
    voiceId,
    workspaceId: owner.workspaceId,
    createdByUserId: owner.userId,
    category: fields.category ?? 'cloned',
    name: fields.name ?? `Custom ${sequence}`,
    description: fields.description ?? null,
    labels: fields.labels ?? { language: template.labels.language },
    model: template.model,
    createdAt: new Date(),
  });
  return voiceId;
}
