import fc from 'fast-check';
import type { SnapshotFrom } from 'xstate';
import { expect } from 'vitest';
import { MESSAGES } from '../../../src/domain';
import { sessionMachine } from '../../../src/machines/session.machine';
import { FAILURES, groupPermissions, sessionGrant, user } from '../arbitraries';
import { defineSpec, noPayload, variants } from '../harness';

type Session = SnapshotFrom<typeof sessionMachine>;

const signedOutContext = ({ context }: Session) => {
  expect(context.user).toBeNull();
  expect(context.permissions).toBeNull();
  expect(context.permissionsError).toBeNull();
};
const freshAttempt = ({ context }: Session) => {
  expect(context.user).toBeNull();
  expect(context.error).toBeNull();
  expect(context.fieldErrors).toEqual([]);
};
const hasUser = ({ context }: Session) => expect(context.user).not.toBeNull();

export const sessionSpec = defineSpec({
  machine: sessionMachine,
  input: variants(fc.record({ hasStoredToken: fc.boolean() }), 2,
    ({ hasStoredToken }) => (hasStoredToken ? 'stored token' : 'no token')),
  events: {
    'auth.signIn': variants(fc.record({ email: fc.emailAddress(), password: fc.stringMatching(/^[a-z]{8,12}$/) })),
    'auth.signUp': variants(fc.record({
      email: fc.emailAddress(),
      password: fc.stringMatching(/^[a-z]{8,12}$/),
      first_name: fc.constantFrom('Ada', 'Grace'),
    })),
    'auth.signOut': noPayload,
    'account.refresh': noPayload,
    'account.retry': noPayload,
    'permissions.refresh': noPayload,
  },
  actors: {
    logIn: { done: variants(sessionGrant), error: variants(fc.constant(FAILURES.invalidEmail)) },
    signUp: { done: variants(sessionGrant), error: variants(fc.constant(FAILURES.unavailable)) },
    logOut: { done: variants(fc.constant({ status: 'ok' })), error: variants(fc.constant(FAILURES.offline)) },
    // Both branches of `isUnauthorized`: 401 ends the session, anything else keeps it.
    loadUser: {
      done: variants(user),
      error: variants(fc.constantFrom(FAILURES.unauthorized, FAILURES.unavailable), 2, (f) => String(f.httpStatus)),
    },
    loadPermissions: { done: variants(groupPermissions), error: variants(fc.constant(FAILURES.unavailable)) },
  },
  invariant: ({ context }) => {
    if (context.error !== null) expect(context.error).toMatch(/\S/);
    if (context.fieldErrors.length) expect(context.error).not.toBeNull();
  },
  invariants: {
    signedOut: (snapshot) => {
      signedOutContext(snapshot);
      expect(snapshot.context.hasStoredToken).toBe(false);
    },
    // The request carries what the user typed; the previous attempt's errors are gone.
    signingIn: (snapshot, { invoked }) => {
      freshAttempt(snapshot);
      expect(invoked('logIn')?.input).toEqual({ email: expect.stringContaining('@'), password: expect.any(String) });
    },
    signingUp: (snapshot, { invoked }) => {
      freshAttempt(snapshot);
      expect(invoked('signUp')?.input).toEqual({
        email: expect.stringContaining('@'), password: expect.any(String), first_name: expect.any(String),
      });
    },
    // Every way in (stored token, sign-in, sign-up, retry) starts without an account.
    loadingAccount: signedOutContext,
    accountFailed: ({ context }) => {
      expect(context.user).toBeNull();
      expect(context.error).toEqual(expect.any(String));
    },
    'signedIn.account.idle': hasUser,
    'signedIn.account.refreshing': hasUser,
    'signedIn.permissions.loading': hasUser,
    'signedIn.permissions.loaded': ({ context }) => {
      expect(context.permissions).not.toBeNull();
      expect(context.permissionsError).toBeNull();
    },
    'signedIn.permissions.failed': ({ context }) =>
      expect(context.permissionsError).toBe(MESSAGES.groupPermissionsFailed),
    // Sign-out starts from a loaded account or from one that failed to load.
    signingOut: ({ context }, { invoked }) => {
      expect(context.user !== null || context.error !== null).toBe(true);
      expect(invoked('logOut')).toBeDefined();
    },
  },
});
