import { beforeAll, describe, expect, test } from 'vitest';
import { TIER_IDS, TIERS } from '../../src/domain';
import { expectBusinessError, expectValidationError } from '../support/expectations';
import { call, signUp, useTestServer, type TestAccount } from '../support/testServer';

let base: string;

useTestServer((started) => {
  base = started.url;
});

const switchTier = (account: TestAccount, tier: unknown) =>
  call(base, 'POST', '/v1/workspace/subscription', { headers: account.headers, body: { tier } });
const createGroup = (account: TestAccount, name: string, permissions: string[] = []) =>
  call(base, 'POST', '/v1/workspace/groups', { headers: account.headers, body: { name, permissions } });

describe('tier switch', () => {
  let account: TestAccount;
  beforeAll(async () => {
    account = await signUp(base);
  });

  // Every tier, in an order that goes both up and down the ladder.
  test.each([...TIER_IDS.slice(1), ...TIER_IDS.slice(0, 1), ...[...TIER_IDS].reverse()])(
    'step %#: switching to %s changes the limits to TIERS[tier]', async (tier) => {
      const switched = await switchTier(account, tier);
      expect(switched.status).toBe(200);
      const expected = {
        tier,
        character_limit: TIERS[tier].characterLimit,
        voice_limit: TIERS[tier].voiceLimit,
        professional_voice_limit: TIERS[tier].professionalVoiceLimit,
        can_use_instant_voice_cloning: TIERS[tier].canUseInstantVoiceCloning,
        can_use_professional_voice_cloning: TIERS[tier].canUseProfessionalVoiceCloning,
        usage_based_billing: TIERS[tier].flags.usageBasedBilling,
        unlimited_quota: TIERS[tier].flags.unlimitedQuota,
        status: tier === 'free' ? 'free' : 'active',
        billing_period: tier === 'free' ? null : 'monthly_period',
      };
      expect(switched.body).toMatchObject(expected);

      const subscription = await call(base, 'GET', '/v1/user/subscription', { headers: account.headers });
      expect(subscription.status).toBe(200);
      expect(subscription.body).toMatchObject(expected);
      const workspace = await call(base, 'GET', '/v1/workspace', { headers: account.headers });
      expect(workspace.body.max_seats).toBe(TIERS[tier].maxSeats);
      expect(workspace.body.subscription).toMatchObject(expected);
      const user = await call(base, 'GET', '/v1/user', { headers: account.headers });
      expect(user.body.subscription).toMatchObject(expected);
    });

  test('an unknown or missing tier is a 422 and changes nothing', async () => {
    const fresh = await signUp(base);
    expect((await switchTier(fresh, 'creator')).status).toBe(200);
    for (const tier of ['enterprise', 'FREE', '', 3, null, ['pro']]) {
      expectValidationError(await switchTier(fresh, tier), 'tier');
    }
    expectValidationError(await call(base, 'POST', '/v1/workspace/subscription',
      { headers: fresh.headers, body: {} }), 'tier');
    const subscription = await call(base, 'GET', '/v1/user/subscription', { headers: fresh.headers });
    expect(subscription.body.tier).toBe('creator');
  });
});

describe('workspace settings', () => {
  test('PATCH renames the workspace and sets all_members_permissions', async () => {
    const account = await signUp(base);
    const renamed = await call(base, 'PATCH', '/v1/workspace', { headers: account.headers, body: { name: ' Studio ' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({
      workspace_id: account.workspaceId, name: 'Studio', all_members_permissions: null, training_opt_out: false,
    });
    const limited = await call(base, 'PATCH', '/v1/workspace',
      { headers: account.headers, body: { all_members_permissions: ['text_to_speech'] } });
    expect(limited.body.all_members_permissions).toEqual(['text_to_speech']);
    const workspace = await call(base, 'GET', '/v1/workspace', { headers: account.headers });
    expect(workspace.body).toMatchObject({ name: 'Studio', all_members_permissions: ['text_to_speech'] });
  });

  test('PATCH needs at least one known field, and known permission ids', async () => {
    const account = await signUp(base);
    expectValidationError(await call(base, 'PATCH', '/v1/workspace', { headers: account.headers, body: {} }));
    expectValidationError(await call(base, 'PATCH', '/v1/workspace',
      { headers: account.headers, body: { all_members_permissions: ['fly'] } }), 'all_members_permissions');
    expectValidationError(await call(base, 'PATCH', '/v1/workspace',
      { headers: account.headers, body: { name: '' } }), 'name');
  });
});

describe('groups', () => {
  let account: TestAccount;
  beforeAll(async () => {
    account = await signUp(base);
  });

  test('a new workspace has no groups', async () => {
    const fresh = await signUp(base);
    const groups = await call(base, 'GET', '/v1/workspace/groups', { headers: fresh.headers });
    expect(groups.status).toBe(200);
    expect(groups.body).toEqual({});
    const me = await call(base, 'GET', '/v1/workspace/groups/me', { headers: fresh.headers });
    expect(me.body).toEqual({ permissions: [], all_members_permissions: null });
  });

  test('the list is keyed by group id and carries members', async () => {
    const editors = await createGroup(account, 'Editors', ['projects', 'dubbing', 'projects']);
    const voices = await createGroup(account, 'Voices', ['voice_lab']);
    expect(editors.status).toBe(200);
    expect(editors.body).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9]{20}$/), name: 'Editors', permissions: ['projects', 'dubbing'],
      members: [], group_usage_limit: null, group_pvc_limit: null,
    });
    const added = await call(base, 'POST', `/v1/workspace/groups/${editors.body.id}/members`,
      { headers: account.headers, body: { email: account.email } });
    expect(added.body).toEqual({ status: 'ok' });
    // Adding twice is harmless.
    expect((await call(base, 'POST', `/v1/workspace/groups/${editors.body.id}/members`,
      { headers: account.headers, body: { email: account.email } })).status).toBe(200);

    const groups = await call(base, 'GET', '/v1/workspace/groups', { headers: account.headers });
    expect(Object.keys(groups.body).sort()).toEqual([editors.body.id, voices.body.id].sort());
    for (const [id, group] of Object.entries(groups.body)) expect((group as { id: string }).id).toBe(id);
    expect(groups.body[editors.body.id].members).toEqual([{ user_id: account.userId, email: account.email }]);
    expect(groups.body[voices.body.id].members).toEqual([]);
  });

  test('GET /v1/workspace/groups/me is the union of my groups', async () => {
    const fresh = await signUp(base);
    const a = await createGroup(fresh, 'A', ['dubbing', 'projects']);
    const b = await createGroup(fresh, 'B', ['projects', 'voice_lab']);
    await createGroup(fresh, 'C', ['sound_effects']);
    for (const group of [a, b]) {
      await call(base, 'POST', `/v1/workspace/groups/${group.body.id}/members`,
        { headers: fresh.headers, body: { email: fresh.email } });
    }
    const me = await call(base, 'GET', '/v1/workspace/groups/me', { headers: fresh.headers });
    expect(me.status).toBe(200);
    expect([...me.body.permissions].sort()).toEqual(['dubbing', 'projects', 'voice_lab']);
    expect(me.body.all_members_permissions).toBeNull();
    const user = await call(base, 'GET', '/v1/user', { headers: fresh.headers });
    expect([...user.body.group_permissions].sort()).toEqual(['dubbing', 'projects', 'voice_lab']);
  });

  test('a duplicate group name is a 409; the same name in another workspace is fine', async () => {
    expect((await createGroup(account, 'Sound')).status).toBe(200);
    expectBusinessError(await createGroup(account, 'Sound'), 409, 'group_exists');
    // Names are trimmed before the check.
    expectBusinessError(await createGroup(account, '  Sound '), 409, 'group_exists');
    expect((await createGroup(await signUp(base), 'Sound')).status).toBe(200);
  });

  test('bad group bodies are 422s', async () => {
    expectValidationError(await createGroup(account, ''), 'name');
    expectValidationError(await createGroup(account, 'Weird', ['fly']), 'permissions');
    expectValidationError(await call(base, 'POST', '/v1/workspace/groups',
      { headers: account.headers, body: { name: 'No permissions' } }), 'permissions');
  });

  test('members must belong to the workspace, groups to the caller', async () => {
    const outsider = await signUp(base);
    const group = await createGroup(account, 'Closed');
    expectBusinessError(await call(base, 'POST', `/v1/workspace/groups/${group.body.id}/members`,
      { headers: account.headers, body: { email: outsider.email } }), 404, 'not_found');
    expectBusinessError(await call(base, 'POST', '/v1/workspace/groups/nosuchgroup/members',
      { headers: account.headers, body: { email: account.email } }), 404, 'not_found');
    expectValidationError(await call(base, 'POST', `/v1/workspace/groups/${group.body.id}/members`,
      { headers: account.headers, body: { email: 'nope' } }), 'email');
  });
});
