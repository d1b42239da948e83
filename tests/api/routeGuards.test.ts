/**
 * Guards that hold for every API route, including the ones added after this file was written: the routes are read
 * from the Hono app itself, then every check runs over HTTP against a real server.
 *
 *   (a) every route but PUBLIC_ROUTES needs credentials;
 *   (b) no route reaches into another workspace's resources (path parameters resolve through FACTORIES);
 *   (c) no input makes a route answer 5xx, and every 4xx carries `detail`.
 *
 * A new route with a new path parameter makes the meta-test below fail until FACTORIES learns to create that
 * resource; a new POST/PATCH route is best given a valid body in VALID_BODIES.
 */
import { fc, test as propTest } from '@fast-check/vitest';
import { beforeAll, describe, expect, test } from 'vitest';
import { PUBLIC_ROUTES } from '../../server/api/auth';
import { API_PREFIXES, createApp } from '../../server/app';
import type { AppDeps } from '../../server/context';
import type { RunningServer } from '../../server/server';
import { PREMADE_VOICES } from '../../server/engine';
import { JSON_BODY_MAX_BYTES } from '../../src/domain';
import { expectBusinessError } from '../support/expectations';
import { call, signUp, useTestServer, type TestAccount } from '../support/testServer';
import { insertWorkspaceVoice } from '../support/voices';

// ---------------------------------------------------------------------------------------------------------------
// The routes, read from the app. Building it touches no database: the deps are only stored.

interface Route {
  method: string;
  path: string;
  /** `METHOD /path`, as in PUBLIC_ROUTES. */
  key: string;
  params: string[];
}

const PARAM = /:([A-Za-z_][A-Za-z0-9_]*)(\{[^}]*\})?\??/g;

function enumerateRoutes(): Route[] {
  const app = createApp({ db: null, blobs: null, config: { signupOpen: true }, now: () => new Date() } as unknown as AppDeps);
  const seen = new Map<string, Route>();
  for (const { method, path } of app.routes) {
    if (method === 'ALL') continue; // middleware and the catch-all 404
    if (!API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) continue;
    const key = `${method} ${path}`;
    if (!seen.has(key)) seen.set(key, { method, path, key, params: [...path.matchAll(PARAM)].map((m) => m[1]!) });
  }
  return [...seen.values()];
}

const ROUTES = enumerateRoutes();
const PUBLIC = new Set<string>(PUBLIC_ROUTES);
const GUARDED = ROUTES.filter((route) => !PUBLIC.has(route.key));
const WITH_PARAMS = ROUTES.filter((route) => route.params.length > 0);

/** The path with each parameter replaced by its (already URL-encoded) value; a bare `*` becomes `x`. */
function fillPath(route: Route, values: Record<string, string>): string {
  return route.path.replace(PARAM, (_match, name: string) => values[name] ?? 'x').replace(/\*/g, 'x');
}

// ---------------------------------------------------------------------------------------------------------------
// Resource factories, by path-parameter name: create the resource in `owner`'s workspace, answer its id.

let server: RunningServer;
let base: string;
const PREMADE_VOICE_ID = PREMADE_VOICES[0]!.voice_id;

interface ResourceFactory {
  create(owner: TestAccount): Promise<string>;
  /** Whether the resource is still there, seen by its owner. */
  exists(owner: TestAccount, id: string): Promise<boolean>;
}

let groupSequence = 0;
const FACTORIES: Record<string, ResourceFactory> = {
  api_key_id: {
    async create(owner) {
      const created = await call(base, 'POST', '/v1/user/api-keys', { headers: owner.headers, body: { name: 'guarded' } });
      if (created.status !== 200) throw new Error(`api_key_id factory: ${created.status} ${JSON.stringify(created.body)}`);
      return created.body.api_key_id as string;
    },
    async exists(owner, id) {
      const list = await call(base, 'GET', '/v1/user/api-keys', { headers: owner.headers });
      return (list.body.api_keys as Array<{ api_key_id: string }>).some((key) => key.api_key_id === id);
    },
  },
  group_id: {
    async create(owner) {
      const created = await call(base, 'POST', '/v1/workspace/groups',
        { headers: owner.headers, body: { name: `guarded ${groupSequence++}`, permissions: ['dubbing'] } });
      if (created.status !== 200) throw new Error(`group_id factory: ${created.status} ${JSON.stringify(created.body)}`);
      return created.body.id as string;
    },
    async exists(owner, id) {
      const groups = await call(base, 'GET', '/v1/workspace/groups', { headers: owner.headers });
      return id in groups.body;
    },
  },
  // Premade voices are every workspace's; a voice of the owner's own is written to the database, since no route
  // creates one yet (see tests/support/voices.ts).
  voice_id: {
    create: (owner) => insertWorkspaceVoice(server.db, owner),
    async exists(owner, id) {
      return (await call(base, 'GET', `/v1/voices/${id}`, { headers: owner.headers })).status === 200;
    },
  },
  // A library voice is added through its owner's public id: a user's public id is the resource here, and no
  // route changes it.
  public_user_id: {
    async create(owner) {
      const user = await call(base, 'GET', '/v1/user', { headers: owner.headers });
      if (user.status !== 200) throw new Error(`public_user_id factory: ${user.status} ${JSON.stringify(user.body)}`);
      return user.body.public_user_id as string;
    },
    async exists(owner, id) {
      return (await call(base, 'GET', '/v1/user', { headers: owner.headers })).body.public_user_id === id;
    },
  },
  history_item_id: {
    async create(owner) {
      const response = await fetch(`${base}/v1/text-to-speech/${PREMADE_VOICE_ID}?output_format=pcm_16000`,
        { method: 'POST', headers: owner.headers, body: JSON.stringify({ text: 'Hi.' }) });
      await response.arrayBuffer();
      const id = response.headers.get('history-item-id');
      if (response.status !== 200 || !id) throw new Error(`history_item_id factory: ${response.status}`);
      return id;
    },
    async exists(owner, id) {
      return (await call(base, 'GET', `/v1/history/${id}`, { headers: owner.headers })).status === 200;
    },
  },
  // A voice design preview (its three previews come from one request; the first is the resource).
  generated_voice_id: {
    async create(owner) {
      const created = await call(base, 'POST', '/v1/text-to-voice/design?output_format=pcm_16000', {
        headers: owner.headers,
        body: { voice_description: 'A calm voice for the route guard test', text: 'Hi there. '.repeat(11), seed: 1 },
      });
      if (created.status !== 200) throw new Error(`generated_voice_id factory: ${created.status} ${JSON.stringify(created.body).slice(0, 200)}`);
      return created.body.previews[0].generated_voice_id as string;
    },
    async exists(owner, id) {
      return (await call(base, 'GET', `/v1/text-to-voice/${id}/stream`, { headers: owner.headers })).status === 200;
    },
  },
};

function missingFactoryMessage(routes: Route[]): string {
  const lines = routes.flatMap((route) => route.params.filter((p) => !FACTORIES[p]).map((p) => `  ${route.key}: :${p}`));
  return [
    'These routes take path parameters that the route-guard test cannot fill:',
    ...lines,
    'Add an entry for each parameter name to FACTORIES in tests/api/routeGuards.test.ts: create(owner) makes such a',
    "resource in owner's workspace and answers its id; exists(owner, id) tells whether it is still there. The test",
    'then checks that another workspace gets a 404 for it. Where some such resources are shared by every workspace',
    '(say, premade voices), the factory makes one that a workspace owns.',
  ].join('\n');
}

/** A valid body per route, so that a 404 or a guard is not masked by a 422. Keyed like PUBLIC_ROUTES. */
let emailSequence = 0;
const VALID_BODIES: Record<string, (caller: TestAccount) => Record<string, unknown>> = {
  'POST /v1/auth/signup': () => ({
    email: `guard-${process.pid}-${Date.now()}-${emailSequence++}@example.test`, password: 'correct horse battery',
    first_name: 'Guard',
  }),
  'POST /v1/auth/login': (caller) => ({ email: caller.email, password: caller.password }),
  'POST /v1/user/api-keys': () => ({ name: 'a key' }),
  'PATCH /v1/workspace': () => ({ name: 'Renamed' }),
  'POST /v1/workspace/subscription': () => ({ tier: 'creator' }),
  'POST /v1/workspace/groups': () => ({ name: `group ${groupSequence++}`, permissions: ['dubbing'] }),
  'POST /v1/workspace/groups/:group_id/members': (caller) => ({ email: caller.email }),
  'POST /v1/workspace/groups/:group_id/members/remove': (caller) => ({ email: caller.email }),
  'POST /v1/text-to-speech/:voice_id': () => ({ text: 'Hi.' }),
  'POST /v1/text-to-speech/:voice_id/stream': () => ({ text: 'Hi.' }),
  'POST /v1/text-to-speech/:voice_id/with-timestamps': () => ({ text: 'Hi.' }),
  'POST /v1/text-to-speech/:voice_id/stream/with-timestamps': () => ({ text: 'Hi.' }),
  'POST /v1/voices/:voice_id/settings/edit': () => ({ stability: 0.4, speed: 1.1 }),
  'POST /v1/voices/add/:public_user_id/:voice_id': () => ({ new_name: 'Copied voice' }),
  'POST /v1/voices/pvc': () => ({ name: 'Draft voice', language: 'en' }),
  'POST /v1/voices/pvc/:voice_id': () => ({ name: 'Renamed draft' }),
  'POST /v1/text/detect-language': () => ({ text: 'Bonjour tout le monde, comment allez-vous ?' }),
};

const authOnly = (account: TestAccount) => ({ authorization: `Bearer ${account.token}` });

useTestServer((started) => {
  server = started;
  base = started.url;
});

// ---------------------------------------------------------------------------------------------------------------

describe('the route table', () => {
  test('is read from the app and holds the known routes', () => {
    expect(ROUTES.length).toBeGreaterThan(5);
    expect(ROUTES.map((r) => r.key)).toEqual(expect.arrayContaining(['GET /v1/user', 'POST /v1/auth/signup']));
    expect(ROUTES.every((r) => r.method !== 'ALL')).toBe(true);
    expect(new Set(ROUTES.map((r) => r.key)).size).toBe(ROUTES.length);
  });

  test('every public route exists', () => {
    const keys = new Set(ROUTES.map((r) => r.key));
    expect(PUBLIC_ROUTES.filter((route) => !keys.has(route)), 'PUBLIC_ROUTES names routes the app lacks').toEqual([]);
  });

  test('every path parameter has a resource factory', () => {
    const missing = WITH_PARAMS.filter((route) => route.params.some((p) => !FACTORIES[p]));
    if (missing.length > 0) throw new Error(missingFactoryMessage(missing));
  });

  test('every VALID_BODIES entry names a route that exists', () => {
    const keys = new Set(ROUTES.map((r) => r.key));
    expect(Object.keys(VALID_BODIES).filter((key) => !keys.has(key)), 'stale VALID_BODIES entries').toEqual([]);
  });
});

describe('(a) credentials are required', () => {
  const wrongCredentials: Array<[string, Record<string, string>, string]> = [
    ['no credentials', {}, 'unauthenticated'],
    ['a wrong xi-api-key', { 'xi-api-key': 'sk_not-a-real-key' }, 'invalid_api_key'],
    ['a wrong bearer token', { authorization: 'Bearer tmb_session_not-a-real-token' }, 'invalid_session'],
    ['an empty bearer', { authorization: 'Bearer ' }, 'unauthenticated'],
    ['another scheme', { authorization: 'Basic dXNlcjpwYXNz' }, 'unauthenticated'],
  ];

  test.each(GUARDED.map((route) => [route.key, route] as const))('%s answers 401 with detail', async (_key, route) => {
    for (const [what, headers, code] of wrongCredentials) {
      const body = route.method === 'GET' ? undefined : {};
      const result = await call(base, route.method, fillPath(route, {}), {
        headers: { ...headers, 'content-type': 'application/json' }, body,
      });
      expect(result.status, `${route.key} with ${what}: ${JSON.stringify(result.body)}`).toBe(401);
      expectBusinessError(result, 401, code);
    }
  });

  test.each([...PUBLIC].map((key) => [key] as const))('public %s answers without credentials', async (key) => {
    const route = ROUTES.find((r) => r.key === key)!;
    const result = await call(base, route.method, route.path,
      { headers: { 'content-type': 'application/json' }, body: {} });
    expect(result.status).not.toBe(401);
    expect(result.status).toBeLessThan(500);
  });
});

describe('(b) another workspace gets a 404 for your resources', () => {
  let owner: TestAccount;
  let stranger: TestAccount;
  beforeAll(async () => {
    owner = await signUp(base, 'Owner');
    stranger = await signUp(base, 'Stranger');
  });

  const bodyFor = (route: Route, caller: TestAccount) =>
    route.method === 'GET' || route.method === 'HEAD' ? undefined : (VALID_BODIES[route.key]?.(caller) ?? {});

  async function createAll(route: Route, account: TestAccount): Promise<Record<string, string>> {
    const ids: Record<string, string> = {};
    for (const param of route.params) {
      const factory = FACTORIES[param];
      if (!factory) throw new Error(missingFactoryMessage([route]));
      ids[param] = await factory.create(account);
    }
    return ids;
  }

  test.each(WITH_PARAMS.map((route) => [route.key, route] as const))('%s', async (_key, route) => {
    const ownerIds = await createAll(route, owner);
    const encoded = Object.fromEntries(Object.entries(ownerIds).map(([k, v]) => [k, encodeURIComponent(v)]));
    const result = await call(base, route.method, fillPath(route, encoded),
      { headers: stranger.headers, body: bodyFor(route, stranger) });
    expect(result.status, `${route.key} as another workspace: ${JSON.stringify(result.body)}`).toBe(404);
    expectBusinessError(result, 404);
    for (const [param, id] of Object.entries(ownerIds)) {
      expect(await FACTORIES[param]!.exists(owner, id), `${param} ${id} survived ${route.key}`).toBe(true);
    }

    // Control: the same call on the stranger's own resource is not a 404, so the 404 above came from ownership.
    const ownIds = await createAll(route, stranger);
    const own = await call(base, route.method,
      fillPath(route, Object.fromEntries(Object.entries(ownIds).map(([k, v]) => [k, encodeURIComponent(v)]))),
      { headers: stranger.headers, body: bodyFor(route, stranger) });
    expect(own.status, `${route.key} on its own resource: ${JSON.stringify(own.body)}`).not.toBe(404);
    expect(own.status).toBeLessThan(500);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// (c) Generated input never makes a route fail.

interface Payload {
  body?: BodyInit;
  /** undefined: let fetch choose (FormData); null: send none. */
  contentType?: string | null;
  describe: string;
}

/**
 * Runs per route and body kind: 15, lowered (to no fewer than 5) once the routes are so many that the whole
 * property suite would pass RUN_BUDGET requests, so the file stays well under a minute as routes are added.
 */
const RUN_BUDGET = 1_800;
const MIN_RUNS = 5;
const MAX_RUNS = 15;
const MAX_LISTED = 300;
/** Stops a run (and its shrinking, which re-sends large bodies) that would outlast the test timeout. */
const TIME_LIMIT_MS = 20_000;

/** Counterexamples print as their description, not as a megabyte of body. */
function payload(p: Payload): Payload {
  return Object.defineProperty(p, fc.toStringMethod, { value: () => p.describe, enumerable: false });
}
const preview = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 80)}… (${text.length} chars)` : text;
};

/** Every string a URL may carry: encodeURIComponent, or byte-wise for lone surrogates (which it refuses). */
function percentEncode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...Buffer.from(value, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
  }
}

const anyString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  {
    arbitrary: fc.constantFrom('', ' ', '\u0000', 'a\u0000b', '\ud800', '../..', '%00', '😀', 'İ', '\n', 'null', '{}'),
    weight: 2,
  },
);

/** A path parameter: OWN_RESOURCE (the caller's own resource of that kind, made in beforeAll), or anything. */
const OWN_RESOURCE = Symbol('own resource');
const pathValue = fc.oneof(
  fc.constant<typeof OWN_RESOURCE>(OWN_RESOURCE),
  anyString.map(percentEncode),
  fc.uint8Array({ minLength: 1, maxLength: 12 }).map((bytes) =>
    [...bytes].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')),
  fc.constantFrom('x', '%', '%%', '%E0%A4%A', '%2F', '..', '%2e%2e', 'a%20b'),
);

const queryString = fc.oneof(
  fc.constant(''),
  fc.constant('?'),
  fc.array(fc.tuple(anyString, anyString), { maxLength: 6 })
    .map((pairs) => `?${pairs.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`).join('&')}`),
  fc.array(fc.constantFrom('%', '%%', '%E0%A4%A', '%00', '+', '=', '&', '&&', 'a', '%FF', '[]', 'a[b]=c', 'ü', '=='),
    { maxLength: 8 }).map((parts) => `?${parts.join('')}`),
);

const json = (value: unknown, describe: string): Payload =>
  payload({ body: JSON.stringify(value) ?? 'null', contentType: 'application/json', describe: `${describe} ${preview(value)}` });

/** Field names worth filling: every field of VALID_BODIES, and a few the public API uses everywhere. */
const FIELD_NAMES = [...new Set([
  ...Object.values(VALID_BODIES).flatMap((valid) => Object.keys(valid({
    token: 't', userId: 'u', workspaceId: 'w', email: 'e@example.test', password: 'p', headers: {},
  }))),
  'name', 'text', 'voice_id', 'model_id', 'description', 'labels', 'feedback', 'is_completed',
])];

/**
 * Huge strings of one character, 10 KB to 1.2 MB in all (often right at the body limit): raw, as a JSON string, or
 * shared out over every known field.
 */
const hugeString = fc.record({
  bytes: fc.oneof(
    fc.integer({ min: 10_000, max: 300_000 }),
    fc.constantFrom(JSON_BODY_MAX_BYTES - 200, JSON_BODY_MAX_BYTES - 20, JSON_BODY_MAX_BYTES + 1, 1_200_000),
  ),
  char: fc.constantFrom('a', 'é', '😀', '\u0000', '"', '\\', ' '),
  wrap: fc.constantFrom('raw', 'json-string', 'fields'),
}).map(({ bytes, char, wrap }): Payload => {
  const share = wrap === 'fields' ? FIELD_NAMES.length : 1;
  const text = char.repeat(Math.max(1, Math.floor(bytes / share / Buffer.byteLength(char))));
  const described = `${wrap} of ${text.length} × ${JSON.stringify(char)}`;
  if (wrap === 'raw') return payload({ body: text, contentType: 'application/json', describe: described });
  const body = wrap === 'json-string' ? text : Object.fromEntries(FIELD_NAMES.map((f) => [f, text]));
  return payload({ body: JSON.stringify(body), contentType: 'application/json', describe: described });
});

const nestedArrays = fc.oneof(
  fc.integer({ min: 1, max: 150_000 }).map((depth): Payload =>
    payload({ body: `${'['.repeat(depth)}${']'.repeat(depth)}`, contentType: 'application/json', describe: `[ × ${depth}` })),
  fc.integer({ min: 1, max: 100_000 }).map((depth): Payload => payload({
    body: `{"name":${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}}`, contentType: 'application/json',
    describe: `name: [ × ${depth} around a NUL`,
  })),
  fc.integer({ min: 1, max: 100_000 }).map((depth): Payload =>
    payload({ body: '['.repeat(depth), contentType: 'application/json', describe: `unbalanced [ × ${depth}` })),
  fc.array(fc.array(fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }), { maxLength: 4 }), { maxLength: 4 })
    .map((value) => json(value, 'nested arrays')),
);

const CONTENT_TYPES = [
  null, 'application/json', 'text/plain', 'application/octet-stream', 'application/x-www-form-urlencoded',
  'multipart/form-data', 'multipart/form-data; boundary=nothing', 'application/json; charset=latin1', 'ü/ß', '',
];
const rawBody = fc.oneof(
  fc.record({ bytes: fc.uint8Array({ maxLength: 4096 }), contentType: fc.constantFrom(...CONTENT_TYPES) })
    .map(({ bytes, contentType }): Payload =>
      payload({ body: bytes, contentType, describe: `${bytes.length} raw bytes as ${contentType}` })),
  fc.record({ text: fc.string({ unit: 'binary', maxLength: 200 }), contentType: fc.constantFrom(...CONTENT_TYPES) })
    .map(({ text, contentType }): Payload =>
      payload({ body: text, contentType, describe: `raw text ${preview(text)} as ${contentType}` })),
);

const multipartBody = fc.record({
  fields: fc.array(fc.tuple(fc.oneof(fc.constantFrom(...FIELD_NAMES), anyString), anyString), { maxLength: 6 }),
  file: fc.option(fc.record({
    field: fc.constantFrom('file', 'files', 'name', 'audio'),
    filename: anyString,
    type: fc.constantFrom('audio/mpeg', 'application/octet-stream', '', 'text/plain', 'application/json'),
    bytes: fc.uint8Array({ maxLength: 4096 }),
  })),
}).map(({ fields, file }): Payload => {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  if (file) form.append(file.field, new Blob([file.bytes], { type: file.type }), file.filename || 'blob');
  return payload({
    body: form, contentType: undefined,
    describe: `multipart ${preview(fields)}, file ${file ? preview({ ...file, bytes: file.bytes.length }) : 'none'}`,
  });
});

/** A route's valid body with some fields replaced by generated values, removed, or joined by extra ones. */
function mutatedBody(valid: () => Record<string, unknown>) {
  const anyValue = fc.oneof(fc.jsonValue({ maxDepth: 2 }), anyString, fc.array(anyString, { maxLength: 3 }));
  return fc.record({
    changes: fc.array(fc.tuple(fc.nat(), fc.oneof(fc.constant<'delete'>('delete'), anyValue)), { maxLength: 4 }),
    extra: fc.dictionary(fc.string({ maxLength: 8 }), anyValue, { maxKeys: 2 }),
  }).map(({ changes, extra }): Payload => {
    const body: Record<string, unknown> = { ...valid(), ...extra };
    const keys = Object.keys(body);
    for (const [index, change] of changes) {
      const key = keys[index % keys.length];
      if (key === undefined) continue;
      if (change === 'delete') delete body[key];
      else body[key] = change;
    }
    return json(body, 'mutated valid body');
  });
}

function bodyKinds(route: Route, caller: () => TestAccount): Array<[string, fc.Arbitrary<Payload>]> {
  const none = fc.constant<Payload>(payload({ contentType: null, describe: 'no body' }));
  if (route.method === 'GET' || route.method === 'HEAD') return [['query strings', none]];
  const kinds: Array<[string, fc.Arbitrary<Payload>]> = [
    ['query strings', none],
    ['JSON values', fc.jsonValue().map((v) => json(v, 'jsonValue'))],
    ['objects', fc.object({ maxDepth: 3 }).map((v) => json(v, 'object'))],
    ['strings', fc.oneof(
      anyString.map((s) => json(s, 'JSON string')),
      anyString.map((s) => json(Object.fromEntries(FIELD_NAMES.map((f) => [f, s])), 'string in every field')))],
    ['huge strings', hugeString],
    ['nested arrays', nestedArrays],
    ['raw non-JSON bodies', rawBody],
    ['multipart bodies', multipartBody],
  ];
  const valid = VALID_BODIES[route.key];
  if (valid) kinds.push(['mutated valid bodies', mutatedBody(() => valid(caller()))]);
  return kinds;
}

/** Routes that end the session they are called with get a new session for every run. */
const PER_RUN_SESSION = new Set(['POST /v1/auth/logout']);

function expectWellFormedAnswer(what: string, status: number, contentType: string | null, text: string): void {
  const shown = `${what} -> ${status} ${text.slice(0, MAX_LISTED)}`;
  expect(status, shown).toBeLessThan(500);
  if (status < 400) return;
  expect(contentType ?? '', shown).toMatch(/^application\/json/);
  const body = JSON.parse(text) as { detail?: unknown };
  expect(body, shown).toHaveProperty('detail');
  const { detail } = body;
  if (Array.isArray(detail)) {
    expect(detail.length, shown).toBeGreaterThan(0);
    for (const issue of detail) {
      expect(issue, shown).toMatchObject({ loc: expect.any(Array), msg: expect.any(String), type: expect.any(String) });
    }
  } else {
    expect(detail, shown).toEqual({ status: expect.any(String), message: expect.any(String) });
  }
}

describe('(c) generated input never makes a route fail', () => {
  const kindCount = ROUTES.reduce((sum, route) => sum + bodyKinds(route, () => { throw new Error('unused'); }).length, 0);
  const numRuns = Math.max(MIN_RUNS, Math.min(MAX_RUNS, Math.floor(RUN_BUDGET / kindCount)));
  for (const route of ROUTES) {
    describe(route.key, () => {
      let account: TestAccount;
      const ownIds: Record<string, string> = {};
      const spareSessions: string[] = [];

      beforeAll(async () => {
        // A user of its own, so that what this route does to its workspace cannot disturb the other checks.
        account = await signUp(base, 'Fuzz');
        for (const param of route.params) {
          const factory = FACTORIES[param];
          if (factory) ownIds[param] = await factory.create(account);
        }
      });

      async function credentials(): Promise<Record<string, string>> {
        if (PUBLIC.has(route.key)) return {};
        if (!PER_RUN_SESSION.has(route.key)) return authOnly(account);
        if (spareSessions.length === 0) {
          // Logins cost a password hash each: open a few at once.
          const grants = await Promise.all(Array.from({ length: 8 }, () => call(base, 'POST', '/v1/auth/login',
            { headers: { 'content-type': 'application/json' }, body: { email: account.email, password: account.password } })));
          for (const grant of grants) spareSessions.push(grant.body.token as string);
        }
        return { authorization: `Bearer ${spareSessions.pop()!}` };
      }

      const paramValues = fc.array(pathValue, { minLength: route.params.length, maxLength: route.params.length });
      const pathOf = (values: Array<string | typeof OWN_RESOURCE>) => fillPath(route, Object.fromEntries(
        route.params.map((p, i) => {
          const value = values[i];
          return [p, value === OWN_RESOURCE || value === undefined ? encodeURIComponent(ownIds[p] ?? 'x') : value];
        })));

      for (const [kind, payloads] of bodyKinds(route, () => account)) {
        propTest.prop([paramValues, queryString, payloads], { numRuns, interruptAfterTimeLimit: TIME_LIMIT_MS })(kind, async (values, query, payload) => {
          const path = pathOf(values);
          const headers: Record<string, string> = await credentials();
          if (payload.contentType) headers['content-type'] = payload.contentType;
          const url = `${base}${path}${query}`;
          const response = await fetch(url, { method: route.method, headers, body: payload.body });
          const text = await response.text();
          expectWellFormedAnswer(`${route.method} ${path}${query.slice(0, 100)} with ${payload.describe}`,
            response.status, response.headers.get('content-type'), text);
        });
      }
    });
  }
});
