import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { decodeAudioFile, PREMADE_VOICES } from '../../server/engine';
import type { RunningServer } from '../../server/server';
import { VOICES_PAGE_SIZE_DEFAULT } from '../../src/domain';
import { expectBusinessError } from '../support/expectations';
import { call, signUp, startTestServer, type TestAccount } from '../support/testServer';
import { insertWorkspaceVoice } from '../support/voices';

let server: RunningServer;
let base: string;
let owner: TestAccount;
let stranger: TestAccount;
let ownVoiceId: string;

const premade = PREMADE_VOICES[0]!;
const get = (path: string, account: TestAccount = owner) => call(base, 'GET', path, { headers: account.headers });

beforeAll(async () => {
  server = await startTestServer();
  base = server.url;
  [owner, stranger] = await Promise.all([signUp(base, 'Owner'), signUp(base, 'Stranger')]);
  ownVoiceId = await insertWorkspaceVoice(server.db, owner,
    { name: 'Zebra Narrator', description: 'A calm storyteller', labels: { accent: 'irish', language: 'en' } });
});
afterAll(async () => {
  await server?.close();
});

describe('GET /v1/voices', () => {
  test('lists at least 20 distinct premade voices plus the workspace\'s own, each with a preview URL', async () => {
    const { status, body } = await get('/v1/voices');
    expect(status).toBe(200);
    const premadeVoices = body.voices.filter((voice: any) => voice.category === 'premade');
    expect(premadeVoices.length).toBeGreaterThanOrEqual(20);
    expect(new Set(premadeVoices.map((voice: any) => voice.voice_id)).size).toBe(premadeVoices.length);
    expect(new Set(premadeVoices.map((voice: any) => voice.name)).size).toBe(premadeVoices.length);
    for (const voice of premadeVoices) {
      expect(voice.voice_id).toMatch(/^[A-Za-z0-9]{20}$/);
      expect(voice.preview_url).toBe(`${base}/v1/voices/${voice.voice_id}/preview`);
      expect(voice).toMatchObject({ samples: null, is_owner: false, labels: expect.any(Object) });
    }
    expect(body.voices.map((voice: any) => voice.voice_id)).toContain(ownVoiceId);
  });

  test('another workspace sees the premade voices but not this one\'s', async () => {
    const { body } = await get('/v1/voices', stranger);
    const ids = body.voices.map((voice: any) => voice.voice_id);
    expect(ids).toContain(premade.voice_id);
    expect(ids).not.toContain(ownVoiceId);
  });
});

describe('GET /v1/voices/{voice_id}', () => {
  test('answers the Voice object with its settings', async () => {
    const { status, body } = await get(`/v1/voices/${ownVoiceId}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      voice_id: ownVoiceId, name: 'Zebra Narrator', category: 'cloned', samples: [], is_owner: true,
      permission_on_resource: 'admin', description: 'A calm storyteller', labels: { accent: 'irish' },
      settings: { stability: 0.5, similarity_boost: 0.75, style: 0, use_speaker_boost: true, speed: 1 },
      fine_tuning: expect.any(Object), voice_verification: expect.any(Object), high_quality_base_model_ids: [],
      is_legacy: false, is_mixed: false, created_at_unix: expect.any(Number),
    });
    expect((await get(`/v1/voices/${ownVoiceId}?with_settings=false`)).body.settings).toBeNull();
  });

  test('another workspace\'s voice is voice_not_found, with the id in the message', async () => {
    const result = await get(`/v1/voices/${ownVoiceId}`, stranger);
    expectBusinessError(result, 404, 'voice_not_found');
    expect(result.body.detail.message).toContain(ownVoiceId);
    expectBusinessError(await get('/v1/voices/NoSuchVoice000000000'), 404, 'voice_not_found');
  });
});

describe('voice settings', () => {
  test('defaults are the public API\'s', async () => {
    const { body } = await get('/v1/voices/settings/default');
    expect(body).toEqual({ stability: 0.5, similarity_boost: 0.75, style: 0, use_speaker_boost: true, speed: 1 });
  });

  test('an edit changes the named fields for this workspace only', async () => {
    const edited = await call(base, 'POST', `/v1/voices/${premade.voice_id}/settings/edit`,
      { headers: owner.headers, body: { stability: 0.3, speed: 1.1 } });
    expect(edited).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect((await get(`/v1/voices/${premade.voice_id}/settings`)).body)
      .toEqual({ stability: 0.3, similarity_boost: 0.75, style: 0, use_speaker_boost: true, speed: 1.1 });
    expect((await get(`/v1/voices/${premade.voice_id}/settings`, stranger)).body.stability).toBe(0.5);
  });

  test('out-of-range values are 422 naming the field', async () => {
    for (const [field, value] of [['stability', 1.5], ['similarity_boost', -0.1], ['style', 2], ['speed', 1.3], ['speed', 0.5]] as const) {
      const result = await call(base, 'POST', `/v1/voices/${premade.voice_id}/settings/edit`,
        { headers: owner.headers, body: { [field]: value } });
      expect(result.status).toBe(422);
      expect(result.body.detail[0].loc).toEqual(['body', field]);
    }
  });
});

describe('GET /v2/voices', () => {
  test('pages by name through every visible voice exactly once, with the total count', async () => {
    const seen: string[] = [];
    let token: string | null = null;
    let total = 0;
    do {
      const query: string = `page_size=7&sort=name&sort_direction=asc${token ? `&next_page_token=${token}` : ''}`;
      const { status, body } = await get(`/v2/voices?${query}`);
      expect(status).toBe(200);
      expect(body.voices.length).toBeLessThanOrEqual(7);
      seen.push(...body.voices.map((voice: any) => voice.name));
      total = body.total_count;
      token = body.has_more ? body.next_page_token : null;
    } while (token);
    expect(seen.length).toBe(total);
    expect(seen.length).toBe(PREMADE_VOICES.length + 1);
    expect(seen).toEqual([...seen].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(seen).toContain('Zebra Narrator');
  });

  test('defaults to 10 per page, newest first; page_size is 1..100', async () => {
    const { body } = await get('/v2/voices');
    expect(body.voices.length).toBe(VOICES_PAGE_SIZE_DEFAULT);
    expect(body.voices[0].voice_id).toBe(ownVoiceId);
    expect(body.has_more).toBe(true);
    expect((await get('/v2/voices?page_size=101')).status).toBe(422);
    expect((await get('/v2/voices?page_size=0')).status).toBe(422);
    expect((await get('/v2/voices?include_total_count=false')).body.total_count).toBeNull();
  });

  test('pages by creation time in both directions', async () => {
    for (const direction of ['asc', 'desc']) {
      const ids: string[] = [];
      let token: string | null = null;
      do {
        const { body }: { body: any } = await get(`/v2/voices?page_size=9&sort_direction=${direction}${token ? `&next_page_token=${token}` : ''}`);
        ids.push(...body.voices.map((voice: any) => voice.voice_id));
        token = body.has_more ? body.next_page_token : null;
      } while (token);
      expect(new Set(ids).size).toBe(PREMADE_VOICES.length + 1);
      expect(direction === 'desc' ? ids[0] : ids.at(-1)).toBe(ownVoiceId);
    }
  });

  test('search reads names, descriptions and label values, case-insensitively', async () => {
    const names = async (query: string) =>
      (await get(`/v2/voices?page_size=100&search=${encodeURIComponent(query)}`)).body.voices.map((voice: any) => voice.name);
    expect(await names('zebra')).toEqual(['Zebra Narrator']);
    expect(await names('STORYTELLER')).toEqual(['Zebra Narrator']);
    expect(await names('irish')).toContain('Zebra Narrator');
    const scottish = PREMADE_VOICES.filter((voice) => voice.labels.accent === 'scottish').map((voice) => voice.name);
    expect(scottish.length).toBeGreaterThan(0);
    expect(await names('scottish')).toEqual(expect.arrayContaining(scottish));
    expect(await names('no voice is called this')).toEqual([]);
  });

  test('filters by category, voice type and ids', async () => {
    const ids = async (query: string, account = owner) =>
      (await get(`/v2/voices?page_size=100&${query}`, account)).body.voices.map((voice: any) => voice.voice_id);
    expect(await ids('category=cloned')).toEqual([ownVoiceId]);
    expect((await ids('category=premade')).length).toBe(PREMADE_VOICES.length);
    expect(await ids('voice_type=personal')).toEqual([ownVoiceId]);
    expect(await ids('voice_type=non-default')).toEqual([ownVoiceId]);
    expect(await ids('voice_type=workspace')).toEqual([]);
    expect((await ids('voice_type=default')).length).toBe(PREMADE_VOICES.length);
    expect(await ids('voice_type=personal', stranger)).toEqual([]);
    expect(new Set(await ids(`voice_ids=${premade.voice_id}&voice_ids=${ownVoiceId}`)))
      .toEqual(new Set([premade.voice_id, ownVoiceId]));
    expect(await ids(`voice_ids=${ownVoiceId}`, stranger)).toEqual([]);
  });

  test('a token from another sort, or no token at all, is 422', async () => {
    const { body } = await get('/v2/voices?page_size=2&sort=name');
    for (const query of [`next_page_token=${body.next_page_token}&sort=created_at_unix`, 'next_page_token=garbage',
      `next_page_token=${Buffer.from(JSON.stringify({ sort: 'created_at_unix', value: '1 or 1=1', id: 'x' })).toString('base64url')}`]) {
      const result = await get(`/v2/voices?${query}`);
      expect(result.status).toBe(422);
      expect(result.body.detail[0].loc).toEqual(['query', 'next_page_token']);
    }
  });
});

describe('previews', () => {
  test('a voice\'s preview is its mp3, rendered once and then served from the blob store', async () => {
    let started = performance.now();
    const first = await fetch(`${base}/v1/voices/${premade.voice_id}/preview`, { headers: owner.headers });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('audio/mpeg');
    const audio = new Uint8Array(await first.arrayBuffer());
    const decoded = await decodeAudioFile(audio);
    expect(decoded.samples.length / decoded.sampleRate).toBeGreaterThan(0.5);
    const rendering = performance.now() - started;
    started = performance.now();
    const again = new Uint8Array(await (await fetch(`${base}/v1/voices/${premade.voice_id}/preview`, { headers: owner.headers })).arrayBuffer());
    expect(performance.now() - started).toBeLessThan(rendering / 4);
    expect(Buffer.from(again).equals(Buffer.from(audio))).toBe(true);
  });

  test('needs credentials, like every /v1 route', async () => {
    expect((await fetch(`${base}/v1/voices/${premade.voice_id}/preview`)).status).toBe(401);
  });
});

describe('DELETE /v1/voices/{voice_id}', () => {
  test('premade voices cannot be deleted', async () => {
    const result = await call(base, 'DELETE', `/v1/voices/${premade.voice_id}`, { headers: owner.headers });
    expectBusinessError(result, 403, 'premade_voice_not_deletable');
  });

  test('an own voice goes, and frees its slot', async () => {
    const voiceId = await insertWorkspaceVoice(server.db, owner, { category: 'professional' });
    const before = (await get('/v1/user/subscription')).body;
    expect(before).toMatchObject({ voice_slots_used: 2, professional_voice_slots_used: 1 });
    expectBusinessError(await call(base, 'DELETE', `/v1/voices/${voiceId}`, { headers: stranger.headers }), 404, 'voice_not_found');
    expect(await call(base, 'DELETE', `/v1/voices/${voiceId}`, { headers: owner.headers }))
      .toMatchObject({ status: 200, body: { status: 'ok' } });
    expectBusinessError(await get(`/v1/voices/${voiceId}`), 404, 'voice_not_found');
    expect((await get('/v1/user/subscription')).body).toMatchObject({ voice_slots_used: 1, professional_voice_slots_used: 0 });
  });
});

test('GET /v1/models lists the known model ids with their capability fields', async () => {
  const { status, body } = await get('/v1/models');
  expect(status).toBe(200);
  const ids = body.map((model: any) => model.model_id);
  expect(ids).toEqual(expect.arrayContaining([
    'eleven_v3', 'eleven_multilingual_v2', 'eleven_flash_v2_5', 'eleven_turbo_v2_5', 'eleven_flash_v2', 'eleven_turbo_v2',
    'eleven_monolingual_v1', 'eleven_multilingual_v1', 'eleven_english_sts_v2', 'eleven_multilingual_sts_v2',
    'eleven_multilingual_ttv_v2', 'eleven_ttv_v3', 'eleven_v2', 'eleven_english_v2',
  ]));
  for (const model of body) {
    expect(model).toMatchObject({
      can_do_text_to_speech: expect.any(Boolean), can_do_voice_conversion: expect.any(Boolean),
      can_use_style: expect.any(Boolean), can_use_speaker_boost: expect.any(Boolean), serves_pro_voices: expect.any(Boolean),
      maximum_text_length_per_request: expect.any(Number), languages: expect.any(Array),
      model_rates: { character_cost_multiplier: expect.any(Number) }, concurrency_group: expect.stringMatching(/^(standard|turbo)$/),
    });
    expect(model).not.toHaveProperty('preset');
  }
});

test('POST /v1/text/detect-language names the text\'s language first', async () => {
  const detect = (text: string) => call(base, 'POST', '/v1/text/detect-language', { headers: owner.headers, body: { text } });
  const french = await detect('Bonjour tout le monde, comment allez-vous aujourd\'hui ?');
  expect(french.status).toBe(200);
  expect(french.body.detected_languages[0]).toEqual({ language_code: 'fr', probability: expect.any(Number) });
  expect((await detect('Das ist ein kurzer Satz auf Deutsch, den jeder versteht.')).body.detected_languages[0].language_code).toBe('de');
  expect((await detect('1234 !!')).body).toEqual({ detected_languages: [] });
  expect((await call(base, 'POST', '/v1/text/detect-language', { headers: owner.headers, body: {} })).status).toBe(422);
});
