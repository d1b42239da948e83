import { createHash } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { REGENERATION_WINDOW_MS, SPEECH_MESSAGES, type VoiceSettingsResponse } from '../../src/domain';
import { ApiError } from '../api/errors';
import type { Database } from '../db/client';
import { generations } from '../db/schema';

/** The request header that asks for a regeneration; it carries the `generation-info` of the earlier response. */
export const REGENERATE_HEADER = 'regenerate-from-last-generation-info';

/** One generation is one input (text, voice, model and settings, as the workspace keys it) in one workspace. */
export function generationKeyOf(voiceId: string, modelId: string, text: string, settings: VoiceSettingsResponse): string {
  const { stability, similarity_boost, style, use_speaker_boost, speed } = settings;
  const input = JSON.stringify([text, voiceId, modelId, stability, similarity_boost, style, use_speaker_boost, speed]);
  return createHash('sha256').update(input).digest('hex').slice(0, 32);
}

/** The generation id the regenerate header names; anything but a generation-info object is refused. */
export function requestedRegeneration(header: string | undefined): string | null {
  if (header === undefined || header.trim() === '') return null;
  let info: unknown;
  try {
    info = JSON.parse(header);
  } catch {
    info = null;
  }
  const id = (info as { generation_id?: unknown } | null)?.generation_id;
  if (typeof id !== 'string') throw new ApiError(400, 'invalid_generation_info', SPEECH_MESSAGES.invalidGenerationInfo);
  return id;
}

export interface GenerationSlot {
  key: string;
  firstGeneratedAt: Date;
  /** 0 for a new generation, 1..max (regenerationMaxOf) for regenerations. */
  regenerationCount: number;
  /** A regeneration within the limits costs no credits (workspace-shell §4.4, §9). */
  free: boolean;
}

/**
 * A regeneration is granted when the header names this very generation, it has had fewer than `max`
 * (regenerationMaxOf) regenerations and its first generation is under two hours old: one conditional UPDATE decides, so concurrent
 * regenerations cannot exceed the count. Anything else starts a new generation (charged), replacing the old record.
 * A new generation's record is (re)written in the same statement as its charge; records past the window are cleared
 * by pruneGenerations once the audio is done.
 */
export async function openGeneration(
  db: Database, workspaceId: string, key: string, regenerationOf: string | null, now: Date, max: number,
): Promise<GenerationSlot> {
  const windowStart = new Date(now.getTime() - REGENERATION_WINDOW_MS);
  if (regenerationOf === key) {
    const [granted] = await db.update(generations)
      .set({ regenerationCount: sql`${generations.regenerationCount} + 1` })
      .where(and(eq(generations.workspaceId, workspaceId), eq(generations.generationKey, key),
        lt(generations.regenerationCount, max), gt(generations.firstGeneratedAt, windowStart)))
      .returning();
    if (granted) {
      return { key, firstGeneratedAt: granted.firstGeneratedAt, regenerationCount: granted.regenerationCount, free: true };
    }
  }
  // The new generation's record is written by the statement that charges for it (chargeCredits' `generation`).
  return { key, firstGeneratedAt: now, regenerationCount: 0, free: false };
}

/** Drops the workspace's generation records that can no longer be regenerated (older than the window). */
export async function pruneGenerations(db: Database, workspaceId: string, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - REGENERATION_WINDOW_MS);
  await db.delete(generations)
    .where(and(eq(generations.workspaceId, workspaceId), lt(generations.firstGeneratedAt, windowStart)));
}

/** A regeneration whose synthesis failed gives its slot back. */
export async function releaseRegeneration(db: Database, workspaceId: string, slot: GenerationSlot): Promise<void> {
  if (!slot.free) return;
  await db.update(generations)
    .set({ regenerationCount: sql`greatest(${generations.regenerationCount} - 1, 0)` })
    .where(and(eq(generations.workspaceId, workspaceId), eq(generations.generationKey, slot.key)));
}
