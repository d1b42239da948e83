import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import {
  ACCOUNT_MESSAGES, AddLibraryVoiceSchema, MyVoicesV2QuerySchema, ProfessionalDraftSchema,
  ProfessionalDraftUpdateSchema, SPEECH_MESSAGES, VOICE_MESSAGES, VoiceEditSchema, VoiceQuerySchema,
  VoiceSettingsPatchSchema, type VoiceEdit, type VoicesV2Response, type VoiceType,
} from '../../src/domain';
import type { AppEnv, Principal } from '../context';
import { voiceSettings, voices } from '../db/schema';
import { DEFAULT_VOICE_SETTINGS } from '../engine';
import { previewKeyOf, previewOf } from '../voices/previews';
import {
  addLibraryVoice, createProfessionalDraft, editOwnVoice, findOwnVoice, updateProfessionalDraft,
} from '../voices/own';
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

const FORM_TYPES = ['multipart/form-data', 'application/x-www-form-urlencoded'];
/** Fields that carry recordings: they belong to the cloning flows, which this server does not run yet. */
const SAMPLE_FIELDS = ['files', 'sample_ids_to_remove'];

/**
 * The multipart body of POST /v1/voices/{voice_id}/edit: name, description and labels (a JSON string). A field sent
 * twice or as a file is a validation error, as is labels that are not JSON.
 */
async function readVoiceEdit(c: Context<AppEnv>): Promise<VoiceEdit> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (!FORM_TYPES.some((form) => type.startsWith(form))) {
    throw new ApiError(415, 'unsupported_media_type', VOICE_MESSAGES.editNeedsForm);
  }
  let form: Record<string, string | File | Array<string | File>>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw new ApiError(400, 'invalid_request_body', ACCOUNT_MESSAGES.malformedBody);
  }
  if (SAMPLE_FIELDS.some((field) => form[field] !== undefined && form[field] !== '')) {
    throw new ApiError(400, 'samples_not_available', VOICE_MESSAGES.samplesNotAvailable);
  }
  const fields: Record<string, unknown> = {};
  for (const field of ['name', 'description', 'labels'] as const) {
    const value = form[field];
    if (value === undefined) continue;
    if (typeof value !== 'string') {
      throw new ValidationError([{ loc: ['form', field], msg: `Send ${field} once, as text.`, type: 'string' }]);
    }
    fields[field] = value;
  }
  if (typeof fields.labels === 'string') {
    try {
      fields.labels = JSON.parse(fields.labels);
    } catch {
      throw new ValidationError([{ loc: ['form', 'labels'], msg: VOICE_MESSAGES.labelsNotJson, type: 'json' }]);
    }
  }
  return parseWith('form', VoiceEditSchema, fields);
}

export const voiceRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { db } = c.get('deps');
    const rows = await db.select().from(voices).where(visibleTo(c.get('principal').workspaceId))
      .orderBy(desc(voices.createdAt), desc(voices.voiceId));
    return c.json({ voices: rows.map(listView(c)) });
  })
  .get('/settings/default', (c) => c.json(DEFAULT_VOICE_SETTINGS))
  .post('/add/:public_user_id/:voice_id', async (c) => {
    const { db, now } = c.get('deps');
    const body = await readJson(c, AddLibraryVoiceSchema);
    const voiceId = await addLibraryVoice(db, c.get('principal'), {
      publicUserId: c.req.param('public_user_id'), libraryVoiceId: c.req.param('voice_id'), name: body.new_name, now: now(),
    });
    return c.json({ voice_id: voiceId });
  })
  .post('/pvc', async (c) => {
    const { db, now } = c.get('deps');
    const draft = await readJson(c, ProfessionalDraftSchema);
    return c.json({ voice_id: await createProfessionalDraft(db, c.get('principal'), draft, now()) });
  })
  .post('/pvc/:voice_id', async (c) => {
    const { db } = c.get('deps');
    const update = await readJson(c, ProfessionalDraftUpdateSchema);
    const voiceId = c.req.param('voice_id');
    await updateProfessionalDraft(db, c.get('principal'), voiceId, update);
    return c.json({ voice_id: voiceId });
  })
  .post('/:voice_id/edit', async (c) => {
    const { db } = c.get('deps');
    const principal = c.get('principal');
    // Ownership first: another workspace's voice is absent and a premade one is refused, whatever the body says.
    const voice = await findOwnVoice(db, principal, c.req.param('voice_id'));
    await editOwnVoice(db, principal, voice, await readVoiceEdit(c));
    return c.json({ status: 'ok' });
  })
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
    const query = parseWith('query', MyVoicesV2QuerySchema, { ...c.req.query(), voice_ids: c.req.queries('voice_ids') });
    const filter = and(
      visibleTo(principal.workspaceId),
      query.category ? eq(voices.category, query.category) : undefined,
      query.voice_type ? voiceTypeFilter(query.voice_type, principal) : undefined,
      query.fine_tuning_state ? eq(voices.fineTuningState, query.fine_tuning_state) : undefined,
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
