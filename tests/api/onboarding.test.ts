import { describe, expect, test } from 'vitest';
import { ACCOUNT_MESSAGES, ONBOARDING_CHECKLIST_ID, ONBOARDING_STEP_IDS, type OnboardingStepId } from '../../src/domain';
import { expectBusinessError, expectValidationError } from '../support/expectations';
import { call, signUp, useTestServer, type TestAccount } from '../support/testServer';

let base: string;

useTestServer((started) => {
  base = started.url;
});

const CHECKLIST = '/v1/user/onboarding-checklist';
const getChecklist = (account: TestAccount) => call(base, 'GET', CHECKLIST, { headers: account.headers });
const setStep = (account: TestAccount, stepId: string, body: unknown) =>
  call(base, 'POST', `${CHECKLIST}/items/${stepId}`, { headers: account.headers, body });
const hide = (account: TestAccount) => call(base, 'POST', `${CHECKLIST}/hide`, { headers: account.headers });
const me = async (account: TestAccount) => (await call(base, 'GET', '/v1/user', { headers: account.headers })).body;

const items = (done: OnboardingStepId[] = []) => ONBOARDING_STEP_IDS.map((id) =>
  ({ onboarding_checklist_item_id: id, is_completed: done.includes(id) }));

describe('the onboarding checklist', () => {
  test('is created on first read: the fixed checklist, every step open, shown', async () => {
    const account = await signUp(base);
    const first = await getChecklist(account);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ checklist_id: ONBOARDING_CHECKLIST_ID, hidden: false, items: items() });
    expect((await getChecklist(account)).body).toEqual(first.body);
  });

  test('GET /v1/user carries it, and is_onboarding_checklist_completed is true once every step is done', async () => {
    const account = await signUp(base);
    const before = await me(account);
    expect(before.onboarding_checklist).toEqual({ checklist_id: ONBOARDING_CHECKLIST_ID, hidden: false, items: items() });
    expect(before.is_onboarding_checklist_completed).toBe(false);

    for (const [index, stepId] of ONBOARDING_STEP_IDS.entries()) {
      const done = await setStep(account, stepId, { is_completed: true });
      expect(done.status).toBe(200);
      expect(done.body.items).toEqual(items(ONBOARDING_STEP_IDS.slice(0, index + 1)));
      expect((await me(account)).is_onboarding_checklist_completed).toBe(index === ONBOARDING_STEP_IDS.length - 1);
    }
  });

  test('a step is completed and reopened, answering the whole checklist', async () => {
    const account = await signUp(base);
    const done = await setStep(account, 'review_plan', { is_completed: true });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ checklist_id: ONBOARDING_CHECKLIST_ID, hidden: false, items: items(['review_plan']) });
    expect((await getChecklist(account)).body.items).toEqual(items(['review_plan']));

    const reopened = await setStep(account, 'review_plan', { is_completed: false });
    expect(reopened.body.items).toEqual(items());
    expect((await getChecklist(account)).body.items).toEqual(items());
  });

  test('creating an API key completes its step, which stays done while a key exists and after it is revoked', async () => {
    const account = await signUp(base);
    expect((await getChecklist(account)).body.items).toEqual(items());
    const key = await call(base, 'POST', '/v1/user/api-keys', { headers: account.headers, body: { name: 'ci' } });
    expect(key.status).toBe(200);
    expect((await getChecklist(account)).body.items).toEqual(items(['create_api_key']));
    expect((await setStep(account, 'create_api_key', { is_completed: false })).body.items)
      .toEqual(items(['create_api_key']));

    await call(base, 'DELETE', `/v1/user/api-keys/${key.body.api_key_id}`, { headers: account.headers });
    expect((await getChecklist(account)).body.items).toEqual(items(['create_api_key']));
  });

  test('hide answers {status: ok} and the checklist stays hidden, steps unchanged', async () => {
    const account = await signUp(base);
    await setStep(account, 'choose_theme', { is_completed: true });
    const hidden = await hide(account);
    expect(hidden.status).toBe(200);
    expect(hidden.body).toEqual({ status: 'ok' });
    expect((await getChecklist(account)).body).toEqual(
      { checklist_id: ONBOARDING_CHECKLIST_ID, hidden: true, items: items(['choose_theme']) });
    expect((await me(account)).onboarding_checklist.hidden).toBe(true);
    expect((await hide(account)).body).toEqual({ status: 'ok' });
  });

  test('hiding before the first read creates the checklist hidden', async () => {
    const account = await signUp(base);
    expect((await hide(account)).status).toBe(200);
    expect((await getChecklist(account)).body).toEqual({ checklist_id: ONBOARDING_CHECKLIST_ID, hidden: true, items: items() });
  });

  test('two steps completed at the same moment are both kept', async () => {
    const account = await signUp(base);
    const answers = await Promise.all(ONBOARDING_STEP_IDS.map((id) => setStep(account, id, { is_completed: true })));
    expect(answers.map((answer) => answer.status)).toEqual(ONBOARDING_STEP_IDS.map(() => 200));
    expect((await getChecklist(account)).body.items).toEqual(items([...ONBOARDING_STEP_IDS]));
  });

  test('a step outside the catalog is a 404 in the API shape', async () => {
    const account = await signUp(base);
    expectBusinessError(await setStep(account, 'generate_first_speech', { is_completed: true }), 404, 'not_found');
    expectBusinessError(await setStep(account, '', { is_completed: true }), 404);
  });

  test('the body needs is_completed as a boolean', async () => {
    const account = await signUp(base);
    expectValidationError(await setStep(account, 'review_plan', {}), 'is_completed');
    expectValidationError(await setStep(account, 'review_plan', { is_completed: 'yes' }), 'is_completed');
    expectValidationError(await setStep(account, 'review_plan', { is_completed: null }), 'is_completed');
    const malformed = await call(base, 'POST', `${CHECKLIST}/items/review_plan`,
      { headers: account.headers, rawBody: '{"is_completed": tru' });
    expectBusinessError(malformed, 400, 'invalid_request_body');
    expect(malformed.body.detail.message).toBe(ACCOUNT_MESSAGES.malformedBody);
    expect((await getChecklist(account)).body.items).toEqual(items());
  });
});

describe('whose checklist', () => {
  test('every checklist route needs credentials', async () => {
    const anonymous = { 'content-type': 'application/json' };
    for (const [method, path] of [['GET', CHECKLIST], ['POST', `${CHECKLIST}/hide`],
      ['POST', `${CHECKLIST}/items/review_plan`]] as const) {
      expectBusinessError(await call(base, method, path, { headers: anonymous, body: method === 'POST'
        ? { is_completed: true } : undefined }), 401, 'unauthenticated');
    }
  });

  test("each user changes only their own checklist, whatever workspace they are in", async () => {
    const owner = await signUp(base, 'Owner');
    const stranger = await signUp(base, 'Stranger');
    await setStep(owner, 'choose_theme', { is_completed: true });
    await hide(owner);

    expect((await getChecklist(stranger)).body).toEqual({ checklist_id: ONBOARDING_CHECKLIST_ID, hidden: false, items: items() });
    await setStep(stranger, 'review_plan', { is_completed: true });
    await setStep(stranger, 'choose_theme', { is_completed: false });
    expect((await getChecklist(owner)).body).toEqual(
      { checklist_id: ONBOARDING_CHECKLIST_ID, hidden: true, items: items(['choose_theme']) });
    expect((await getChecklist(stranger)).body.items).toEqual(items(['review_plan']));
  });

  test('an API key acts on the checklist of the user it belongs to', async () => {
    const account = await signUp(base);
    const { xi_api_key: key } = (await call(base, 'POST', '/v1/user/api-keys',
      { headers: account.headers, body: { name: 'cli' } })).body;
    const viaKey = { 'xi-api-key': key, 'content-type': 'application/json' };
    const done = await call(base, 'POST', `${CHECKLIST}/items/review_plan`, { headers: viaKey, body: { is_completed: true } });
    expect(done.status).toBe(200);
    expect((await getChecklist(account)).body.items).toEqual(items(['review_plan', 'create_api_key']));
  });
});
