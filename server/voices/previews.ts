import { findLanguage, findPremadeVoice, languageOfEspeakVoice, renderPreview } from '../engine';
import type { BlobStore } from '../storage/blobStore';
import type { VoiceRow } from './store';

/** Premade previews live under `premade/`; a workspace's voices under its own id, as the blob store expects. */
export const previewKeyOf = (voice: Pick<VoiceRow, 'voiceId' | 'workspaceId' | 'version'>) =>
  `${voice.workspaceId ?? 'premade'}/voices/${voice.voiceId}/preview-v${voice.version}.mp3`;

const previewTextOf = (voice: VoiceRow) =>
  findPremadeVoice(voice.voiceId)?.previewText
  ?? findLanguage(languageOfEspeakVoice(voice.model.espeakVoice))?.sample
  ?? 'Hello! This is a short preview of my voice.';

/** Renders in flight, per store, so concurrent first requests (and the start-up task) render a preview once. */
const rendering = new WeakMap<BlobStore, Map<string, Promise<Uint8Array>>>();

/** A voice's preview (mp3): from the blob store, or rendered from its model, stored, and then served. */
export async function previewOf(blobs: BlobStore, voice: VoiceRow): Promise<Uint8Array> {
  const key = previewKeyOf(voice);
  const stored = await blobs.get(key);
  if (stored) return stored.data;
  let inFlight = rendering.get(blobs);
  if (!inFlight) rendering.set(blobs, inFlight = new Map());
  let pending = inFlight.get(key);
  if (!pending) {
    pending = renderPreview(voice.model, previewTextOf(voice))
      .then(async (audio) => {
        await blobs.put(key, audio, 'audio/mpeg');
        return audio;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}
