import fc from 'fast-check';
import { expect } from 'vitest';
import { voicePreviewMachine } from '../../../src/machines/voicePreview.machine';
import { defineSpec, noPayload, variants } from '../harness';

const ADA = { voiceId: 'lib_ada', previewUrl: '/v1/shared-voices/owner_1/lib_ada/preview' };
const BO = { voiceId: 'lib_bo', previewUrl: '/v1/shared-voices/owner_1/lib_bo/preview' };

export const voicePreviewSpec = defineSpec({
  machine: voicePreviewMachine,
  events: {
    // Two voices, so that starting one preview while another plays is among the paths.
    'preview.toggle': variants(fc.constantFrom({ voice: ADA }, { voice: BO }), 2, ({ voice }) => voice.voiceId),
    'preview.stop': noPayload,
  },
  actors: {
    playPreview: { done: variants(fc.constant(undefined)), error: variants(fc.constant(new Error('No preview.'))) },
  },
  invariants: {
    stopped: ({ context }) => expect(context.previewing).toBeNull(),
    // Only one preview plays: the one asked for last.
    playing: ({ context }, { invoked, running }) => {
      expect(running()).toEqual(['playPreview']);
      expect(invoked('playPreview')?.input).toEqual(context.previewing);
      expect(context.error).toBeNull();
    },
  },
});
