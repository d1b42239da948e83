import { describe, expect, test } from 'vitest';
import { ACCOUNT_MESSAGES, MESSAGES, PERMISSION_IDS } from '../../src/domain';
import { expectBusinessError, expectValidationError } from '../support/expectations';
import { call, signUp, useTestServer, type TestAccount } from '../support/testServer';

const API_KEY_DENIED = 'You do not have access to API keys. Please contact your workspace administrator for access.';

let base: string;

useTestServer((started) => {
  base = started.url;
});

const createKey = (account: TestAccount, name = 'my key') =>
  call(base, 'POST', '/v1/user/api-keys', { headers: account.headers, body: { name } });
const listKeys = (account: TestAccount) => call(base, 'GET', '/v1/user/api-keys', { headers: account.headers });
const withKey = (key: string) => ({ 'xi-api-key': key });

describe('API keys', () => {
  test('create answers the id and the key, shown only then', async () => {
    const account = await signUp(base);
    const created = await createKey(account, 'laptop');
    expect(created.status).toBe(200);
    expect(Object.keys(created.body).sort()).toEqual(['api_key_id', 'xi_api_key']);
    const { api_key_id: id, xi_api_key: key } = created.body as { api_key_id: string; xi_api_key: string };
    expect(key.length).toBeGreaterThan(32);

    const list = await listKeys(account);
    expect(list.status).toBe(200);
    expect(list.body.api_keys).toHaveLength(1);
    const [entry] = list.body.api_keys;
    expect(entry).toMatchObject({ api_key_id: id, name: 'laptop', hint: key.slice(-4), is_current: false });
    expect(entry.hint).toHaveLength(4);
    expect(entry.created_at_unix).toEqual(expect.any(Number));
    // The full key never appears again, in any field.
    expect(JSON.stringify(list.body)).not.toContain(key);
    expect(Object.values(entry)).not.toContain(key);

    const me = await call(base, 'GET', '/v1/user', { headers: account.headers });
    expect(me.body.xi_api_key).toBeNull();
    expect(me.body.xi_api_key_preview).toBe(`…${key.slice(-4)}`);
    expect(JSON.stringify(me.body)).not.toContain(key);
  });

  test('the list holds every key of the caller, newest first', async () => {
    const account = await signUp(base);
    const ids: string[] = [];
    for (const name of ['one', 'two', 'three']) ids.push((await createKey(account, name)).body.api_key_id);
    const list = await listKeys(account);
    expect(list.body.api_keys.map((k: { api_key_id: string }) => k.api_key_id).sort()).toEqual([...ids].sort());
    expect(list.body.api_keys.map((k: { name: string }) => k.name)).toEqual(['three', 'two', 'one']);
    // Another user sees none of them.
    expect((await listKeys(await signUp(base))).body.api_keys).toEqual([]);
  });

  test('a key authenticates as xi-api-key on /v1/user and /v1/workspace', async () => {
    const account = await signUp(base);
    const { api_key_id: id, xi_api_key: key } = (await createKey(account)).body;
    const user = await call(base, 'GET', '/v1/user', { headers: withKey(key) });
    expect(user.status).toBe(200);
    expect(user.body.user_id).toBe(account.userId);
    const workspace = await call(base, 'GET', '/v1/workspace', { headers: withKey(key) });
    expect(workspace.status).toBe(200);
    expect(workspace.body.workspace_id).toBe(account.workspaceId);

    const list = await call(base, 'GET', '/v1/user/api-keys', { headers: withKey(key) });
    const entry = list.body.api_keys.find((k: { api_key_id: string }) => k.api_key_id === id);
    expect(entry.is_current).toBe(true);
    expect(entry.last_used_at_unix).toEqual(expect.any(Number));
  });

  test('a wrong key is a 401 invalid_api_key, even next to a valid session', async () => {
    const account = await signUp(base);
    const result = await call(base, 'GET', '/v1/user', { headers: { ...account.headers, 'xi-api-key': 'sk_nope' } });
    expectBusinessError(result, 401, 'invalid_api_key');
    expect(result.body.detail.message).toBe(ACCOUNT_MESSAGES.invalidApiKey);
  });

  test('revoking a key makes it a 401 invalid_api_key', async () => {
    const account = await signUp(base);
    const { api_key_id: id, xi_api_key: key } = (await createKey(account)).body;
    const { xi_api_key: otherKey } = (await createKey(account, 'kept')).body;
    const revoked = await call(base, 'DELETE', `/v1/user/api-keys/${id}`, { headers: account.headers });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ status: 'ok' });

    expectBusinessError(await call(base, 'GET', '/v1/user', { headers: withKey(key) }), 401, 'invalid_api_key');
    expectBusinessError(await call(base, 'GET', '/v1/workspace', { headers: withKey(key) }), 401, 'invalid_api_key');
    expect((await call(base, 'GET', '/v1/user', { headers: withKey(otherKey) })).status).toBe(200);
    expect((await listKeys(account)).body.api_keys.map((k: { name: string }) => k.name)).toEqual(['kept']);
    // A second revoke finds nothing.
    expectBusinessError(await call(base, 'DELETE', `/v1/user/api-keys/${id}`, { headers: account.headers }), 404);
  });

  test("revoking another workspace's key is a 404 and leaves it working", async () => {
    const owner = await signUp(base);
    const stranger = await signUp(base);
    const { api_key_id: id, xi_api_key: key } = (await createKey(owner)).body;
    const attempt = await call(base, 'DELETE', `/v1/user/api-keys/${id}`, { headers: stranger.headers });
    expectBusinessError(attempt, 404, 'not_found');
    expect((await call(base, 'GET', '/v1/user', { headers: withKey(key) })).status).toBe(200);
  });

  test('logging out with an API key does not revoke it', async () => {
    const account = await signUp(base);
    const { xi_api_key: key } = (await createKey(account)).body;
    expect((await call(base, 'POST', '/v1/auth/logout', { headers: withKey(key) })).status).toBe(200);
    expect((await call(base, 'GET', '/v1/user', { headers: withKey(key) })).status).toBe(200);
  });

  test('a key needs a name', async () => {
    const account = await signUp(base);
    expectValidationError(await createKey(account, '   '), 'name');
    expectValidationError(await createKey(account, 'x'.repeat(101)), 'name');
    expectValidationError(await call(base, 'POST', '/v1/user/api-keys', { headers: account.headers, body: {} }), 'name');
  });
});

describe('the create_user_api_key permission', () => {
  test('denied when all_members_permissions excludes it, allowed again through a group', async () => {
    const admin = await signUp(base);
    const allButKeys = PERMISSION_IDS.filter((p) => p !== 'create_user_api_key');
    const patched = await call(base, 'PATCH', '/v1/workspace',
      { headers: admin.headers, body: { all_members_permissions: allButKeys } });
    expect(patched.status).toBe(200);
    expect(patched.body.all_members_permissions).toEqual(allButKeys);

    const denied = await createKey(admin);
    expectBusinessError(denied, 403, 'missing_permission');
    expect(denied.body.detail.message).toBe(API_KEY_DENIED);
    expect(denied.body.detail.message).toBe(MESSAGES.accessDenied('API keys'));
    expect((await listKeys(admin)).body.api_keys).toEqual([]);

    // A group that grants nothing relevant changes nothing.
    const other = await call(base, 'POST', '/v1/workspace/groups',
      { headers: admin.headers, body: { name: 'Dubbers', permissions: ['dubbing'] } });
    expect(other.status).toBe(200);
    await call(base, 'POST', `/v1/workspace/groups/${other.body.id}/members`,
      { headers: admin.headers, body: { email: admin.email } });
    expectBusinessError(await createKey(admin), 403, 'missing_permission');

    const group = await call(base, 'POST', '/v1/workspace/groups',
      { headers: admin.headers, body: { name: 'Developers', permissions: ['create_user_api_key'] } });
    expect(group.status).toBe(200);
    expect(group.body).toMatchObject({ name: 'Developers', permissions: ['create_user_api_key'], members: [] });
    // Joining in a different case still finds the member.
    const added = await call(base, 'POST', `/v1/workspace/groups/${group.body.id}/members`,
      { headers: admin.headers, body: { email: admin.email.toUpperCase() } });
    expect(added.status).toBe(200);

    const allowed = await createKey(admin);
    expect(allowed.status).toBe(200);
    expect(allowed.body.xi_api_key).toEqual(expect.any(String));

    // Leaving the group takes the access away again.
    const removed = await call(base, 'POST', `/v1/workspace/groups/${group.body.id}/members/remove`,
      { headers: admin.headers, body: { email: admin.email } });
    expect(removed.status).toBe(200);
    expectBusinessError(await createKey(admin), 403, 'missing_permission');

    // null restores "everyone may do everything".
    await call(base, 'PATCH', '/v1/workspace', { headers: admin.headers, body: { all_members_permissions: null } });
    expect((await createKey(admin)).status).toBe(200);
  });

  test('an all_members_permissions list that includes it allows keys', async () => {
    const admin = await signUp(base);
    await call(base, 'PATCH', '/v1/workspace',
      { headers: admin.headers, body: { all_members_permissions: ['create_user_api_key'] } });
    expect((await createKey(admin)).status).toBe(200);
  });
});
