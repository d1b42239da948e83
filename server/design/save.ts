import { and, eq, isNull } from 'drizzle-orm';
import type { SaveDesignedVoiceRequest, VoiceResponse } from '../../src/domain';
import { loadWorkspace, requirePermissionIn } from '../accounts/access';
import { newId } from '../auth/secrets';
import type { AppDeps, Principal } from '../context';
import { voiceDesignPreviews, voices } from '../db/schema';
import { parsePrompt } from '../engine/design/prompt';
import { inFreeVoiceSlot } from '../voices/own';
import { previewKeyOf as voicePreviewKeyOf } from '../voices/previews';
import { voiceView } from '../voices/store';
import { findPreview, invalidGeneratedVoiceId } from './previews';

/**
 * Saving a designed voice (POST /v1/text-to-voice and the legacy create-voice-from-preview): the chosen preview's
 * model becomes a 'generated' voice of the workspace, if a custom voice slot is free (voice-creation §6). A preview
 * is saved once; its audio becomes the new voice's preview.
 */

/** Labels the caller did not give are read from the prompt, the language from the preview. */
function labelsFor(given: Record<string, string> | null, prompt: string, language: string): Record<string, string> {
  const traits = parsePrompt(prompt);
  const derived: Record<string, string> = { language };
  if (traits.gender) derived.gender = traits.gender;
  if (traits.age) derived.age = traits.age;
  if (traits.accent) derived.accent = traits.accent;
  if (traits.descriptives[0]) derived.descriptive = traits.descriptives[0];
  return { ...derived, ...given };
}

export async function saveDesignedVoice(
  deps: AppDeps, principal: Principal, origin: string, body: SaveDesignedVoiceRequest,
): Promise<VoiceResponse> {
  const { db, blobs } = deps;
  const workspace = await loadWorkspace(db, principal.workspaceId);
  await requirePermissionIn(db, principal, workspace, 'voice_lab');
  const preview = await findPreview(deps, principal.workspaceId, body.generated_voice_id);
  if (preview.savedVoiceId !== null) throw invalidGeneratedVoiceId(body.generated_voice_id);
  const voiceId = newId();
  const voice = await inFreeVoiceSlot(db, principal.workspaceId, async (tx) => {
    // Claiming the preview first makes a concurrent second save of the same preview lose cleanly.
    const claimed = await tx.update(voiceDesignPreviews).set({ savedVoiceId: voiceId })
      .where(and(eq(voiceDesignPreviews.generatedVoiceId, preview.generatedVoiceId), isNull(voiceDesignPreviews.savedVoiceId)))
      .returning({ id: voiceDesignPreviews.generatedVoiceId });
    if (claimed.length === 0) throw invalidGeneratedVoiceId(body.generated_voice_id);
    const [inserted] = await tx.insert(voices).values({
      voiceId,
      workspaceId: principal.workspaceId,
      createdByUserId: principal.userId,
      category: 'generated',
      name: body.voice_name,
      description: body.voice_description,
      labels: labelsFor(body.labels, preview.prompt, preview.language),
      model: preview.model,
      playedNotSelectedVoiceIds: body.played_not_selected_voice_ids,
    }).returning();
    return inserted!;
  });
  if (preview.mediaType === 'audio/mpeg') {
    const audio = await blobs.get(preview.audioKey);
    if (audio) await blobs.put(voicePreviewKeyOf(voice), audio.data, 'audio/mpeg');
  }
  return voiceView(voice, { principal, origin, settings: null });
}
