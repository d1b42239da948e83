import * as v from 'valibot';
import { queryFlag, queryInteger, VOICE_CATEGORIES, type VoiceCategory } from './speech';
import {
  VOICE_AGES, VOICE_DESCRIPTIVES, VOICE_GENDERS, VOICE_USE_CASES, type VoiceDescriptive, type VoiceUseCase,
} from './voiceLabels';

/**
 * The shared Voice Library: search filters and their enumerations (voice-creation §3, §5 'Library filters'), the
 * wire shapes of GET /v1/shared-voices and the similar-voice searches (api-contract §4, §4.1), and the notice-period
 * and custom-rate wording (workspace-shell §4.7, §9). One copy for the library page and the server.
 */

// ---------------------------------------------------------------------------------------------------------------
// Enumerations (voice-creation §3 'Filter enumerations')

export const NOTICE_PERIOD_DAYS = [30, 90, 180, 365, 730] as const;
export type NoticePeriodDays = (typeof NOTICE_PERIOD_DAYS)[number];

export const LIBRARY_SORTS = ['trending', 'created_date', 'cloned_by_count', 'usage_character_count_1y'] as const;
export type LibrarySort = (typeof LIBRARY_SORTS)[number];
export const LIBRARY_SORT_DEFAULT: LibrarySort = 'trending';

export const LIBRARY_QUALITIES = ['any', 'high_quality'] as const;
export type LibraryQuality = (typeof LIBRARY_QUALITIES)[number];

export const ANY_FILTER = 'any';
export const LIBRARY_GENDER_FILTERS = [ANY_FILTER, ...VOICE_GENDERS] as const;
export type LibraryGenderFilter = (typeof LIBRARY_GENDER_FILTERS)[number];
export const LIBRARY_AGE_FILTERS = [ANY_FILTER, ...VOICE_AGES] as const;
export type LibraryAgeFilter = (typeof LIBRARY_AGE_FILTERS)[number];

/** The categories library voices carry: shared voices are made, never premade. */
export const LIBRARY_CATEGORIES = ['generated', 'cloned', 'professional', 'high_quality', 'famous'] as const satisfies
  readonly VoiceCategory[];
export type LibraryCategory = (typeof LIBRARY_CATEGORIES)[number];

// ---------------------------------------------------------------------------------------------------------------
// Languages and accents (voice-creation §3: 'language and accent lists come from configuration')

export interface LibraryAccent {
  /** The label value, as voices carry it: 'american', 'latin american'. */
  id: string;
  name: string;
  /**
   * The embedded engine's espeak-ng voice that speaks this accent. Plain configuration: the client ignores it, the
   * server draws library voices with it.
   */
  engineVoice: string;
  /** BCP 47 locale voices of this accent carry (the `locale` filter). */
  locale: string;
}

export interface LibraryLanguage {
  /** ISO 639-1, as the API's `language` filter. */
  code: string;
  name: string;
  /** Every accent belongs to exactly one language; the first is the language's standard accent. */
  accents: readonly LibraryAccent[];
}

const accent = (id: string, engineVoice: string, locale: string, name?: string): LibraryAccent =>
  ({ id, engineVoice, locale, name: name ?? id.replace(/(^|\s)\S/g, (letter) => letter.toUpperCase()) });

/**
 * The languages the embedded engine speaks (server/engine/languages.ts), each with the accents espeak-ng has a
 * voice for. Accents are named as the premade voices label them.
 */
export const LIBRARY_LANGUAGES: readonly LibraryLanguage[] = [
  { code: 'en', name: 'English', accents: [
    accent('american', 'en-us', 'en-US'), accent('british', 'en-gb-x-rp', 'en-GB'), accent('scottish', 'en-gb-scotland', 'en-GB'),
    accent('caribbean', 'en-029', 'en-JM'), accent('northern', 'en-gb-x-gbclan', 'en-GB'),
    accent('west midlands', 'en-gb-x-gbcwmd', 'en-GB'),
  ] },
  { code: 'es', name: 'Spanish', accents: [accent('spanish', 'es', 'es-ES', 'Castilian'), accent('latin american', 'es-419', 'es-MX')] },
  { code: 'fr', name: 'French', accents: [accent('french', 'fr', 'fr-FR'), accent('belgian', 'fr-be', 'fr-BE'), accent('swiss', 'fr-ch', 'fr-CH')] },
  { code: 'de', name: 'German', accents: [accent('german', 'de', 'de-DE')] },
  { code: 'it', name: 'Italian', accents: [accent('italian', 'it', 'it-IT')] },
  { code: 'pt', name: 'Portuguese', accents: [accent('brazilian', 'pt-br', 'pt-BR'), accent('portuguese', 'pt', 'pt-PT', 'European')] },
  { code: 'pl', name: 'Polish', accents: [accent('polish', 'pl', 'pl-PL')] },
  { code: 'nl', name: 'Dutch', accents: [accent('dutch', 'nl', 'nl-NL')] },
  { code: 'sv', name: 'Swedish', accents: [accent('swedish', 'sv', 'sv-SE')] },
  { code: 'da', name: 'Danish', accents: [accent('danish', 'da', 'da-DK')] },
  { code: 'no', name: 'Norwegian', accents: [accent('norwegian', 'nb', 'nb-NO')] },
  { code: 'fi', name: 'Finnish', accents: [accent('finnish', 'fi', 'fi-FI')] },
  { code: 'ru', name: 'Russian', accents: [accent('russian', 'ru', 'ru-RU')] },
  { code: 'uk', name: 'Ukrainian', accents: [accent('ukrainian', 'uk', 'uk-UA')] },
  { code: 'cs', name: 'Czech', accents: [accent('czech', 'cs', 'cs-CZ')] },
  { code: 'sk', name: 'Slovak', accents: [accent('slovak', 'sk', 'sk-SK')] },
  { code: 'hr', name: 'Croatian', accents: [accent('croatian', 'hr', 'hr-HR')] },
  { code: 'bg', name: 'Bulgarian', accents: [accent('bulgarian', 'bg', 'bg-BG')] },
  { code: 'ro', name: 'Romanian', accents: [accent('romanian', 'ro', 'ro-RO')] },
  { code: 'hu', name: 'Hungarian', accents: [accent('hungarian', 'hu', 'hu-HU')] },
  { code: 'el', name: 'Greek', accents: [accent('greek', 'el', 'el-GR')] },
  { code: 'tr', name: 'Turkish', accents: [accent('turkish', 'tr', 'tr-TR')] },
  { code: 'ar', name: 'Arabic', accents: [accent('arabic', 'ar', 'ar-SA', 'Modern Standard')] },
  { code: 'hi', name: 'Hindi', accents: [accent('indian', 'hi', 'hi-IN')] },
  { code: 'ta', name: 'Tamil', accents: [accent('tamil', 'ta', 'ta-IN')] },
  { code: 'id', name: 'Indonesian', accents: [accent('indonesian', 'id', 'id-ID')] },
  { code: 'ms', name: 'Malay', accents: [accent('malay', 'ms', 'ms-MY')] },
  { code: 'vi', name: 'Vietnamese', accents: [
    accent('northern vietnamese', 'vi', 'vi-VN', 'Northern'), accent('central vietnamese', 'vi-vn-x-central', 'vi-VN', 'Central'),
    accent('southern vietnamese', 'vi-vn-x-south', 'vi-VN', 'Southern'),
  ] },
  { code: 'zh', name: 'Chinese', accents: [accent('mandarin', 'cmn', 'zh-CN')] },
  { code: 'ko', name: 'Korean', accents: [accent('korean', 'ko', 'ko-KR')] },
];

const LANGUAGE_BY_CODE = new Map(LIBRARY_LANGUAGES.map((language) => [language.code, language]));
const ACCENT_BY_ID = new Map(LIBRARY_LANGUAGES.flatMap((language) =>
  language.accents.map((item) => [item.id, item] as const)));
const ACCENT_LANGUAGE = new Map(LIBRARY_LANGUAGES.flatMap((language) =>
  language.accents.map((item) => [item.id, language.code] as const)));

export const findLibraryLanguage = (code: string): LibraryLanguage | undefined => LANGUAGE_BY_CODE.get(code);
export const findLibraryAccent = (accentId: string): LibraryAccent | undefined => ACCENT_BY_ID.get(accentId);
/** The language an accent belongs to, if it is a configured accent. */
export const languageOfAccent = (accentId: string): string | undefined => ACCENT_LANGUAGE.get(accentId);
export const LIBRARY_ACCENTS: readonly string[] = [...ACCENT_LANGUAGE.keys()];

/**
 * Whether an accent filter still applies under a language filter (voice-creation §5 'Library filters': an accent
 * that does not match the chosen language is dropped). Without a language every accent matches.
 */
export function accentMatchesLanguage(accentId: string, language: string | null | undefined): boolean {
  if (!language) return true;
  return languageOfAccent(accentId) === language;
}

// ---------------------------------------------------------------------------------------------------------------
// GET /v1/shared-voices query (api-contract §4)

export const LIBRARY_PAGE_SIZE_DEFAULT = 30;
export const LIBRARY_PAGE_SIZE_MAX = 100;
/** The library page's own page size (workspace-shell §9 'shared-voice search page size 10'). */
export const LIBRARY_PAGE_SIZE_UI = 10;
/** Far past any real catalogue; keeps OFFSET arithmetic within safe integers. */
export const LIBRARY_PAGE_MAX = 100_000;
export const LIBRARY_SEARCH_MAX_LENGTH = 200;
/** Filter values the client can repeat (use_cases, descriptives); more than the vocabularies hold is a mistake. */
export const LIBRARY_REPEATED_FILTER_MAX = 50;

const oneOf = <const T extends readonly string[]>(name: string, values: T) =>
  v.picklist(values, `${name} is one of: ${values.join(', ')}.`);

const repeated = <const T extends readonly string[]>(name: string, values: T) =>
  v.optional(v.pipe(v.array(oneOf(name, values)), v.maxLength(LIBRARY_REPEATED_FILTER_MAX,
    `Give ${name} at most ${LIBRARY_REPEATED_FILTER_MAX} times.`)));

const shortText = (name: string, max: number) =>
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, `${name} has at most ${max} characters.`)));

/**
 * The query of GET /v1/shared-voices. `use_cases` and `descriptives` are repeated parameters: the server passes
 * them as arrays (Hono's `c.req.queries`). `gender`/`age` 'any' and an empty `language`/`accent` mean no filter.
 */
export const SharedVoicesQuerySchema = v.object({
  page_size: v.optional(queryInteger(1, LIBRARY_PAGE_SIZE_MAX), String(LIBRARY_PAGE_SIZE_DEFAULT)),
  page: v.optional(queryInteger(0, LIBRARY_PAGE_MAX), '0'),
  category: v.optional(oneOf('category', VOICE_CATEGORIES)),
  gender: v.optional(oneOf('gender', LIBRARY_GENDER_FILTERS)),
  age: v.optional(oneOf('age', LIBRARY_AGE_FILTERS)),
  language: shortText('language', 16),
  accent: shortText('accent', 64),
  locale: shortText('locale', 16),
  search: shortText('search', LIBRARY_SEARCH_MAX_LENGTH),
  use_cases: repeated('use_cases', VOICE_USE_CASES),
  descriptives: repeated('descriptives', VOICE_DESCRIPTIVES),
  sort: v.optional(oneOf('sort', LIBRARY_SORTS), LIBRARY_SORT_DEFAULT),
  featured: queryFlag(false),
  include_custom_rates: queryFlag(true),
  include_live_moderated: queryFlag(true),
  min_notice_period_days: v.optional(queryInteger(0, 36_500)),
  owner_id: shortText('owner_id', 64),
  /** An extension of the public API: one voice by its id, so a link to a voice opens with one request. */
  voice_id: shortText('voice_id', 64),
  quality: v.optional(oneOf('quality', LIBRARY_QUALITIES)),
});
export type SharedVoicesQuery = v.InferOutput<typeof SharedVoicesQuerySchema>;

/** The query as the library page holds it before it is written to a URL (unset = absent). */
export type SharedVoicesQueryInput = v.InferInput<typeof SharedVoicesQuerySchema>;

/** GET /v1/shared-voices/preview: a library voice's preview (mp3), rendered on first play. */
export const LibraryPreviewQuerySchema = v.object({
  public_owner_id: v.pipe(v.string('public_owner_id is required.'), v.maxLength(64, 'public_owner_id has at most 64 characters.')),
  voice_id: v.pipe(v.string('voice_id is required.'), v.maxLength(64, 'voice_id has at most 64 characters.')),
});

// ---------------------------------------------------------------------------------------------------------------
// Similar voices (api-contract §4; voice-creation §9 'Similar voices offered: at most 4')

export const SIMILARITY_THRESHOLD_MIN = 0;
export const SIMILARITY_THRESHOLD_MAX = 2;
export const SIMILAR_TOP_K_MIN = 1;
export const SIMILAR_TOP_K_MAX = 100;
/** What POST /v1/similar-voices answers without top_k. */
export const SIMILAR_TOP_K_DEFAULT = 10;
export const SIMILAR_VOICES_OFFERED = 4;

const thresholdMessage =
  `similarity_threshold must be a number from ${SIMILARITY_THRESHOLD_MIN} to ${SIMILARITY_THRESHOLD_MAX}.`;
const topKMessage = `top_k must be a whole number from ${SIMILAR_TOP_K_MIN} to ${SIMILAR_TOP_K_MAX}.`;

/** The non-file fields of POST /v1/similar-voices, as multipart strings. */
export const SimilarVoicesFormSchema = v.object({
  similarity_threshold: v.optional(v.pipe(v.string(thresholdMessage), v.regex(/^\d+(\.\d+)?$/, thresholdMessage),
    v.transform(Number), v.minValue(SIMILARITY_THRESHOLD_MIN, thresholdMessage),
    v.maxValue(SIMILARITY_THRESHOLD_MAX, thresholdMessage))),
  top_k: v.optional(v.pipe(v.string(topKMessage), v.regex(/^\d{1,4}$/, topKMessage), v.transform(Number),
    v.minValue(SIMILAR_TOP_K_MIN, topKMessage), v.maxValue(SIMILAR_TOP_K_MAX, topKMessage))),
});
export type SimilarVoicesForm = v.InferOutput<typeof SimilarVoicesFormSchema>;

/** POST /v1/similar-voices-by-id body. */
export const SimilarVoicesByIdSchema = v.object({
  voice_id: v.pipe(v.string('voice_id must be a string.'), v.nonEmpty('voice_id is required.'),
    v.maxLength(64, 'voice_id has at most 64 characters.')),
  public_user_id: v.optional(v.nullable(v.pipe(v.string('public_user_id must be a string.'),
    v.maxLength(64, 'public_user_id has at most 64 characters.')))),
  similarity_threshold: v.optional(v.nullable(v.pipe(v.number(thresholdMessage), v.finite(thresholdMessage),
    v.minValue(SIMILARITY_THRESHOLD_MIN, thresholdMessage), v.maxValue(SIMILARITY_THRESHOLD_MAX, thresholdMessage)))),
  top_k: v.optional(v.nullable(v.pipe(v.number(topKMessage), v.integer(topKMessage),
    v.minValue(SIMILAR_TOP_K_MIN, topKMessage), v.maxValue(SIMILAR_TOP_K_MAX, topKMessage)))),
}, 'The body must be a JSON object.');
export type SimilarVoicesByIdInput = v.InferOutput<typeof SimilarVoicesByIdSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Wire shapes (api-contract §4.1 LibraryVoice)

export interface LibraryVerifiedLanguage {
  language: string;
  model_id: string;
  accent: string | null;
  locale: string | null;
  preview_url: string | null;
}

export interface LibraryVoice {
  public_owner_id: string;
  voice_id: string;
  date_unix: number;
  name: string;
  accent: string;
  gender: string;
  age: string;
  descriptive: string;
  use_case: string;
  category: VoiceCategory;
  language: string;
  locale: string | null;
  description: string | null;
  preview_url: string;
  usage_character_count_1y: number;
  usage_character_count_7d: number;
  play_api_usage_character_count_1y: number;
  cloned_by_count: number;
  /** The custom rate multiplier; null means the model's own rate. */
  rate: number | null;
  fiat_rate: number | null;
  free_users_allowed: boolean;
  live_moderation_enabled: boolean;
  featured: boolean;
  verified_languages: LibraryVerifiedLanguage[];
  /** Days of notice before the owner may withdraw the voice; null when none. */
  notice_period: number | null;
  instagram_username: string | null;
  twitter_username: string | null;
  youtube_username: string | null;
  tiktok_username: string | null;
  image_url: string | null;
  is_added_by_user: boolean;
  is_bookmarked: boolean;
}

/** GET /v1/shared-voices and both similar-voice searches. */
export interface SharedVoicesResponse {
  voices: LibraryVoice[];
  has_more: boolean;
  /** The voice_id of the page's last voice; null on an empty page. */
  last_sort_id: string | null;
}

// ---------------------------------------------------------------------------------------------------------------
// Wording (workspace-shell §3.1, §9)

/** A shared-library name may contain a slash; the part after it is the display name (workspace-shell §3.1). */
export const libraryDisplayName = (name: string): string => {
  const slash = name.lastIndexOf('/');
  return slash < 0 ? name : name.slice(slash + 1).trim() || name;
};

/** 'Notice periods over 364 days display as 1 year, over 366 as 2 years' (workspace-shell §9). */
export function noticePeriodText(days: number): string {
  if (days > 366) return '2 years';
  if (days > 364) return '1 year';
  return days === 1 ? '1 day' : `${days} days`;
}

const rateNumber = (value: number) => String(Number(value.toFixed(4)));

/**
 * How a custom rate reads (workspace-shell §9): 'Nx multiplier', or for the voice's owner '$N per 1k characters'.
 * A rate of 1 (or none) shows nothing; an owner without a fiat rate sees nothing either.
 */
export function customRateText(voice: Pick<LibraryVoice, 'rate' | 'fiat_rate'>, viewerIsOwner: boolean): string | null {
  if (viewerIsOwner) return voice.fiat_rate === null ? null : `$${rateNumber(voice.fiat_rate)} per 1k characters`;
  if (voice.rate === null || voice.rate === 1) return null;
  return `${rateNumber(voice.rate)}x multiplier`;
}

// ---------------------------------------------------------------------------------------------------------------
// Messages (voice-creation §5, §8; workspace-shell §5.5)

export const LIBRARY_MESSAGES = {
  addFailed: 'Failed to add voice to my voices.',
  paidOnly: 'You must be a paid subscriber to use this voice. Please upgrade your subscription to start using it.',
  /** Not worded by the spec ('shows a warning'): our wording. */
  similarSearchReset: 'Changing the filters cleared the similar-voice search.',
  libraryVoiceNotFound: (voiceId: string) => `A library voice for the voice_id ${voiceId} was not found.`,
  audioUndecodable: 'audio_file could not be decoded as audio.',
  audioTooShort: 'audio_file holds no speech to compare.',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// The library page's filters (client): what the controls hold, and how they read and write the address and the
// GET /v1/shared-voices query, which use the same parameter names.

export interface LibraryFilters {
  search: string;
  language: string | null;
  accent: string | null;
  gender: LibraryGenderFilter;
  age: LibraryAgeFilter;
  useCases: VoiceUseCase[];
  descriptives: VoiceDescriptive[];
  /** min_notice_period_days. */
  noticePeriod: NoticePeriodDays | null;
  quality: LibraryQuality;
  featured: boolean;
  includeCustomRates: boolean;
  category: LibraryCategory | null;
  sort: LibrarySort;
}

export const EMPTY_LIBRARY_FILTERS: LibraryFilters = {
  search: '', language: null, accent: null, gender: ANY_FILTER, age: ANY_FILTER, useCases: [], descriptives: [],
  noticePeriod: null, quality: 'any', featured: false, includeCustomRates: true, category: null,
  sort: LIBRARY_SORT_DEFAULT,
};

const inList = <T extends string | number>(values: readonly T[], value: unknown): value is T =>
  values.includes(value as T);
/** In the vocabulary's order, once each, so that equal selections compare and serialise equally. */
const ordered = <T extends string>(vocabulary: readonly T[], chosen: readonly string[]): T[] =>
  vocabulary.filter((value) => chosen.includes(value));

/** Drops what cannot apply: unknown values, and an accent that does not belong to the chosen language (§5). */
export function normalizeLibraryFilters(filters: LibraryFilters): LibraryFilters {
  const language = filters.language && findLibraryLanguage(filters.language) ? filters.language : null;
  const accent = filters.accent && languageOfAccent(filters.accent) && accentMatchesLanguage(filters.accent, language)
    ? filters.accent : null;
  return {
    search: filters.search,
    language,
    accent,
    gender: inList(LIBRARY_GENDER_FILTERS, filters.gender) ? filters.gender : ANY_FILTER,
    age: inList(LIBRARY_AGE_FILTERS, filters.age) ? filters.age : ANY_FILTER,
    useCases: ordered(VOICE_USE_CASES, filters.useCases),
    descriptives: ordered(VOICE_DESCRIPTIVES, filters.descriptives),
    noticePeriod: inList(NOTICE_PERIOD_DAYS, filters.noticePeriod) ? filters.noticePeriod : null,
    quality: inList(LIBRARY_QUALITIES, filters.quality) ? filters.quality : 'any',
    featured: filters.featured === true,
    includeCustomRates: filters.includeCustomRates !== false,
    category: inList(LIBRARY_CATEGORIES, filters.category) ? filters.category : null,
    sort: inList(LIBRARY_SORTS, filters.sort) ? filters.sort : LIBRARY_SORT_DEFAULT,
  };
}

/** The filters as query parameters, defaults left out (a clean address, and the server's defaults apply). */
export function libraryFiltersToParams(filters: LibraryFilters): URLSearchParams {
  const params = new URLSearchParams();
  const f = normalizeLibraryFilters(filters);
  if (f.search.trim()) params.set('search', f.search.trim());
  if (f.language) params.set('language', f.language);
  if (f.accent) params.set('accent', f.accent);
  if (f.gender !== ANY_FILTER) params.set('gender', f.gender);
  if (f.age !== ANY_FILTER) params.set('age', f.age);
  for (const useCase of f.useCases) params.append('use_cases', useCase);
  for (const descriptive of f.descriptives) params.append('descriptives', descriptive);
  if (f.noticePeriod !== null) params.set('min_notice_period_days', String(f.noticePeriod));
  if (f.quality !== 'any') params.set('quality', f.quality);
  if (f.featured) params.set('featured', 'true');
  if (!f.includeCustomRates) params.set('include_custom_rates', 'false');
  if (f.category) params.set('category', f.category);
  if (f.sort !== LIBRARY_SORT_DEFAULT) params.set('sort', f.sort);
  return params;
}

/** Reads the filters back from an address; anything unknown or mistyped falls back to the default. */
export function libraryFiltersFromParams(params: URLSearchParams): LibraryFilters {
  const days = Number(params.get('min_notice_period_days'));
  return normalizeLibraryFilters({
    search: params.get('search') ?? '',
    language: params.get('language'),
    accent: params.get('accent'),
    gender: (params.get('gender') ?? ANY_FILTER) as LibraryGenderFilter,
    age: (params.get('age') ?? ANY_FILTER) as LibraryAgeFilter,
    useCases: params.getAll('use_cases') as VoiceUseCase[],
    descriptives: params.getAll('descriptives') as VoiceDescriptive[],
    noticePeriod: params.has('min_notice_period_days') ? days as NoticePeriodDays : null,
    quality: (params.get('quality') ?? 'any') as LibraryQuality,
    featured: params.get('featured') === 'true',
    includeCustomRates: params.get('include_custom_rates') !== 'false',
    category: params.get('category') as LibraryCategory | null,
    sort: (params.get('sort') ?? LIBRARY_SORT_DEFAULT) as LibrarySort,
  });
}

export const sameLibraryFilters = (a: LibraryFilters, b: LibraryFilters): boolean =>
  libraryFiltersToParams(a).toString() === libraryFiltersToParams(b).toString();

/** How many filters (not search, not sort) are set, for the "Clear filters" action. */
export const activeLibraryFilterCount = (filters: LibraryFilters): number => {
  const params = libraryFiltersToParams({ ...filters, search: '', sort: LIBRARY_SORT_DEFAULT });
  return [...params.keys()].length;
};

/** Words of the library page the spec does not give. */
export const LIBRARY_UI_MESSAGES = {
  loadFailed: 'The library voices could not be loaded.',
  similarFailed: 'The similar-voice search failed.',
  voiceNotFound: 'This library voice was not found.',
  noMatch: 'No voices match these filters.',
  noSimilar: 'No similar voices were found.',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Recording a sample for the similar-voice search (workspace-shell §4.15 Recorder, §5.6; voice-creation §5)

/** Our limits (the spec leaves them to each use): long enough to hold speech, short enough to upload quickly. */
export const RECORDING_MIN_SECONDS = 3;
export const RECORDING_MAX_SECONDS = 30;
/** 'countdown (default 3 s)' (workspace-shell §4.15). */
export const RECORDER_COUNTDOWN_SECONDS = 3;
/** 'It stops automatically at the maximum duration minus 0.5 s' (§4.15). */
export const RECORDER_STOP_EARLY_MS = 500;
/** 'mic permission spinner after 500 ms' (§4.15). */
export const RECORDER_PERMISSION_SPINNER_MS = 500;

export const RECORDER_MESSAGES = {
  tooShort: (seconds: number) => `Recording is too short. Please record at least ${seconds}s of audio.`,
  /** §5.6 'Recorder limit message: only a maximum of N seconds of recorded audio is allowed.' */
  limit: (seconds: number) => `Only a maximum of ${seconds} seconds of recorded audio is allowed.`,
  microphoneDenied: 'Microphone access denied. Please enable it in your browser settings.',
  /** Not worded by the spec: our wording. */
  failed: 'The recording failed. Check your microphone and try again.',
} as const;
