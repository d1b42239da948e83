import { isDeepStrictEqual } from 'node:util';
import { and, eq, isNull, notInArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { voices } from '../db/schema';
import { PREMADE_VOICES, warmUpEngine, type PremadeVoice } from '../engine';
import type { BlobStore } from '../storage/blobStore';
import { previewOf } from './previews';

function premadeFields(voice: PremadeVoice) {
  return {
    category: 'premade' as const,
    name: voice.name,
    description: voice.description,
    labels: { ...voice.labels },
    model: voice.model,
  };
}

/**
 * Brings the premade rows in line with the engine's table: new voices are inserted, changed ones get the new
 * fields and a new version (so their previews are rendered again), dropped ones go. Idempotent, and safe when two
 * servers start against the same database (inserts ignore a row the other one wrote first).
 */
export async function seedPremadeVoices(db: Database, now: Date): Promise<void> {
  const rows = await db.select().from(voices).where(isNull(voices.workspaceId));
  const existing = new Map(rows.map((row) => [row.voiceId, row]));
  const missing = PREMADE_VOICES.filter((voice) => !existing.has(voice.voice_id));
  if (missing.length > 0) {
    await db.insert(voices)
      .values(missing.map((voice) => ({ voiceId: voice.voice_id, ...premadeFields(voice), createdAt: now })))
      .onConflictDoNothing();
  }
  for (const voice of PREMADE_VOICES) {
    const row = existing.get(voice.voice_id);
    const fields = premadeFields(voice);
    if (!row || isDeepStrictEqual(fields, {
      category: row.category, name: row.name, description: row.description, labels: row.labels, model: row.model,
    })) continue;
    await db.update(voices).set({ ...fields, version: row.version + 1 }).where(eq(voices.voiceId, row.voiceId));
  }
  await db.delete(voices).where(and(isNull(voices.workspaceId),
    notInArray(voices.voiceId, PREMADE_VOICES.map((voice) => voice.voice_id))));
}

export interface BackgroundTask {
  /** Lets the current step finish and starts no other. */
  stop(): Promise<void>;
}

/**
 * Warms the engine up (so the first request does not pay for module start-up), then renders the premade previews
 * that are not cached yet, one after another: the first start renders them all (tens of seconds of CPU), later
 * starts find them in the blob store.
 */
export function cachePremadePreviews(db: Database, blobs: BlobStore): BackgroundTask {
  let stopped = false;
  const run = (async () => {
    await warmUpEngine();
    const rows = await db.select().from(voices).where(isNull(voices.workspaceId)).orderBy(voices.voiceId);
    for (const row of rows) {
      if (stopped) return;
      await previewOf(blobs, row);
    }
  })().catch((error: unknown) => {
    if (!stopped) console.error('premade previews: rendering failed', error);
  });
  return {
    stop: async () => {
      stopped = true;
      await run;
    },
  };
}
