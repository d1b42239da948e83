import * as v from 'valibot';

/**
 * Voices, text to speech and history: the request schemas, limits, messages and complete wire shapes the routes
 * answer with. The speech workspace's client rules and the looser shapes it reads live in speechWorkspace.ts.
 */

// ---------------------------------------------------------------------------------------------------------------
// Vocabulary (api-contract §4, §7; workspace-shell §3.1)

export const VOICE_CATEGORIES = [
  'premade', 'cloned', 'generated', 'professional', 'famous', 'high_quality', 'dub_specific',
] as const;
export type VoiceCategory = (typeof VOICE_CATEGORIES)[number];

/**
 * GET /v2/voices `voice_type`: `default` = premade, `non-default` = everything else, `personal` = voices the caller
 * created, `workspace` = the workspace's voices created by other members, `community` = copies of library voices.
 */
export const VOICE_TYPES = ['personal', 'community', 'default', 'workspace', 'non-default'] as const;
export type VoiceType = (typeof VOICE_TYPES)[number];
export const VOICE_SORTS = ['created_at_unix', 'name'] as const;
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export const HISTORY_SOURCES = ['TTS', 'STS'] as const;
export type HistorySource = (typeof HISTORY_SOURCES)[number];
/** An item is `processing` from the charge until its audio is stored. */
export const HISTORY_STATES = ['processing', 'created'] as const;
export type HistoryState = (typeof HISTORY_STATES)[number];
/** POST /v1/history/download `output_format`: the stored file as it is, or transcoded to WAV (api-contract §7). */
export const HISTORY_DOWNLOAD_FORMATS = ['default', 'wav'] as const;

// ---------------------------------------------------------------------------------------------------------------
// Limits (api-contract §1.2, §4, §7; workspace-shell §3.4, §4.4, §9)

/** Voice settings ranges and slider steps (workspace-shell §3.4, §9; api-contract §1.2). */
export const VOICE_SETTING_RANGES = {
  stability: { min: 0, max: 1, step: 0.01 },
  similarity_boost: { min: 0, max: 1, step: 0.01 },
  style: { min: 0, max: 1, step: 0.01 },
  speed: { min: 0.7, max: 1.2, step: 0.01 },
} as const;
/**
 * Regenerations of one generation (§4.4, §9): at most 3 (1 for the no-training group, §6), while the first
 * generation is under 2 hours old.
 */
export const REGENERATION_MAX = 3;
export const REGENERATION_MAX_NO_TRAINING = 1;
/**
 * The no-training group (workspace-shell §6) is a workspace that opted out of training use (pvc-wizard's training
 * opt-out flag): it sends no preference data and gets the lower regeneration cap.
 */
export const regenerationMaxOf = (trainingOptOut: boolean) => (trainingOptOut ? REGENERATION_MAX_NO_TRAINING : REGENERATION_MAX);
export const REGENERATION_WINDOW_MS = 7_200_000;
export const SEED_MAX = 4_294_967_295;
export const VOICES_PAGE_SIZE_DEFAULT = 10;
export const VOICES_PAGE_SIZE_MAX = 100;
export const VOICE_IDS_FILTER_MAX = 100;
export const HISTORY_PAGE_SIZE_DEFAULT = 100;
export const HISTORY_PAGE_SIZE_MAX = 1000;
export const HISTORY_DOWNLOAD_MAX_ITEMS = 100;
export const SEARCH_MAX_LENGTH = 200;
export const DETECT_LANGUAGE_MAX_LENGTH = 10_000;
/** How many detected languages POST /v1/text/detect-language lists at most. */
export const DETECTED_LANGUAGES_MAX = 3;

// ---------------------------------------------------------------------------------------------------------------
// Messages

export const SPEECH_MESSAGES = {
  voiceNotFound: (voiceId: string) => `A voice for the voice_id ${voiceId} was not found.`,
  premadeVoiceNotDeletable: 'Premade voices cannot be deleted.',
  quotaExceeded: (limit: number, remaining: number, required: number) =>
    `This request exceeds your quota of ${limit}. You have ${Math.max(0, remaining)} credits remaining, while ${required} credits are required for this request.`,
  outputFormatNotAllowed: (format: string, tierName: string) =>
    `The output format ${format} is not available on the ${tierName} plan. Choose another output_format or upgrade your subscription.`,
  textTooLong: (length: number, modelId: string, max: number) =>
    `The text is ${length} characters long; ${modelId} accepts at most ${max} characters per request on this plan.`,
  textEmpty: 'Enter some text to convert to speech.',
  historyItemNotFound: (id: string) => `History item ${id} was not found.`,
  historyItemProcessing: 'This generation is still being produced; its audio is not ready yet.',
  invalidPageToken: 'next_page_token is not a token this endpoint returned for this sort.',
  invalidGenerationInfo: 'regenerate-from-last-generation-info must be the generation-info header of an earlier response.',
  upstreamFailed: (status: number, message: string) => `The upstream speech service answered ${status}: ${message}`,
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Schemas

const settingValue = (field: keyof typeof VOICE_SETTING_RANGES) => {
  const { min, max } = VOICE_SETTING_RANGES[field];
  const message = `${field} must be a number between ${min} and ${max}.`;
  return v.pipe(v.number(message), v.finite(message), v.minValue(min, message), v.maxValue(max, message));
};

/** Voice settings as a request carries them: every field optional, merged over the voice's stored settings. */
export const VoiceSettingsPatchSchema = v.object({
  stability: v.optional(v.nullable(settingValue('stability'))),
  similarity_boost: v.optional(v.nullable(settingValue('similarity_boost'))),
  style: v.optional(v.nullable(settingValue('style'))),
  use_speaker_boost: v.optional(v.nullable(v.boolean('use_speaker_boost must be true or false.'))),
  speed: v.optional(v.nullable(settingValue('speed'))),
}, 'voice_settings must be an object.');
export type VoiceSettingsPatch = v.InferOutput<typeof VoiceSettingsPatchSchema>;

/** A query flag: `true` or `false`, as the public API's query parameters are written. */
/** A 'true'/'false' query parameter with a default (shared with the library's query, src/domain/library.ts). */
export const queryFlag = (fallback: boolean) =>
  v.optional(v.pipe(v.picklist(['true', 'false'], 'Use true or false.'), v.transform((s) => s === 'true')),
    String(fallback) as 'true' | 'false');

export const queryInteger = (min: number, max: number) => {
  const message = `Use a whole number from ${min} to ${max}.`;
  return v.pipe(v.string(), v.regex(/^\d{1,12}$/, message), v.transform(Number), v.minValue(min, message),
    v.maxValue(max, message));
};

const searchText = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(SEARCH_MAX_LENGTH,
  `Search text has at most ${SEARCH_MAX_LENGTH} characters.`)));

const seedMessage = `seed must be a whole number from 0 to ${SEED_MAX}.`;

/** POST /v1/text-to-speech/{voice_id}[/stream][/with-timestamps] body (api-contract §6); unknown fields are ignored. */
export const TextToSpeechSchema = v.object({
  text: v.pipe(v.string(SPEECH_MESSAGES.textEmpty), v.check((text) => text.trim() !== '', SPEECH_MESSAGES.textEmpty)),
  model_id: v.optional(v.nullable(v.pipe(v.string('model_id must be a string.'), v.nonEmpty('model_id must not be empty.')))),
  language_code: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(16, 'language_code is an ISO 639-1 code.')))),
  voice_settings: v.optional(v.nullable(VoiceSettingsPatchSchema)),
  seed: v.optional(v.nullable(v.pipe(v.number(seedMessage), v.integer(seedMessage), v.minValue(0, seedMessage),
    v.maxValue(SEED_MAX, seedMessage)))),
}, 'The body must be a JSON object.');
export type TextToSpeechInput = v.InferOutput<typeof TextToSpeechSchema>;

export const TextToSpeechQuerySchema = v.object({
  output_format: v.optional(v.string()),
  enable_logging: queryFlag(true),
});

export const VoiceQuerySchema = v.object({ with_settings: queryFlag(true) });

export const VoicesV2QuerySchema = v.object({
  next_page_token: v.optional(v.string()),
  page_size: v.optional(queryInteger(1, VOICES_PAGE_SIZE_MAX), String(VOICES_PAGE_SIZE_DEFAULT)),
  search: searchText,
  sort: v.optional(v.picklist(VOICE_SORTS, `sort is one of: ${VOICE_SORTS.join(', ')}.`), 'created_at_unix'),
  sort_direction: v.optional(v.picklist(SORT_DIRECTIONS, 'sort_direction is asc or desc.'), 'desc'),
  voice_type: v.optional(v.picklist(VOICE_TYPES, `voice_type is one of: ${VOICE_TYPES.join(', ')}.`)),
  category: v.optional(v.picklist(VOICE_CATEGORIES, `category is one of: ${VOICE_CATEGORIES.join(', ')}.`)),
  include_total_count: queryFlag(true),
  voice_ids: v.optional(v.pipe(v.array(v.string()), v.maxLength(VOICE_IDS_FILTER_MAX,
    `Ask for at most ${VOICE_IDS_FILTER_MAX} voice_ids.`))),
});

export const HistoryQuerySchema = v.object({
  page_size: v.optional(queryInteger(1, HISTORY_PAGE_SIZE_MAX), String(HISTORY_PAGE_SIZE_DEFAULT)),
  start_after_history_item_id: v.optional(v.string()),
  voice_id: v.optional(v.string()),
  model_id: v.optional(v.string()),
  date_before_unix: v.optional(queryInteger(0, 1e11)),
  date_after_unix: v.optional(queryInteger(0, 1e11)),
  sort_direction: v.optional(v.picklist(SORT_DIRECTIONS, 'sort_direction is asc or desc.'), 'desc'),
  search: searchText,
  source: v.optional(v.picklist(HISTORY_SOURCES, `source is one of: ${HISTORY_SOURCES.join(', ')}.`)),
});

export const HistoryDownloadSchema = v.object({
  history_item_ids: v.pipe(
    v.array(v.pipe(v.string(), v.nonEmpty()), 'history_item_ids must be a list of history item ids.'),
    v.minLength(1, 'Name at least one history item.'),
    v.maxLength(HISTORY_DOWNLOAD_MAX_ITEMS, `Download at most ${HISTORY_DOWNLOAD_MAX_ITEMS} items at once.`),
  ),
  output_format: v.optional(v.nullable(v.picklist(HISTORY_DOWNLOAD_FORMATS, 'output_format is default or wav.'))),
}, 'The body must be a JSON object.');

export const DetectLanguageSchema = v.object({
  text: v.pipe(v.string('Send the text to examine.'), v.maxLength(DETECT_LANGUAGE_MAX_LENGTH,
    `Language detection reads at most ${DETECT_LANGUAGE_MAX_LENGTH.toLocaleString('en-US')} characters.`)),
}, 'The body must be a JSON object.');

// ---------------------------------------------------------------------------------------------------------------
// Wire shapes, complete (the workspace reads subsets of them: speechWorkspace.ts)

export interface DetectLanguageResponse {
  detected_languages: Array<{ language_code: string; probability: number }>;
}

export interface VoiceSettingsResponse {
  stability: number;
  similarity_boost: number;
  style: number;
  use_speaker_boost: boolean;
  speed: number;
}

export interface SpeechAlignment {
  characters: string[];
  character_start_times_seconds: number[];
  character_end_times_seconds: number[];
}

/** The Voice object (api-contract §4.1), with the fields Timbre fills. */
export interface VoiceResponse {
  voice_id: string;
  name: string;
  samples: unknown[] | null;
  category: VoiceCategory;
  fine_tuning: Record<string, unknown>;
  labels: Record<string, string>;
  description: string | null;
  preview_url: string;
  available_for_tiers: string[];
  settings: VoiceSettingsResponse | null;
  sharing: Record<string, unknown> | null;
  high_quality_base_model_ids: string[];
  verified_languages: Array<{ language: string; model_id: string; accent: string | null; locale: string | null; preview_url: string }>;
  safety_control: string | null;
  voice_verification: Record<string, unknown>;
  permission_on_resource: string | null;
  is_owner: boolean;
  is_legacy: boolean;
  is_mixed: boolean;
  created_at_unix: number;
}

export interface VoicesV2Response {
  voices: VoiceResponse[];
  has_more: boolean;
  total_count: number | null;
  next_page_token: string | null;
}

/** with-timestamps responses, and each line of stream/with-timestamps. */
export interface TimestampedAudioChunk {
  audio_base64: string;
  alignment: SpeechAlignment | null;
  normalized_alignment: SpeechAlignment | null;
}

/**
 * The `generation-info` response header (plain JSON, ASCII only), which the client sends back unchanged in
 * `regenerate-from-last-generation-info` to regenerate (workspace-shell §4.4).
 */
export interface GenerationInfo {
  generation_id: string;
  request_id: string;
  history_item_id: string | null;
  voice_id: string;
  model_id: string;
  seed: number;
  character_cost: number;
  regeneration_count: number;
  first_generation_unix_ms: number;
}

/** A history item as GET /v1/history and GET /v1/history/{id} answer it (api-contract §7). */
export interface HistoryItemObject {
  history_item_id: string;
  request_id: string;
  voice_id: string;
  model_id: string;
  voice_name: string;
  voice_category: string;
  text: string;
  date_unix: number;
  character_count_change_from: number;
  character_count_change_to: number;
  content_type: string;
  output_format: string;
  state: HistoryState;
  settings: VoiceSettingsResponse;
  feedback: null;
  share_link_id: null;
  source: HistorySource;
  alignments: { alignment: SpeechAlignment; normalized_alignment: SpeechAlignment } | null;
  dialogue: null;
  generation_info: GenerationInfo;
  regeneration_count: number;
}

export interface HistoryListObject {
  history: HistoryItemObject[];
  last_history_item_id: string | null;
  has_more: boolean;
}
