import { describe, expect, test } from 'vitest';
import { ACCOUNT_MESSAGES, affiliateLink, type TierId } from '../../src/domain';
import { expectBusinessError } from '../support/expectations';
import { call, signUp, useTestServer, type TestAccount } from '../support/testServer';

let base: string;

useTestServer((started) => {
  base = started.url;
});

const me = async (account: TestAccount) => (await call(base, 'GET', '/v1/user', { headers: account.headers })).body;
const createLink = (account: TestAccount) => call(base, 'POST', '/v1/user/affiliate-link', { headers: account.headers });
async function onTier(tier: TierId, account?: TestAccount): Promise<TestAccount> {
  const target = account ?? await signUp(base);
  const changed = await call(base, 'POST', '/v1/workspace/subscription', { headers: target.headers, body: { tier } });
  expect(changed.status).toBe(200);
  return target;
}

describe('the default link', () => {
  test("is this server's sign-up page, stored on the account's first read", async () => {
    const account = await signUp(base);
    const first = await me(account);
    expect(first.referral_link_code).toBeNull();
    expect(first.partnerstack_partner_default_link).toBe(`${base}/sign-up`);
    expect((await me(account)).partnerstack_partner_default_link).toBe(`${base}/sign-up`);
  });

  test('keeps the address of the first read when the server is later reached by another one', async () => {
    const account = await signUp(base);
    const viaLocalhost = base.replace('127.0.0.1', 'localhost');
    const first = (await call(viaLocalhost, 'GET', '/v1/user', { headers: account.headers })).body;
    expect(first.partnerstack_partner_default_link).toBe(`${viaLocalhost}/sign-up`);
    expect((await me(account)).partnerstack_partner_default_link).toBe(`${viaLocalhost}/sign-up`);
  });
});

describe('POST /v1/user/affiliate-link', () => {
  test('generates a referral code and answers the link that carries it; the account then shows both', async () => {
    const account = await onTier('creator');
    const created = await createLink(account);
    expect(created.status).toBe(200);
    expect(Object.keys(created.body)).toEqual(['link']);
    const link = new URL(created.body.link);
    expect(`${link.origin}${link.pathname}`).toBe(`${base}/sign-up`);
    const code = link.searchParams.get('ref');
    expect(code).toMatch(/^[A-Za-z0-9]{12}$/);

    const after = await me(account);
    expect(after.referral_link_code).toBe(code);
    expect(affiliateLink(after.partnerstack_partner_default_link, after.referral_link_code)).toBe(created.body.link);
  });

  test('asking again answers the same link, even when asked twice at once', async () => {
    const account = await onTier('pro');
    const [a, b] = await Promise.all([createLink(account), createLink(account)]);
    expect(a.status).toBe(200);
    expect(b.body.link).toBe(a.body.link);
    expect((await createLink(account)).body.link).toBe(a.body.link);
  });

  test('works before the account was ever read, setting the default link too', async () => {
    const account = await onTier('scale_2024_08_10');
    const created = await createLink(account);
    expect(created.status).toBe(200);
    expect((await me(account)).partnerstack_partner_default_link).toBe(`${base}/sign-up`);
  });

  test('each affiliate gets a code of their own', async () => {
    const [a, b] = await Promise.all([onTier('creator'), onTier('creator')]);
    const [linkA, linkB] = await Promise.all([createLink(a), createLink(b)]);
    expect(linkA.body.link).not.toBe(linkB.body.link);
    expect((await me(a)).referral_link_code).not.toBe((await me(b)).referral_link_code);
  });

  test('a free workspace is refused (§6), and nothing is generated', async () => {
    const account = await signUp(base);
    const refused = await createLink(account);
    expectBusinessError(refused, 403, 'affiliate_not_available');
    expect(refused.body.detail.message).toBe(ACCOUNT_MESSAGES.affiliateNeedsPaidPlan);
    expect((await me(account)).referral_link_code).toBeNull();
  });

  test('an affiliate whose workspace goes back to free keeps the code but gets no link from here', async () => {
    const account = await onTier('creator');
    const { link } = (await createLink(account)).body;
    await onTier('free', account);
    expectBusinessError(await createLink(account), 403, 'affiliate_not_available');
    expect((await me(account)).referral_link_code).toBe(new URL(link).searchParams.get('ref'));
  });

  test('needs credentials', async () => {
    expectBusinessError(await call(base, 'POST', '/v1/user/affiliate-link'), 401, 'unauthenticated');
    expectBusinessError(await call(base, 'POST', '/v1/user/affiliate-link',
      { headers: { authorization: 'Bearer tmb_session_nope' } }), 401, 'invalid_session');
  });
});
