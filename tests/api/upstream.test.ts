import { afterAll, beforeAll, expect, test } from 'vitest';
import { decodeAudioFile, PREMADE_VOICES } from '../../server/engine';
import type { RunningServer } from '../../server/server';
import { expectBusinessError } from '../support/expectations';
import { call, signUp, startTestServer, type TestAccount } from '../support/testServer';
import { insertWorkspaceVoice } from '../support/voices';

/**
 * Two real Timbre servers: `front` is configured with `upstream` (TIMBRE_UPSTREAM_URL and _KEY) pointing at
 * `upstream`, with an API key created there. Speech asked of `front` is made, and charged, by `upstream`.
 */
let upstream: RunningServer;
let front: RunningServer;
let upstreamAccount: TestAccount;
let frontAccount: TestAccount;

const voice = PREMADE_VOICES.find((candidate) => candidate.labels.language === 'en')!;

const upstreamCredits = async () =>
  (await call(upstream.url, 'GET', '/v1/user/subscription', { headers: upstreamAccount.headers })).body.character_count as number;

beforeAll(async () => {
  upstream = await startTestServer();
  upstreamAccount = await signUp(upstream.url, 'Upstream');
  const key = await call(upstream.url, 'POST', '/v1/user/api-keys', { headers: upstreamAccount.headers, body: { name: 'front' } });
  front = await startTestServer({ upstream: { url: upstream.url, apiKey: key.body.xi_api_key } });
  frontAccount = await signUp(front.url, 'Front');
});
afterAll(async () => {
  await front?.close();
  await upstream?.close();
});

test('speech through the front server is made and charged by the upstream', async () => {
  const text = 'Relayed from one server to another.';
  const before = await upstreamCredits();
  const response = await fetch(`${front.url}/v1/text-to-speech/${voice.voice_id}`,
    { method: 'POST', headers: frontAccount.headers, body: JSON.stringify({ text, seed: 11 }) });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('audio/mpeg');
  const decoded = await decodeAudioFile(new Uint8Array(await response.arrayBuffer()));
  expect(decoded.samples.length / decoded.sampleRate).toBeGreaterThan(1);

  expect(await upstreamCredits()).toBe(before + text.length);
  const upstreamHistory = await call(upstream.url, 'GET', '/v1/history', { headers: upstreamAccount.headers });
  expect(upstreamHistory.body.history[0]).toMatchObject({ text, voice_id: voice.voice_id });
  // The front server keeps its own account too: its workspace is charged and its history has the item.
  const frontHistory = await call(front.url, 'GET', '/v1/history', { headers: frontAccount.headers });
  expect(frontHistory.body.history[0]).toMatchObject({ text, state: 'created' });
});

test('the same seed gives the same audio through the upstream as on it', async () => {
  const body = JSON.stringify({ text: 'Same seed, same speech.', seed: 21 });
  const samplesOf = async (response: Response) => {
    const bytes = Buffer.from(await response.arrayBuffer());
    return Array.from({ length: bytes.length / 2 }, (_, i) => bytes.readInt16LE(i * 2));
  };
  const direct = await samplesOf(await fetch(`${upstream.url}/v1/text-to-speech/${voice.voice_id}?output_format=pcm_24000`,
    { method: 'POST', headers: upstreamAccount.headers, body }));
  const relayed = await samplesOf(await fetch(`${front.url}/v1/text-to-speech/${voice.voice_id}?output_format=pcm_24000`,
    { method: 'POST', headers: frontAccount.headers, body }));
  expect(relayed.length).toBe(direct.length);
  // The front server decodes the 16-bit samples to float and encodes them again: the round trip is exact.
  expect(relayed).toEqual(direct);
});

test('alignment passes through, in order, for every character', async () => {
  const text = 'Timing survives the trip. Both sentences do.';
  const result = await call(front.url, 'POST', `/v1/text-to-speech/${voice.voice_id}/with-timestamps?output_format=pcm_16000`,
    { headers: frontAccount.headers, body: { text, seed: 4 } });
  expect(result.status).toBe(200);
  const { alignment } = result.body;
  expect(alignment.characters.join('')).toBe(text);
  const starts: number[] = alignment.character_start_times_seconds;
  expect(starts).toEqual([...starts].sort((a, b) => a - b));
  const direct = await call(upstream.url, 'POST', `/v1/text-to-speech/${voice.voice_id}/with-timestamps?output_format=pcm_16000`,
    { headers: upstreamAccount.headers, body: { text, seed: 4 } });
  starts.forEach((start, i) => expect(Math.abs(start - direct.body.alignment.character_start_times_seconds[i])).toBeLessThan(0.02));
});

test('an upstream refusal reaches the caller, and the front server gives its credits back', async () => {
  // A voice the front server has but the upstream does not: the upstream answers voice_not_found.
  const localVoice = await insertWorkspaceVoice(front.db, frontAccount);
  const before = (await call(front.url, 'GET', '/v1/user/subscription', { headers: frontAccount.headers })).body.character_count;
  const refused = await call(front.url, 'POST', `/v1/text-to-speech/${localVoice}`,
    { headers: frontAccount.headers, body: { text: 'Nobody upstream knows me.' } });
  expectBusinessError(refused, 404, 'voice_not_found');
  expect((await call(front.url, 'GET', '/v1/user/subscription', { headers: frontAccount.headers })).body.character_count).toBe(before);
  expect((await call(front.url, 'GET', '/v1/history', { headers: frontAccount.headers })).body.history
    .some((item: { voice_id: string }) => item.voice_id === localVoice)).toBe(false);
});

// Last, since it revokes the front server's key.
test('a key the upstream refuses is a 502 for the caller, not a 401', async () => {
  const keys = await call(upstream.url, 'GET', '/v1/user/api-keys', { headers: upstreamAccount.headers });
  for (const key of keys.body.api_keys) {
    await call(upstream.url, 'DELETE', `/v1/user/api-keys/${key.api_key_id}`, { headers: upstreamAccount.headers });
  }
  const result = await call(front.url, 'POST', `/v1/text-to-speech/${voice.voice_id}`,
    { headers: frontAccount.headers, body: { text: 'Hello?' } });
  expectBusinessError(result, 502, 'upstream_error');
  expect(result.body.detail.message).toContain('401');
});
