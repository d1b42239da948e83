import { fromPromise } from 'xstate';
import { flowRuntime } from '../flows/browserRuntime';
import { findMachine } from '../machines/registry';
import { sessionMachine } from '../machines/session.machine';
import { shellMachine, shellPreferencesOf } from '../machines/shell.machine';
import { accountApi } from '../services/account';
import { readSessionToken, readShellPreferences, writeSessionToken, writeShellPreferences } from '../services/storage';
import { startShellPopoverFlows } from './shellPopoverFlows';

/** The app-wide actors, wired to the real services and started through the flow runtime. Page flows start theirs
 * with useFlow in their routes. */
export function createAppActors() {
  const session = flowRuntime.start(findMachine('session')!, { machine: sessionMachine.provide({
    actors: {
      logIn: fromPromise(({ input }) => accountApi.logIn(input)),
      signUp: fromPromise(({ input }) => accountApi.signUp(input)),
      logOut: fromPromise(() => accountApi.logOut()),
      loadUser: fromPromise(() => accountApi.user()),
      loadPermissions: fromPromise(() => accountApi.groupPermissions()),
    },
    actions: {
      storeToken: (_, params) => writeSessionToken(params.token),
      clearToken: () => writeSessionToken(null),
    },
  }), input: { hasStoredToken: readSessionToken() !== null } }).actor;

  const shell = flowRuntime.start(findMachine('shell')!, { machine: shellMachine, input: readShellPreferences() }).actor;
  shell.subscribe((snapshot) => writeShellPreferences(shellPreferencesOf(snapshot)));
  return { session, shell, ...startShellPopoverFlows(session) };
}
export type AppActors = ReturnType<typeof createAppActors>;
