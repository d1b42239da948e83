/**
 * The label vocabulary voices share (voice-creation §3): the library filters offer it, library voices are generated
 * across it, the label editor offers it, and voice design reads it in prompts.
 */
export const VOICE_GENDERS = ['male', 'female', 'neutral'] as const;
export type VoiceGender = (typeof VOICE_GENDERS)[number];

export const VOICE_AGES = ['young', 'middle_aged', 'old'] as const;
export type VoiceAge = (typeof VOICE_AGES)[number];

export const VOICE_USE_CASES = [
  'narrative_story', 'conversational', 'characters_animation', 'social_media', 'entertainment_tv', 'advertisement',
  'informative_educational',
] as const;
export type VoiceUseCase = (typeof VOICE_USE_CASES)[number];

/** The 33 descriptive tags, alphabetical from anxious to wise. */
export const VOICE_DESCRIPTIVES = [
  'anxious', 'authoritative', 'breathy', 'bright', 'calm', 'casual', 'confident', 'crisp', 'cute', 'deep', 'dramatic',
  'energetic', 'formal', 'gentle', 'gravelly', 'grumpy', 'husky', 'intense', 'mature', 'meditative', 'nasal',
  'pleasant', 'playful', 'professional', 'raspy', 'relaxed', 'robotic', 'serious', 'soft', 'upbeat', 'warm',
  'whispery', 'wise',
] as const;
export type VoiceDescriptive = (typeof VOICE_DESCRIPTIVES)[number];

/** How a label value reads in the UI: 'middle_aged' → 'Middle aged'. */
export const labelValueName = (value: string): string => {
  const spaced = value.replace(/_/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};
