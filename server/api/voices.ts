import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import {
  SPEECH_MESSAGES, VoiceQuerySchema, VoiceSettingsPatchSchema, VoicesV2QuerySchema, type VoicesV2Response,
  type VoiceType,
} from '../../src/domain';
import type { AppEnv, Principal } from '../context';
import { voiceSettings, voices } from '../db/schema';
import { DEFAULT_VOICE_SETTINGS } from '../engine';
import { previewKeyOf, previewOf } from '../voices/previews';
import { findVisibleVoice, mergeSettings, settingsOf, visibleTo, voiceView, type VoiceRow } from '../voices/store';
import { ApiError, parseWith, readJson, readQuery, ValidationError } from './errors';
import { binary } from './binary';

const originOf = (c: Context<AppEnv>) => new URL(c.req.url).origin;

const listView = (c: Context<AppEnv>) => (voice: VoiceRow) =>
  voiceView(voice, { principal: c.get('principal'), origin: originOf(c), settings: null });

function voiceTypeFilter(type: VoiceType, principal: Principal): SQL | undefined {
  switch (type) {
    case 'default':
      return isNull(voices.workspaceId);
    case 'non-default':
      return isNotNull(voices.workspaceId);
    case 'personal':
      return and(eq(voices.workspaceId, principal.workspaceId), eq(voices.createdByUserId, principal.userId));
    case 'workspace':
      return and(eq(voices.workspaceId, principal.workspaceId),
        sql`${voices.createdByUserId} is distinct from ${principal.userId}`);
    case 'community':
      return isNotNull(voices.originalVoiceId);
  }
}

/** Search reads name, description, category and label values, case-insensitively, as plain text (no patterns). */
const searchFilter = (search: string) => sql`strpos(lower(concat_ws(' ', ${voices.name}, ${voices.description},
  ${voices.category}, (select string_agg(value, ' ') from jsonb_each_text(${voices.labels})))), lower(${search})) > 0`;

/**
 * next_page_token: the sort, and the sort value (as the database wrote it, so it compares exactly) and id of the
 * last voice sent, as base64url JSON.
 */
interface PageToken { sort: string; value: string; id: string }

const encodeToken = (token: PageToken) => Buffer.from(JSON.stringify(token)).toString('base64url');

function decodeToken(raw: string, sort: string): PageToken {
  let token: Partial<PageToken> | null = null;
  try {
    token = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<PageToken>;
  } catch {
    token = null;
  }
  if (!token || token.sort !== sort || typeof token.value !== 'string' || typeof token.id !== 'string'
    || (sort === 'created_at_unix' && !/^\d{1,18}$/.test(token.value))) {
    throw new ValidationError([{ loc: ['query', 'next_page_token'], msg: SPEECH_MESSAGES.invalidPageToken, type: 'value_error' }]);
  }
  return token as PageToken;
}

export const voiceRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { db } = c.get('deps');
    const rows = await db.select().from(voices).where(visibleTo(c.get('principal').workspaceId))
      .orderBy(desc(voices.createdAt), desc(voices.voiceId));
    return c.json({ voices: rows.map(listView(c)) });
  })
  .get('/settings/default', (c) => c.json(DEFAULT_VOICE_SETTINGS))
  .get('/:voice_id', async (c) => {
    const { db } = c.get('deps');
    const principal = c.get('principal');
    const { with_settings: withSettings } = readQuery(c, VoiceQuerySchema);
    const voice = await findVisibleVoice(db, principal.workspaceId, c.req.param('voice_id'));
    const settings = withSettings ? await settingsOf(db, principal.workspaceId, voice) : null;
    return c.json(voiceView(voice, { principal, origin: originOf(c), settings }));
  })
  .get('/:voice_id/settings', async (c) => {
    const { db } = c.get('deps');
    const principal = c.get('principal');
    const voice = await findVisibleVoice(db, principal.workspaceId, c.req.param('voice_id'));
    return c.json(await settingsOf(db, principal.workspaceId, voice));
  })
  .post('/:voice_id/settings/edit', async (c) => {
    const { db, now } = c.get('deps');
    const principal = c.get('principal');
    const patch = await readJson(c, VoiceSettingsPatchSchema);
    const voice = await findVisibleVoice(db, principal.workspaceId, c.req.param('voice_id'));
    const settings = mergeSettings(await settingsOf(db, principal.workspaceId, voice), patch);
    await db.insert(voiceSettings).values({ workspaceId: principal.workspaceId, voiceId: voice.voiceId, settings, updatedAt: now() })
      .onConflictDoUpdate({ target: [voiceSettings.workspaceId, voiceSettings.voiceId], set: { settings, updatedAt: now() } });
    return c.json({ status: 'ok' });
  })
  .get('/:voice_id/preview', async (c) => {
    const { db, blobs } = c.get('deps');
    const voice = await findVisibleVoice(db, c.get('principal').workspaceId, c.req.param('voice_id'));
    return c.body(binary(await previewOf(blobs, voice)), 200, { 'content-type': 'audio/mpeg', 'cache-control': 'private, max-age=300' });
  })
  .delete('/:voice_id', async (c) => {
    const { db, blobs } = c.get('deps');
    const principal = c.get('principal');
    const voice = await findVisibleVoice(db, principal.workspaceId, c.req.param('voice_id'));
    if (voice.workspaceId === null) throw new ApiError(403, 'premade_voice_not_deletable', SPEECH_MESSAGES.premadeVoiceNotDeletable);
    await db.delete(voices).where(and(eq(voices.voiceId, voice.voiceId), eq(voices.workspaceId, principal.workspaceId)));
    await blobs.delete(previewKeyOf(voice));
    return c.json({ status: 'ok' });
  });

/** GET /v2/voices: paged, searchable, sortable (api-contract §4). */
export const voicesV2Routes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { db } = c.get('deps');
    const principal = c.get('principal');
    const query = parseWith('query', VoicesV2QuerySchema, { ...c.req.query(), voice_ids: c.req.queries('voice_ids') });
    const filter = and(
      visibleTo(principal.workspaceId),
      query.category ? eq(voices.category, query.category) : undefined,
      query.voice_type ? voiceTypeFilter(query.voice_type, principal) : undefined,
      query.voice_ids ? inArray(voices.voiceId, query.voice_ids) : undefined,
      query.search ? searchFilter(query.search) : undefined,
    );
    const byName = query.sort === 'name';
    // Creation time as whole microseconds: exact in the token and in the comparison, on either database.
    const sortKey = byName ? sql`lower(${voices.name})` : sql`(extract(epoch from ${voices.createdAt}) * 1000000)::bigint`;
    const descending = query.sort_direction === 'desc';
    let after: SQL | undefined;
    if (query.next_page_token) {
      const token = decodeToken(query.next_page_token, query.sort);
      const value = byName ? sql`${token.value}` : sql`${token.value}::bigint`;
      after = descending
        ? sql`(${sortKey}, ${voices.voiceId}) < (${value}, ${token.id})`
        : sql`(${sortKey}, ${voices.voiceId}) > (${value}, ${token.id})`;
    }
    const direction = descending ? desc : asc;
    const rows = await db.select({ voice: voices, sortValue: sql<string>`(${sortKey})::text` }).from(voices)
      .where(and(filter, after))
      .orderBy(direction(sortKey), direction(voices.voiceId)).limit(query.page_size + 1);
    const page = rows.slice(0, query.page_size);
    const last = page[page.length - 1];
    const hasMore = rows.length > query.page_size && last !== undefined;
    const total = query.include_total_count
      ? (await db.select({ n: count() }).from(voices).where(filter))[0]?.n ?? 0
      : null;
    const response: VoicesV2Response = {
      voices: page.map((row) => row.voice).map(listView(c)),
      has_more: hasMore,
      total_count: total,
      next_page_token: hasMore
        ? encodeToken({ sort: query.sort, value: last.sortValue, id: last.voice.voiceId })
        : null,
    };
    return c.json(response);
  });
