import type { SubscriptionResponse } from './account';
import { SUBSCRIPTION_PATH } from './navigation';
import type { FeatureGuardId } from './permissions';
import { TIERS, type TierId } from './tiers';

/**
 * The add-voice dialog (voice-creation §2, §4, §6, §8, §9): its query state, the chooser's labels, the gating rules
 * as pure functions and their messages. Client (chooser, PVC intro) and server (POST /v1/voices/pvc) read the same
 * rules and words from here.
 */

// ---------------------------------------------------------------------------------------------------------------
// Query state (§2)

export const CREATION_TYPES = ['chooseVoiceType', 'voiceDesign', 'cloneVoice', 'professionalVoiceClone'] as const;
export type CreationType = (typeof CREATION_TYPES)[number];
/** The types the chooser leads to; each has its own flow inside the dialog. */
export type ChosenCreationType = Exclude<CreationType, 'chooseVoiceType'>;

export const CREATION_QUERY = {
  mode: 'mode',
  /** The value of `mode` that opens the dialog. */
  create: 'create',
  creationType: 'creationType',
  /** The draft professional voice just created (§2 'Professional Voice Clone intro'). */
  createdVoiceId: 'createdVoiceId',
} as const;

export const isCreateMode = (mode: string | null): boolean => mode === CREATION_QUERY.create;

/** Anything but a known type (missing, misspelt) is the chooser, the spec's default. */
export const parseCreationType = (value: string | null): CreationType =>
  (CREATION_TYPES as readonly string[]).includes(value ?? '') ? value as CreationType : 'chooseVoiceType';

// ---------------------------------------------------------------------------------------------------------------
// Constants (§2, §9)

/** Closing the dialog returns it to the chooser after this long, once the closing animation is over. */
export const CLOSE_TO_CHOOSER_MS = 1_000;
export const CREATION_DURATIONS: Readonly<Record<ChosenCreationType, string>> = {
  voiceDesign: 'less than a minute',
  cloneVoice: '2 minutes',
  professionalVoiceClone: '5 minutes',
};
export const INSTANT_CLONE_MIN_AUDIO_SECONDS = 10;
export const PROFESSIONAL_CLONE_MIN_AUDIO_MINUTES = 30;
export const PROFESSIONAL_CLONE_TRAINING_HOURS = 6;
/** Professional voices that are still sessions to return to (§4 'Professional Voice Clone sessions'). */
export const PVC_SESSION_STATES = ['draft', 'not_verified', 'not_started'] as const;
export type PvcSessionState = (typeof PVC_SESSION_STATES)[number];
/** GET /v2/voices page size for the session list (§9). */
export const PVC_SESSIONS_PAGE_SIZE = 100;
/** The tiers that have Professional Voice Cloning at all (§9). */
export const PROFESSIONAL_CLONE_TIERS: readonly TierId[] = ['creator', 'pro', 'growing_business', 'scale_2024_08_10'];
/** Professional-limit messages of these tiers come with a Subscribe link (§6). */
const PVC_LIMIT_UPGRADE_TIERS: readonly TierId[] = ['creator', 'pro', 'growing_business'];
const PVC_LIMIT_SALES_TIERS: readonly TierId[] = ['scale_2024_08_10'];


// ---------------------------------------------------------------------------------------------------------------
// Messages (§6, §8; quoted exactly where the spec gives words)

export const VOICE_CREATION_MESSAGES = {
  professionalCloneNeedsCreator: 'You need to be on at least the Creator plan to use Professional Voice Cloning',
  customVoiceSlotsUsed: 'You\u2019ve used all of your custom voice slots. Upgrade to unlock more',
  professionalLimitUpgrade: (limit: number) =>
    `Voice limit of ${limit} reached. Upgrade to Business tier to unlock two additional slots`,
  professionalLimitSales: (limit: number) => `Voice limit of ${limit} reached. Contact our sales team to unlock more`,
  professionalLimit: (limit: number) => `Voice limit of ${limit} reached`,
  draftCreationFailed: 'Could not create a new voice due to some error',
  libraryAddFailed: 'Failed to add voice to my voices.',
  // The spec names these situations without giving words (§6): ours.
  instantCloneNeedsStarter: 'You need to be on at least the Starter plan to use Instant Voice Cloning',
  permissionDenied: {
    create_instant_voice_clone:
      'Your workspace administrator has not given you permission to create Instant Voice Clones.',
    create_professional_voice_clone:
      'Your workspace administrator has not given you permission to create Professional Voice Clones.',
    add_voice_from_voice_library:
      'Your workspace administrator has not given you permission to add voices from the Voice Library.',
  } satisfies Partial<Record<FeatureGuardId, string>>,
  sessionsFailed: 'Your Professional Voice Clone sessions could not be loaded.',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Gating (§6)

export type CreationGuardId = keyof typeof VOICE_CREATION_MESSAGES.permissionDenied;

/** What the rules read: the subscription and whether the user holds each feature guard (workspace-shell §3.8). */
export interface CreationAccess {
  subscription: Pick<SubscriptionResponse,
    'tier' | 'voice_slots_used' | 'voice_limit' | 'professional_voice_slots_used' | 'professional_voice_limit'>;
  granted: Readonly<Record<CreationGuardId, boolean>>;
}

export type GateDenial = {
  readonly allowed: false;
  readonly reason: 'permission' | 'tier' | 'voiceSlots' | 'professionalLimit';
  readonly message: string;
  /** Where upgrading is offered (the subscription page); absent when upgrading does not help. */
  readonly upgradeHref?: string;
};
export type Gate = { readonly allowed: true } | GateDenial;

export const ALLOWED: Gate = { allowed: true };
const deny = (reason: GateDenial['reason'], message: string, upgrade: boolean): GateDenial =>
  (upgrade ? { allowed: false, reason, message, upgradeHref: SUBSCRIPTION_PATH } : { allowed: false, reason, message });

const permission = (access: CreationAccess, guard: CreationGuardId): Gate =>
  (access.granted[guard] ? ALLOWED : deny('permission', VOICE_CREATION_MESSAGES.permissionDenied[guard], false));

/** Voice Design needs one free custom-voice slot. */
export function voiceDesignGate({ subscription }: CreationAccess): Gate {
  return subscription.voice_slots_used < subscription.voice_limit
    ? ALLOWED : deny('voiceSlots', VOICE_CREATION_MESSAGES.customVoiceSlotsUsed, true);
}

/** Instant cloning needs at least the Starter plan: the tier table says which plans have it. */
export function instantCloneGate(access: CreationAccess): Gate {
  const allowed = permission(access, 'create_instant_voice_clone');
  if (!allowed.allowed) return allowed;
  return TIERS[access.subscription.tier].canUseInstantVoiceCloning
    ? ALLOWED : deny('tier', VOICE_CREATION_MESSAGES.instantCloneNeedsStarter, true);
}

/** Opening the Professional Voice Clone intro: permission and plan. Its sessions stay reachable at the limit. */
export function professionalCloneGate(access: CreationAccess): Gate {
  const allowed = permission(access, 'create_professional_voice_clone');
  if (!allowed.allowed) return allowed;
  return TIERS[access.subscription.tier].canUseProfessionalVoiceCloning
    ? ALLOWED : deny('tier', VOICE_CREATION_MESSAGES.professionalCloneNeedsCreator, true);
}

/** The message for a workspace at its professional voice limit, by tier (§6). */
export function professionalLimitDenial(tier: TierId, limit: number): GateDenial {
  if (PVC_LIMIT_UPGRADE_TIERS.includes(tier)) {
    return deny('professionalLimit', VOICE_CREATION_MESSAGES.professionalLimitUpgrade(limit), true);
  }
  if (PVC_LIMIT_SALES_TIERS.includes(tier)) {
    return deny('professionalLimit', VOICE_CREATION_MESSAGES.professionalLimitSales(limit), false);
  }
  return deny('professionalLimit', VOICE_CREATION_MESSAGES.professionalLimit(limit), false);
}

/** Creating another professional draft: the intro's rules, then a free professional slot. */
export function newProfessionalCloneGate(access: CreationAccess): Gate {
  const allowed = professionalCloneGate(access);
  if (!allowed.allowed) return allowed;
  const { tier, professional_voice_slots_used: used, professional_voice_limit: limit } = access.subscription;
  return used < limit ? ALLOWED : professionalLimitDenial(tier, limit);
}

export function voiceLibraryGate(access: CreationAccess): Gate {
  return permission(access, 'add_voice_from_voice_library');
}

/** Each creation type's rule; the chooser itself is always open. */
export function creationTypeGate(type: CreationType, access: CreationAccess): Gate {
  switch (type) {
    case 'chooseVoiceType': return ALLOWED;
    case 'voiceDesign': return voiceDesignGate(access);
    case 'cloneVoice': return instantCloneGate(access);
    case 'professionalVoiceClone': return professionalCloneGate(access);
  }
}

/** The type the dialog shows: the requested one, or the chooser when the user may not use it (§4). */
export const allowedCreationType = (type: CreationType, access: CreationAccess): CreationType =>
  (creationTypeGate(type, access).allowed ? type : 'chooseVoiceType');

// ---------------------------------------------------------------------------------------------------------------
// The intro's 'Tips for the best results' (§2): eight recording tips. The spec's video has no asset here.

export const PVC_RECORDING_TIPS: ReadonlyArray<{ readonly title: string; readonly body: string }> = [
  {
    title: 'Record in a quiet, soft room',
    body: 'Rugs, curtains, sofas and full wardrobes soak up echo; bare walls, kitchens and bathrooms add it. Switch '
      + 'off fans, air conditioning and notifications before you start.',
  },
  {
    title: 'Use one good microphone at a steady distance',
    body: 'A USB or XLR microphone beats a laptop or phone microphone. Stay about a hand\u2019s width (15\u201320 cm) '
      + 'away, slightly off to the side, and use a pop filter against plosives.',
  },
  {
    title: 'Set the level once, and never clip',
    body: 'Aim for peaks around \u221212 to \u22126 dBFS. Audio that clips cannot be repaired, and a gain that changes '
      + 'between takes makes the clone uneven.',
  },
  {
    title: 'Only your voice, nothing else',
    body: 'One speaker per recording: no music, no other voices, no sound effects. Do not add reverb, compression, '
      + 'EQ or noise removal; the clone copies whatever processing it hears.',
  },
  {
    title: 'Speak the way you want the clone to sound',
    body: 'The clone learns your delivery as well as your voice. If you want a calm narrator, read like one all the '
      + 'way through rather than mixing styles and energy levels.',
  },
  {
    title: 'Keep every session consistent',
    body: 'Use the same microphone, room, distance and time of day for all recordings. Voices change over a day, so '
      + 'record the whole set in as few sittings as you can.',
  },
  {
    title: 'Look after your voice while recording',
    body: 'Drink water, rest between takes and avoid dairy or lots of coffee beforehand. A sip of water or a bite of '
      + 'apple helps against mouth clicks.',
  },
  {
    title: 'More clean audio is better: edit lightly',
    body: `${PROFESSIONAL_CLONE_MIN_AUDIO_MINUTES} minutes is the minimum; one to three hours gives a closer clone. `
      + 'Cut long silences, coughs and mistakes but keep natural breaths, and upload WAV or high-bitrate MP3 '
      + '(192 kbps or more).',
  },
];
