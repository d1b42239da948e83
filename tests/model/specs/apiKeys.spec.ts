import fc from 'fast-check';
import type { SnapshotFrom } from 'xstate';
import { expect } from 'vitest';
import { apiKeysMachine } from '../../../src/machines/apiKeys.machine';
import { apiKey, apiKeyId, createdApiKey, FAILURES } from '../arbitraries';
import { defineSpec, noPayload, variants } from '../harness';

type ApiKeys = SnapshotFrom<typeof apiKeysMachine>;

const requestClearsError = ({ context }: ApiKeys) => expect(context.error).toBeNull();

export const apiKeysSpec = defineSpec({
  machine: apiKeysMachine,
  events: {
    'apiKey.create': variants(fc.record({ name: fc.constantFrom('ci', 'laptop') })),
    'apiKey.revoke': variants(fc.record({ id: apiKeyId })),
    'apiKey.dismissReveal': noPayload,
    'apiKeys.retry': noPayload,
  },
  actors: {
    listApiKeys: {
      done: variants(fc.record({ api_keys: fc.array(apiKey, { minLength: 1, maxLength: 2 }) })),
      error: variants(fc.constant(FAILURES.unavailable)),
    },
    createApiKey: { done: variants(createdApiKey), error: variants(fc.constant(FAILURES.invalidEmail)) },
    revokeApiKey: { done: variants(fc.constant({ status: 'ok' })), error: variants(fc.constant(FAILURES.offline)) },
  },
  invariant: ({ context }) => {
    if (context.error !== null) expect(context.error).toMatch(/\S/);
    // The key shown is the one just created under the name the user typed.
    if (context.revealed) expect(context.revealed.name).toBe(context.pendingName);
  },
  invariants: {
    loading: (_, { running }) => expect(running()).toEqual(['listApiKeys']),
    failed: ({ context }, { running }) => {
      expect(running()).toEqual([]);
      expect(context.error).toEqual(expect.any(String));
    },
    // The error of a failed create or revoke stays visible next to the list until the next request.
    ready: ({ context }, { running }) => {
      expect(running()).toEqual([]);
      expect(context.error === null || typeof context.error === 'string').toBe(true);
    },
    // A new key is only ever revealed by the creation that made it: starting another hides the old one.
    creating: (snapshot, { invoked }) => {
      requestClearsError(snapshot);
      expect(snapshot.context.revealed).toBeNull();
      expect(invoked('createApiKey')?.input).toEqual({ name: snapshot.context.pendingName });
    },
    revoking: (snapshot, { invoked }) => {
      requestClearsError(snapshot);
      expect(invoked('revokeApiKey')?.input).toEqual({ id: expect.any(String) });
    },
  },
});
