import type { FeatureFlagName, FeatureFlags } from './flags';
import type { ProductAccessId } from './permissions';
import type { TierId } from './tiers';

/** Pages that other screens link to. */
export const VOICE_LIBRARY_PATH = '/app/voice-library';
export const MY_VOICES_PATH = '/app/voice-lab';
export const SUBSCRIPTION_PATH = '/app/subscription';

/** Names from the UI's icon set (src/ui/primitives/Icon.tsx); the type check there keeps them in step. */
export type NavIcon =
  | 'home' | 'library' | 'wave' | 'mic' | 'sparkle' | 'book' | 'globe' | 'chat' | 'text' | 'film' | 'user'
  | 'headphones' | 'studio' | 'shield' | 'external';

export interface NavEntry {
  id: string;
  label: string;
  icon: NavIcon;
  /** Where the entry links to. */
  to: string;
  /** Path prefixes that mark the entry active (defaults to `to`). */
  matches?: string[];
  permission?: ProductAccessId;
  flag?: FeatureFlagName;
  hiddenInIsolatedEnvironment?: boolean;
  producersOnly?: boolean;
  teamLeadersOnly?: boolean;
  badge?: string;
  external?: boolean;
  /** Decides per tier whether the entry shows (workspace-shell §6). */
  showForTier?: (tier: TierId) => boolean;
  /** One sentence on what the page does, shown until its flow is built. */
  purpose?: string;
  children?: NavEntry[];
}

const CONVERSATIONAL_AI: NavEntry[] = [
  { id: 'convai-home', label: 'Home', icon: 'chat', to: '/app/conversational-ai' },
  { id: 'convai-agents', label: 'Agents', icon: 'chat', to: '/app/conversational-ai/agents',
    matches: ['/app/conversational-ai/agents', '/app/conversational-ai/talk-to'] },
  { id: 'convai-knowledge', label: 'Knowledge Base', icon: 'book', to: '/app/conversational-ai/knowledge-base' },
  { id: 'convai-tools', label: 'Tools', icon: 'sparkle', to: '/app/conversational-ai/tools', badge: 'New' },
  { id: 'convai-history', label: 'Conversations', icon: 'chat', to: '/app/conversational-ai/history' },
  { id: 'convai-phone', label: 'Phone Numbers', icon: 'chat', to: '/app/conversational-ai/phone-numbers' },
  { id: 'convai-outbound', label: 'Outbound', icon: 'chat', to: '/app/conversational-ai/batch-calling',
    flag: 'batch_calling' },
  { id: 'convai-settings', label: 'Settings', icon: 'chat', to: '/app/conversational-ai/settings' },
];

const PRODUCER_MODE: NavEntry[] = [
  { id: 'producer-home', label: 'Home', icon: 'film', to: '/app/productions/active',
    matches: ['/app/productions/active', '/app/productions/unclaimed', '/app/productions/dashboard'] },
  { id: 'producer-teams', label: 'My Teams', icon: 'user', to: '/app/productions/teams', teamLeadersOnly: true },
  { id: 'producer-history', label: 'History', icon: 'film', to: '/app/productions/history' },
  { id: 'producer-settings', label: 'Settings', icon: 'film', to: '/app/productions/settings' },
];

/** The sidebar's main navigation (workspace-shell §2.10), in order. */
export const MAIN_NAVIGATION: NavEntry[] = [
  { id: 'home', label: 'Home', icon: 'home', to: '/app/home' },
  { id: 'voices', label: 'Voices', icon: 'library', to: VOICE_LIBRARY_PATH, permission: 'voice_lab',
    matches: [VOICE_LIBRARY_PATH, MY_VOICES_PATH],
    purpose: 'Find voices in the shared library, add them to My Voices, and design or clone your own.' },
  { id: 'text-to-speech', label: 'Text to Speech', icon: 'wave', to: '/app/speech-synthesis/text-to-speech',
    permission: 'text_to_speech', matches: ['/app/speech-synthesis/text-to-speech'],
    purpose: 'Turn text into speech with a voice, a model and voice settings of your choice.' },
  { id: 'voice-changer', label: 'Voice Changer', icon: 'mic', to: '/app/speech-synthesis/speech-to-speech',
    permission: 'speech_to_speech',
    purpose: 'Convert recorded or uploaded speech into another voice.' },
  { id: 'sound-effects', label: 'Sound Effects', icon: 'sparkle', to: '/app/sound-effects', permission: 'sound_effects',
    purpose: 'Generate sound effects from a description.' },
  { id: 'voice-isolator', label: 'Voice Isolator', icon: 'headphones', to: '/app/voice-isolator',
    permission: 'voice_isolator', purpose: 'Separate speech from background noise.' },
  { id: 'studio', label: 'Studio', icon: 'studio', to: '/app/studio', matches: ['/app/studio', '/app/projects'],
    permission: 'projects', purpose: 'Produce long-form audio: books, articles and podcasts, chapter by chapter.' },
  { id: 'dubbing', label: 'Dubbing', icon: 'globe', to: '/app/dubbing', permission: 'dubbing',
    hiddenInIsolatedEnvironment: true, purpose: 'Translate and re-voice audio and video into other languages.' },
  { id: 'conversational-ai', label: 'Conversational AI', icon: 'chat', to: '/app/conversational-ai',
    permission: 'conversational_ai', children: CONVERSATIONAL_AI,
    purpose: 'Build voice agents that talk with your users.' },
  { id: 'speech-to-text', label: 'Speech to Text', icon: 'text', to: '/app/speech-to-text', flag: 'speech_to_text',
    purpose: 'Transcribe audio into text.' },
  { id: 'productions', label: 'Productions', icon: 'film', to: '/app/productions', flag: 'productions',
    hiddenInIsolatedEnvironment: true, badge: 'Alpha',
    purpose: 'Order human-reviewed productions of your audio.' },
  { id: 'producer-mode', label: 'Producer mode', icon: 'film', to: '/app/productions/active', producersOnly: true,
    children: PRODUCER_MODE, purpose: 'Claim and deliver production work as a producer.' },
  { id: 'audio-native', label: 'Audio Native', icon: 'headphones', to: '/app/audio-native',
    permission: 'audio_native', purpose: 'Embed a player that reads your web pages aloud.' },
  { id: 'voiceover-studio', label: 'Voiceover Studio', icon: 'studio', to: '/app/voiceover-studio',
    permission: 'voiceover_studio', purpose: 'Lay voiceovers and effects on a timeline against video.' },
  { id: 'ai-speech-classifier', label: 'AI Speech Classifier', icon: 'shield', to: '/app/ai-speech-classifier',
    permission: 'ai_speech_classifier', purpose: 'Check whether audio was generated by AI.' },
];

export interface NavContext {
  flags: FeatureFlags;
  tier: TierId;
  isProducer: boolean;
  isTeamLeader: boolean;
}

/** Applies the flag, environment, producer and tier rules; entries without visible children keep theirs. */
export function visibleNavigation(entries: NavEntry[], ctx: NavContext): NavEntry[] {
  return entries.flatMap((entry) => {
    if (entry.flag && !ctx.flags[entry.flag]) return [];
    if (entry.hiddenInIsolatedEnvironment && ctx.flags.isolated_environment) return [];
    if (entry.producersOnly && !ctx.isProducer) return [];
    if (entry.teamLeadersOnly && !ctx.isTeamLeader) return [];
    if (entry.showForTier && !entry.showForTier(ctx.tier)) return [];
    const shown: NavEntry = entry.children ? { ...entry, children: visibleNavigation(entry.children, ctx) } : entry;
    // In isolated environments the Voices entry opens the voice lab instead of the shared library.
    return [entry.id === 'voices' && ctx.flags.isolated_environment ? { ...shown, to: MY_VOICES_PATH } : shown];
  });
}

/** True when `pathname` lies under one of the entry's path prefixes. */
export function isNavEntryActive(entry: NavEntry, pathname: string): boolean {
  return (entry.matches ?? [entry.to]).some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** Every page the router serves as "not built yet": main entries and their children, with their permission. */
export function allNavPages(entries: NavEntry[] = MAIN_NAVIGATION, parent?: NavEntry): Array<NavEntry & { parent?: NavEntry }> {
  return entries.flatMap((entry) => [
    { ...entry, parent },
    ...(entry.children ? allNavPages(entry.children, entry) : []),
  ]);
}

export interface PageTab {
  label: string;
  to: string;
  matches?: string[];
}

/** Page header tab groups: tabs are links, the active one is the one whose paths match the current path. */
export const PAGE_TABS = {
  voices: [
    { label: 'Voice Library', to: VOICE_LIBRARY_PATH },
    { label: 'My Voices', to: MY_VOICES_PATH },
  ],
  speech: [
    { label: 'Text to speech', to: '/app/speech-synthesis/text-to-speech' },
    { label: 'Speech to speech', to: '/app/speech-synthesis/speech-to-speech' },
  ],
  settings: [
    { label: 'Profile', to: '/app/settings' },
    { label: 'API Keys', to: '/app/settings/api-keys' },
  ],
} satisfies Record<string, PageTab[]>;

export const isTabActive = (tab: PageTab, pathname: string): boolean =>
  (tab.matches ?? [tab.to]).some((path) => pathname === path);
