import * as v from 'valibot';

/**
 * Voice Design (voice-creation §2, §5, §8, §9; api-contract §2): the limits, messages and request schemas shared by
 * the design form and the /v1/text-to-voice routes.
 */

// ---------------------------------------------------------------------------------------------------------------
// Limits

export const VOICE_PROMPT_MIN = 20;
export const VOICE_PROMPT_MAX = 1000;
/** Preview text bounds the server supplies (GET /v1/voice-generation/generate-voice/parameters). */
export const PREVIEW_TEXT_MIN = 100;
export const PREVIEW_TEXT_MAX = 1000;
export const DESIGN_SEED_MAX = 2_147_483_647;
/** The randomize button picks a seed below this. */
export const DESIGN_RANDOM_SEED_BELOW = 1_000_000;
/** The save form's description (§5, §9); the API accepts up to 1000 (api-contract §2). */
export const DESIGN_DESCRIPTION_MIN = 20;
export const DESIGN_DESCRIPTION_FORM_MAX = 500;
export const DESIGN_DESCRIPTION_API_MAX = 1000;
export const DESIGN_LOUDNESS_RANGE = { min: -1, max: 1, default: 0.5 } as const;
export const DESIGN_QUALITY_RANGE = { min: -1, max: 1, step: 0.01, legacyDefault: 0.9 } as const;
/** The API accepts 0..100; the form's slider maps 0..100 % onto 2..10. */
export const GUIDANCE_SCALE_API_RANGE = { min: 0, max: 100, default: 5 } as const;
export const GUIDANCE_SCALE_FORM_RANGE = { min: 2, max: 10 } as const;
export const PROMPT_STRENGTH_RANGE = { min: 0, max: 1, step: 0.01 } as const;
export const VOICE_REFERENCE_MIN_SECONDS = 3;
export const VOICE_REFERENCE_MAX_SECONDS = 300;
export const VOICE_REFERENCE_MAX_BYTES = 20 * 1024 * 1024;
/** Every design request returns three previews (Voice 1, Voice 2, Voice 3). */
export const DESIGN_PREVIEW_COUNT = 3;
/** How long an unsaved preview is kept (24 hours); saving keeps its audio with the new voice. */
export const DESIGN_PREVIEW_TTL_MS = 24 * 60 * 60 * 1000;

export const VOICE_DESIGN_MODEL_IDS = ['eleven_multilingual_ttv_v2', 'eleven_ttv_v3'] as const;
export type VoiceDesignModelId = (typeof VOICE_DESIGN_MODEL_IDS)[number];
export const VOICE_DESIGN_V3_MODEL_ID: VoiceDesignModelId = 'eleven_ttv_v3';

// ---------------------------------------------------------------------------------------------------------------
// Messages (quoted exactly where the spec gives words)

export const VOICE_DESIGN_MESSAGES = {
  promptRequired: 'Voice prompt is required',
  promptTooShort: 'Voice prompt should be at least 20 characters long',
  promptTooLong: 'Voice prompt should be less than 1000 characters',
  previewTextRequired: 'Please provide sample text to preview your generated voice',
  previewTextLength: (min: number, max: number) => `Please provide some text between ${min} and ${max} characters.`,
  nameRequired: 'Please give your voice a name',
  descriptionRequired: 'Description is required',
  descriptionTooShort: 'Description should have at least 20 characters',
  descriptionTooLong: (max: number) => `Description should be less than ${max} characters`,
  referenceTooShort: 'Audio file is too short. Please upload a file with at least 3s of audio.',
  // §5 asks for "a matching too-long message": the same words, turned around.
  referenceTooLong: 'Audio file is too long. Please upload a file with at most 300s of audio.',
  referenceTooLarge: (megabytes: number) => `File exceeds the ${megabytes}mb limit.`,
  referenceUnreadable: 'Could not extract file duration.',
  // §5 gives the content, not the words: a policy-violation message stating that no charge was made.
  blockedGeneration: 'This voice prompt may violate our Prohibited Use Policy, so no voice was generated. You have not been charged.',
  invalidGeneratedVoiceId: (id: string) => `No voice preview with id "${id}" exists, or it has expired. Generate the previews again.`,
  somethingWentWrong: 'We are sorry, something went wrong.',
  // Not in the spec: ours.
  seedRange: `Seed must be a whole number from 0 to ${DESIGN_SEED_MAX}.`,
  loudnessRange: 'Loudness must be between -1 and 1.',
  qualityRange: 'Quality must be between -1 and 1.',
  guidanceRange: 'Guidance scale must be between 0 and 100.',
  promptStrengthRange: 'Prompt strength must be between 0 and 1.',
  modelUnknown: `model_id must be one of ${VOICE_DESIGN_MODEL_IDS.join(', ')}.`,
  referenceNeedsV3: 'A voice reference needs the eleven_ttv_v3 model.',
  referenceNotBase64: 'reference_audio_base64 must be base64-encoded audio.',
  v3Disabled: 'Voice Design v3 is not enabled for this workspace.',
  remixDisabled: 'Voice remixing is not enabled for this workspace.',
  textAndAutoText: 'Send either text or auto_generate_text, not both.',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Request schemas (api-contract §2)

const rangeNumber = (min: number, max: number, message: string) =>
  v.pipe(v.number(message), v.finite(message), v.minValue(min, message), v.maxValue(max, message));
const nullableNumber = <S extends v.GenericSchema>(schema: S) => v.optional(v.nullable(schema), null);

/** A missing field reads as empty, so it gets the field's own "required" message rather than a generic one. */
const requiredText = (message: string) => v.optional(v.string(message), '');

/** The prompt, trimmed: required, 20..1000 characters. */
export const VoicePromptSchema = v.pipe(
  requiredText(VOICE_DESIGN_MESSAGES.promptRequired), v.trim(),
  v.minLength(1, VOICE_DESIGN_MESSAGES.promptRequired),
  v.minLength(VOICE_PROMPT_MIN, VOICE_DESIGN_MESSAGES.promptTooShort),
  v.maxLength(VOICE_PROMPT_MAX, VOICE_DESIGN_MESSAGES.promptTooLong),
);

/** Preview text, trimmed, within the server's bounds. */
export const PreviewTextSchema = v.pipe(
  v.string(VOICE_DESIGN_MESSAGES.previewTextRequired), v.trim(),
  v.minLength(1, VOICE_DESIGN_MESSAGES.previewTextRequired),
  v.minLength(PREVIEW_TEXT_MIN, VOICE_DESIGN_MESSAGES.previewTextLength(PREVIEW_TEXT_MIN, PREVIEW_TEXT_MAX)),
  v.maxLength(PREVIEW_TEXT_MAX, VOICE_DESIGN_MESSAGES.previewTextLength(PREVIEW_TEXT_MIN, PREVIEW_TEXT_MAX)),
);

export const DesignSeedSchema = v.pipe(v.number(VOICE_DESIGN_MESSAGES.seedRange), v.integer(VOICE_DESIGN_MESSAGES.seedRange),
  v.minValue(0, VOICE_DESIGN_MESSAGES.seedRange), v.maxValue(DESIGN_SEED_MAX, VOICE_DESIGN_MESSAGES.seedRange));

const commonDesignFields = {
  voice_description: VoicePromptSchema,
  text: v.optional(v.nullable(PreviewTextSchema), null),
  auto_generate_text: v.optional(v.boolean(), false),
  loudness: v.optional(rangeNumber(-1, 1, VOICE_DESIGN_MESSAGES.loudnessRange), DESIGN_LOUDNESS_RANGE.default),
  seed: nullableNumber(DesignSeedSchema),
  guidance_scale: v.optional(rangeNumber(0, 100, VOICE_DESIGN_MESSAGES.guidanceRange), GUIDANCE_SCALE_API_RANGE.default),
  stream_previews: v.optional(v.boolean(), false),
  should_enhance: v.optional(v.boolean(), false),
};

/** The text is required unless auto_generate_text asks the server to write one. */
const textOrAuto = <T extends { text: string | null; auto_generate_text: boolean }>() => v.rawCheck<T>(({ dataset, addIssue }) => {
  if (!dataset.typed || dataset.value.auto_generate_text || dataset.value.text !== null) return;
  addIssue({ message: VOICE_DESIGN_MESSAGES.previewTextRequired, path: [{
    type: 'object', origin: 'value', input: dataset.value, key: 'text', value: null,
  }] });
});

/** POST /v1/text-to-voice/design. */
export const VoiceDesignRequestSchema = v.pipe(v.object({
  ...commonDesignFields,
  model_id: v.optional(v.picklist(VOICE_DESIGN_MODEL_IDS, VOICE_DESIGN_MESSAGES.modelUnknown), VOICE_DESIGN_MODEL_IDS[0]),
  quality: nullableNumber(rangeNumber(-1, 1, VOICE_DESIGN_MESSAGES.qualityRange)),
  reference_audio_base64: v.optional(v.nullable(v.string(VOICE_DESIGN_MESSAGES.referenceNotBase64)), null),
  prompt_strength: nullableNumber(rangeNumber(0, 1, VOICE_DESIGN_MESSAGES.promptStrengthRange)),
  remixing_session_id: v.optional(v.nullable(v.string())),
  remixing_session_iteration_id: v.optional(v.nullable(v.string())),
}), textOrAuto());
export type VoiceDesignRequest = v.InferOutput<typeof VoiceDesignRequestSchema>;

/** POST /v1/text-to-voice/create-previews: the older form, no model_id, quality defaults to 0.9. */
export const CreatePreviewsRequestSchema = v.pipe(v.object({
  ...commonDesignFields,
  quality: v.optional(v.nullable(rangeNumber(-1, 1, VOICE_DESIGN_MESSAGES.qualityRange)), DESIGN_QUALITY_RANGE.legacyDefault),
}), textOrAuto());

/** POST /v1/text-to-voice/{voice_id}/remix: the prompt says what to change about the voice. */
export const RemixRequestSchema = v.pipe(v.object({
  ...commonDesignFields,
  prompt_strength: nullableNumber(rangeNumber(0, 1, VOICE_DESIGN_MESSAGES.promptStrengthRange)),
  remixing_session_id: v.optional(v.nullable(v.string())),
  remixing_session_iteration_id: v.optional(v.nullable(v.string())),
}), textOrAuto());

/** The save form's description (client): 20..500 characters. */
export const DesignDescriptionSchema = v.pipe(
  v.string(VOICE_DESIGN_MESSAGES.descriptionRequired), v.trim(),
  v.minLength(1, VOICE_DESIGN_MESSAGES.descriptionRequired),
  v.minLength(DESIGN_DESCRIPTION_MIN, VOICE_DESIGN_MESSAGES.descriptionTooShort),
  v.maxLength(DESIGN_DESCRIPTION_FORM_MAX, VOICE_DESIGN_MESSAGES.descriptionTooLong(DESIGN_DESCRIPTION_FORM_MAX)),
);

/** POST /v1/text-to-voice and the legacy POST /v1/text-to-voice/create-voice-from-preview. */
export const SaveDesignedVoiceSchema = v.object({
  voice_name: v.pipe(requiredText(VOICE_DESIGN_MESSAGES.nameRequired), v.trim(), v.minLength(1, VOICE_DESIGN_MESSAGES.nameRequired),
    v.maxLength(100, 'Voice name must be at most 100 characters.')),
  voice_description: v.pipe(
    requiredText(VOICE_DESIGN_MESSAGES.descriptionRequired), v.trim(),
    v.minLength(1, VOICE_DESIGN_MESSAGES.descriptionRequired),
    v.minLength(DESIGN_DESCRIPTION_MIN, VOICE_DESIGN_MESSAGES.descriptionTooShort),
    v.maxLength(DESIGN_DESCRIPTION_API_MAX, VOICE_DESIGN_MESSAGES.descriptionTooLong(DESIGN_DESCRIPTION_API_MAX)),
  ),
  generated_voice_id: v.pipe(requiredText('generated_voice_id is required.'), v.minLength(1, 'generated_voice_id is required.'),
    v.maxLength(64, 'generated_voice_id is too long.')),
  labels: v.optional(v.nullable(v.pipe(
    v.record(v.pipe(v.string(), v.maxLength(50)), v.pipe(v.string('Label values must be text.'), v.maxLength(100))),
    v.check((labels) => Object.keys(labels).length <= 20, 'At most 20 labels.'),
  )), null),
  played_not_selected_voice_ids: v.optional(v.nullable(v.pipe(
    v.array(v.pipe(v.string(), v.maxLength(64))), v.maxLength(30, 'At most 30 voice ids.'),
  )), null),
});
export type SaveDesignedVoiceRequest = v.InferOutput<typeof SaveDesignedVoiceSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Wire shapes

export interface VoicePreviewResponse {
  generated_voice_id: string;
  audio_base_64: string;
  media_type: string;
  duration_secs: number;
  language: string | null;
}

export interface VoiceDesignResponse {
  previews: VoicePreviewResponse[];
  /** The text actually spoken (the generated one with auto_generate_text). */
  text: string;
}

export interface VoiceGenerationParameters {
  genders: Array<{ name: string; code: string }>;
  accents: Array<{ name: string; code: string }>;
  ages: Array<{ name: string; code: string }>;
  minimum_characters: number;
  maximum_characters: number;
  minimum_accent_strength: number;
  maximum_accent_strength: number;
}

// ---------------------------------------------------------------------------------------------------------------
// Client side of the design form (voice-creation §2, §4, §5, §9): form values, slider mappings, the loading bar,
// the share link and the requests the flow sends. Pure, so the flow, the view and unit tests share them.

export const VOICE_DESIGN_V2_MODEL_ID: VoiceDesignModelId = 'eleven_multilingual_ttv_v2';
/** The preview text bounds of the parameters endpoint. */
export type VoiceDesignTextLimits = Pick<VoiceGenerationParameters, 'minimum_characters' | 'maximum_characters'>;

/** What the Generate step edits; `seed` is the field's text ('' = automatic), so a half-typed value survives. */
export interface VoiceDesignForm {
  prompt: string;
  previewText: string;
  seed: string;
  loudness: number;
  quality: number;
  guidanceScale: number;
  promptStrength: number;
  modelId: VoiceDesignModelId;
}

/** The optional voice reference (§5): an uploaded file, held by id in the browser, or a voice the user created. */
export type VoiceReference =
  | { kind: 'file'; fileId: string; name: string; sizeBytes: number; durationSeconds: number | null }
  | { kind: 'voice'; voiceId: string; name: string };

/** §9: the loading bar's estimate is 0.05 s per preview character plus 15 s. */
export const LOADING_MS_PER_CHARACTER = 50;
export const LOADING_BASE_MS = 15_000;
/** The bar stops short of full until the answer arrives. */
export const LOADING_CAP = 0.99;
/** §9: the first v3 generation of the default prompt uses seed 1, so everyone first hears the same voices. */
export const DEFAULT_PROMPT_FIRST_V3_SEED = 1;
export const DEFAULT_VOICE_PROMPT =
  'A warm, calm middle-aged narrator with a low voice and a slight British accent, speaking slowly and clearly.';

export const VOICE_DESIGN_FORM_DEFAULTS: Omit<VoiceDesignForm, 'modelId'> = {
  prompt: DEFAULT_VOICE_PROMPT,
  previewText: '',
  seed: '',
  loudness: DESIGN_LOUDNESS_RANGE.default,
  quality: DESIGN_QUALITY_RANGE.legacyDefault,
  guidanceScale: GUIDANCE_SCALE_API_RANGE.default,
  promptStrength: 0.5,
};

const round2 = (value: number) => Math.round(value * 100) / 100;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** §9: the loudness slider's 0–100 % maps linearly to −1..1. */
export const loudnessFromPercent = (percent: number) => round2(-1 + (clamp(percent, 0, 100) / 100) * 2);
export const percentFromLoudness = (loudness: number) => Math.round(((clamp(loudness, -1, 1) + 1) / 2) * 100);
/** §9: the guidance slider's 0–100 % maps linearly to 2..10. */
export const guidanceFromPercent = (percent: number) => round2(2 + (clamp(percent, 0, 100) / 100) * 8);
export const percentFromGuidance = (guidance: number) => Math.round(((clamp(guidance, 2, 10) - 2) / 8) * 100);
/** §9: the prompt strength slider shows 1 − value (left = follow the reference, right = follow the prompt). */
export const promptStrengthFromSlider = (shown: number) => round2(1 - clamp(shown, 0, 1));
export const sliderFromPromptStrength = promptStrengthFromSlider;

/** §9: 0.05 s per preview character plus 15 s. */
export const loadingEstimateMs = (previewText: string) =>
  Array.from(previewText.trim()).length * LOADING_MS_PER_CHARACTER + LOADING_BASE_MS;

/**
 * How full the loading bar is (0..0.99). v2 fills linearly over the estimate; v3 (§4) follows a curve that is
 * about 95 % of the way to 99 % when the estimate runs out and keeps creeping towards it.
 */
export function loadingProgress(elapsedMs: number, estimateMs: number, modelId: VoiceDesignModelId): number {
  const share = Math.max(0, elapsedMs) / Math.max(1, estimateMs);
  if (modelId === VOICE_DESIGN_V3_MODEL_ID) return LOADING_CAP * (1 - Math.exp(-3 * share));
  return Math.min(LOADING_CAP, share);
}

/** §5: the randomise button picks an integer below 1,000,000. */
export const randomSeed = (random: () => number = Math.random) => Math.floor(random() * DESIGN_RANDOM_SEED_BELOW);

/** The seed to send: the typed one, seed 1 for the first v3 generation of the default prompt, else none. */
export function seedToSend(form: VoiceDesignForm, firstV3Generation: boolean): number | null {
  if (form.seed.trim() !== '') return Number(form.seed.trim());
  return firstV3Generation && form.modelId === VOICE_DESIGN_V3_MODEL_ID && form.prompt.trim() === DEFAULT_VOICE_PROMPT
    ? DEFAULT_PROMPT_FIRST_V3_SEED : null;
}

const SHARE_KEYS = ['prompt', 'previewText', 'seed', 'loudness', 'quality', 'guidanceScale'] as const;

/** §2: the share link's query carries prompt, previewText, seed, loudness, quality and guidanceScale. */
export function shareQuery(form: VoiceDesignForm): string {
  const query = new URLSearchParams();
  query.set('prompt', form.prompt);
  if (form.previewText) query.set('previewText', form.previewText);
  if (form.seed.trim()) query.set('seed', form.seed.trim());
  query.set('loudness', String(form.loudness));
  query.set('quality', String(form.quality));
  query.set('guidanceScale', String(form.guidanceScale));
  return query.toString();
}

/** The form values a share link's query prefills; values out of range or not numbers are left out. */
export function prefillFromQuery(query: URLSearchParams): Partial<VoiceDesignForm> {
  const prefill: Partial<VoiceDesignForm> = {};
  const number = (key: (typeof SHARE_KEYS)[number], min: number, max: number) => {
    const raw = query.get(key);
    if (raw === null || raw.trim() === '') return undefined;
    const value = Number(raw);
    return Number.isFinite(value) && value >= min && value <= max ? value : undefined;
  };
  const prompt = query.get('prompt');
  if (prompt !== null) prefill.prompt = prompt;
  const previewText = query.get('previewText');
  if (previewText !== null) prefill.previewText = previewText;
  const seed = number('seed', 0, DESIGN_SEED_MAX);
  if (seed !== undefined && Number.isInteger(seed)) prefill.seed = String(seed);
  const loudness = number('loudness', -1, 1);
  if (loudness !== undefined) prefill.loudness = loudness;
  const quality = number('quality', -1, 1);
  if (quality !== undefined) prefill.quality = quality;
  const guidanceScale = number('guidanceScale', 2, 10);
  if (guidanceScale !== undefined) prefill.guidanceScale = guidanceScale;
  return prefill;
}

/** §8: save retries while the preview is still being stored, and for other failures; 2 s apart. */
export const VOICE_DESIGN_SAVE_RETRIES = { invalidGeneratedVoiceId: 30, other: 3 } as const;
export const VOICE_DESIGN_SAVE_RETRY_MS = 2_000;

export interface DesignFormProblems {
  prompt: string | null;
  previewText: string | null;
  seed: string | null;
  reference: string | null;
}

/** §5's voice reference rules; a file that could not be decoded has no duration. */
export function referenceProblem(reference: VoiceReference): string | null {
  if (reference.kind === 'voice') return null;
  if (reference.sizeBytes > VOICE_REFERENCE_MAX_BYTES) {
    return VOICE_DESIGN_MESSAGES.referenceTooLarge(VOICE_REFERENCE_MAX_BYTES / 1024 / 1024);
  }
  if (reference.durationSeconds === null) return VOICE_DESIGN_MESSAGES.referenceUnreadable;
  if (reference.durationSeconds < VOICE_REFERENCE_MIN_SECONDS) return VOICE_DESIGN_MESSAGES.referenceTooShort;
  if (reference.durationSeconds > VOICE_REFERENCE_MAX_SECONDS) return VOICE_DESIGN_MESSAGES.referenceTooLong;
  return null;
}

const firstIssue = (schema: v.GenericSchema, value: unknown): string | null => {
  const result = v.safeParse(schema, value);
  return result.success ? null : result.issues[0].message;
};

export const voicePromptProblem = (prompt: string) => firstIssue(VoicePromptSchema, prompt);

/** §5: required; trimmed length within the bounds the server supplied. */
export function previewTextProblem(text: string, limits: VoiceDesignTextLimits): string | null {
  const length = Array.from(text.trim()).length;
  if (length === 0) return VOICE_DESIGN_MESSAGES.previewTextRequired;
  const { minimum_characters: min, maximum_characters: max } = limits;
  return length < min || length > max ? VOICE_DESIGN_MESSAGES.previewTextLength(min, max) : null;
}

/** §5: blank means automatic; anything else is a whole number 0..2147483647. */
export const seedProblem = (seed: string) =>
  (seed.trim() === '' ? null : /^\d+$/.test(seed.trim()) ? firstIssue(DesignSeedSchema, Number(seed.trim()))
    : VOICE_DESIGN_MESSAGES.seedRange);

/** What Generate (or Auto-generate, which writes its own text) refuses before sending, per field (§5). */
export function designFormProblems(form: VoiceDesignForm, reference: VoiceReference | null,
  limits: VoiceDesignTextLimits | null, autoGenerate: boolean): DesignFormProblems {
  return {
    prompt: voicePromptProblem(form.prompt),
    previewText: autoGenerate || limits === null ? null : previewTextProblem(form.previewText, limits),
    seed: seedProblem(form.seed),
    reference: reference && referenceProblem(reference),
  };
}

/** The request a generation sends; the service adds the reference file's audio. */
export interface DesignRequest {
  /** An owned voice as reference: the remix path carries its id (§7). */
  remixVoiceId: string | null;
  /** An uploaded reference file, held by services/voiceDesign.ts. */
  referenceFileId: string | null;
  body: {
    voice_description: string;
    model_id?: VoiceDesignModelId;
    text: string | null;
    auto_generate_text: boolean;
    seed: number | null;
    loudness: number;
    quality?: number | null;
    guidance_scale: number;
    prompt_strength?: number;
  };
}

export function designRequestOf(form: VoiceDesignForm, reference: VoiceReference | null, autoGenerate: boolean,
  firstV3Generation: boolean): DesignRequest {
  const v3 = form.modelId === VOICE_DESIGN_V3_MODEL_ID;
  const common = {
    voice_description: form.prompt.trim(),
    text: autoGenerate ? null : form.previewText.trim(),
    auto_generate_text: autoGenerate,
    seed: seedToSend(form, firstV3Generation),
    loudness: form.loudness,
    guidance_scale: form.guidanceScale,
  };
  // Prompt strength weighs the prompt against a reference, on v3 (§9); quality is not a v3 setting.
  const strength = v3 && reference ? { prompt_strength: form.promptStrength } : {};
  if (reference?.kind === 'voice') return { remixVoiceId: reference.voiceId, referenceFileId: null, body: { ...common, ...strength } };
  return {
    remixVoiceId: null,
    referenceFileId: reference?.kind === 'file' ? reference.fileId : null,
    body: { ...common, model_id: form.modelId, quality: v3 ? null : form.quality, ...strength },
  };
}

/** The Save step (§3): labels are label/value pairs, the first one is the language. */
export interface SaveVoiceForm {
  name: string;
  description: string;
  labels: Array<{ label: string; value: string }>;
}

export interface SaveFormProblems {
  name: string | null;
  description: string | null;
}

export const saveFormProblems = (form: SaveVoiceForm): SaveFormProblems => ({
  name: form.name.trim() === '' ? VOICE_DESIGN_MESSAGES.nameRequired : null,
  description: firstIssue(DesignDescriptionSchema, form.description),
});

export interface SaveVoiceRequest {
  voice_name: string;
  voice_description: string;
  generated_voice_id: string;
  played_not_selected_voice_ids: string[];
  labels: Record<string, string> | null;
}

export function saveRequestOf(form: SaveVoiceForm, generatedVoiceId: string, playedIds: readonly string[]): SaveVoiceRequest {
  const labels = Object.fromEntries(form.labels
    .map(({ label, value }) => [label.trim(), value.trim()] as const)
    .filter(([label, value]) => label !== '' && value !== ''));
  return {
    voice_name: form.name.trim(),
    voice_description: form.description.trim(),
    generated_voice_id: generatedVoiceId,
    played_not_selected_voice_ids: playedIds.filter((id) => id !== generatedVoiceId),
    labels: Object.keys(labels).length > 0 ? labels : null,
  };
}
