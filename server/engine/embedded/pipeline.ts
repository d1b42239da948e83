import { applyShelves } from '../dsp/eq';
import { normalizeLoudness } from '../dsp/loudness';
import { int16ToFloat } from '../dsp/pcm';
import { changeTempoAndPitch } from '../dsp/sonic';
import type { SynthesisPreset } from '../models';
import type { PcmChunk, SynthesisRequest } from '../types';
import { alignCharacters } from './alignment';
import { planChunks } from './chunking';
import { ESPEAK_SAMPLE_RATE, synthesizeWithEspeak, warmUpEspeak } from './espeak';
import { loadLanguageDetector, resolveEspeakVoice } from './language';
import { planVoice, sentenceProsody, type VoiceRendering } from './prosody';

/**
 * The synthesis itself (espeak-ng, then sonic, equaliser and loudness), sentence by sentence. It runs inside the
 * synthesis worker (workerPool.ts) so that its CPU time never blocks the server's event loop; the request has
 * already been validated by the engine on the main thread.
 */
export async function* synthesizeChunks(
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

/**
 * Loads espeak-ng (running each of `voices` until its code is compiled) and the language detector, then runs
 * `request` through the whole pipeline so the DSP modules are loaded and compiled too.
 */
export async function warmUpPipeline(
  voices: readonly string[], request: SynthesisRequest, preset: SynthesisPreset,
): Promise<void> {
  await Promise.all([warmUpEspeak(voices), loadLanguageDetector()]);
  for await (const chunk of synthesizeChunks(request, preset, undefined)) void chunk;
}
