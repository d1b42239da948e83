import { describe, expect, test } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  MESSAGES, type GroupPermissionsResponse, type SessionGrantResponse, type UserResponse,
} from '../../src/domain';
import { sessionMachine } from '../../src/machines/session.machine';
import { shellMachine, shellPreferencesOf } from '../../src/machines/shell.machine';
import { ApiFailure } from '../../src/services/http';

const user = { user_id: 'u1', email: 'a@b.c', first_name: 'A' } as UserResponse;
const permissions: GroupPermissionsResponse = { permissions: [], all_members_permissions: null };

interface Overrides {
  logIn?: () => Promise<SessionGrantResponse>;
  loadUser?: () => Promise<UserResponse>;
  loadPermissions?: () => Promise<GroupPermissionsResponse>;
}

function session(overrides: Overrides = {}, hasStoredToken = false) {
  const stored: Array<string | null> = [];
  const machine = sessionMachine.provide({
    actors: {
      logIn: fromPromise(() => overrides.logIn?.() ?? Promise.resolve({ token: 't1', user_id: 'u1', workspace_id: 'w1' })),
      signUp: fromPromise(async () => ({ token: 't2', user_id: 'u1', workspace_id: 'w1' })),
      logOut: fromPromise(async () => ({ status: 'ok' })),
      loadUser: fromPromise(() => overrides.loadUser?.() ?? Promise.resolve(user)),
      loadPermissions: fromPromise(() => overrides.loadPermissions?.() ?? Promise.resolve(permissions)),
    },
    actions: {
      storeToken: (_, params) => stored.push(params.token),
      clearToken: () => stored.push(null),
    },
  });
  return { actor: createActor(machine, { input: { hasStoredToken } }).start(), stored };
}

describe('session machine', () => {
  test('sign in stores the token, loads the account and the permissions', async () => {
    const { actor, stored } = session();
    expect(actor.getSnapshot().value).toBe('signedOut');
    actor.send({ type: 'auth.signIn', email: 'a@b.c', password: 'pw' });
    const signedIn = await waitFor(actor, (s) => s.matches({ signedIn: { permissions: 'loaded' } }));
    expect(signedIn.context.user).toEqual(user);
    expect(stored).toEqual(['t1']);
  });

  test('a refused sign-in keeps the server message and stays signed out', async () => {
    const { actor } = session({ logIn: () => Promise.reject(new ApiFailure(401, 'invalid_credentials', 'Nope.')) });
    actor.send({ type: 'auth.signIn', email: 'a@b.c', password: 'pw' });
    const s = await waitFor(actor, (s) => s.matches('signedOut') && s.context.error !== null);
    expect(s.context.error).toBe('Nope.');
  });

  test('a stored token that the server rejects is forgotten', async () => {
    const { actor, stored } = session({ loadUser: () => Promise.reject(new ApiFailure(401, 'invalid_session', 'x')) },
      true);
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(stored).toEqual([null]);
  });

  test('failing group permissions are reported with the spec message', async () => {
    const { actor } = session({ loadPermissions: () => Promise.reject(new Error('down')) }, true);
    const s = await waitFor(actor, (s) => s.matches({ signedIn: { permissions: 'failed' } }));
    expect(s.context.permissionsError).toBe(MESSAGES.groupPermissionsFailed);
  });

  test('sign out clears the token even when the server cannot be reached', async () => {
    const { actor, stored } = session({}, true);
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'auth.signOut' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(stored).toEqual([null]);
  });
});

describe('shell machine', () => {
  const start = (sidebarPinned: boolean) => createActor(shellMachine, {
    input: { sidebarPinned, theme: 'light', lowQuotaDismissedAt: null, openSubmenu: null },
  }).start();

  test('restores the remembered pin state and toggles it', () => {
    const actor = start(false);
    expect(actor.getSnapshot().matches({ sidebar: 'collapsed' })).toBe(true);
    actor.send({ type: 'sidebar.toggle' });
    expect(shellPreferencesOf(actor.getSnapshot()).sidebarPinned).toBe(true);
  });

  test('the mobile drawer closes on route change', () => {
    const actor = start(true);
    actor.send({ type: 'drawer.open' });
    expect(actor.getSnapshot().matches({ drawer: 'open' })).toBe(true);
    actor.send({ type: 'route.change', pathname: '/app/home' });
    expect(actor.getSnapshot().matches({ drawer: 'closed' })).toBe(true);
  });

  test('theme, submenu and low-credit dismissal are remembered', () => {
    const actor = start(true);
    actor.send({ type: 'theme.toggle' });
    actor.send({ type: 'submenu.toggle', id: 'conversational-ai' });
    actor.send({ type: 'lowCredit.dismiss', at: 1234 });
    expect(shellPreferencesOf(actor.getSnapshot())).toEqual({
      sidebarPinned: true, theme: 'dark', openSubmenu: 'conversational-ai', lowQuotaDismissedAt: 1234,
    });
    actor.send({ type: 'submenu.toggle', id: 'conversational-ai' });
    expect(actor.getSnapshot().context.openSubmenu).toBeNull();
  });
});
