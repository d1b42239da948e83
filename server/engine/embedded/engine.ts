import { applyShelves } from '../dsp/eq';
import { normalizeLoudness } from '../dsp/loudness';
import { int16ToFloat } from '../dsp/pcm';
import { changeTempoAndPitch } from '../dsp/sonic';
import { EngineRequestError } from '../errors';
import { SUPPORTED_OUTPUT_FORMATS } from '../formats';
import { LANGUAGES } from '../languages';
import { requireTextToSpeechModel, type SynthesisPreset } from '../models';
import type { EngineCapabilities, PcmChunk, SpeechEngine, SynthesisRequest } from '../types';
import { alignCharacters } from './alignment';
import { planChunks } from './chunking';
import { ESPEAK_SAMPLE_RATE, synthesizeWithEspeak } from './espeak';
import { checkRequestedLanguage, resolveEspeakVoice } from './language';
import { planVoice, sentenceProsody, validateVoiceSettings, type VoiceRendering } from './prosody';

export const EMBEDDED_CAPABILITIES: EngineCapabilities = {
  languages: LANGUAGES.map((language) => language.id),
  outputFormats: [...SUPPORTED_OUTPUT_FORMATS],
  streaming: true,
  timestamps: true,
  // Cloned voices are VoiceModels fitted to samples, which this engine renders like any other voice.
  cloning: true,
  // SpeechEngine has no conversion entry point; the voice changer works on audio outside this interface.
  conversion: false,
};

/**
 * The default engine: espeak-ng (a parametric formant synthesiser) driven by the voice model, then sonic,
 * equaliser and loudness. Invalid requests throw `EngineRequestError` synchronously, before any audio is made,
 * so a route can still answer with a 4xx.
 */
export function createEmbeddedEngine(): SpeechEngine {
  return {
    name: 'embedded',
    capabilities: EMBEDDED_CAPABILITIES,
    synthesize(request) {
      const model = requireTextToSpeechModel(request.modelId);
      validateVoiceSettings(request.settings);
      if (!/[\p{L}\p{N}]/u.test(request.text)) {
        throw new EngineRequestError('invalid_text', 'text must contain something to say.', 422, 'text');
      }
      const length = Array.from(request.text).length;
      if (length > model.maximum_text_length_per_request) {
        throw new EngineRequestError(
          'max_character_limit_exceeded',
          `text is ${length} characters long; ${model.model_id} accepts at most `
            + `${model.maximum_text_length_per_request}.`,
          400,
          'text',
        );
      }
      const requestedLanguage = checkRequestedLanguage(request.languageCode, model.preset);
      return synthesizeChunks(request, model.preset, requestedLanguage);
    },
  };
}

async function* synthesizeChunks(
  request: SynthesisRequest,
  preset: SynthesisPreset,
  requestedLanguage: string | undefined,
): AsyncGenerator<PcmChunk> {
  const espeakVoice = await resolveEspeakVoice(request.voice.model, preset, request.text, requestedLanguage);
  const rendering = planVoice(request.voice.model, request.settings, preset, espeakVoice);
  const chunks = planChunks(request.text, preset);
  for (const [index, chunk] of chunks.entries()) {
    request.signal?.throwIfAborted();
    const prosody = sentenceProsody(rendering, request.seed, index);
    const raw = await synthesizeWithEspeak(
      { text: chunk.text, voice: rendering.espeakVoice, variant: rendering.variant, ...prosody }, request.signal,
    );
    const samples = await postProcess(int16ToFloat(raw.samples), rendering);
    const timeScale = raw.samples.length > 0 ? samples.length / raw.samples.length : 1;
    yield {
      samples,
      sampleRate: ESPEAK_SAMPLE_RATE,
      alignment: alignCharacters(chunk.text, raw.words, raw.pausesMs, samples.length / ESPEAK_SAMPLE_RATE, timeScale),
    };
  }
}

async function postProcess(samples: Float32Array, rendering: VoiceRendering): Promise<Float32Array> {
  const timed = await changeTempoAndPitch(samples, ESPEAK_SAMPLE_RATE, {
    speed: rendering.tempo, pitch: rendering.pitchFactor,
  });
  const equalised = applyShelves(timed, ESPEAK_SAMPLE_RATE, rendering.shelves);
  return normalizeLoudness(equalised, ESPEAK_SAMPLE_RATE, rendering.loudnessDb);
}
