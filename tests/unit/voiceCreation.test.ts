import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  allowedCreationType, CREATION_DURATIONS, CREATION_TYPES, creationTypeGate, instantCloneGate, newProfessionalCloneGate,
  parseCreationType, professionalCloneGate, professionalLimitDenial, PVC_RECORDING_TIPS, TIER_IDS, TIERS,
  VOICE_CREATION_MESSAGES, voiceDesignGate, voiceLibraryGate, type CreationAccess, type TierId,
} from '../../src/domain';

const access = (tier: TierId, overrides: Partial<CreationAccess['subscription']> = {},
  granted: Partial<CreationAccess['granted']> = {}): CreationAccess => ({
  subscription: {
    tier, voice_slots_used: 0, voice_limit: TIERS[tier].voiceLimit, professional_voice_slots_used: 0,
    professional_voice_limit: TIERS[tier].professionalVoiceLimit, ...overrides,
  },
  granted: { create_instant_voice_clone: true, create_professional_voice_clone: true,
    add_voice_from_voice_library: true, ...granted },
});

const anyAccess: fc.Arbitrary<CreationAccess> = fc.record({
  subscription: fc.record({
    tier: fc.constantFrom(...TIER_IDS),
    voice_slots_used: fc.nat({ max: 700 }),
    voice_limit: fc.nat({ max: 700 }),
    professional_voice_slots_used: fc.nat({ max: 4 }),
    professional_voice_limit: fc.nat({ max: 3 }),
  }),
  granted: fc.record({
    create_instant_voice_clone: fc.boolean(),
    create_professional_voice_clone: fc.boolean(),
    add_voice_from_voice_library: fc.boolean(),
  }),
});

describe('add-voice query state (voice-creation §2)', () => {
  test('creationType defaults to the chooser; known types pass through', () => {
    expect(parseCreationType(null)).toBe('chooseVoiceType');
    expect(parseCreationType('cloneVoicee')).toBe('chooseVoiceType');
    for (const type of CREATION_TYPES) expect(parseCreationType(type)).toBe(type);
  });

  test('the chooser shows the spec\u2019s durations', () => {
    expect(CREATION_DURATIONS).toEqual(
      { voiceDesign: 'less than a minute', cloneVoice: '2 minutes', professionalVoiceClone: '5 minutes' });
  });
});

describe('gating (voice-creation §6)', () => {
  test('Professional Voice Clone needs at least the Creator plan, in the spec\u2019s words', () => {
    for (const tier of ['free', 'starter'] as const) {
      expect(professionalCloneGate(access(tier))).toEqual({
        allowed: false, reason: 'tier', upgradeHref: '/app/subscription',
        message: 'You need to be on at least the Creator plan to use Professional Voice Cloning',
      });
    }
    for (const tier of ['creator', 'pro', 'growing_business', 'scale_2024_08_10'] as const) {
      expect(professionalCloneGate(access(tier)).allowed).toBe(true);
    }
  });

  test('Instant Voice Clone needs at least the Starter plan', () => {
    expect(instantCloneGate(access('free'))).toMatchObject({ allowed: false, reason: 'tier' });
    expect(instantCloneGate(access('starter')).allowed).toBe(true);
  });

  test('Voice Design needs a free custom-voice slot', () => {
    expect(voiceDesignGate(access('creator', { voice_slots_used: 29 })).allowed).toBe(true);
    expect(voiceDesignGate(access('creator', { voice_slots_used: 30 }))).toEqual({
      allowed: false, reason: 'voiceSlots', upgradeHref: '/app/subscription',
      message: 'You\u2019ve used all of your custom voice slots. Upgrade to unlock more',
    });
  });

  test('each missing permission refuses its entry with its own message, before any plan rule', () => {
    const none = { create_instant_voice_clone: false, create_professional_voice_clone: false,
      add_voice_from_voice_library: false };
    const denied = access('growing_business', {}, none);
    expect(instantCloneGate(denied)).toEqual({ allowed: false, reason: 'permission',
      message: VOICE_CREATION_MESSAGES.permissionDenied.create_instant_voice_clone });
    expect(professionalCloneGate(denied)).toEqual({ allowed: false, reason: 'permission',
      message: VOICE_CREATION_MESSAGES.permissionDenied.create_professional_voice_clone });
    expect(voiceLibraryGate(denied)).toEqual({ allowed: false, reason: 'permission',
      message: VOICE_CREATION_MESSAGES.permissionDenied.add_voice_from_voice_library });
    expect(new Set(Object.values(VOICE_CREATION_MESSAGES.permissionDenied)).size).toBe(3);
  });

  test('the professional voice limit: Subscribe for creator, pro and business; sales for scale; plain otherwise', () => {
    for (const tier of ['creator', 'pro', 'growing_business'] as const) {
      const limit = TIERS[tier].professionalVoiceLimit;
      expect(newProfessionalCloneGate(access(tier, { professional_voice_slots_used: limit }))).toEqual({
        allowed: false, reason: 'professionalLimit', upgradeHref: '/app/subscription',
        message: `Voice limit of ${limit} reached. Upgrade to Business tier to unlock two additional slots`,
      });
    }
    expect(newProfessionalCloneGate(access('scale_2024_08_10', { professional_voice_slots_used: 2 }))).toEqual({
      allowed: false, reason: 'professionalLimit',
      message: 'Voice limit of 2 reached. Contact our sales team to unlock more',
    });
    expect(professionalLimitDenial('starter', 0)).toEqual(
      { allowed: false, reason: 'professionalLimit', message: 'Voice limit of 0 reached' });
    expect(newProfessionalCloneGate(access('creator')).allowed).toBe(true);
  });

  test('property: a type is shown only when its gate allows it, otherwise the chooser; the chooser is always open', () => {
    fc.assert(fc.property(anyAccess, fc.constantFrom(...CREATION_TYPES), (a, type) => {
      const shown = allowedCreationType(type, a);
      expect(shown === type || shown === 'chooseVoiceType').toBe(true);
      expect(shown === type).toBe(creationTypeGate(type, a).allowed);
      expect(creationTypeGate('chooseVoiceType', a).allowed).toBe(true);
    }));
  });

  test('property: a refusal always has words, and a new clone is allowed only where the intro is', () => {
    fc.assert(fc.property(anyAccess, (a) => {
      for (const gate of [voiceDesignGate(a), instantCloneGate(a), professionalCloneGate(a), voiceLibraryGate(a),
        newProfessionalCloneGate(a)]) {
        if (!gate.allowed) expect(gate.message).toMatch(/\S/);
      }
      if (newProfessionalCloneGate(a).allowed) expect(professionalCloneGate(a).allowed).toBe(true);
    }));
  });
});

describe('messages and tips (voice-creation §2, §8)', () => {
  test('draft creation failure is quoted exactly', () => {
    expect(VOICE_CREATION_MESSAGES.draftCreationFailed).toBe('Could not create a new voice due to some error');
  });

  test('the tips dialog has eight distinct tips, each with a title and advice', () => {
    expect(PVC_RECORDING_TIPS).toHaveLength(8);
    expect(new Set(PVC_RECORDING_TIPS.map((tip) => tip.title)).size).toBe(8);
    for (const tip of PVC_RECORDING_TIPS) expect(tip.body.length).toBeGreaterThan(60);
  });
});
