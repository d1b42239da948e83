/**
 * Feature flags the shell and flows read. Defaults apply to every workspace; a workspace may override single
 * flags (stored with the workspace). Nothing here is fetched from a third party.
 */
export const DEFAULT_FEATURE_FLAGS = {
  speech_to_text: false,
  productions: false,
  batch_calling: true,
  pronunciation_dictionaries: true,
  isolated_environment: false,
  original_publication_date: false,
  'voice-design-v3': true,
  'voice-remix': true,
  enterprise_upsell: false,
  /** Experiment that shows the onboarding checklist widget (workspace-shell §2.10): 'test' or 'control'. */
  onboarding_checklist_variant: 'test' as 'test' | 'control',
};
export type FeatureFlags = typeof DEFAULT_FEATURE_FLAGS;
export type FeatureFlagName = keyof FeatureFlags;

export function resolveFeatureFlags(overrides: Record<string, unknown>): FeatureFlags {
  const flags: Record<string, unknown> = { ...DEFAULT_FEATURE_FLAGS };
  for (const [name, value] of Object.entries(overrides)) {
    if (name in DEFAULT_FEATURE_FLAGS && typeof value === typeof flags[name]) flags[name] = value;
  }
  return flags as FeatureFlags;
}
