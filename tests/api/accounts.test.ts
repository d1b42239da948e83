import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningServer } from '../../server/server';
import { ACCOUNT_MESSAGES } from '../../src/domain';
import { expectBusinessError, expectValidationError } from '../support/expectations';
import { call, signUp, startTestServer, useTestServer } from '../support/testServer';

const JSON_HEADERS = { 'content-type': 'application/json' };
const PASSWORD = 'correct horse battery';

/** api-contract §7 "Current user": every field the public API answers on GET /v1/user. */
const USER_FIELDS = [
  'user_id', 'subscription', 'subscription_extras', 'is_new_user', 'xi_api_key', 'can_use_delayed_payment_methods',
  'is_onboarding_completed', 'is_onboarding_checklist_completed', 'first_name', 'is_api_key_hashed',
  'xi_api_key_preview', 'referral_link_code', 'partnerstack_partner_default_link', 'created_at',
  'show_compliance_terms', 'seat_type',
] as const;

/** api-contract §7 "Subscription": every field of GET /v1/user/subscription, including the newer ones. */
const SUBSCRIPTION_FIELDS = [
  'tier', 'character_count', 'character_limit', 'max_character_limit_extension', 'can_extend_character_limit',
  'allowed_to_extend_character_limit', 'next_character_count_reset_unix', 'voice_slots_used',
  'professional_voice_slots_used', 'voice_limit', 'max_voice_add_edits', 'voice_add_edit_counter',
  'professional_voice_limit', 'can_extend_voice_limit', 'can_use_instant_voice_cloning',
  'can_use_professional_voice_cloning', 'currency', 'status', 'billing_period', 'character_refresh_period',
  'next_invoice', 'has_open_invoices', 'pending_change', 'professional_voice_slots_used_in_workspace',
  'max_credit_limit_extension', 'current_overage', 'open_invoices',
] as const;

let base: string;
let sequence = 0;
const uniqueEmail = (tag: string) => `${tag}-${process.pid}-${Date.now()}-${sequence++}@example.test`;

const signup = (body: unknown) => call(base, 'POST', '/v1/auth/signup', { headers: JSON_HEADERS, body });
const login = (body: unknown) => call(base, 'POST', '/v1/auth/login', { headers: JSON_HEADERS, body });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

useTestServer((started) => {
  base = started.url;
});

describe('sign-up', () => {
  test('answers a session token, the user id and the new workspace id', async () => {
    const result = await signup({ email: uniqueEmail('new'), password: PASSWORD, first_name: 'Ada' });
    expect(result.status).toBe(200);
    expect(Object.keys(result.body).sort()).toEqual(['token', 'user_id', 'workspace_id']);
    expect(result.body.token).toEqual(expect.any(String));
    expect(result.body.user_id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(result.body.workspace_id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(result.body.user_id).not.toBe(result.body.workspace_id);

    const me = await call(base, 'GET', '/v1/user', { headers: bearer(result.body.token) });
    expect(me.status).toBe(200);
    expect(me.body.user_id).toBe(result.body.user_id);
    expect(me.body.workspace_id).toBe(result.body.workspace_id);
    expect(me.body.first_name).toBe('Ada');
  });

  test('a second account with the same email is a 409', async () => {
    const email = uniqueEmail('twice');
    expect((await signup({ email, password: PASSWORD })).status).toBe(200);
    const again = await signup({ email, password: 'another password' });
    expectBusinessError(again, 409, 'email_taken');
    expect(again.body.detail.message).toBe(ACCOUNT_MESSAGES.emailTaken);
  });

  test('emails are case-insensitive: stored lower-case, duplicates caught, login in any case', async () => {
    const email = uniqueEmail('MiXeD.Case');
    const created = await signup({ email: `  ${email.toUpperCase()} `, password: PASSWORD });
    expect(created.status).toBe(200);
    const me = await call(base, 'GET', '/v1/user', { headers: bearer(created.body.token) });
    expect(me.body.email).toBe(email.toLowerCase());

    expectBusinessError(await signup({ email: email.toLowerCase(), password: PASSWORD }), 409, 'email_taken');
    const loggedIn = await login({ email: email.toLowerCase(), password: PASSWORD });
    expect(loggedIn.status).toBe(200);
    expect(loggedIn.body.user_id).toBe(created.body.user_id);
  });

  test('a weak password is a 422 pointing at body.password', async () => {
    const result = await signup({ email: uniqueEmail('weak'), password: 'short' });
    expectValidationError(result, 'password');
    expect(result.body.detail[0].loc).toEqual(['body', 'password']);
  });

  test('a malformed email is a 422 pointing at body.email', async () => {
    for (const email of ['not-an-email', '', 'a@b', '@example.test']) {
      const result = await signup({ email, password: PASSWORD });
      expectValidationError(result, 'email');
    }
  });

  test('missing and wrongly typed fields are 422s', async () => {
    expectValidationError(await signup({}), 'email');
    expectValidationError(await signup({ email: 42, password: PASSWORD }), 'email');
    expectValidationError(await signup({ email: uniqueEmail('typed'), password: ['x'] }), 'password');
  });
});

describe('login and logout', () => {
  let email: string;
  beforeAll(async () => {
    email = uniqueEmail('login');
    expect((await signup({ email, password: PASSWORD })).status).toBe(200);
  });

  test('the right password opens a new session', async () => {
    const result = await login({ email, password: PASSWORD });
    expect(result.status).toBe(200);
    expect(Object.keys(result.body).sort()).toEqual(['token', 'user_id', 'workspace_id']);
    expect((await call(base, 'GET', '/v1/user', { headers: bearer(result.body.token) })).status).toBe(200);
  });

  test('a wrong password is a 401 invalid_credentials', async () => {
    const result = await login({ email, password: 'wrong password!' });
    expectBusinessError(result, 401, 'invalid_credentials');
    expect(result.body.detail.message).toBe(ACCOUNT_MESSAGES.invalidCredentials);
  });

  test('an unknown email is the same 401, so accounts cannot be probed', async () => {
    const result = await login({ email: uniqueEmail('nobody'), password: PASSWORD });
    expectBusinessError(result, 401, 'invalid_credentials');
    expect(result.body.detail.message).toBe(ACCOUNT_MESSAGES.invalidCredentials);
  });

  test('an empty password is a 422', async () => {
    expectValidationError(await login({ email, password: '' }), 'password');
  });

  test('logout ends that session only', async () => {
    const first = await login({ email, password: PASSWORD });
    const second = await login({ email, password: PASSWORD });
    const out = await call(base, 'POST', '/v1/auth/logout', { headers: bearer(first.body.token) });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ status: 'ok' });

    const ended = await call(base, 'GET', '/v1/user', { headers: bearer(first.body.token) });
    expectBusinessError(ended, 401, 'invalid_session');
    expectBusinessError(await call(base, 'POST', '/v1/auth/logout', { headers: bearer(first.body.token) }), 401);
    expect((await call(base, 'GET', '/v1/user', { headers: bearer(second.body.token) })).status).toBe(200);
  });
});

describe('TIMBRE_SIGNUP=closed', () => {
  let closed: RunningServer;
  beforeAll(async () => {
    closed = await startTestServer({ signupOpen: false });
  });
  afterAll(async () => {
    await closed?.close();
  });

  test('sign-up is a 403 signup_closed, checked before the body', async () => {
    for (const body of [{ email: uniqueEmail('closed'), password: PASSWORD }, {}]) {
      const result = await call(closed.url, 'POST', '/v1/auth/signup', { headers: JSON_HEADERS, body });
      expectBusinessError(result, 403, 'signup_closed');
      expect(result.body.detail.message).toBe(ACCOUNT_MESSAGES.signupClosed);
    }
  });

  test('login still answers (401 for an unknown account)', async () => {
    const result = await call(closed.url, 'POST', '/v1/auth/login',
      { headers: JSON_HEADERS, body: { email: uniqueEmail('closed'), password: PASSWORD } });
    expectBusinessError(result, 401, 'invalid_credentials');
  });
});

describe('current user, subscription and workspace', () => {
  test('GET /v1/user answers every field of api-contract §7', async () => {
    const account = await signUp(base, 'Grace');
    const { status, body } = await call(base, 'GET', '/v1/user', { headers: account.headers });
    expect(status).toBe(200);
    for (const field of USER_FIELDS) expect(body, `GET /v1/user lacks ${field}`).toHaveProperty(field);
    expect(body).toMatchObject({
      user_id: account.userId,
      first_name: 'Grace',
      is_new_user: true,
      // The key itself is never readable again; only its hash is stored.
      xi_api_key: null,
      is_api_key_hashed: true,
      xi_api_key_preview: null,
      is_onboarding_completed: false,
      email: account.email,
      workspace_id: account.workspaceId,
      workspace_role: 'workspace_admin',
      is_workspace_admin: true,
      all_members_permissions: null,
      group_permissions: [],
    });
    expect(body.created_at).toEqual(expect.any(Number));
    expect(Math.abs(body.created_at - Date.now() / 1000)).toBeLessThan(300);
    for (const field of SUBSCRIPTION_FIELDS) expect(body.subscription).toHaveProperty(field);
  });

  test('GET /v1/user/subscription answers every field of api-contract §7', async () => {
    const account = await signUp(base);
    const { status, body } = await call(base, 'GET', '/v1/user/subscription', { headers: account.headers });
    expect(status).toBe(200);
    for (const field of SUBSCRIPTION_FIELDS) {
      expect(body, `GET /v1/user/subscription lacks ${field}`).toHaveProperty(field);
    }
    expect(body).toMatchObject({
      tier: 'free',
      character_count: 0,
      character_limit: 10_000,
      currency: 'usd',
      status: 'free',
      character_refresh_period: 'monthly_period',
      has_open_invoices: false,
      open_invoices: [],
      voice_slots_used: 0,
    });
    const resetIn = body.next_character_count_reset_unix - Date.now() / 1000;
    // One calendar month from sign-up: between 28 and 31 days away.
    expect(resetIn).toBeGreaterThan(27 * 86_400);
    expect(resetIn).toBeLessThanOrEqual(31 * 86_400);
  });

  test('GET /v1/workspace describes the new workspace', async () => {
    const account = await signUp(base, 'Linus');
    const { status, body } = await call(base, 'GET', '/v1/workspace', { headers: account.headers });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      workspace_id: account.workspaceId,
      name: "Linus's Workspace",
      max_seats: 1,
      all_members_permissions: null,
      role: 'workspace_admin',
      members: [{ user_id: account.userId, email: account.email, first_name: 'Linus', role: 'workspace_admin' }],
    });
    expect(body.created_at_unix).toEqual(expect.any(Number));
    expect(body.subscription.tier).toBe('free');
  });
});
