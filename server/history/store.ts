import { and, eq } from 'drizzle-orm';
import { SPEECH_MESSAGES, type HistoryItemObject } from '../../src/domain';
import { ApiError } from '../api/errors';
import type { Database } from '../db/client';
import { historyItems } from '../db/schema';
import type { BlobStore } from '../storage/blobStore';

export type HistoryRow = typeof historyItems.$inferSelect;

export const audioKeyOf = (workspaceId: string, historyItemId: string, extension: string) =>
  `${workspaceId}/history/${historyItemId}.${extension}`;

export async function findHistoryItem(db: Database, workspaceId: string, historyItemId: string): Promise<HistoryRow> {
  const [row] = await db.select().from(historyItems)
    .where(and(eq(historyItems.historyItemId, historyItemId), eq(historyItems.workspaceId, workspaceId)));
  if (!row) throw new ApiError(404, 'history_item_not_found', SPEECH_MESSAGES.historyItemNotFound(historyItemId));
  return row;
}

/** The stored audio of a finished item; an item still being produced has none yet. */
export async function historyAudioOf(blobs: BlobStore, row: HistoryRow): Promise<{ data: Uint8Array; contentType: string }> {
  const stored = row.state === 'created' && row.audioKey ? await blobs.get(row.audioKey) : null;
  if (!stored) throw new ApiError(409, 'history_item_processing', SPEECH_MESSAGES.historyItemProcessing);
  return stored;
}

export async function deleteHistoryItem(db: Database, blobs: BlobStore, row: HistoryRow): Promise<void> {
  await db.delete(historyItems).where(eq(historyItems.historyItemId, row.historyItemId));
  if (row.audioKey) await blobs.delete(row.audioKey);
}

export function historyView(row: HistoryRow): HistoryItemObject {
  return {
    history_item_id: row.historyItemId,
    request_id: row.requestId,
    voice_id: row.voiceId,
    model_id: row.modelId,
    voice_name: row.voiceName,
    voice_category: row.voiceCategory,
    text: row.text,
    date_unix: Math.floor(row.createdAt.getTime() / 1000),
    character_count_change_from: row.characterCountChangeFrom,
    character_count_change_to: row.characterCountChangeTo,
    content_type: row.contentType,
    output_format: row.outputFormat,
    state: row.state,
    settings: row.settings,
    feedback: null,
    share_link_id: null,
    source: row.source,
    alignments: row.alignment,
    dialogue: null,
    generation_info: row.generationInfo,
    regeneration_count: row.regenerationCount,
  };
}
