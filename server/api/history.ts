import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  HistoryDownloadSchema, HistoryQuerySchema, SPEECH_MESSAGES, type HistoryListObject,
} from '../../src/domain';
import type { AppEnv } from '../context';
import { historyItems } from '../db/schema';
import { parseOutputFormat } from '../engine';
import { deleteHistoryItem, findHistoryItem, historyAudioOf, historyView, type HistoryRow } from '../history/store';
import { toWav } from '../history/transcode';
import { createZip } from '../history/zip';
import { ApiError, readJson, readQuery } from './errors';
import { binary } from './binary';

/** A file name that survives every file system: the voice name's safe characters, then the unique id. */
function fileNameOf(row: HistoryRow, extension: string): string {
  const voice = row.voiceName.replace(/[^\p{L}\p{N} _-]+/gu, '').trim().slice(0, 40) || 'speech';
  return `${voice}_${row.historyItemId}.${extension}`;
}

export const historyRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    await c.get('deps').historyWrites.settled(c.get('principal').workspaceId);
    await next();
  })
  .get('/', async (c) => {
    const { db } = c.get('deps');
    const workspaceId = c.get('principal').workspaceId;
    const query = readQuery(c, HistoryQuerySchema);
    const descending = query.sort_direction === 'desc';
    let after: SQL | undefined;
    if (query.start_after_history_item_id) {
      const anchor = await findHistoryItem(db, workspaceId, query.start_after_history_item_id);
      const key = sql`(${historyItems.createdAt}, ${historyItems.historyItemId})`;
      const anchorKey = sql`(select ${historyItems.createdAt}, ${historyItems.historyItemId} from ${historyItems}
        where ${historyItems.historyItemId} = ${anchor.historyItemId})`;
      after = descending ? sql`${key} < ${anchorKey}` : sql`${key} > ${anchorKey}`;
    }
    const direction = descending ? desc : asc;
    const rows = await db.select().from(historyItems).where(and(
      eq(historyItems.workspaceId, workspaceId),
      query.voice_id ? eq(historyItems.voiceId, query.voice_id) : undefined,
      query.model_id ? eq(historyItems.modelId, query.model_id) : undefined,
      query.source ? eq(historyItems.source, query.source) : undefined,
      query.date_before_unix !== undefined ? lte(historyItems.createdAt, new Date(query.date_before_unix * 1000)) : undefined,
      query.date_after_unix !== undefined ? gte(historyItems.createdAt, new Date(query.date_after_unix * 1000)) : undefined,
      query.search ? sql`strpos(lower(${historyItems.text} || ' ' || ${historyItems.voiceName}), lower(${query.search})) > 0` : undefined,
      after,
    )).orderBy(direction(historyItems.createdAt), direction(historyItems.historyItemId)).limit(query.page_size + 1);
    const page = rows.slice(0, query.page_size);
    const response: HistoryListObject = {
      history: page.map(historyView),
      last_history_item_id: page[page.length - 1]?.historyItemId ?? null,
      has_more: rows.length > query.page_size,
    };
    return c.json(response);
  })
  .post('/download', async (c) => {
    const { db, blobs } = c.get('deps');
    const workspaceId = c.get('principal').workspaceId;
    const body = await readJson(c, HistoryDownloadSchema);
    const ids = [...new Set(body.history_item_ids)];
    const rows = await db.select().from(historyItems)
      .where(and(eq(historyItems.workspaceId, workspaceId), inArray(historyItems.historyItemId, ids)));
    const missing = ids.find((id) => !rows.some((row) => row.historyItemId === id));
    if (missing !== undefined) throw new ApiError(404, 'history_item_not_found', SPEECH_MESSAGES.historyItemNotFound(missing));
    const wav = body.output_format === 'wav';
    const files = await Promise.all(ids.map(async (id) => {
      const row = rows.find((candidate) => candidate.historyItemId === id)!;
      const audio = await historyAudioOf(blobs, row);
      const format = parseOutputFormat(row.outputFormat);
      return wav
        ? { row, data: await toWav(audio.data, row.outputFormat), contentType: 'audio/wav', extension: 'wav' }
        : { row, data: audio.data, contentType: audio.contentType, extension: format.fileExtension };
    }));
    const [only] = files;
    if (files.length === 1 && only) {
      return c.body(binary(only.data), 200, {
        'content-type': only.contentType,
        'content-disposition': `attachment; filename="${only.row.historyItemId}.${only.extension}"`,
      });
    }
    const zip = createZip(files.map((file) => ({
      name: fileNameOf(file.row, file.extension), data: file.data, modified: file.row.createdAt,
    })));
    return c.body(binary(zip), 200, {
      'content-type': 'application/zip',
      'content-disposition': 'attachment; filename="history.zip"',
    });
  })
  .get('/:history_item_id', async (c) => {
    const { db } = c.get('deps');
    return c.json(historyView(await findHistoryItem(db, c.get('principal').workspaceId, c.req.param('history_item_id'))));
  })
  .get('/:history_item_id/audio', async (c) => {
    const { db, blobs } = c.get('deps');
    const row = await findHistoryItem(db, c.get('principal').workspaceId, c.req.param('history_item_id'));
    const audio = await historyAudioOf(blobs, row);
    return c.body(binary(audio.data), 200, { 'content-type': audio.contentType });
  })
  .delete('/:history_item_id', async (c) => {
    const { db, blobs } = c.get('deps');
    const row = await findHistoryItem(db, c.get('principal').workspaceId, c.req.param('history_item_id'));
    await deleteHistoryItem(db, blobs, row);
    return c.json({ status: 'ok' });
  });
