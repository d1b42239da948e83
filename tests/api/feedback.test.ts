import { describe, expect, test } from 'vitest';
import { FEEDBACK_MAX_LENGTH, FEEDBACK_RATE_LIMIT } from '../../src/domain';
import { expectBusinessError, expectValidationError } from '../support/expectations';
import { call, signUp, useTestServer, type TestAccount } from '../support/testServer';

let base: string;

useTestServer((started) => {
  base = started.url;
});

const send = (account: TestAccount, body: unknown) => call(base, 'POST', '/v1/feedback', { headers: account.headers, body });

describe('POST /v1/feedback', () => {
  test.each([
    ['The app crashes when I switch plans, it is broken', { category: 'bug', positive: false, relevant: true }],
    ['I love the voices, they sound great', { category: 'voice', positive: true, relevant: true }],
    ['Please add an option to export my settings', { category: 'feature', positive: false, relevant: true }],
    ['The pro plan pricing is too expensive', { category: 'billing', positive: false, relevant: true }],
    ['The sidebar is not good at all', { category: 'other', positive: false, relevant: true }],
    ['Thanks, this is really easy to use', { category: 'other', positive: true, relevant: true }],
    ['ok', { category: 'other', positive: false, relevant: false }],
    ['?!', { category: 'other', positive: false, relevant: false }],
  ])('%j is classified as %j', async (feedback, verdict) => {
    const account = await signUp(base, 'Classified');
    const result = await send(account, { feedback });
    expect(result.status).toBe(200);
    expect(result.body).toEqual(verdict);
  });

  test.each([
    ['missing', {}],
    ['empty', { feedback: '' }],
    ['blank', { feedback: ' \n\t ' }],
    ['not text', { feedback: 42 }],
  ])('%s feedback is refused with the spec\'s message', async (_what, body) => {
    const account = await signUp(base, 'Empty');
    const result = await send(account, body);
    expectValidationError(result, 'feedback');
    expect(result.body.detail[0].msg).toBe('Please enter your feedback.');
  });

  test('text the database cannot hold (U+0000) is refused, not stored', async () => {
    const account = await signUp(base, 'Nul');
    expectValidationError(await send(account, { feedback: 'before\u0000after' }), 'feedback');
  });

  test('feedback over the length limit is refused', async () => {
    const account = await signUp(base, 'Long');
    expectValidationError(await send(account, { feedback: 'a'.repeat(FEEDBACK_MAX_LENGTH + 1) }), 'feedback');
    expect((await send(account, { feedback: 'a'.repeat(FEEDBACK_MAX_LENGTH) })).status).toBe(200);
  });

  test('each user may send 10 an hour; the 11th is a 429 in the API\'s shape, and others are not affected', async () => {
    const [busy, other] = await Promise.all([signUp(base, 'Busy'), signUp(base, 'Other')]);
    for (let i = 0; i < FEEDBACK_RATE_LIMIT; i++) {
      expect((await send(busy, { feedback: `Message number ${i} about voices` })).status).toBe(200);
    }
    // Refused messages are not stored, so they do not count either way.
    expectValidationError(await send(busy, { feedback: '' }), 'feedback');
    const refused = await send(busy, { feedback: 'One more thing' });
    expectBusinessError(refused, 429, 'too_many_requests');
    expect(refused.body.detail.message).toBe('You have sent a lot of feedback in the last hour. Please try again later.');
    expect((await send(other, { feedback: 'A message from someone else' })).status).toBe(200);
  });

  test('an API key sends feedback as its user', async () => {
    const account = await signUp(base, 'Keyed');
    const key = await call(base, 'POST', '/v1/user/api-keys', { headers: account.headers, body: { name: 'feedback' } });
    const result = await call(base, 'POST', '/v1/feedback', {
      headers: { 'xi-api-key': key.body.xi_api_key, 'content-type': 'application/json' },
      body: { feedback: 'Sent through the API' },
    });
    expect(result.status).toBe(200);
  });

  test('needs credentials', async () => {
    expectBusinessError(await call(base, 'POST', '/v1/feedback', {
      headers: { 'content-type': 'application/json' }, body: { feedback: 'anonymous' },
    }), 401, 'unauthenticated');
  });
});
