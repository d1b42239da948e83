import fc from 'fast-check';
import type { SnapshotFrom } from 'xstate';
import { expect } from 'vitest';
import { CREATION_TYPES, creationTypeGate, type CreationAccess } from '../../../src/domain';
import { addVoiceMachine } from '../../../src/machines/addVoice.machine';
import { defineSpec, noPayload, variants } from '../harness';

type AddVoice = SnapshotFrom<typeof addVoiceMachine>;

const everyGuard = { create_instant_voice_clone: true, create_professional_voice_clone: true,
  add_voice_from_voice_library: true };
/** A free workspace: design allowed, both clones refused by plan. */
const FREE: CreationAccess = {
  subscription: { tier: 'free', voice_slots_used: 0, voice_limit: 3, professional_voice_slots_used: 0,
    professional_voice_limit: 0 },
  granted: everyGuard,
};
/** A creator whose design slots are used up, with every type's permission but Instant cloning. */
const CREATOR: CreationAccess = {
  subscription: { tier: 'creator', voice_slots_used: 30, voice_limit: 30, professional_voice_slots_used: 0,
    professional_voice_limit: 1 },
  granted: { ...everyGuard, create_instant_voice_clone: false },
};
const accessName = (access: CreationAccess) => access.subscription.tier;

const chooserShown = ({ context }: AddVoice) => expect(context.creationType).toBe('chooseVoiceType');

export const addVoiceSpec = defineSpec({
  machine: addVoiceMachine,
  input: variants(fc.constantFrom(FREE, CREATOR).map((access) => ({ access })), 2, ({ access }) => accessName(access)),
  events: {
    'dialog.open': variants(fc.record({ creationType: fc.constantFrom(...CREATION_TYPES) }), CREATION_TYPES.length,
      ({ creationType }) => creationType),
    'dialog.close': noPayload,
    'type.choose': variants(fc.record({ creationType: fc.constantFrom('professionalVoiceClone', 'chooseVoiceType') }), 2,
      ({ creationType }) => creationType),
    'access.change': variants(fc.record({ access: fc.constant(CREATOR) }), 1, () => 'creator'),
  },
  actors: {},
  invariant: ({ context }) => {
    // A refusal always carries the words to show.
    if (context.rejection) expect(context.rejection.message).toMatch(/\S/);
  },
  invariants: {
    closed: (snapshot) => {
      chooserShown(snapshot);
      expect(snapshot.context.rejection).toBeNull();
    },
    'open.chooser': chooserShown,
    // A type's flow runs only while the user may use it (§4: a type not allowed is reset to the chooser).
    'open.creating': ({ context }) => {
      expect(context.creationType).not.toBe('chooseVoiceType');
      expect(creationTypeGate(context.creationType, context.access).allowed).toBe(true);
      expect(context.rejection).toBeNull();
    },
    closing: () => {},
  },
});
