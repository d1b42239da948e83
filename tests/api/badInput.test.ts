import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningServer } from '../../server/server';
import { ACCOUNT_MESSAGES, JSON_BODY_MAX_BYTES } from '../../src/domain';
import { expectBusinessError, expectValidationError } from '../support/expectations';
import { call, signUp, startTestServer, type TestAccount } from '../support/testServer';

let server: RunningServer;
let base: string;
let account: TestAccount;

beforeAll(async () => {
  server = await startTestServer();
  base = server.url;
  account = await signUp(base);
});
afterAll(async () => {
  await server?.close();
});

describe('malformed JSON', () => {
  test.each([
    ['POST', '/v1/auth/signup'],
    ['POST', '/v1/auth/login'],
    ['POST', '/v1/user/api-keys'],
    ['PATCH', '/v1/workspace'],
    ['POST', '/v1/workspace/groups'],
    ['POST', '/v1/workspace/subscription'],
  ])('%s %s answers 400 with detail.status', async (method, path) => {
    for (const rawBody of ['{"name": ', '{name: "x"}', 'not json at all', '{"a":1}}', '\u0000', "{'a': 1}"]) {
      const result = await call(base, method, path, { headers: account.headers, rawBody });
      expectBusinessError(result, 400, 'invalid_request_body');
      expect(result.body.detail.message).toBe(ACCOUNT_MESSAGES.malformedBody);
    }
  });
});

describe('wrong types', () => {
  test.each([
    ['POST', '/v1/auth/signup', { email: 1, password: 2 }, 'email'],
    ['POST', '/v1/auth/login', { email: 'a@example.test', password: false }, 'password'],
    ['POST', '/v1/user/api-keys', { name: { nested: true } }, 'name'],
    ['PATCH', '/v1/workspace', { all_members_permissions: 'text_to_speech' }, 'all_members_permissions'],
    ['POST', '/v1/workspace/groups', { name: 'G', permissions: 'dubbing' }, 'permissions'],
    ['POST', '/v1/workspace/subscription', { tier: 5 }, 'tier'],
  ] as const)('%s %s answers 422 with a detail list', async (method, path, body, field) => {
    const result = await call(base, method, path, { headers: account.headers, body });
    expectValidationError(result, field);
  });

  test.each([[[]], [[1, 2]], ['a string'], [42], [null], [true]])('a JSON body of %j where an object is expected is a 422',
    async (body) => {
      expectValidationError(await call(base, 'POST', '/v1/user/api-keys', { headers: account.headers, body }));
    });

  test('an empty body counts as {}', async () => {
    expectValidationError(await call(base, 'POST', '/v1/user/api-keys', { headers: account.headers, rawBody: '' }),
      'name');
  });

  test('a long value is echoed back shortened, never in full', async () => {
    const result = await call(base, 'POST', '/v1/workspace/subscription',
      { headers: account.headers, body: { tier: 'x'.repeat(50_000) } });
    expectValidationError(result, 'tier');
    expect(JSON.stringify(result.body).length).toBeLessThan(1_000);
  });
});

describe('NUL characters (PostgreSQL text cannot hold U+0000)', () => {
  test.each([
    ['POST', '/v1/user/api-keys', { name: 'a\u0000b' }, ['body', 'name']],
    ['PATCH', '/v1/workspace', { name: 'x\u0000' }, ['body', 'name']],
    ['POST', '/v1/workspace/groups', { name: '\u0000', permissions: [] }, ['body', 'name']],
    ['POST', '/v1/workspace/groups', { name: 'ok', permissions: ['dubbing', 'x\u0000'] }, ['body', 'permissions', 1]],
    ['POST', '/v1/workspace/groups', { name: 'ok', permissions: [], ['extra\u0000']: 1 }, ['body', 'extra\u0000']],
  ] as const)('%s %s with a NUL in a string is a 422, not a 500', async (method, path, body, loc) => {
    const result = await call(base, method, path, { headers: account.headers, body });
    expectValidationError(result);
    expect(result.body.detail.map((issue: { loc: unknown }) => issue.loc)).toContainEqual(loc);
  });

  test('sign-up with a NUL in the first name is a 422 and creates nothing', async () => {
    const email = `nul-${Date.now()}@example.test`;
    const result = await call(base, 'POST', '/v1/auth/signup', {
      headers: { 'content-type': 'application/json' },
      body: { email, password: 'correct horse battery', first_name: 'Ada\u0000' },
    });
    expectValidationError(result, 'first_name');
    const login = await call(base, 'POST', '/v1/auth/login',
      { body: { email, password: 'correct horse battery' } });
    expect(login.status).toBe(401);
  });

  test('a NUL (%00) in a path parameter is a 404, not a 500', async () => {
    expectBusinessError(await call(base, 'DELETE', '/v1/user/api-keys/%00', { headers: account.headers }), 404);
    expectBusinessError(await call(base, 'POST', '/v1/workspace/groups/a%00b/members',
      { headers: account.headers, body: { email: account.email } }), 404);
    // Unauthenticated, authentication is still checked first.
    expectBusinessError(await call(base, 'DELETE', '/v1/user/api-keys/%00'), 401);
  });

  test('a deeply nested body is walked without overflowing the stack', async () => {
    const depth = 200_000;
    const rawBody = `${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`;
    const started = Date.now();
    const result = await call(base, 'POST', '/v1/user/api-keys', { headers: account.headers, rawBody });
    expectValidationError(result);
    // The location is cut to a sane depth rather than echoing 200,000 indexes.
    expect(result.body.detail[0].loc.slice(0, 3)).toEqual(['body', 0, 0]);
    expect(result.body.detail[0].loc.length).toBeLessThanOrEqual(33);
    expect(Date.now() - started).toBeLessThan(5_000);
    const deepObject = `${'{"a":'.repeat(depth / 2)}"\\u0000"${'}'.repeat(depth / 2)}`;
    expectValidationError(await call(base, 'POST', '/v1/workspace/groups',
      { headers: account.headers, rawBody: deepObject }));
  });
});

describe('oversize bodies', () => {
  const oversize = JSON.stringify({ name: 'x'.repeat(JSON_BODY_MAX_BYTES + 1) });

  test.each([
    ['POST', '/v1/user/api-keys'],
    ['PATCH', '/v1/workspace'],
    ['POST', '/v1/auth/signup'],
    ['POST', '/v1/auth/login'],
    ['POST', '/v1/__no_such_route__'],
  ])('%s %s over 1 MiB answers 413 with detail', async (method, path) => {
    const result = await call(base, method, path, { headers: account.headers, rawBody: oversize });
    expectBusinessError(result, 413, 'payload_too_large');
    expect(result.body.detail.message).toBe(ACCOUNT_MESSAGES.bodyTooLarge);
  });

  test('a streamed (chunked) body over 1 MiB is a 413 too', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > JSON_BODY_MAX_BYTES + chunk.length) controller.close();
        else {
          controller.enqueue(chunk);
          sent += chunk.length;
        }
      },
    });
    const response = await fetch(`${base}/v1/user/api-keys`,
      { method: 'POST', headers: account.headers, body: stream, duplex: 'half' } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ detail: { status: 'payload_too_large' } });
  });

  test('a body just under the limit is read (and then validated)', async () => {
    const name = 'x'.repeat(JSON_BODY_MAX_BYTES - 100);
    const result = await call(base, 'POST', '/v1/user/api-keys', { headers: account.headers, body: { name } });
    expectValidationError(result, 'name');
  });
});

describe('answers given before the body is read', () => {
  // The server answers these without reading the upload; the client must still get the answer, every time, rather
  // than a connection reset (the server says Connection: close instead of keeping a half-read connection).
  const almostMiB = JSON.stringify({ name: 'x'.repeat(JSON_BODY_MAX_BYTES - 1_000) });

  test('an unauthenticated upload gets its 401', async () => {
    for (let i = 0; i < 15; i++) {
      expectBusinessError(await call(base, 'POST', '/v1/user/api-keys', { rawBody: almostMiB }), 401);
    }
  });

  test('an upload to an unknown route or resource gets its 404', async () => {
    for (let i = 0; i < 10; i++) {
      expectBusinessError(await call(base, 'POST', '/v1/__no_such_route__',
        { headers: account.headers, rawBody: almostMiB }), 404);
      expectBusinessError(await call(base, 'DELETE', '/v1/user/api-keys/missing',
        { headers: account.headers, rawBody: almostMiB }), 404);
    }
  });

  test('an oversize upload gets its 413, every time', async () => {
    const oversize = JSON.stringify({ name: 'x'.repeat(2 * JSON_BODY_MAX_BYTES) });
    for (let i = 0; i < 15; i++) {
      expectBusinessError(await call(base, 'PATCH', '/v1/workspace', { headers: account.headers, rawBody: oversize }),
        413, 'payload_too_large');
    }
  });
});

describe('unknown routes', () => {
  // Names no real route will take (real routes are added all the time), plus wrong methods on stable routes.
  const unknown = [
    ['GET', '/v1/__no_such_route__'],
    ['POST', '/v1/__no_such_route__/deeper/still'],
    ['GET', '/v2/__no_such_route__'],
    ['DELETE', '/v2/__no_such_route__/at/all'],
    ['PUT', '/v1/user'],
    ['DELETE', '/v1/user/subscription'],
    ['GET', '/v1/auth/__no_such_route__'],
  ] as const;

  test.each(unknown)('%s %s authenticated is a 404 with detail', async (method, path) => {
    const result = await call(base, method, path, { headers: account.headers });
    expectBusinessError(result, 404, 'not_found');
  });

  test.each(unknown)('%s %s without credentials is a 401 with detail', async (method, path) => {
    expectBusinessError(await call(base, method, path), 401, 'unauthenticated');
  });

  test('non-API paths are outside /v1 and /v2 handling', async () => {
    const health = await call(base, 'GET', '/healthz');
    expect(health).toMatchObject({ status: 200, body: { status: 'ok' } });
  });
});
