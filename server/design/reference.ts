import {
  VOICE_DESIGN_MESSAGES, VOICE_REFERENCE_MAX_BYTES, VOICE_REFERENCE_MAX_SECONDS, VOICE_REFERENCE_MIN_SECONDS,
} from '../../src/domain';
import { ValidationError } from '../api/errors';
import { decodeAudioFile, type VoiceModel } from '../engine';
import { fitVoiceModel } from '../engine/design/fit';

/**
 * A v3 voice reference sent as reference_audio_base64 (voice-creation §5): at most 20 MB, 3 to 300 seconds of
 * audio in any format audio-decode reads; the voice model fitted to it joins the prompt's prior.
 */

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const invalid = (msg: string) =>
  new ValidationError([{ loc: ['body', 'reference_audio_base64'], msg, type: 'value_error' }]);

export async function referenceModelOf(base64: string): Promise<VoiceModel> {
  const compact = base64.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
  if (!BASE64.test(compact) || compact.length % 4 === 1) throw invalid(VOICE_DESIGN_MESSAGES.referenceNotBase64);
  const bytes = Buffer.from(compact, 'base64');
  if (bytes.length > VOICE_REFERENCE_MAX_BYTES) {
    throw invalid(VOICE_DESIGN_MESSAGES.referenceTooLarge(VOICE_REFERENCE_MAX_BYTES / (1024 * 1024)));
  }
  let decoded;
  try {
    decoded = await decodeAudioFile(new Uint8Array(bytes));
  } catch {
    throw invalid(VOICE_DESIGN_MESSAGES.referenceUnreadable);
  }
  const seconds = decoded.samples.length / decoded.sampleRate;
  if (!Number.isFinite(seconds) || seconds <= 0) throw invalid(VOICE_DESIGN_MESSAGES.referenceUnreadable);
  if (seconds < VOICE_REFERENCE_MIN_SECONDS) throw invalid(VOICE_DESIGN_MESSAGES.referenceTooShort);
  if (seconds > VOICE_REFERENCE_MAX_SECONDS) throw invalid(VOICE_DESIGN_MESSAGES.referenceTooLong);
  return fitVoiceModel(decoded.samples, decoded.sampleRate).model;
}
