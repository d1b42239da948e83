import { EngineRequestError } from '../errors';
import { findLanguage, languageOfEspeakVoice } from '../languages';
import { lazy } from '../lazy';
import type { SynthesisPreset } from '../models';
import type { VoiceModel } from '../types';

/** eld's medium database: 10/10 on the project's test sentences, ~0.3 s to load and ~70 MB of heap, once. */
export const loadLanguageDetector = lazy(async () => (await import('eld/medium')).eld);

/** Below this many letters detection is guesswork ("Hello world" comes back as Norwegian, "reliably"). */
const MIN_LETTERS_FOR_DETECTION = 16;
/** The detected language must beat the voice's own language by this score margin before the voice switches. */
const MIN_SCORE_MARGIN = 0.08;

/** Throws the 422 the route reports when the request names a language the model does not speak. */
export function checkRequestedLanguage(languageCode: string | undefined, preset: SynthesisPreset): string | undefined {
  if (languageCode === undefined || languageCode === '') return undefined;
  const id = languageCode.toLowerCase().split(/[-_]/)[0] ?? '';
  if (!preset.languages.includes(id)) {
    throw new EngineRequestError(
      'unsupported_language',
      `language_code '${languageCode}' is not supported by this model. Supported: ${preset.languages.join(', ')}.`,
      422,
      'language_code',
    );
  }
  return id;
}

/**
 * The espeak-ng voice to read with. The voice's own accent is kept whenever the text is in the voice's language;
 * otherwise the language's default espeak-ng voice reads it, still with this voice's variant (pitch, formants...).
 */
export async function resolveEspeakVoice(
  voice: VoiceModel, preset: SynthesisPreset, text: string, requestedLanguage: string | undefined,
): Promise<string> {
  const own = languageOfEspeakVoice(voice.espeakVoice);
  let target = requestedLanguage ?? (preset.detectsLanguage ? await detectLanguage(text, own) : own);
  if (!preset.languages.includes(target)) target = preset.languages[0] ?? own;
  if (target === own) return voice.espeakVoice;
  return findLanguage(target)?.espeakVoice ?? voice.espeakVoice;
}

async function detectLanguage(text: string, fallback: string): Promise<string> {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (letters < MIN_LETTERS_FOR_DETECTION) return fallback;
  const result = (await loadLanguageDetector()).detect(text);
  if (!result.language || result.language === fallback || !result.isReliable()) return fallback;
  const scores = result.getScores();
  const margin = (scores[result.language] ?? 0) - (scores[fallback] ?? 0);
  return margin >= MIN_SCORE_MARGIN && findLanguage(result.language) ? result.language : fallback;
}
