import { assign, fromPromise, setup } from 'xstate';
import type { GroupPermissionsResponse, SessionGrantResponse, UserResponse } from '../domain';
import { GROUP_PERMISSION_CACHE_MS, MESSAGES } from '../domain';
import type { ApiFailure } from '../services/http';

export interface Credentials { email: string; password: string; first_name?: string }

export type SessionEvent =
  | { type: 'auth.signIn'; email: string; password: string }
  | { type: 'auth.signUp'; email: string; password: string; first_name?: string }
  | { type: 'auth.signOut' }
  | { type: 'account.refresh' }
  | { type: 'account.retry' }
  | { type: 'permissions.refresh' };

export interface SessionContext {
  hasStoredToken: boolean;
  user: UserResponse | null;
  permissions: GroupPermissionsResponse | null;
  permissionsError: string | null;
  error: string | null;
  fieldErrors: Array<{ field: string; message: string }>;
}

const failureOf = (error: unknown) => error as ApiFailure;

/**
 * Who is signed in and what they may do. Starts from a stored token (if any), loads the account, keeps the
 * group permissions fresh for 30 minutes (workspace-shell §6) and ends on sign-out or an expired session.
 */
export const sessionMachine = setup({
  types: {
    input: {} as { hasStoredToken: boolean },
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    logIn: fromPromise<SessionGrantResponse, Credentials>(async () => { throw new Error('logIn not provided'); }),
    signUp: fromPromise<SessionGrantResponse, Credentials>(async () => { throw new Error('signUp not provided'); }),
    logOut: fromPromise<{ status: string }, void>(async () => { throw new Error('logOut not provided'); }),
    loadUser: fromPromise<UserResponse, void>(async () => { throw new Error('loadUser not provided'); }),
    loadPermissions: fromPromise<GroupPermissionsResponse, void>(async () => {
      throw new Error('loadPermissions not provided');
    }),
  },
  actions: {
    // Token storage is a side effect the app supplies with .provide(); replay and tests run without it.
    storeToken: (_, _params: { token: string }) => {},
    clearToken: () => {},
    rememberFailure: assign((_, params: { error: unknown }) => {
      const failure = failureOf(params.error);
      return {
        error: failure?.message ?? 'Something went wrong.',
        fieldErrors: (failure?.fieldErrors ?? []).map((f) => ({ field: String(f.loc.at(-1) ?? ''), message: f.msg })),
      };
    }),
  },
  guards: {
    hasStoredToken: ({ context }) => context.hasStoredToken,
    isUnauthorized: (_, params: { error: unknown }) => failureOf(params.error)?.httpStatus === 401,
  },
  delays: {
    permissionCache: GROUP_PERMISSION_CACHE_MS,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    hasStoredToken: input.hasStoredToken, user: null, permissions: null, permissionsError: null, error: null,
    fieldErrors: [],
  }),
  initial: 'booting',
  states: {
    booting: {
      always: [
        { guard: 'hasStoredToken', target: 'loadingAccount' },
        { target: 'signedOut' },
      ],
    },
    signedOut: {
      entry: assign({ user: null, permissions: null, permissionsError: null, hasStoredToken: false }),
      on: {
        'auth.signIn': 'signingIn',
        'auth.signUp': 'signingUp',
      },
    },
    signingIn: {
      entry: assign({ error: null, fieldErrors: [] }),
      invoke: {
        src: 'logIn',
        input: ({ event }) => {
          const { email, password } = event as Extract<SessionEvent, { type: 'auth.signIn' }>;
          return { email, password };
        },
        onDone: {
          target: 'loadingAccount',
          actions: { type: 'storeToken', params: ({ event }) => ({ token: event.output.token }) },
        },
        onError: { target: 'signedOut', actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    signingUp: {
      entry: assign({ error: null, fieldErrors: [] }),
      invoke: {
        src: 'signUp',
        input: ({ event }) => {
          const { email, password, first_name } = event as Extract<SessionEvent, { type: 'auth.signUp' }>;
          return { email, password, first_name };
        },
        onDone: {
          target: 'loadingAccount',
          actions: { type: 'storeToken', params: ({ event }) => ({ token: event.output.token }) },
        },
        onError: { target: 'signedOut', actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadingAccount: {
      invoke: {
        src: 'loadUser',
        onDone: { target: 'signedIn', actions: assign({ user: ({ event }) => event.output, error: null }) },
        onError: [
          { guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) }, target: 'signedOut', actions: 'clearToken' },
          { target: 'accountFailed', actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    accountFailed: {
      on: {
        'account.retry': 'loadingAccount',
        'auth.signOut': 'signingOut',
      },
    },
    signedIn: {
      type: 'parallel',
      on: {
        'auth.signOut': 'signingOut',
      },
      states: {
        account: {
          initial: 'idle',
          states: {
            idle: { on: { 'account.refresh': 'refreshing' } },
            refreshing: {
              invoke: {
                src: 'loadUser',
                onDone: { target: 'idle', actions: assign({ user: ({ event }) => event.output }) },
                onError: [
                  {
                    guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) },
                    target: '#session.signedOut',
                    actions: 'clearToken',
                  },
                  // Any other failure keeps the account shown; the next refresh tries again.
                  { target: 'idle' },
                ],
              },
            },
          },
        },
        permissions: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                src: 'loadPermissions',
                onDone: {
                  target: 'loaded',
                  actions: assign({ permissions: ({ event }) => event.output, permissionsError: null }),
                },
                onError: { target: 'failed', actions: assign({ permissionsError: MESSAGES.groupPermissionsFailed }) },
              },
            },
            loaded: {
              after: { permissionCache: 'loading' },
              on: { 'permissions.refresh': 'loading' },
            },
            failed: { on: { 'permissions.refresh': 'loading' } },
          },
        },
      },
    },
    signingOut: {
      invoke: {
        src: 'logOut',
        onDone: { target: 'signedOut', actions: 'clearToken' },
        // Even if the server cannot be told, the token is forgotten here.
        onError: { target: 'signedOut', actions: 'clearToken' },
      },
    },
  },
});
