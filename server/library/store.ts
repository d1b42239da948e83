import { and, desc, eq, getTableColumns, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  accentMatchesLanguage, ANY_FILTER, type LibraryVoice, type SharedVoicesQuery, type SharedVoicesResponse,
} from '../../src/domain';
import type { Database } from '../db/client';
import { libraryVoices, voices } from '../db/schema';
import { DEFAULT_TTS_MODEL_ID, renderPreview } from '../engine';
import type { BlobStore } from '../storage/blobStore';
import { sampleTextOf } from './embeddings';
import { VectorIndex } from './vectorIndex';

export type LibraryVoiceRow = typeof libraryVoices.$inferSelect;
/** A row as lists read it: without the embedding, search text and model, which are large and never shown. */
export type ListedRow = Omit<LibraryVoiceRow, 'embedding' | 'searchText' | 'model'>;

// ---------------------------------------------------------------------------------------------------------------
// The embedding index, one per database, loaded on first use and kept in sync by whoever inserts rows

const indexes = new WeakMap<Database, Promise<VectorIndex>>();

export function libraryIndexOf(db: Database): Promise<VectorIndex> {
  let pending = indexes.get(db);
  if (!pending) {
    pending = (async () => {
      const index = new VectorIndex();
      const rows = await db.select({ voiceId: libraryVoices.voiceId, embedding: libraryVoices.embedding }).from(libraryVoices);
      for (const row of rows) index.upsert(row.voiceId, row.embedding);
      return index;
    })();
    pending.catch(() => indexes.delete(db));
    indexes.set(db, pending);
  }
  return pending;
}

/**
 * Tidies up after bulk writes, which PGlite (no autovacuum) otherwise never does: fresh planner statistics, without
 * which the planner guesses row counts and sorts whole filters instead of reading the sort indexes; and the search
 * index's pending list merged into the index proper, since every search reads that list from end to end (a manual
 * ANALYZE leaves it alone).
 */
export async function analyzeLibrary(db: Database): Promise<void> {
  await db.execute(sql`analyze library_voices`);
  await db.execute(sql`select gin_clean_pending_list('library_voices_search_idx'::regclass)`);
}

/** Adds inserted rows to the index if it is loaded; an index loaded later reads them from the database. */
export async function addToLoadedLibraryIndex(db: Database,
  rows: ReadonlyArray<{ voiceId: string; embedding: ArrayLike<number> }>): Promise<void> {
  const pending = indexes.get(db);
  if (!pending) return;
  const index = await pending;
  for (const row of rows) index.upsert(row.voiceId, row.embedding);
}

// ---------------------------------------------------------------------------------------------------------------
// GET /v1/shared-voices

/**
 * A prefix query for full-text search: every word must match the start of a word of the name, description or
 * labels ('narr' finds 'narrator'). Only letters and digits reach to_tsquery, so no input can break its syntax.
 */
export function prefixQueryOf(search: string): string | null {
  const words = search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length === 0 ? null : words.map((word) => `${word}:*`).join(' & ');
}

/** The search vector; the GIN index library_voices_search_idx is built on exactly this expression. */
export const searchVector = sql`to_tsvector('simple', ${libraryVoices.searchText})`;

export function sharedVoiceFilters(query: SharedVoicesQuery): SQL[] {
  const filters: Array<SQL | undefined> = [
    query.category ? eq(libraryVoices.category, query.category) : undefined,
    query.gender && query.gender !== ANY_FILTER ? eq(libraryVoices.gender, query.gender) : undefined,
    query.age && query.age !== ANY_FILTER ? eq(libraryVoices.age, query.age) : undefined,
    query.language ? eq(libraryVoices.language, query.language) : undefined,
    // voice-creation §5: an accent that does not belong to the chosen language is dropped, not applied.
    query.accent && accentMatchesLanguage(query.accent, query.language) ? eq(libraryVoices.accent, query.accent) : undefined,
    query.locale ? eq(libraryVoices.locale, query.locale) : undefined,
    query.use_cases?.length ? inArray(libraryVoices.useCase, query.use_cases) : undefined,
    query.descriptives?.length ? inArray(libraryVoices.descriptive, query.descriptives) : undefined,
    query.featured ? eq(libraryVoices.featured, true) : undefined,
    query.include_custom_rates ? undefined : isNull(libraryVoices.rate),
    query.include_live_moderated ? undefined : eq(libraryVoices.liveModerationEnabled, false),
    query.min_notice_period_days !== undefined
      ? gte(sql`coalesce(${libraryVoices.noticePeriod}, 0)`, query.min_notice_period_days) : undefined,
    query.owner_id ? eq(libraryVoices.publicOwnerId, query.owner_id) : undefined,
    query.voice_id ? eq(libraryVoices.voiceId, query.voice_id) : undefined,
    // Professional clones are trained on long, clean recordings: they count as high quality with the flagged ones.
    query.quality === 'high_quality' ? inArray(libraryVoices.category, ['professional', 'high_quality']) : undefined,
  ];
  const prefix = query.search ? prefixQueryOf(query.search) : null;
  if (query.search && prefix === null) filters.push(sql`false`);
  if (prefix) filters.push(sql`${searchVector} @@ to_tsquery('simple', ${prefix})`);
  return filters.filter((filter): filter is SQL => filter !== undefined);
}

/** Most first; ties by id (descending too, so PostgreSQL reads the (value, id) indexes backwards). */
export const SORT_COLUMNS = {
  trending: libraryVoices.trendingScore,
  created_date: libraryVoices.createdAt,
  cloned_by_count: libraryVoices.clonedByCount,
  usage_character_count_1y: libraryVoices.usageCharacterCount1y,
} as const;

export interface ViewContext {
  origin: string;
  /** Library voice ids the caller's workspace already copied into My Voices. */
  addedIds: ReadonlySet<string>;
}

export const libraryPreviewUrlOf = (origin: string, voice: Pick<LibraryVoiceRow, 'publicOwnerId' | 'voiceId'>) =>
  `${origin}/v1/shared-voices/preview?${new URLSearchParams({ public_owner_id: voice.publicOwnerId, voice_id: voice.voiceId })}`;

/** The LibraryVoice wire object (api-contract §4.1). Socials and images are not collected: null. */
export function libraryVoiceView(row: ListedRow, context: ViewContext): LibraryVoice {
  const previewUrl = libraryPreviewUrlOf(context.origin, row);
  return {
    public_owner_id: row.publicOwnerId,
    voice_id: row.voiceId,
    date_unix: Math.floor(row.createdAt.getTime() / 1000),
    name: row.name,
    accent: row.accent,
    gender: row.gender,
    age: row.age,
    descriptive: row.descriptive,
    use_case: row.useCase,
    category: row.category,
    language: row.language,
    locale: row.locale,
    description: row.description,
    preview_url: previewUrl,
    usage_character_count_1y: row.usageCharacterCount1y,
    usage_character_count_7d: row.usageCharacterCount7d,
    play_api_usage_character_count_1y: row.playApiUsageCharacterCount1y,
    cloned_by_count: row.clonedByCount,
    rate: row.rate,
    fiat_rate: row.fiatRate,
    free_users_allowed: row.freeUsersAllowed,
    live_moderation_enabled: row.liveModerationEnabled,
    featured: row.featured,
    verified_languages: [{
      language: row.language, model_id: DEFAULT_TTS_MODEL_ID, accent: row.accent, locale: row.locale,
      preview_url: previewUrl,
    }],
    notice_period: row.noticePeriod,
    instagram_username: null,
    twitter_username: null,
    youtube_username: null,
    tiktok_username: null,
    image_url: null,
    is_added_by_user: context.addedIds.has(row.voiceId),
    is_bookmarked: false,
  };
}

/** Which of these library voices the workspace has copied into My Voices. */
export async function addedByWorkspace(db: Database, workspaceId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: voices.originalVoiceId }).from(voices)
    .where(and(eq(voices.workspaceId, workspaceId), inArray(voices.originalVoiceId, [...ids])));
  return new Set(rows.map((row) => row.id!));
}

const LIST_COLUMNS = (() => {
  const { embedding: _embedding, searchText: _searchText, model: _model, ...columns } = getTableColumns(libraryVoices);
  return columns;
})();

/** The page query, one row past the page so `has_more` needs no count. Exported for EXPLAIN in the bench. */
export function sharedVoicesPageQuery(db: Database, query: SharedVoicesQuery) {
  const column = SORT_COLUMNS[query.sort];
  return db.select(LIST_COLUMNS).from(libraryVoices)
    .where(and(...sharedVoiceFilters(query)))
    .orderBy(desc(column), desc(libraryVoices.voiceId))
    .limit(query.page_size + 1)
    .offset(query.page * query.page_size);
}

export async function searchSharedVoices(db: Database, query: SharedVoicesQuery, context: { origin: string; workspaceId: string }):
  Promise<SharedVoicesResponse> {
  const rows: ListedRow[] = await sharedVoicesPageQuery(db, query);
  const page = rows.slice(0, query.page_size);
  return respond(db, page, context, rows.length > query.page_size);
}

/** Library rows by id, in the order given (similar-voice answers keep their nearest-first order). */
export async function libraryVoicesByIds(db: Database, ids: readonly string[]): Promise<ListedRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(LIST_COLUMNS).from(libraryVoices).where(inArray(libraryVoices.voiceId, [...ids]));
  const byId = new Map(rows.map((row) => [row.voiceId, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function respond(db: Database, rows: readonly ListedRow[], context: { origin: string; workspaceId: string },
  hasMore: boolean): Promise<SharedVoicesResponse> {
  const addedIds = await addedByWorkspace(db, context.workspaceId, rows.map((row) => row.voiceId));
  return {
    voices: rows.map((row) => libraryVoiceView(row, { origin: context.origin, addedIds })),
    has_more: hasMore,
    last_sort_id: rows.at(-1)?.voiceId ?? null,
  };
}

const byIdAndOwner = (voiceId: string, publicOwnerId?: string | null) => and(eq(libraryVoices.voiceId, voiceId),
  publicOwnerId ? eq(libraryVoices.publicOwnerId, publicOwnerId) : undefined);

export async function findLibraryVoice(db: Database, voiceId: string, publicOwnerId?: string | null): Promise<LibraryVoiceRow | null> {
  const [row] = await db.select().from(libraryVoices).where(byIdAndOwner(voiceId, publicOwnerId));
  return row ?? null;
}

/** Just a library voice's embedding (similar-voice search by id): the model and search text stay unread. */
export async function findLibraryEmbedding(db: Database, voiceId: string, publicOwnerId?: string | null):
  Promise<number[] | null> {
  const [row] = await db.select({ embedding: libraryVoices.embedding }).from(libraryVoices)
    .where(byIdAndOwner(voiceId, publicOwnerId));
  return row?.embedding ?? null;
}

// ---------------------------------------------------------------------------------------------------------------
// Previews: rendered on first play, then served from the blob store

export const libraryPreviewKeyOf = (voice: Pick<LibraryVoiceRow, 'voiceId' | 'version'>) =>
  `library/voices/${voice.voiceId}/preview-v${voice.version}.mp3`;

export async function libraryPreviewOf(blobs: BlobStore, voice: LibraryVoiceRow): Promise<Uint8Array> {
  const key = libraryPreviewKeyOf(voice);
  const stored = await blobs.get(key);
  if (stored) return stored.data;
  const audio = await renderPreview(voice.model, sampleTextOf(voice.language));
  await blobs.put(key, audio, 'audio/mpeg');
  return audio;
}
