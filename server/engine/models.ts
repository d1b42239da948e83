import { EngineRequestError } from './errors';
import { LANGUAGES, findLanguage } from './languages';

/**
 * The model table (GET /v1/models, api-contract §1.3, workspace-shell §3.3). Every known model id is served by
 * the same embedded parametric (formant) synthesiser, espeak-ng; a model id selects an honest preset of that
 * engine (chunking, language set, style handling, price), and each description says what the preset does.
 */

/** How a model id changes synthesis in the embedded engine. */
export interface SynthesisPreset {
  /** The first chunk is cut at a clause or word boundary after at most this many characters, so audio starts sooner. */
  firstChunkChars: number;
  /** Later chunks are whole sentences, split only when longer than this. */
  chunkChars: number;
  /** Language ids the preset speaks. Text in another language is read with the first one's rules. */
  languages: readonly string[];
  /** Whether the text's language is detected when the request names none (multilingual presets). */
  detectsLanguage: boolean;
  /** Multiplies the style setting (pitch-range and emphasis exaggeration); 0 ignores style. */
  styleGain: number;
}

export interface ModelLanguage {
  language_id: string;
  name: string;
}

/** A model as the public API returns it. */
export interface PublicModel {
  model_id: string;
  name: string;
  description: string;
  can_be_finetuned: boolean;
  can_do_text_to_speech: boolean;
  can_do_voice_conversion: boolean;
  can_use_style: boolean;
  can_use_speaker_boost: boolean;
  serves_pro_voices: boolean;
  token_cost_factor: number;
  requires_alpha_access: boolean;
  max_characters_request_free_user: number;
  max_characters_request_subscribed_user: number;
  maximum_text_length_per_request: number;
  languages: ModelLanguage[];
  model_rates: { character_cost_multiplier: number };
  concurrency_group: 'standard' | 'turbo';
}

export interface EngineModel extends PublicModel {
  /** Null for models that do not synthesise text (voice conversion, voice design). */
  preset: SynthesisPreset | null;
}

export interface TextToSpeechModel extends EngineModel {
  preset: SynthesisPreset;
}

export const DEFAULT_TTS_MODEL_ID = 'eleven_multilingual_v2';
export const DEFAULT_DIALOGUE_MODEL_ID = 'eleven_v3';
export const DEFAULT_STS_MODEL_ID = 'eleven_english_sts_v2';
export const DEFAULT_VOICE_DESIGN_MODEL_ID = 'eleven_multilingual_ttv_v2';

const ALL_LANGUAGE_IDS = LANGUAGES.map((language) => language.id);
const ENGLISH = ['en'];
// The language set the first multilingual model historically offered.
const MULTILINGUAL_V1_LANGUAGES = ['en', 'de', 'pl', 'es', 'it', 'fr', 'pt', 'hi'];
const FREE_USER_MAX_CHARACTERS = 2_500;

const ENGINE_NOTE = 'Embedded engine: espeak-ng, a parametric formant synthesiser (robotic, not neural).';

interface ModelSpec {
  id: string;
  name: string;
  summary: string;
  languages: readonly string[];
  preset: Omit<SynthesisPreset, 'languages'> | null;
  maxCharacters: number;
  costMultiplier: number;
  tts: boolean;
  conversion: boolean;
  pro: boolean;
  turbo: boolean;
}

const SENTENCE_CHUNKS = { firstChunkChars: 120, chunkChars: 260 };
const LEGACY = { ...SENTENCE_CHUNKS, detectsLanguage: false, styleGain: 0 };

const SPECS: readonly ModelSpec[] = [
  {
    id: 'eleven_multilingual_v2', name: 'Eleven Multilingual v2',
    summary: `Default text-to-speech preset: ${ALL_LANGUAGE_IDS.length} languages, detects the language of the text when no language_code is given, chunks by sentence (first chunk up to 120 characters), style supported.`,
    languages: ALL_LANGUAGE_IDS, preset: { ...SENTENCE_CHUNKS, detectsLanguage: true, styleGain: 1 },
    maxCharacters: 10_000, costMultiplier: 1, tts: true, conversion: false, pro: true, turbo: false,
  },
  {
    id: 'eleven_v3', name: 'Eleven v3',
    summary: `Expressive preset: ${ALL_LANGUAGE_IDS.length} languages with language detection; style is applied 1.6 times as strongly (wider pitch range, longer stressed syllables); whole sentences up to 160 characters in the first chunk, so audio starts a little later. Default for dialogue.`,
    languages: ALL_LANGUAGE_IDS, preset: { firstChunkChars: 160, chunkChars: 320, detectsLanguage: true, styleGain: 1.6 },
    maxCharacters: 3_000, costMultiplier: 1, tts: true, conversion: false, pro: false, turbo: false,
  },
  {
    id: 'eleven_flash_v2_5', name: 'Eleven Flash v2.5',
    summary: `Lowest-latency preset: ${ALL_LANGUAGE_IDS.length} languages with language detection; the first chunk is cut after about 50 characters at a clause or word boundary, so the first audio leaves sooner at the cost of an intonation break there; style is ignored. Half the character cost.`,
    languages: ALL_LANGUAGE_IDS, preset: { firstChunkChars: 50, chunkChars: 200, detectsLanguage: true, styleGain: 0 },
    maxCharacters: 40_000, costMultiplier: 0.5, tts: true, conversion: false, pro: true, turbo: true,
  },
  {
    id: 'eleven_turbo_v2_5', name: 'Eleven Turbo v2.5',
    summary: `Low-latency preset: ${ALL_LANGUAGE_IDS.length} languages with language detection; the first chunk is cut after about 80 characters at a clause or word boundary; style is ignored. Half the character cost.`,
    languages: ALL_LANGUAGE_IDS, preset: { firstChunkChars: 80, chunkChars: 220, detectsLanguage: true, styleGain: 0 },
    maxCharacters: 40_000, costMultiplier: 0.5, tts: true, conversion: false, pro: true, turbo: true,
  },
  {
    id: 'eleven_flash_v2', name: 'Eleven Flash v2',
    summary: 'English-only lowest-latency preset: all text is read with English rules; first chunk cut after about 50 characters; style is ignored. Half the character cost.',
    languages: ENGLISH, preset: { firstChunkChars: 50, chunkChars: 200, detectsLanguage: false, styleGain: 0 },
    maxCharacters: 30_000, costMultiplier: 0.5, tts: true, conversion: false, pro: true, turbo: true,
  },
  {
    id: 'eleven_turbo_v2', name: 'Eleven Turbo v2',
    summary: 'English-only low-latency preset: all text is read with English rules; first chunk cut after about 80 characters; style is ignored. Half the character cost.',
    languages: ENGLISH, preset: { firstChunkChars: 80, chunkChars: 220, detectsLanguage: false, styleGain: 0 },
    maxCharacters: 30_000, costMultiplier: 0.5, tts: true, conversion: false, pro: true, turbo: true,
  },
  {
    id: 'eleven_monolingual_v1', name: 'Eleven English v1',
    summary: 'Legacy English-only preset: all text is read with English rules, sentence chunks, style is ignored.',
    languages: ENGLISH, preset: LEGACY,
    maxCharacters: 10_000, costMultiplier: 1, tts: true, conversion: false, pro: false, turbo: false,
  },
  {
    id: 'eleven_multilingual_v1', name: 'Eleven Multilingual v1',
    summary: `Legacy preset limited to ${MULTILINGUAL_V1_LANGUAGES.length} languages (${MULTILINGUAL_V1_LANGUAGES.join(', ')}); no language detection, sentence chunks, style is ignored.`,
    languages: MULTILINGUAL_V1_LANGUAGES, preset: LEGACY,
    maxCharacters: 10_000, costMultiplier: 1, tts: true, conversion: false, pro: false, turbo: false,
  },
  {
    id: 'eleven_english_v2', name: 'Eleven English v2',
    summary: 'Legacy id kept for old clients: the English-only preset of eleven_monolingual_v1.',
    languages: ENGLISH, preset: LEGACY,
    maxCharacters: 10_000, costMultiplier: 1, tts: true, conversion: false, pro: false, turbo: false,
  },
  {
    id: 'eleven_v2', name: 'Eleven v2',
    summary: 'Legacy id kept for old clients: the English-only preset of eleven_monolingual_v1.',
    languages: ENGLISH, preset: LEGACY,
    maxCharacters: 10_000, costMultiplier: 1, tts: true, conversion: false, pro: false, turbo: false,
  },
  {
    id: 'eleven_english_sts_v2', name: 'Eleven English v2 (speech to speech)',
    summary: 'Voice changer for English speech. The embedded conversion is signal processing (pitch, tempo and spectral shaping towards the target voice), not a neural model.',
    languages: ENGLISH, preset: null,
    maxCharacters: 0, costMultiplier: 1, tts: false, conversion: true, pro: false, turbo: false,
  },
  {
    id: 'eleven_multilingual_sts_v2', name: 'Eleven Multilingual v2 (speech to speech)',
    summary: 'Voice changer for any language. The embedded conversion is signal processing (pitch, tempo and spectral shaping towards the target voice), not a neural model.',
    languages: ALL_LANGUAGE_IDS, preset: null,
    maxCharacters: 0, costMultiplier: 1, tts: false, conversion: true, pro: false, turbo: false,
  },
  {
    id: 'eleven_multilingual_ttv_v2', name: 'Eleven Multilingual v2 (voice design)',
    summary: 'Voice design: maps the description to a prior over the embedded voice parameters (pitch, formants, breath, roughness, pace) and draws the previews from it.',
    languages: ALL_LANGUAGE_IDS, preset: null,
    maxCharacters: 0, costMultiplier: 1, tts: false, conversion: false, pro: false, turbo: false,
  },
  {
    id: 'eleven_ttv_v3', name: 'Eleven v3 (voice design)',
    summary: 'Voice design with a reference recording: the parameter prior is also pulled towards the reference audio\'s measured pitch and spectrum.',
    languages: ALL_LANGUAGE_IDS, preset: null,
    maxCharacters: 0, costMultiplier: 1, tts: false, conversion: false, pro: false, turbo: false,
  },
];

function toModel(spec: ModelSpec): EngineModel {
  const languages = spec.languages.map((id): ModelLanguage => ({ language_id: id, name: findLanguage(id)?.name ?? id }));
  return {
    model_id: spec.id,
    name: spec.name,
    description: `${spec.summary} ${ENGINE_NOTE}`,
    can_be_finetuned: spec.pro,
    can_do_text_to_speech: spec.tts,
    can_do_voice_conversion: spec.conversion,
    can_use_style: (spec.preset?.styleGain ?? 0) > 0,
    can_use_speaker_boost: spec.tts || spec.conversion,
    serves_pro_voices: spec.pro,
    token_cost_factor: spec.costMultiplier,
    requires_alpha_access: false,
    max_characters_request_free_user: Math.min(FREE_USER_MAX_CHARACTERS, spec.maxCharacters),
    max_characters_request_subscribed_user: spec.maxCharacters,
    maximum_text_length_per_request: spec.maxCharacters,
    languages,
    model_rates: { character_cost_multiplier: spec.costMultiplier },
    concurrency_group: spec.turbo ? 'turbo' : 'standard',
    preset: spec.preset && { ...spec.preset, languages: spec.languages },
  };
}

export const MODELS: readonly EngineModel[] = SPECS.map(toModel);

const BY_ID = new Map(MODELS.map((model) => [model.model_id, model]));

export const findModel = (modelId: string): EngineModel | undefined => BY_ID.get(modelId);

/** The model as GET /v1/models returns it (without the engine preset). */
export function toPublicModel(model: EngineModel): PublicModel {
  const { preset: _preset, ...rest } = model;
  return rest;
}

/** Resolves a model id for text to speech, or throws the request error the route reports. */
export function requireTextToSpeechModel(modelId: string): TextToSpeechModel {
  const model = BY_ID.get(modelId);
  if (!model) {
    throw new EngineRequestError('model_not_found', `Model '${modelId}' does not exist.`, 400, 'model_id');
  }
  if (!model.preset) {
    throw new EngineRequestError(
      'model_cannot_do_text_to_speech', `Model '${modelId}' cannot do text to speech.`, 400, 'model_id',
    );
  }
  return { ...model, preset: model.preset };
}
