import fc from 'fast-check';
import { expect } from 'vitest';
import { SIMILAR_VOICES_OFFERED, type LibraryVoice } from '../../../src/domain';
import { libraryVoiceDetailMachine } from '../../../src/machines/libraryVoiceDetail.machine';
import { ApiFailure } from '../../../src/services/http';
import { FAILURES } from '../arbitraries';
import { defineSpec, noPayload, variants } from '../harness';
import { libraryVoice } from './voiceLibrary.spec';

const BO = libraryVoice('lib_bo', 'Studio/Bo', { gender: 'male', notice_period: 365, rate: 2 });
const SIMILAR = ['lib_bo', 'lib_a', 'lib_b', 'lib_c', 'lib_d', 'lib_e'].map((id) => libraryVoice(id, id));

export const libraryVoiceDetailSpec = defineSpec({
  machine: libraryVoiceDetailMachine,
  input: variants(fc.constantFrom(
    { voiceId: BO.voice_id, voice: BO },
    { voiceId: BO.voice_id, voice: null },
    { voiceId: BO.voice_id, voice: { ...BO, is_added_by_user: true } },
  ), 3, ({ voice }) => (voice === null ? 'address only' : voice.is_added_by_user ? 'already added' : 'from the list')),
  events: {
    'add.open': noPayload,
    'add.name': variants(fc.constantFrom({ name: ' My narrator ' }, { name: '  ' }), 2, ({ name }) => `"${name}"`),
    'add.submit': noPayload,
    'add.close': noPayload,
  },
  actors: {
    loadVoice: {
      done: variants(fc.constant(BO)),
      error: variants(fc.constant(new ApiFailure(404, 'voice_not_found', 'This library voice was not found.'))),
    },
    findSimilar: { done: variants(fc.constant<LibraryVoice[]>(SIMILAR)), error: variants(fc.constant(FAILURES.offline)) },
    addVoice: {
      done: variants(fc.constant('voice_copy')),
      error: variants(fc.constant(new ApiFailure(400, 'voice_limit_reached',
        'You must be a paid subscriber to use this voice. Please upgrade your subscription to start using it.'))),
    },
  },
  invariant: ({ context }) => {
    // At most four similar voices are offered, never the voice itself.
    expect(context.similar.length).toBeLessThanOrEqual(SIMILAR_VOICES_OFFERED);
    expect(context.similar.some((voice) => voice.voice_id === context.voiceId)).toBe(false);
  },
  invariants: {
    loading: ({ context }, { invoked }) => expect(invoked('loadVoice')?.input).toEqual({ voiceId: context.voiceId }),
    missing: ({ context }) => expect(context.error).toBe('This library voice was not found.'),
    'open.similar.finding': ({ context }, { invoked }) =>
      expect(invoked('findSimilar')?.input).toMatchObject({ kind: 'voice', voiceId: context.voiceId }),
    'open.similar.shown': ({ context }) => expect(context.similar).toHaveLength(SIMILAR_VOICES_OFFERED),
    'open.similar.failed': ({ context }) => expect(context.similar).toEqual([]),
    'open.sheet.closed': () => {},
    // The name starts as the display name (after the slash) and may be edited; a failure keeps the server's words.
    'open.sheet.editing': ({ context }) => {
      expect(context.voice?.is_added_by_user).toBe(false);
      if (context.addError !== null) expect(context.addError).toContain('paid subscriber');
    },
    'open.sheet.adding': ({ context }, { invoked }) => expect(invoked('addVoice')?.input).toEqual({
      publicOwnerId: context.voice?.public_owner_id, voiceId: context.voiceId, name: context.name.trim(),
    }),
    'open.sheet.added': ({ context }) => {
      expect(context.voice?.is_added_by_user).toBe(true);
      expect(context.addError).toBeNull();
    },
  },
});
