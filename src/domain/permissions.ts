/** Workspace group permissions (workspace-shell §3.8): 11 product accesses and 5 feature guards. */
export const PRODUCT_ACCESS_IDS = [
  'text_to_speech', 'speech_to_speech', 'voice_lab', 'sound_effects', 'projects', 'voiceover_studio', 'dubbing',
  'audio_native', 'conversational_ai', 'voice_isolator', 'ai_speech_classifier',
] as const;
export const FEATURE_GUARD_IDS = [
  'add_voice_from_voice_library', 'create_instant_voice_clone', 'create_professional_voice_clone',
  'create_user_api_key', 'publish_studio_project',
] as const;
export const PERMISSION_IDS = [...PRODUCT_ACCESS_IDS, ...FEATURE_GUARD_IDS] as const;
export type ProductAccessId = (typeof PRODUCT_ACCESS_IDS)[number];
export type FeatureGuardId = (typeof FEATURE_GUARD_IDS)[number];
export type PermissionId = (typeof PERMISSION_IDS)[number];

export const isPermissionId = (value: unknown): value is PermissionId =>
  typeof value === 'string' && (PERMISSION_IDS as readonly string[]).includes(value);

/** Human names used in the access-denied message ("You do not have access to {feature}…"). */
export const PERMISSION_LABELS: Readonly<Record<PermissionId, string>> = {
  text_to_speech: 'Text to Speech',
  speech_to_speech: 'Voice Changer',
  voice_lab: 'Voices',
  sound_effects: 'Sound Effects',
  projects: 'Studio',
  voiceover_studio: 'Voiceover Studio',
  dubbing: 'Dubbing',
  audio_native: 'Audio Native',
  conversational_ai: 'Conversational AI',
  voice_isolator: 'Voice Isolator',
  ai_speech_classifier: 'AI Speech Classifier',
  add_voice_from_voice_library: 'adding voices from the Voice Library',
  create_instant_voice_clone: 'Instant Voice Cloning',
  create_professional_voice_clone: 'Professional Voice Cloning',
  create_user_api_key: 'API keys',
  publish_studio_project: 'publishing Studio projects',
};

export const WORKSPACE_ROLES = ['workspace_admin', 'workspace_member'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

/**
 * The access rule of workspace-shell §6: allowed when the workspace keeps no all-members list, when that list
 * includes the permission, or when one of the user's groups grants it.
 */
export function hasPermission(
  permission: PermissionId,
  allMembersPermissions: readonly string[] | null,
  groupPermissions: readonly string[],
): boolean {
  if (allMembersPermissions === null) return true;
  return allMembersPermissions.includes(permission) || groupPermissions.includes(permission);
}
