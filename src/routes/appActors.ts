import { createActor, fromPromise } from 'xstate';
import { sessionMachine } from '../machines/session.machine';
import { shellMachine, shellPreferencesOf } from '../machines/shell.machine';
import { accountApi } from '../services/account';
import { readSessionToken, readShellPreferences, writeSessionToken, writeShellPreferences } from '../services/storage';

/** The app-wide actors, wired to the real services. Page flows create their own actors in their routes. */
export function createAppActors() {
  const session = createActor(sessionMachine.provide({
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
  }), { input: { hasStoredToken: readSessionToken() !== null } });

  const shell = createActor(shellMachine, { input: readShellPreferences() });
  shell.subscribe((snapshot) => writeShellPreferences(shellPreferencesOf(snapshot)));

  session.start();
  shell.start();
  return { session, shell };
}
export type AppActors = ReturnType<typeof createAppActors>;
