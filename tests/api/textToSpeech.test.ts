import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { workspaces } from '../../server/db/schema';
import { decodeAudioFile, findModel, measureF0, PREMADE_VOICES, SUPPORTED_OUTPUT_FORMATS } from '../../server/engine';
import type { RunningServer } from '../../server/server';
import { TIERS } from '../../src/domain';
import { expectBusinessError } from '../support/expectations';
import { call, signUp, startTestServer, type TestAccount } from '../support/testServer';

let server: RunningServer;
let base: string;
let free: TestAccount;
let pro: TestAccount;

const byPitch = [...PREMADE_VOICES].sort((a, b) => a.model.pitchBaseHz - b.model.pitchBaseHz);
const low = byPitch[0]!;
const high = byPitch[byPitch.length - 1]!;
const voice = PREMADE_VOICES.find((candidate) => candidate.labels.language === 'en')!;

interface Speech {
  status: number;
  headers: Headers;
  bytes: Uint8Array;
  json: any;
}

async function speak(account: TestAccount, body: Record<string, unknown>, options: {
  voiceId?: string; route?: string; query?: string; headers?: Record<string, string>;
} = {}): Promise<Speech> {
  const path = `/v1/text-to-speech/${options.voiceId ?? voice.voice_id}${options.route ?? ''}${options.query ? `?${options.query}` : ''}`;
  const response = await fetch(`${base}${path}`, {
    method: 'POST', headers: { ...account.headers, ...options.headers }, body: JSON.stringify(body),
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  let json: any = null;
  if (response.headers.get('content-type')?.startsWith('application/json')) json = JSON.parse(Buffer.from(bytes).toString('utf8'));
  return { status: response.status, headers: response.headers, bytes, json };
}

/** 16-bit little-endian mono PCM, as the pcm_* formats carry it. */
function pcmSamples(bytes: Uint8Array): Float32Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const samples = new Float32Array(bytes.byteLength >> 1);
  for (let i = 0; i < samples.length; i++) samples[i] = view.getInt16(i * 2, true) / 32768;
  return samples;
}

const result = (speech: Speech) => ({ status: speech.status, body: speech.json });
const pcmSeconds = (speech: Speech, rate = 16000) => speech.bytes.byteLength / 2 / rate;
const credits = async (account: TestAccount) =>
  (await call(base, 'GET', '/v1/user/subscription', { headers: account.headers })).body.character_count as number;

beforeAll(async () => {
  server = await startTestServer();
  base = server.url;
  [free, pro] = await Promise.all([signUp(base, 'Free'), signUp(base, 'Pro')]);
  await call(base, 'POST', '/v1/workspace/subscription', { headers: pro.headers, body: { tier: 'pro' } });
});
afterAll(async () => {
  await server?.close();
});

describe('the audio', () => {
  test('lasts longer for a longer text', async () => {
    const short = await speak(free, { text: 'Hello.', seed: 1 }, { query: 'output_format=pcm_16000' });
    const long = await speak(free, { text: 'Hello there, this sentence is a good deal longer than the first one.', seed: 1 },
      { query: 'output_format=pcm_16000' });
    expect(short.status).toBe(200);
    expect(long.status).toBe(200);
    expect(pcmSeconds(long)).toBeGreaterThan(pcmSeconds(short) * 2);
  });

  test('speed 1.2 takes about 1/1.2 of the time of speed 1', async () => {
    const text = 'The quick brown fox jumps over the lazy dog.';
    const at = async (speed: number) => pcmSeconds(await speak(free,
      { text, seed: 7, voice_settings: { stability: 1, speed } }, { query: 'output_format=pcm_16000' }));
    const ratio = (await at(1.2)) / (await at(1));
    expect(ratio).toBeGreaterThan(0.78);
    expect(ratio).toBeLessThan(0.9);
  });

  test('two voices differ in measured pitch', async () => {
    const text = 'This is how my voice sounds when I read a sentence aloud.';
    const medianOf = async (voiceId: string) =>
      measureF0(pcmSamples((await speak(free, { text, seed: 3 }, { voiceId, query: 'output_format=pcm_16000' })).bytes), 16000).medianHz;
    const [lowHz, highHz] = [await medianOf(low.voice_id), await medianOf(high.voice_id)];
    expect(lowHz).toBeGreaterThan(0);
    expect(highHz / lowHz).toBeGreaterThan(1.8);
  });

  test('the same seed gives the same bytes', async () => {
    const body = { text: 'Determinism matters.', seed: 4242, voice_settings: { stability: 0.2 } };
    const [first, second] = [await speak(free, body), await speak(free, body)];
    expect(first.status).toBe(200);
    expect(Buffer.from(first.bytes).equals(Buffer.from(second.bytes))).toBe(true);
  });

  test('every advertised output format decodes at its sample rate', async () => {
    const FILE_TYPES: Record<string, string> = { mp3: 'audio/mpeg', opus: 'audio/ogg', wav: 'audio/wav' };
    const text = 'Formats.';
    const reference = await speak(pro, { text, seed: 9 }, { query: 'output_format=pcm_16000' });
    const seconds = pcmSeconds(reference);
    for (const id of SUPPORTED_OUTPUT_FORMATS) {
      const speech = await speak(pro, { text, seed: 9 }, { query: `output_format=${id}` });
      expect(speech.status, id).toBe(200);
      const [codec, rateText] = id.split('_');
      const rate = Number(rateText);
      let duration: number;
      if (codec === 'mp3' || codec === 'opus' || codec === 'wav') {
        const decoded = await decodeAudioFile(speech.bytes);
        expect(decoded.sampleRate, id).toBe(rate);
        duration = decoded.samples.length / decoded.sampleRate;
        expect(speech.headers.get('content-type'), id).toBe(FILE_TYPES[codec]);
      } else {
        duration = speech.bytes.byteLength / (codec === 'pcm' ? 2 : 1) / rate;
      }
      // MP3 adds encoder delay and padding (a few frames); everything else carries exactly the same signal (an Ogg
      // Opus stream states its delay and its end, and the decoder trims both).
      expect(Math.abs(duration - seconds), id).toBeLessThan(codec === 'mp3' ? 0.15 : 0.01);
    }
  });

  test('a streamed WAV starts with streaming sizes; the whole answer and the history copy state the real ones', async () => {
    const sizes = (bytes: Uint8Array) => {
      const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      return { riff: view.getUint32(4, true), data: view.getUint32(40, true) };
    };
    const streamed = await speak(pro, { text: 'A live WAV.', seed: 4 }, { route: '/stream', query: 'output_format=wav_16000' });
    expect(sizes(streamed.bytes)).toEqual({ riff: 0xffffffff, data: 0xffffffff - 36 });
    const decoded = await decodeAudioFile(streamed.bytes);
    expect(decoded.samples.length).toBe((streamed.bytes.length - 44) / 2);
    const stored = await fetch(`${base}/v1/history/${streamed.headers.get('history-item-id')}/audio`, { headers: pro.headers });
    const storedBytes = new Uint8Array(await stored.arrayBuffer());
    expect(sizes(storedBytes)).toEqual({ riff: storedBytes.length - 8, data: storedBytes.length - 44 });
    const whole = await speak(pro, { text: 'A live WAV.', seed: 4 }, { query: 'output_format=wav_16000' });
    expect(sizes(whole.bytes)).toEqual({ riff: whole.bytes.length - 8, data: whole.bytes.length - 44 });
    expect(Buffer.from(whole.bytes.subarray(44)).equals(Buffer.from(streamed.bytes.subarray(44)))).toBe(true);
  });
});

describe('headers and credits', () => {
  test('every answer carries request-id, history-item-id, character-cost, generation-info and latency', async () => {
    const speech = await speak(free, { text: 'Headers, please.' });
    expect(speech.status).toBe(200);
    expect(speech.headers.get('content-type')).toBe('audio/mpeg');
    expect(speech.headers.get('request-id')).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(speech.headers.get('history-item-id')).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(speech.headers.get('character-cost')).toBe('16');
    expect(speech.headers.get('regeneration-count')).toBe('0');
    expect(Number(speech.headers.get('tts-latency-ms'))).toBeGreaterThanOrEqual(0);
    expect(JSON.parse(speech.headers.get('generation-info')!)).toMatchObject({
      request_id: speech.headers.get('request-id'), history_item_id: speech.headers.get('history-item-id'),
      voice_id: voice.voice_id, model_id: 'eleven_multilingual_v2', character_cost: 16, regeneration_count: 0,
      seed: expect.any(Number), generation_id: expect.any(String),
    });
  });

  test('credits drop by characters × the model\'s multiplier, or the workspace\'s own rate', async () => {
    const account = await signUp(base, 'Rates');
    const text = 'Twenty characters!!!';
    let before = await credits(account);
    expect((await speak(account, { text })).headers.get('character-cost')).toBe('20');
    expect(await credits(account)).toBe(before + 20);

    expect(findModel('eleven_flash_v2_5')?.model_rates.character_cost_multiplier).toBe(0.5);
    before = await credits(account);
    expect((await speak(account, { text, model_id: 'eleven_flash_v2_5' })).headers.get('character-cost')).toBe('10');
    expect(await credits(account)).toBe(before + 10);

    await server.db.update(workspaces).set({ customModelRates: { eleven_flash_v2_5: { character_cost_multiplier: 0.3 } } })
      .where(eq(workspaces.id, account.workspaceId));
    before = await credits(account);
    expect((await speak(account, { text, model_id: 'eleven_flash_v2_5' })).headers.get('character-cost')).toBe('6');
    expect(await credits(account)).toBe(before + 6);
  });

  test('a free workspace that would pass its limit gets 401 quota_exceeded and is not charged', async () => {
    const account = await signUp(base, 'Quota');
    const limit = TIERS.free.characterLimit;
    await server.db.update(workspaces).set({ characterCount: limit - 5 }).where(eq(workspaces.id, account.workspaceId));
    const refused = await speak(account, { text: 'Too long!' });
    expect(refused.status).toBe(401);
    expect(refused.json.detail).toEqual({
      status: 'quota_exceeded',
      message: `This request exceeds your quota of ${limit}. You have 5 credits remaining, while 9 credits are required for this request.`,
    });
    expect(await credits(account)).toBe(limit - 5);
    expect((await speak(account, { text: 'Hi.' })).status).toBe(200);
    expect(await credits(account)).toBe(limit - 2);
  });

  test('a paid tier with usage-based billing may pass its limit', async () => {
    const account = await signUp(base, 'Overage');
    await call(base, 'POST', '/v1/workspace/subscription', { headers: account.headers, body: { tier: 'creator' } });
    const limit = TIERS.creator.characterLimit;
    await server.db.update(workspaces).set({ characterCount: limit - 1 }).where(eq(workspaces.id, account.workspaceId));
    expect((await speak(account, { text: 'Over the top.' })).status).toBe(200);
    expect(await credits(account)).toBe(limit - 1 + 13);
  });

  test('without logging nothing is stored, and the request is still charged', async () => {
    const account = await signUp(base, 'Private');
    const speech = await speak(account, { text: 'Off the record.' }, { query: 'enable_logging=false' });
    expect(speech.status).toBe(200);
    expect(speech.headers.get('history-item-id')).toBeNull();
    expect(await credits(account)).toBe(15);
    expect((await call(base, 'GET', '/v1/history', { headers: account.headers })).body.history).toEqual([]);
  });

  test('a regeneration within the limits is free and counted; past the limit it is a new, charged generation', async () => {
    const account = await signUp(base, 'Regenerate');
    const body = { text: 'Once more, with feeling.' };
    const first = await speak(account, body);
    let info = first.headers.get('generation-info')!;
    for (let count = 1; count <= 3; count++) {
      const again = await speak(account, body, { headers: { 'regenerate-from-last-generation-info': info } });
      expect(again.status).toBe(200);
      expect(again.headers.get('regeneration-count')).toBe(String(count));
      expect(again.headers.get('character-cost')).toBe('0');
      expect(JSON.parse(again.headers.get('generation-info')!).generation_id).toBe(JSON.parse(info).generation_id);
      info = again.headers.get('generation-info')!;
    }
    expect(await credits(account)).toBe(24);
    const fourth = await speak(account, body, { headers: { 'regenerate-from-last-generation-info': info } });
    expect(fourth.headers.get('regeneration-count')).toBe('0');
    expect(fourth.headers.get('character-cost')).toBe('24');
    expect(await credits(account)).toBe(48);

    const otherText = await speak(account, { text: 'Something else.' }, { headers: { 'regenerate-from-last-generation-info': info } });
    expect(otherText.headers.get('character-cost')).toBe('15');
    const nonsense = await speak(account, body, { headers: { 'regenerate-from-last-generation-info': 'nonsense' } });
    expectBusinessError(result(nonsense), 400, 'invalid_generation_info');
  });

  test('a workspace that opted out of training (the no-training group) gets one regeneration', async () => {
    const account = await signUp(base, 'NoTraining');
    const optOut = await call(base, 'PATCH', '/v1/workspace', { headers: account.headers, body: { training_opt_out: true } });
    expect(optOut.body.training_opt_out).toBe(true);
    expect((await call(base, 'GET', '/v1/user', { headers: account.headers })).body.workspace_training_opt_out).toBe(true);
    const body = { text: 'Once more, with feeling.' };
    const first = await speak(account, body);
    const again = await speak(account, body, {
      headers: { 'regenerate-from-last-generation-info': first.headers.get('generation-info')! } });
    expect(again.headers.get('regeneration-count')).toBe('1');
    expect(again.headers.get('character-cost')).toBe('0');
    const third = await speak(account, body, {
      headers: { 'regenerate-from-last-generation-info': again.headers.get('generation-info')! } });
    expect(third.headers.get('regeneration-count')).toBe('0');
    expect(third.headers.get('character-cost')).toBe('24');
  });
});

describe('refusals', () => {
  test('192 kbps MP3 is not for the free tier', async () => {
    const speech = await speak(free, { text: 'Hi.' }, { query: 'output_format=mp3_44100_192' });
    expectBusinessError(result(speech), 403, 'output_format_not_allowed');
    expect((await speak(pro, { text: 'Hi.' }, { query: 'output_format=mp3_44100_192' })).status).toBe(200);
  });

  test('an unknown output format is 422 naming the supported ones', async () => {
    const speech = await speak(free, { text: 'Hi.' }, { query: 'output_format=opus_24000_64' });
    expect(speech.status).toBe(422);
    expect(speech.json.detail[0].loc).toEqual(['query', 'output_format']);
    expect(speech.json.detail[0].msg).toContain('mp3_44100_128');
  });

  test.each([
    [{}, ['body', 'text']],
    [{ text: '   ' }, ['body', 'text']],
    [{ text: 42 }, ['body', 'text']],
    [{ text: 'Hi.', voice_settings: { stability: 2 } }, ['body', 'voice_settings', 'stability']],
    [{ text: 'Hi.', voice_settings: { speed: 1.5 } }, ['body', 'voice_settings', 'speed']],
    [{ text: 'Hi.', voice_settings: { use_speaker_boost: 'yes' } }, ['body', 'voice_settings', 'use_speaker_boost']],
    [{ text: 'Hi.', seed: -1 }, ['body', 'seed']],
    [{ text: 'Hi.', seed: 1.5 }, ['body', 'seed']],
    [{ text: 'Hi.', seed: 4294967296 }, ['body', 'seed']],
    [{ text: '...' }, ['body', 'text']],
    [{ text: 'Hi.', language_code: 'xx' }, ['body', 'language_code']],
  ])('%j is a 422 at %j', async (body, loc) => {
    const speech = await speak(free, body);
    expect(speech.status, JSON.stringify(speech.json)).toBe(422);
    expect(speech.json.detail.map((issue: { loc: unknown }) => issue.loc)).toContainEqual(loc);
  });

  test('models that do not exist or cannot speak are clear 400s', async () => {
    const unknown = await speak(free, { text: 'Hi.', model_id: 'eleven_imaginary_v9' });
    expectBusinessError(result(unknown), 400, 'model_not_found');
    const sts = await speak(free, { text: 'Hi.', model_id: 'eleven_english_sts_v2' });
    expectBusinessError(result(sts), 400, 'model_cannot_do_text_to_speech');
  });

  test('text longer than the model allows on the plan is max_character_limit_exceeded, and free of charge', async () => {
    const account = await signUp(base, 'Long');
    const model = findModel('eleven_multilingual_v2')!;
    const speech = await speak(account, { text: 'a'.repeat(model.max_characters_request_free_user + 1) });
    expectBusinessError(result(speech), 400, 'max_character_limit_exceeded');
    expect(await credits(account)).toBe(0);
  });

  test('an unknown voice is voice_not_found', async () => {
    const speech = await speak(free, { text: 'Hi.' }, { voiceId: 'NoSuchVoice000000000' });
    expectBusinessError(result(speech), 404, 'voice_not_found');
  });
});

describe('timestamps and streaming', () => {
  const text = 'Timing is everything. Every letter gets its moment!';

  test('with-timestamps aligns every character, in order', async () => {
    const speech = await speak(free, { text, seed: 5 }, { route: '/with-timestamps', query: 'output_format=pcm_16000' });
    expect(speech.status).toBe(200);
    const { audio_base64: audio, alignment, normalized_alignment: normalized } = speech.json;
    const seconds = Buffer.from(audio, 'base64').byteLength / 2 / 16000;
    expect(alignment.characters.join('')).toBe(text);
    expect(alignment.character_start_times_seconds).toHaveLength(text.length);
    expect(alignment.character_end_times_seconds).toHaveLength(text.length);
    const starts: number[] = alignment.character_start_times_seconds;
    const ends: number[] = alignment.character_end_times_seconds;
    starts.forEach((start, i) => {
      expect(ends[i]!).toBeGreaterThanOrEqual(start);
      if (i > 0) expect(start).toBeGreaterThanOrEqual(starts[i - 1]!);
    });
    expect(ends.at(-1)!).toBeLessThanOrEqual(seconds + 0.01);
    expect(normalized).toEqual(alignment);
  });

  test('stream/with-timestamps sends one JSON object per line, with times from the start of the audio', async () => {
    const speech = await speak(free, { text, seed: 5 }, { route: '/stream/with-timestamps', query: 'output_format=pcm_16000' });
    expect(speech.status).toBe(200);
    expect(speech.headers.get('content-type')).toBe('application/x-ndjson');
    const lines = Buffer.from(speech.bytes).toString('utf8').trim().split('\n').map((line) => JSON.parse(line));
    expect(lines.length).toBeGreaterThan(1);
    const characters = lines.flatMap((line) => line.alignment.characters).join('');
    expect(characters).toBe(text);
    const starts = lines.flatMap((line) => line.alignment.character_start_times_seconds);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const whole = await speak(free, { text, seed: 5 }, { route: '/with-timestamps', query: 'output_format=pcm_16000' });
    expect(Buffer.concat(lines.map((line) => Buffer.from(line.audio_base64, 'base64'))).equals(Buffer.from(whole.json.audio_base64, 'base64'))).toBe(true);
    expect(starts).toEqual(whole.json.alignment.character_start_times_seconds);
  });

  test('the stream\'s first audio arrives while the rest is still being made', async () => {
    const long = 'The first sentence leaves at once. The second one follows it a moment later. '
      + 'A third sentence keeps the engine busy for a while. And the fourth closes the stream at last.';
    const started = performance.now();
    const response = await fetch(`${base}/v1/text-to-speech/${voice.voice_id}/stream?output_format=pcm_16000`,
      { method: 'POST', headers: free.headers, body: JSON.stringify({ text: long, seed: 2 }) });
    expect(response.status).toBe(200);
    const arrivals: Array<{ at: number; bytes: number }> = [];
    const reader = response.body!.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      arrivals.push({ at: performance.now() - started, bytes: read.value.byteLength });
    }
    const total = arrivals.reduce((sum, arrival) => sum + arrival.bytes, 0);
    const first = arrivals[0]!;
    const last = arrivals[arrivals.length - 1]!;
    expect(arrivals.length).toBeGreaterThan(1);
    expect(first.bytes).toBeLessThan(total / 2);
    // The first sentence reached the client well before the last one was made.
    expect(last.at - first.at).toBeGreaterThan(50);
    expect(Number(response.headers.get('tts-latency-ms'))).toBeLessThan(last.at);
  });
});
