import { assign, fromPromise, setup } from 'xstate';
import { failureMessage, type ApiKeyResponse, type CreatedApiKeyResponse } from '../domain';

export type ApiKeysEvent =
  | { type: 'apiKey.create'; name: string }
  | { type: 'apiKey.revoke'; id: string }
  | { type: 'apiKey.dismissReveal' }
  | { type: 'apiKeys.retry' };

export interface ApiKeysContext {
  keys: ApiKeyResponse[];
  /** The new key, shown once until dismissed; it is never fetched again. */
  revealed: (CreatedApiKeyResponse & { name: string }) | null;
  pendingName: string;
  error: string | null;
}

const messageOf = (error: unknown) => failureMessage(error, 'Something went wrong.');

/** The API keys page: list, create (the key is shown once), revoke. */
export const apiKeysMachine = setup({
  types: { context: {} as ApiKeysContext, events: {} as ApiKeysEvent },
  actors: {
    listApiKeys: fromPromise<{ api_keys: ApiKeyResponse[] }, void>(async () => {
      throw new Error('listApiKeys not provided');
    }),
    createApiKey: fromPromise<CreatedApiKeyResponse, { name: string }>(async () => {
      throw new Error('createApiKey not provided');
    }),
    revokeApiKey: fromPromise<{ status: string }, { id: string }>(async () => { throw new Error('revokeApiKey not provided'); }),
  },
  actions: {
    showError: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
  },
}).createMachine({
  id: 'apiKeys',
  context: { keys: [], revealed: null, pendingName: '', error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'listApiKeys',
        onDone: { target: 'ready', actions: assign({ keys: ({ event }) => event.output.api_keys, error: null }) },
        onError: { target: 'failed', actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { on: { 'apiKeys.retry': 'loading' } },
    ready: {
      on: {
        'apiKey.create': { target: 'creating', actions: assign({ pendingName: ({ event }) => event.name }) },
        'apiKey.revoke': {
          target: 'revoking',
          // A revealed key that is being revoked must not stay on screen as if it still worked.
          actions: assign({
            revealed: ({ context, event }) => (context.revealed?.api_key_id === event.id ? null : context.revealed),
          }),
        },
        'apiKey.dismissReveal': { actions: assign({ revealed: null }) },
      },
    },
    creating: {
      entry: assign({ error: null, revealed: null }),
      invoke: {
        src: 'createApiKey',
        input: ({ context }) => ({ name: context.pendingName }),
        onDone: {
          target: 'loading',
          actions: assign({ revealed: ({ context, event }) => ({ ...event.output, name: context.pendingName }) }),
        },
        onError: { target: 'ready', actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    revoking: {
      entry: assign({ error: null }),
      invoke: {
        src: 'revokeApiKey',
        input: ({ event }) => ({ id: (event as Extract<ApiKeysEvent, { type: 'apiKey.revoke' }>).id }),
        onDone: 'loading',
        onError: { target: 'ready', actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
