import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PREMADE_VOICES } from '../../server/engine';
import type { RunningServer } from '../../server/server';
import { expectBusinessError } from '../support/expectations';
import { call, signUp, startTestServer, type TestAccount } from '../support/testServer';

let server: RunningServer;
let base: string;
let owner: TestAccount;
let stranger: TestAccount;

const [first, second] = PREMADE_VOICES.filter((voice) => voice.labels.language === 'en');

interface Made {
  id: string;
  audio: Buffer;
  text: string;
}

async function generate(text: string, voiceId = first!.voice_id, body: Record<string, unknown> = {}): Promise<Made> {
  const response = await fetch(`${base}/v1/text-to-speech/${voiceId}?output_format=pcm_16000`,
    { method: 'POST', headers: owner.headers, body: JSON.stringify({ text, ...body }) });
  expect(response.status).toBe(200);
  return { id: response.headers.get('history-item-id')!, audio: Buffer.from(await response.arrayBuffer()), text };
}

/** Reads a ZIP's local entries (stored or not, it only needs the sizes), checking each CRC-32 with zlib's. */
function readZip(zip: Buffer): Array<{ name: string; data: Buffer }> {
  const entries: Array<{ name: string; data: Buffer }> = [];
  let offset = 0;
  while (zip.readUInt32LE(offset) === 0x04034b50) {
    const method = zip.readUInt16LE(offset + 8);
    const crc = zip.readUInt32LE(offset + 14);
    const size = zip.readUInt32LE(offset + 18);
    const nameLength = zip.readUInt16LE(offset + 26);
    const extraLength = zip.readUInt16LE(offset + 28);
    const name = zip.subarray(offset + 30, offset + 30 + nameLength).toString('utf8');
    const start = offset + 30 + nameLength + extraLength;
    const data = zip.subarray(start, start + size);
    expect(method).toBe(0);
    expect(crc32(data) >>> 0).toBe(crc);
    entries.push({ name, data });
    offset = start + size;
  }
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end).toBeGreaterThan(0);
  expect(zip.readUInt16LE(end + 10)).toBe(entries.length);
  expect(zip.readUInt32LE(end + 16)).toBe(offset);
  return entries;
}

let made: Made[];

beforeAll(async () => {
  server = await startTestServer();
  base = server.url;
  [owner, stranger] = await Promise.all([signUp(base, 'Owner'), signUp(base, 'Stranger')]);
  made = [];
  made.push(await generate('The first entry.'));
  made.push(await generate('A second entry, spoken by another voice.', second!.voice_id));
  made.push(await generate('The third one uses a faster model.', first!.voice_id, { model_id: 'eleven_flash_v2_5' }));
});
afterAll(async () => {
  await server?.close();
});

const get = (path: string, account = owner) => call(base, 'GET', path, { headers: account.headers });

describe('GET /v1/history', () => {
  test('lists the workspace\'s generations, newest first', async () => {
    const { status, body } = await get('/v1/history');
    expect(status).toBe(200);
    expect(body.history.map((item: any) => item.history_item_id)).toEqual(made.map((item) => item.id).reverse());
    expect(body).toMatchObject({ has_more: false, last_history_item_id: made[0]!.id });
    expect(body.history[0]).toMatchObject({
      text: made[2]!.text, voice_id: first!.voice_id, voice_name: first!.name, voice_category: 'premade',
      model_id: 'eleven_flash_v2_5', source: 'TTS', state: 'created', content_type: 'audio/pcm', output_format: 'pcm_16000',
      date_unix: expect.any(Number), request_id: expect.any(String),
      settings: { stability: 0.5, similarity_boost: 0.75, style: 0, use_speaker_boost: true, speed: 1 },
      alignments: { alignment: { characters: Array.from(made[2]!.text) } },
    });
    const { character_count_change_from: from, character_count_change_to: to } = body.history[0];
    expect(to - from).toBe(Math.ceil(made[2]!.text.length * 0.5));
    expect((await get('/v1/history', stranger)).body.history).toEqual([]);
  });

  test('pages with start_after_history_item_id in both directions', async () => {
    const page1 = (await get('/v1/history?page_size=2')).body;
    expect(page1.history).toHaveLength(2);
    expect(page1.has_more).toBe(true);
    const page2 = (await get(`/v1/history?page_size=2&start_after_history_item_id=${page1.last_history_item_id}`)).body;
    expect(page2.history.map((item: any) => item.history_item_id)).toEqual([made[0]!.id]);
    expect(page2.has_more).toBe(false);
    const ascending = (await get(`/v1/history?sort_direction=asc&start_after_history_item_id=${made[0]!.id}`)).body;
    expect(ascending.history.map((item: any) => item.history_item_id)).toEqual([made[1]!.id, made[2]!.id]);
    expectBusinessError(await get(`/v1/history?start_after_history_item_id=${made[0]!.id}`, stranger), 404, 'history_item_not_found');
  });

  test('filters by voice, model, text and source', async () => {
    const ids = async (query: string) => (await get(`/v1/history?${query}`)).body.history.map((item: any) => item.history_item_id);
    expect(await ids(`voice_id=${second!.voice_id}`)).toEqual([made[1]!.id]);
    expect(await ids('model_id=eleven_flash_v2_5')).toEqual([made[2]!.id]);
    expect(await ids('search=SECOND')).toEqual([made[1]!.id]);
    expect(await ids('source=STS')).toEqual([]);
    expect((await get('/v1/history?page_size=0')).status).toBe(422);
  });
});

describe('one item', () => {
  test('GET answers the item and its audio, to its workspace only', async () => {
    const item = await get(`/v1/history/${made[1]!.id}`);
    expect(item.body).toMatchObject({ history_item_id: made[1]!.id, text: made[1]!.text });
    const audio = await fetch(`${base}/v1/history/${made[1]!.id}/audio`, { headers: owner.headers });
    expect(audio.headers.get('content-type')).toBe('audio/pcm');
    expect(Buffer.from(await audio.arrayBuffer()).equals(made[1]!.audio)).toBe(true);
    expectBusinessError(await get(`/v1/history/${made[1]!.id}`, stranger), 404, 'history_item_not_found');
    expectBusinessError(await get(`/v1/history/${made[1]!.id}/audio`, stranger), 404, 'history_item_not_found');
  });

  test('an item being streamed is processing until its audio is stored', async () => {
    const text = 'This generation takes a while. It has several sentences. Each one is made in turn. The last one ends it.';
    const response = await fetch(`${base}/v1/text-to-speech/${first!.voice_id}/stream?output_format=pcm_16000`,
      { method: 'POST', headers: owner.headers, body: JSON.stringify({ text }) });
    const id = response.headers.get('history-item-id')!;
    const reader = response.body!.getReader();
    await reader.read();
    expect((await get(`/v1/history/${id}`)).body.state).toBe('processing');
    expectBusinessError(await get(`/v1/history/${id}/audio`), 409, 'history_item_processing');
    while (!(await reader.read()).done) { /* drain */ }
    expect((await get(`/v1/history/${id}`)).body.state).toBe('created');
    await call(base, 'DELETE', `/v1/history/${id}`, { headers: owner.headers });
  });

  test('a stream the caller abandons leaves no item, and its charge stands', async () => {
    const before = (await get('/v1/user/subscription')).body.character_count;
    const text = 'Nobody will hear the end of this. It goes on and on. Sentence after sentence. Until the caller hangs up.';
    const aborter = new AbortController();
    const response = await fetch(`${base}/v1/text-to-speech/${first!.voice_id}/stream?output_format=pcm_16000`,
      { method: 'POST', headers: owner.headers, body: JSON.stringify({ text }), signal: aborter.signal });
    const id = response.headers.get('history-item-id')!;
    await response.body!.getReader().read();
    aborter.abort();
    await expect.poll(async () => (await get(`/v1/history/${id}`)).status, { timeout: 10_000 }).toBe(404);
    expect((await get('/v1/user/subscription')).body.character_count).toBe(before + text.length);
  });

  test('DELETE removes it and its audio', async () => {
    const extra = await generate('Soon to be forgotten.');
    expectBusinessError(await call(base, 'DELETE', `/v1/history/${extra.id}`, { headers: stranger.headers }), 404, 'history_item_not_found');
    expect(await call(base, 'DELETE', `/v1/history/${extra.id}`, { headers: owner.headers }))
      .toMatchObject({ status: 200, body: { status: 'ok' } });
    expectBusinessError(await get(`/v1/history/${extra.id}`), 404, 'history_item_not_found');
    expectBusinessError(await get(`/v1/history/${extra.id}/audio`), 404, 'history_item_not_found');
  });
});

describe('POST /v1/history/download', () => {
  const download = (body: unknown, account = owner) => fetch(`${base}/v1/history/download`,
    { method: 'POST', headers: account.headers, body: JSON.stringify(body) });

  test('one id answers its audio', async () => {
    const response = await download({ history_item_ids: [made[0]!.id] });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/pcm');
    expect(Buffer.from(await response.arrayBuffer()).equals(made[0]!.audio)).toBe(true);
  });

  test('several ids answer a zip of their audio', async () => {
    const response = await download({ history_item_ids: made.map((item) => item.id) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    const entries = readZip(Buffer.from(await response.arrayBuffer()));
    expect(entries).toHaveLength(3);
    entries.forEach((entry, i) => {
      expect(entry.name).toBe(`${i === 1 ? second!.name : first!.name}_${made[i]!.id}.pcm`);
      expect(entry.data.equals(made[i]!.audio)).toBe(true);
    });
  });

  test('output_format wav transcodes every file', async () => {
    const response = await download({ history_item_ids: [made[0]!.id, made[1]!.id], output_format: 'wav' });
    const entries = readZip(Buffer.from(await response.arrayBuffer()));
    for (const [i, entry] of entries.entries()) {
      expect(entry.name.endsWith('.wav')).toBe(true);
      expect(entry.data.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(entry.data.readUInt32LE(24)).toBe(16000);
      // Decoding to float and encoding again is exact for 16-bit audio.
      const original = made[i]!.audio;
      expect(entry.data.length - 44).toBe(original.length);
      let largestStep = 0;
      for (let offset = 0; offset < original.length; offset += 2) {
        largestStep = Math.max(largestStep, Math.abs(entry.data.readInt16LE(44 + offset) - original.readInt16LE(offset)));
      }
      expect(largestStep).toBe(0);
    }
  });

  test('an id of another workspace, or none at all, is refused', async () => {
    const foreign = await download({ history_item_ids: [made[0]!.id] }, stranger);
    expectBusinessError({ status: foreign.status, body: await foreign.json() }, 404, 'history_item_not_found');
    expect((await download({ history_item_ids: [] })).status).toBe(422);
  });
});
