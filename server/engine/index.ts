/**
 * The speech engine's public surface. Routes use `createEmbeddedEngine()` (or another `SpeechEngine`), the format
 * helpers to validate `output_format` and encode, the model and premade-voice tables, and the speaker features.
 */
import { concatFloat32 } from './dsp/pcm';
import { offsetAlignment } from './embedded/alignment';
import { createEmbeddedEngine } from './embedded/engine';
import { warmUpWorkers } from './embedded/workerPool';
import { encodeAudio, parseOutputFormat } from './formats';
import { languageOfEspeakVoice } from './languages';
import { DEFAULT_TTS_MODEL_ID, requireTextToSpeechModel } from './models';
import { PREMADE_VOICES } from './premadeVoices';
import {
  DEFAULT_VOICE_SETTINGS, type CharacterAlignment, type PcmChunk, type SpeechEngine, type SynthesisRequest,
  type VoiceModel, type VoiceSettings,
} from './types';

export type {
  CharacterAlignment, EngineCapabilities, EngineVoice, PcmChunk, SpeechEngine, SynthesisRequest, VoiceModel,
  VoiceSettings,
} from './types';
export { DEFAULT_VOICE_SETTINGS } from './types';
export { createEmbeddedEngine, EMBEDDED_CAPABILITIES } from './embedded/engine';
export { SPEED_RANGE, validateVoiceSettings } from './embedded/prosody';
export { EngineRequestError, UnsupportedOutputFormatError, type EngineErrorCode } from './errors';
export {
  completeWav, createEncoder, DEFAULT_DESIGN_OUTPUT_FORMAT, DEFAULT_OUTPUT_FORMAT, encodeAudio, formatAllowedForTier,
  parseOutputFormat, SUPPORTED_OUTPUT_FORMATS, type AudioEncoder, type Codec, type OutputFormat,
} from './formats';
export {
  DEFAULT_DIALOGUE_MODEL_ID, DEFAULT_STS_MODEL_ID, DEFAULT_TTS_MODEL_ID, DEFAULT_VOICE_DESIGN_MODEL_ID, findModel,
  MODELS, requireTextToSpeechModel, toPublicModel, type EngineModel, type PublicModel, type SynthesisPreset,
} from './models';
export { findPremadeVoice, PREMADE_VOICES, type PremadeVoice, type PremadeVoiceLabels } from './premadeVoices';
export { findLanguage, LANGUAGES, languageOfEspeakVoice, type EngineLanguage } from './languages';
export {
  cosineSimilarity, decodeAudioFile, EMBEDDING_SIZE, measureF0, speakerEmbedding, type DecodedAudio,
  type F0Stats,
} from './features';
export { activeRmsDb } from './dsp/loudness';
export { createResampler, resample, type StreamingResampler } from './dsp/resample';
export { changeTempoAndPitch } from './dsp/sonic';
export { decodeALaw, decodeMuLaw, encodeALaw, encodeMuLaw } from './dsp/g711';

/** The process-wide embedded engine; it holds no per-request state. */
export const embeddedEngine: SpeechEngine = createEmbeddedEngine();

export interface RenderedSpeech {
  samples: Float32Array;
  sampleRate: number;
  /** The whole request's alignment: chunk alignments shifted by the audio before them. */
  alignment: CharacterAlignment;
}

/** Drains a synthesis into one signal (for with-timestamps responses and non-streaming routes). */
export async function collectSpeech(chunks: AsyncIterable<PcmChunk>): Promise<RenderedSpeech> {
  const parts: Float32Array[] = [];
  const alignment: CharacterAlignment = {
    characters: [], character_start_times_seconds: [], character_end_times_seconds: [],
  };
  let sampleRate = 0;
  let seconds = 0;
  for await (const chunk of chunks) {
    if (sampleRate !== 0 && chunk.sampleRate !== sampleRate) throw new Error('chunks changed sample rate mid-stream');
    sampleRate = chunk.sampleRate;
    const shifted = offsetAlignment(chunk.alignment, seconds);
    alignment.characters.push(...shifted.characters);
    alignment.character_start_times_seconds.push(...shifted.character_start_times_seconds);
    alignment.character_end_times_seconds.push(...shifted.character_end_times_seconds);
    parts.push(chunk.samples);
    seconds += chunk.samples.length / chunk.sampleRate;
  }
  return { samples: concatFloat32(parts), sampleRate, alignment };
}

export interface PreviewOptions {
  outputFormat?: string;
  settings?: VoiceSettings;
  modelId?: string;
  seed?: number;
}

/** A request for a bare voice model (no stored voice): previews and warm-up. */
function modelRequest(model: VoiceModel, text: string, options: PreviewOptions): SynthesisRequest {
  return {
    text,
    voice: { voiceId: 'preview', version: 0, language: languageOfEspeakVoice(model.espeakVoice), model },
    settings: options.settings ?? DEFAULT_VOICE_SETTINGS,
    modelId: options.modelId ?? DEFAULT_TTS_MODEL_ID,
    seed: options.seed ?? 0,
  };
}

/** Renders `text` with a voice model (default: mp3_44100_128, default settings, seed 0): voice previews. */
export async function renderPreview(
  model: VoiceModel, text: string, options: PreviewOptions = {},
): Promise<Uint8Array> {
  const format = parseOutputFormat(options.outputFormat);
  const speech = await collectSpeech(embeddedEngine.synthesize(modelRequest(model, text, options)));
  return encodeAudio(speech.samples, speech.sampleRate, format);
}

const WARM_UP_TEXT = 'Warming up the whole pipeline: language detection, synthesis, tempo, equaliser and loudness. '
  + 'A second sentence, with a clause, exercises chunking and alignment too. Is this the third one? Yes!';

/**
 * Starts the synthesis workers and warms each up (espeak-ng with every premade voice's language, the language
 * detector, the DSP modules), then runs one full request through the engine and the default encoder on this
 * thread, so the first real request does not pay for module start-up and JIT warm-up (seconds on a cold process).
 */
export async function warmUpEngine(): Promise<void> {
  const voices = [...new Set(PREMADE_VOICES.map((voice) => voice.model.espeakVoice))];
  const model = PREMADE_VOICES[0]!.model;
  const options = { settings: { ...DEFAULT_VOICE_SETTINGS, speed: 1.1 } };
  await warmUpWorkers(voices, modelRequest(model, WARM_UP_TEXT, options), requireTextToSpeechModel(DEFAULT_TTS_MODEL_ID).preset);
  await renderPreview(model, WARM_UP_TEXT, options);
}
