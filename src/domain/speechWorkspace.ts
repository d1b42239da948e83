import { MESSAGES, SPEECH_UI_MESSAGES } from './messages';
import {
  REGENERATION_WINDOW_MS, VOICE_SETTING_RANGES, type DetectLanguageResponse, type GenerationInfo,
  type VoiceResponse, type VoiceSettingsResponse,
} from './speech';

/**
 * The speech workspace's rules (workspace-shell §2.2, §2.5, §3.1–3.5, §4.2, §4.4, §5.2–5.4, §8.1, §9) as pure
 * functions, and the shapes the client reads that speech.ts (the server's side) does not define.
 */

// ——— What the client reads from the server beyond speech.ts's wire shapes ———

/** GET /v1/models items (api-contract §1.3). */
export interface SpeechModel {
  model_id: string;
  name: string;
  description: string;
  languages: Array<{ language_id: string; name: string }>;
  can_do_text_to_speech: boolean;
  can_do_voice_conversion: boolean;
  can_use_style: boolean;
  can_use_speaker_boost: boolean;
  serves_pro_voices: boolean;
  max_characters_request_free_user: number;
  maximum_text_length_per_request: number;
  model_rates: { character_cost_multiplier: number };
}

/** What a finished generation's response headers say (§3.5, §7.1); each is null when the server leaves it out. */
export interface GenerationHeaders {
  requestId: string | null;
  historyItemId: string | null;
  characterCost: number | null;
  /** The generation-info header as sent, echoed back to regenerate. */
  generationInfo: string | null;
  regenerationCount: number | null;
}

// ——— Voices ———

/** The part of a voice the workspace keeps in its flows: plain data, fit for machine context and recorded events. */
export interface VoiceSummary {
  voiceId: string;
  name: string;
  category: string;
  labels: Record<string, string>;
  description: string;
  previewUrl: string | null;
  settings: VoiceSettingsResponse | null;
  /** Models this (professional) voice is fine-tuned for (§4.1 state fine_tuned). */
  fineTunedModelIds: string[];
  /** The shared-library voice this one was copied from. */
  originalVoiceId: string | null;
}

export function toVoiceSummary(voice: VoiceResponse): VoiceSummary {
  // fine_tuning and sharing are open maps on the wire: read what is there, defensively.
  const states = (voice.fine_tuning?.state ?? {}) as Record<string, unknown>;
  const original = voice.sharing?.original_voice_id;
  return {
    voiceId: voice.voice_id,
    name: voice.name,
    category: voice.category,
    labels: voice.labels ?? {},
    description: voice.description ?? '',
    previewUrl: voice.preview_url ?? null,
    settings: voice.settings ?? null,
    fineTunedModelIds: Object.keys(states).filter((modelId) => states[modelId] === 'fine_tuned'),
    originalVoiceId: typeof original === 'string' ? original : null,
  };
}

/** A shared-library name may hold a slash; the part after it is what the user sees (§3.1). */
export const voiceDisplayName = (name: string): string => name.slice(name.lastIndexOf('/') + 1).trim() || name;

/** The voice_id query names a voice itself or the shared voice it was copied from (§2.2). */
export const voiceMatchesId = (voice: VoiceSummary, voiceId: string): boolean =>
  voice.voiceId === voiceId || voice.originalVoiceId === voiceId;

/** The voice a workspace starts with: the most recently used one that is listed, else the first listed. */
export function startingVoice(listed: readonly VoiceSummary[], recentIds: readonly string[]): VoiceSummary | null {
  const recent = recentIds.map((id) => listed.find((voice) => voice.voiceId === id)).find((voice) => voice !== undefined);
  return recent ?? listed[0] ?? null;
}

/** Recent voices (§3.11): voice id → last use (ms); newest first, up to the limit. */
export function recentVoiceIds(memory: Readonly<Record<string, number>>, limit: number): string[] {
  return Object.entries(memory).sort(([, a], [, b]) => b - a).slice(0, limit).map(([voiceId]) => voiceId);
}

// ——— Models and tasks ———

export type SpeechTask = 'text_to_speech' | 'speech_to_speech';

const TASK_LABELS: Readonly<Record<SpeechTask, string>> = {
  text_to_speech: 'Text to Speech',
  speech_to_speech: 'Speech to Speech',
};

/** The model a professional voice without a fine-tuned model falls back to, per task (§4.2). */
const PRO_VOICE_FALLBACK_MODEL: Readonly<Record<SpeechTask, string>> = {
  text_to_speech: 'eleven_multilingual_v2',
  speech_to_speech: 'eleven_multilingual_sts_v2',
};

export const modelDoesTask = (model: SpeechModel, task: SpeechTask): boolean =>
  task === 'text_to_speech' ? model.can_do_text_to_speech : model.can_do_voice_conversion;

/** Keeps the current model when it can do the task, else picks the first that can; null when none can (§2.2). */
export function modelForTask(models: readonly SpeechModel[], task: SpeechTask, currentId: string | null): string | null {
  const current = models.find((model) => model.model_id === currentId);
  if (current && modelDoesTask(current, task)) return current.model_id;
  return models.find((model) => modelDoesTask(model, task))?.model_id ?? null;
}

/**
 * The model after a voice is chosen (§4.2): a professional voice keeps or takes a model it is fine-tuned for, and
 * without one gets the task's fallback model. Any other voice keeps a model that can do the task.
 */
export function modelAfterVoiceChange(
  models: readonly SpeechModel[], task: SpeechTask, voice: VoiceSummary, currentId: string | null,
): string | null {
  if (voice.category === 'professional') {
    const tuned = models.filter((model) => modelDoesTask(model, task) && model.serves_pro_voices
      && voice.fineTunedModelIds.includes(model.model_id));
    const kept = tuned.find((model) => model.model_id === currentId) ?? tuned[0];
    if (kept) return kept.model_id;
    const fallback = models.find((model) => model.model_id === PRO_VOICE_FALLBACK_MODEL[task]);
    if (fallback) return fallback.model_id;
  }
  return modelForTask(models, task, currentId);
}

/**
 * What the model picker warns about (§2.2, §4.2): no model can do the task, or a professional voice is used with
 * a model it is not fine-tuned for.
 */
export function modelNotice(
  models: readonly SpeechModel[], task: SpeechTask, voice: VoiceSummary | null, modelId: string | null,
): string | null {
  if (modelForTask(models, task, null) === null) return MESSAGES.noModelForTask;
  if (voice?.category === 'professional' && modelId !== null && !voice.fineTunedModelIds.includes(modelId)) {
    return MESSAGES.voiceNotFineTuned(TASK_LABELS[task]);
  }
  return null;
}

// ——— Text ———

/**
 * The spec keeps the global cap's value hidden (§5.2); its Studio guidance names 5,000 credits, so the cap is 5,000
 * characters (one credit per character at the base rate).
 */
export const TTS_MAX_CHARACTERS_CAP = 5_000;

/** Max characters per request: the lesser of the model's limit for the user's tier and the global cap (§5.2). */
export function maxCharactersFor(model: SpeechModel | undefined, freeTier: boolean): number {
  const limit = freeTier ? model?.max_characters_request_free_user : model?.maximum_text_length_per_request;
  return Math.min(limit ?? TTS_MAX_CHARACTERS_CAP, TTS_MAX_CHARACTERS_CAP);
}

/** Credits a request would cost: characters times the model's rate, rounded up as the server charges (§9). */
export const estimatedCredits = (text: string, model: SpeechModel | undefined): number =>
  Math.ceil(Array.from(text).length * (model?.model_rates.character_cost_multiplier ?? 1));

const V3_MODEL_ID = 'eleven_v3';

/**
 * Brackets degrade speech (§5.2): v3 reads [square-bracket] audio tags, so only curly braces are flagged there;
 * every other model flags both.
 */
export function bracketWarning(text: string, modelId: string | null): string | null {
  if (modelId === V3_MODEL_ID) return /[{}]/.test(text) ? SPEECH_UI_MESSAGES.curlyBraces : null;
  return /[{}[\]]/.test(text) ? SPEECH_UI_MESSAGES.braces : null;
}

const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length;

/** Language detection runs for 5+ words that differ from the last checked text by an edit distance of 50+ (§5.2). */
const LANGUAGE_DETECTION_MIN_WORDS = 5;
const LANGUAGE_DETECTION_MIN_DISTANCE = 50;
export const UNSUPPORTED_LANGUAGE_NOTICE_MS = 10_000;

/**
 * Levenshtein distance, capped: exact below `cap`, `cap` otherwise. Only a band of width 2·cap+1 around the
 * diagonal is computed, so a keystroke in a 5,000-character text costs about 500k steps rather than 25M.
 */
export function editDistance(a: string, b: string, cap = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) >= cap) return cap;
  const band = Number.isFinite(cap) ? cap : Math.max(a.length, b.length);
  const outside = Number.POSITIVE_INFINITY;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Array<number>(b.length + 1).fill(outside);
  for (let i = 1; i <= a.length; i++) {
    const from = Math.max(1, i - band);
    const to = Math.min(b.length, i + band);
    current[from - 1] = from === 1 ? i : outside;
    let rowMin = current[from - 1]!;
    for (let j = from; j <= to; j++) {
      const value = Math.min(
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
        previous[j]! + 1,
        current[j - 1]! + 1,
      );
      current[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (to < b.length) current[to + 1] = outside;
    if (rowMin >= cap) return cap;
    [previous, current] = [current, previous];
  }
  return Math.min(previous[b.length]!, cap);
}

export const needsLanguageCheck = (text: string, lastChecked: string): boolean =>
  wordCount(text) >= LANGUAGE_DETECTION_MIN_WORDS
  && editDistance(text, lastChecked, LANGUAGE_DETECTION_MIN_DISTANCE) >= LANGUAGE_DETECTION_MIN_DISTANCE;

export interface UnsupportedLanguage {
  languageCode: string;
  /** A model for the same task that speaks the language, or null when none does. */
  suggestedModelId: string | null;
}

/** The detected language when the model does not speak it, with a model that does (§5.2); null when all is well. */
export function unsupportedLanguage(
  detected: DetectLanguageResponse, models: readonly SpeechModel[], modelId: string | null, task: SpeechTask,
): UnsupportedLanguage | null {
  const top = [...detected.detected_languages].sort((a, b) => b.probability - a.probability)[0];
  const model = models.find((m) => m.model_id === modelId);
  if (!top || !model) return null;
  const speaks = (m: SpeechModel) => m.languages.some((language) => language.language_id === top.language_code);
  if (speaks(model)) return null;
  const candidates = models.filter((m) => modelDoesTask(m, task) && speaks(m));
  const suggested = candidates.find((m) => m.model_id === PRO_VOICE_FALLBACK_MODEL[task]) ?? candidates[0];
  return { languageCode: top.language_code, suggestedModelId: suggested?.model_id ?? null };
}

// ——— Voice settings ———

export type VoiceSliderSetting = keyof typeof VOICE_SETTING_RANGES;

/** Stability under 30 % and style over 50 % may make speech unstable (§5.4). */
export function settingsWarnings(settings: VoiceSettingsResponse): Partial<Record<VoiceSliderSetting, string>> {
  return {
    ...(settings.stability < 0.3 ? { stability: MESSAGES.stabilityWarning } : {}),
    ...(settings.style > 0.5 ? { style: MESSAGES.styleWarning } : {}),
  };
}

/** A slider value within its range, on its step (and free of float dust such as 0.30000000000000004). */
function clampSetting(setting: VoiceSliderSetting, value: number): number {
  const { min, max, step } = VOICE_SETTING_RANGES[setting];
  const stepped = Number((Math.round(value / step) * step).toFixed(2));
  return Math.min(max, Math.max(min, stepped));
}

/** Applies a change from the settings panel: sliders clamped to their range and step, the switch as given. */
export function applySettings(
  current: VoiceSettingsResponse, change: Partial<VoiceSettingsResponse>,
): VoiceSettingsResponse {
  const next = { ...current, ...change };
  for (const setting of Object.keys(VOICE_SETTING_RANGES) as VoiceSliderSetting[]) {
    next[setting] = clampSetting(setting, next[setting]);
  }
  return next;
}

/** Settings changes are saved this long after the last one, so a slider drag makes one request (§7.1). */
export const SETTINGS_SAVE_DELAY_MS = 1_000;

/** One voice's settings to save for this workspace (POST /v1/voices/{id}/settings/edit). */
export interface VoiceSettingsSave {
  voiceId: string;
  settings: VoiceSettingsResponse;
}

/** Our own wording (the spec gives none): the values stay on screen, and the next change tries again. */
export const SETTINGS_SAVE_FAILED = 'Your voice settings could not be saved.';
export const SETTINGS_SAVE_FAILED_HINT = 'They stay as you set them here; change one to try saving again.';

/** The toast for a failed settings save: our title, the server's message (if any) or the hint below it. */
export function settingsSaveToasts(failure: Partial<FailureInfo> | null): GenerationToast[] {
  const serverMessage = failure?.code === 'network_error' ? '' : (failure?.message ?? '').trim();
  const description = serverMessage ? `${serverMessage} ${SETTINGS_SAVE_FAILED_HINT}` : SETTINGS_SAVE_FAILED_HINT;
  return [{ title: SETTINGS_SAVE_FAILED, description }];
}

// ——— Regeneration (§4.4) ———

/** After a generation, credits and history are refreshed at once and again after this (§4.5). */
export const AFTER_GENERATION_REFRESH_MS = 3_000;

export interface GenerationRecord {
  generationInfo: string;
  /** When the request was made (ms). */
  at: number;
}

/** Past generations of one input (text, voice, model), under the generation key the server issued for it. */
export interface GenerationChain {
  /** generation_id of the generation-info. */
  key: string;
  input: string;
  records: GenerationRecord[];
  /** Regenerations this workspace may make of it (regenerationMaxOf). */
  max: number;
}

/**
 * What makes two requests the same generation, as the server counts it (text, voice and model; settings may
 * change between regenerations).
 */
export const generationInput = (text: string, voiceId: string, modelId: string): string =>
  JSON.stringify([text, voiceId, modelId]);

/** The generation key carried by a generation-info header; null when the header is not one. */
export function generationKeyOf(generationInfo: string): string | null {
  try {
    const id = (JSON.parse(generationInfo) as Partial<GenerationInfo> | null)?.generation_id;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

/** Regenerations left for this input at `now`: 0 for another input, past the window, or at the maximum. */
export function regenerationsLeft(chain: GenerationChain | null, input: string, now: number): number {
  const first = chain?.records[0];
  if (!chain || !first || chain.input !== input || now - first.at >= REGENERATION_WINDOW_MS) return 0;
  return Math.max(0, chain.max - (chain.records.length - 1));
}

/** The generation-info to regenerate from, when this input may still be regenerated. */
export function regenerationSource(chain: GenerationChain | null, input: string, now: number): string | null {
  return regenerationsLeft(chain, input, now) > 0 ? chain?.records.at(-1)?.generationInfo ?? null : null;
}

/**
 * The chain after a response (§4.4): a granted regeneration adds its generation-info to the chain, anything else
 * starts a new one; once the maximum is reached the chain is cleared, so the next press starts a new generation.
 * The server's regeneration-count wins over our own count (0 means it started a new generation after all).
 */
export function chainAfterResponse(
  chain: GenerationChain | null, request: { input: string; at: number; regenerated: boolean }, headers: GenerationHeaders,
  max: number,
): GenerationChain | null {
  const key = headers.generationInfo === null ? null : generationKeyOf(headers.generationInfo);
  if (headers.generationInfo === null || key === null) return null;
  const record = { generationInfo: headers.generationInfo, at: request.at };
  const continues = request.regenerated && headers.regenerationCount !== 0 && chain?.key === key
    && chain.input === request.input;
  const records = continues ? [...chain.records, record] : [record];
  const count = headers.regenerationCount ?? records.length - 1;
  return count >= max ? null : { key, input: request.input, records, max };
}

// ——— Generation errors (§8.1) ———

export type GenerationDialog = 'unusualActivity' | 'blockedVoice' | 'voiceCaptcha';

export interface GenerationToast {
  title: string;
  description?: string;
  /** Adds the 'Update subscription?' link. */
  subscriptionLink?: boolean;
}

export type GenerationProblem =
  | { kind: 'dialog'; dialog: GenerationDialog; message: string }
  | { kind: 'toasts'; toasts: GenerationToast[] };

/** A failed request as the HTTP client reports it (ApiFailure), reduced to plain data. */
export interface FailureInfo {
  code: string;
  message: string;
  fieldErrors?: ReadonlyArray<{ loc: ReadonlyArray<string | number>; msg: string }>;
}

const DIALOGS: Readonly<Record<string, GenerationDialog>> = {
  detected_unusual_activity: 'unusualActivity',
  detected_blocked_voice: 'blockedVoice',
  detected_captcha_voice: 'voiceCaptcha',
  is_in_probation: 'voiceCaptcha',
};
const SUBSCRIPTION_CODES = new Set(['payment_issue', 'quota_exceeded', 'too_many_concurrent_requests']);

/**
 * How a generation failure is shown (§8.1). The workspace is open to signed-in users only, so the subscription
 * link always applies; a network error carries no server message and falls back to the generic text.
 */
export function generationProblem(failure: FailureInfo): GenerationProblem {
  const dialog = DIALOGS[failure.code];
  if (dialog) return { kind: 'dialog', dialog, message: failure.message };
  if (failure.fieldErrors?.length) {
    return {
      kind: 'toasts',
      toasts: failure.fieldErrors.map((field) => {
        const where = field.loc.filter((part) => part !== 'body').join('.');
        return where ? { title: field.msg, description: where } : { title: field.msg };
      }),
    };
  }
  if (SUBSCRIPTION_CODES.has(failure.code)) {
    return { kind: 'toasts', toasts: [{ title: failure.message, subscriptionLink: true }] };
  }
  if (failure.code === 'system_busy') {
    return { kind: 'toasts', toasts: [{ title: MESSAGES.systemBusy, description: failure.message }] };
  }
  const serverMessage = failure.code === 'network_error' ? '' : failure.message.trim();
  return { kind: 'toasts', toasts: [{ title: serverMessage || MESSAGES.generationFailed }] };
}
