import fc from 'fast-check';
import { expect } from 'vitest';
import { MESSAGES } from '../../../src/domain';
import { voiceDetailMachine } from '../../../src/machines/voiceDetail.machine';
import { ApiFailure } from '../../../src/services/http';
import { FAILURES } from '../arbitraries';
import { defineSpec, noPayload, variants } from '../harness';
import { ADA, ADA_DETAIL, ADA_EDITED } from '../myVoicesFixtures';

const ready = (check: (context: { detail: unknown; voiceId: string }) => void) =>
  ({ context }: { context: { detail: unknown; voiceId: string } }) => check(context);

export const voiceDetailSpec = defineSpec({
  machine: voiceDetailMachine,
  input: variants(fc.constant({ voiceId: ADA.voiceId })),
  events: {
    'detail.retry': noPayload,
    // Away from the stored value and back to it, so that both "dirty" and "clean again" are among the paths.
    'settings.change': variants(fc.constantFrom({ change: { stability: 0.8 } }, { change: { stability: 0.4 } }), 2,
      ({ change }) => `stability ${change.stability}`),
    'settings.reset': noPayload,
    'settings.save': noPayload,
    'voice.updated': variants(fc.constant({ voice: ADA_EDITED })),
    'delete.request': noPayload,
    'delete.cancel': noPayload,
    'delete.confirm': noPayload,
  },
  actors: {
    loadDetail: {
      done: variants(fc.constant(ADA_DETAIL)),
      error: variants(fc.constantFrom(FAILURES.offline, new ApiFailure(404, 'voice_not_found', 'gone')), 2,
        (error) => error.code),
    },
    saveSettings: { done: variants(fc.constant(undefined)), error: variants(fc.constant(FAILURES.unavailable)) },
    deleteVoice: { done: variants(fc.constant(undefined)), error: variants(fc.constant(FAILURES.unavailable)) },
  },
  invariant: ({ context }) => {
    // The panel's settings and the stored ones differ exactly when there is something to save.
    if (context.detail && context.settings) {
      expect(context.settingsDirty).toBe(JSON.stringify(context.settings) !== JSON.stringify(context.detail.settings));
    }
  },
  invariants: {
    loading: ({ context }, { invoked }) => {
      expect(context.detail).toBeNull();
      expect(invoked('loadDetail')?.input).toEqual({ voiceId: context.voiceId });
    },
    // §8.2: not found, or any other failure, in the spec's words.
    failed: ({ context }) => expect([MESSAGES.voiceNotFound, MESSAGES.errorFetchingVoice]).toContain(context.error),
    'ready.idle': ready((context) => expect(context.detail).not.toBeNull()),
    'ready.savingSettings': ({ context }, { invoked }) => {
      expect(context.settingsDirty).toBe(true);
      expect(invoked('saveSettings')?.input).toEqual({ voiceId: context.voiceId, settings: context.settings });
    },
    'ready.confirmingDelete': ready((context) => expect(context.detail).not.toBeNull()),
    'ready.deleting': ({ context }, { invoked }) =>
      expect(invoked('deleteVoice')?.input).toEqual({ voiceId: context.voiceId }),
    deleted: ({ status }) => expect(status).toBe('done'),
  },
});
