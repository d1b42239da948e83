import { EngineRequestError } from '../errors';
import { SUPPORTED_OUTPUT_FORMATS } from '../formats';
import { LANGUAGES } from '../languages';
import { requireTextToSpeechModel } from '../models';
import type { EngineCapabilities, SpeechEngine } from '../types';
import { checkRequestedLanguage } from './language';
import { validateVoiceSettings } from './prosody';
import { synthesizeChunks } from './pipeline';
import { POOL_SIZE, synthesizeOnWorker } from './workerPool';

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
 * equaliser and loudness (pipeline.ts), on a worker thread. Invalid requests throw `EngineRequestError`
 * synchronously, before any audio is made, so a route can still answer with a 4xx. A valid request starts
 * synthesising at once, before its chunks are read, so a route's own work overlaps the first sentence; a caller
 * that gives up before reading to the end aborts `signal` or leaves its loop.
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
      if (POOL_SIZE === 0) return synthesizeChunks(request, model.preset, requestedLanguage);
      const { signal, ...transferable } = request;
      return synthesizeOnWorker(transferable, signal);
    },
  };
}
