import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { voiceDesignPreviews, voices, workspaces } from '../../server/db/schema';
import { decodeAudioFile, measureF0, PREMADE_VOICES, renderPreview } from '../../server/engine';
import type { RunningServer } from '../../server/server';
import {
  PREVIEW_TEXT_MAX, PREVIEW_TEXT_MIN, TIERS, VOICE_CREATION_MESSAGES, VOICE_DESIGN_MESSAGES,
} from '../../src/domain';
import { expectBusinessError, expectValidationError } from '../support/expectations';
import { call, signUp, useTestServer, type TestAccount } from '../support/testServer';
import { insertWorkspaceVoice } from '../support/voices';

// Each design request synthesises three previews of 100+ characters: seconds of work on a shared machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let server: RunningServer;
let base: string;
useTestServer((started) => {
  server = started;
  base = started.url;
});

const TEXT = 'The harbour was quiet that morning. Gulls circled above the boats, and the old ferry waited at the pier for its first passengers.';
const PROMPT = 'A calm old man with a deep voice, narrating a story';

const post = (account: TestAccount, path: string, body: unknown) => call(base, 'POST', path, { headers: account.headers, body });
const design = (account: TestAccount, body: Record<string, unknown>, query = '') =>
  post(account, `/v1/text-to-voice/design${query}`, { voice_description: PROMPT, text: TEXT, ...body });
const creditsOf = async (account: TestAccount) =>
  (await call(base, 'GET', '/v1/user/subscription', { headers: account.headers })).body.character_count as number;
const audioOf = (preview: { audio_base_64: string }) => new Uint8Array(Buffer.from(preview.audio_base_64, 'base64'));

let owner: TestAccount;
let stranger: TestAccount;
beforeAll(async () => {
  [owner, stranger] = await Promise.all([signUp(base, 'Owner'), signUp(base, 'Stranger')]);
});

describe('GET /v1/voice-generation/generate-voice/parameters', () => {
  test('gives the preview text bounds and the legacy option lists', async () => {
    const { status, body } = await call(base, 'GET', '/v1/voice-generation/generate-voice/parameters', { headers: owner.headers });
    expect(status).toBe(200);
    expect(body).toMatchObject({ minimum_characters: 100, maximum_characters: 1000 });
    expect([PREVIEW_TEXT_MIN, PREVIEW_TEXT_MAX]).toEqual([100, 1000]);
    expect(body.genders).toContainEqual({ name: 'Female', code: 'female' });
    expect(body.ages.map((age: { code: string }) => age.code)).toEqual(['young', 'middle_aged', 'old']);
    expect(body.minimum_accent_strength).toBeLessThan(body.maximum_accent_strength);
  });
});

describe('POST /v1/text-to-voice/design', () => {
  test('answers three previews, charges the text once and repeats bytes for the same seed', async () => {
    // Raw PCM keeps these repeated requests quick; the default mp3 is checked with the stream and save tests.
    const pcm = '?output_format=pcm_16000';
    const before = await creditsOf(owner);
    const first = await design(owner, { seed: 42 }, pcm);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.text).toBe(TEXT);
    expect(first.body.previews).toHaveLength(3);
    expect(await creditsOf(owner)).toBe(before + TEXT.length);
    for (const preview of first.body.previews) {
      expect(preview).toMatchObject({ media_type: 'audio/pcm', language: 'en', generated_voice_id: expect.any(String) });
      expect(audioOf(preview).length / 2 / 16000).toBeCloseTo(preview.duration_secs, 1);
      expect(preview.duration_secs).toBeGreaterThan(3);
    }
    expect(new Set(first.body.previews.map((p: { generated_voice_id: string }) => p.generated_voice_id)).size).toBe(3);
    const [a, b, c] = first.body.previews.map((preview: { audio_base_64: string }) => preview.audio_base_64);
    expect(new Set([a, b, c]).size).toBe(3);

    const again = await design(owner, { seed: 42 }, pcm);
    expect(again.body.previews.map((p: { audio_base_64: string }) => p.audio_base_64)).toEqual([a, b, c]);
    const other = await design(owner, { seed: 43 }, pcm);
    // Seed 43's first preview is seed 42's second draw: the scheme is seed, seed + 1, seed + 2.
    expect(other.body.previews[0].audio_base_64).toBe(b);
    expect(other.body.previews[2].audio_base_64).not.toBe(c);
  });

  test('a blank seed draws a random one, so two requests differ', async () => {
    const [one, two] = await Promise.all([design(owner, {}, '?output_format=pcm_16000'), design(owner, { seed: null }, '?output_format=pcm_16000')]);
    expect(one.status).toBe(200);
    expect(one.body.previews[0].audio_base_64).not.toBe(two.body.previews[0].audio_base_64);
  });

  test('auto_generate_text writes a text within the bounds, in the prompt\'s language', async () => {
    const english = await design(owner, { text: null, auto_generate_text: true, seed: 1 }, '?output_format=pcm_16000');
    expect(english.status, JSON.stringify(english.body)).toBe(200);
    expect(english.body.text.length).toBeGreaterThanOrEqual(PREVIEW_TEXT_MIN);
    expect(english.body.text.length).toBeLessThanOrEqual(PREVIEW_TEXT_MAX);
    const spanish = await design(owner, {
      voice_description: 'A warm Spanish woman in her thirties, friendly and bright', text: null, auto_generate_text: true, seed: 1,
    }, '?output_format=pcm_16000');
    expect(spanish.body.previews[0].language).toBe('es');
    expect(spanish.body.text).toMatch(/\b(?:una|que|el|la)\b/);
  });

  test('validates in the API\'s detail-list shape with the spec\'s messages', async () => {
    const short = await design(owner, { voice_description: 'too short' });
    expectValidationError(short, 'voice_description');
    expect(short.body.detail[0].msg).toBe(VOICE_DESIGN_MESSAGES.promptTooShort);
    const missing = await post(owner, '/v1/text-to-voice/design', { text: TEXT });
    expect(missing.body.detail[0].msg).toBe(VOICE_DESIGN_MESSAGES.promptRequired);
    const long = await design(owner, { voice_description: 'a'.repeat(1001) });
    expect(long.body.detail[0].msg).toBe(VOICE_DESIGN_MESSAGES.promptTooLong);
    const noText = await design(owner, { text: null });
    expectValidationError(noText, 'text');
    expect(noText.body.detail[0].msg).toBe('Please provide sample text to preview your generated voice');
    const shortText = await design(owner, { text: 'Too short a text.' });
    expect(shortText.body.detail[0].msg).toBe('Please provide some text between 100 and 1000 characters.');
    for (const [field, value] of [['seed', -1], ['seed', 2_147_483_648], ['loudness', 1.5], ['quality', -2], ['guidance_scale', 101]] as const) {
      expectValidationError(await design(owner, { [field]: value }), field);
    }
  });

  test('a prompt that breaks the Prohibited Use Policy is blocked and costs nothing', async () => {
    const before = await creditsOf(owner);
    const blocked = await design(owner, { voice_description: 'Make it sound exactly like Barack Obama giving a speech' });
    expectBusinessError(blocked, 400, 'blocked_generation');
    expect(blocked.body.detail.message).toBe(VOICE_DESIGN_MESSAGES.blockedGeneration);
    expect(await creditsOf(owner)).toBe(before);
  });

  test('loudness moves the level of the previews', async () => {
    const levels: number[] = [];
    for (const loudness of [-1, 1]) {
      const { body } = await design(owner, { seed: 7, loudness }, '?output_format=pcm_22050');
      const pcm = Buffer.from(body.previews[0].audio_base_64, 'base64');
      const samples = new Int16Array(pcm.buffer, pcm.byteOffset, pcm.length / 2);
      let sum = 0;
      for (const sample of samples) sum += (sample / 32768) ** 2;
      levels.push(10 * Math.log10(sum / samples.length));
    }
    expect(levels[1]! - levels[0]!).toBeGreaterThan(10);
  });

  test('output formats follow the tier rules; a free workspace gets 128 kbps by default', async () => {
    const forbidden = await design(owner, { seed: 1 }, '?output_format=mp3_44100_192');
    expectBusinessError(forbidden, 403, 'output_format_not_allowed');
    const unknown = await design(owner, { seed: 1 }, '?output_format=ogg_1');
    expect(unknown.status).toBe(422);
  });

  test('quota_exceeded as for speech, with nothing charged', async () => {
    const poor = await signUp(base, 'Poor');
    await server.db.update(workspaces).set({ characterCount: TIERS.free.characterLimit - 10 })
      .where(eq(workspaces.id, poor.workspaceId));
    const result = await design(poor, { seed: 1 });
    expectBusinessError(result, 401, 'quota_exceeded');
    expect(await creditsOf(poor)).toBe(TIERS.free.characterLimit - 10);
  });

  test('v3 takes a voice reference: prompt strength 0 follows the reference\'s pitch', async () => {
    const high = PREMADE_VOICES.find((voice) => voice.labels.gender === 'female' && voice.labels.language === 'en')!;
    const reference = await renderPreview(high.model, `${TEXT} ${TEXT}`, { outputFormat: 'wav_16000' });
    const result = await design(owner, {
      voice_description: 'A man reading the news in a steady voice', model_id: 'eleven_ttv_v3', seed: 3,
      reference_audio_base64: Buffer.from(reference).toString('base64'), prompt_strength: 0,
    }, '?output_format=wav_16000');
    expect(result.status, JSON.stringify(result.body).slice(0, 300)).toBe(200);
    const referenceF0 = measureF0((await decodeAudioFile(reference)).samples, 16000).medianHz;
    const previewF0 = measureF0((await decodeAudioFile(audioOf(result.body.previews[0]))).samples, 16000).medianHz;
    expect(Math.abs(previewF0 - referenceF0) / referenceF0).toBeLessThan(0.15);
    // The same prompt alone (strength 1) gives a man's voice, far below the reference.
    const promptOnly = await design(owner, {
      voice_description: 'A man reading the news in a steady voice', model_id: 'eleven_ttv_v3', seed: 3,
      reference_audio_base64: Buffer.from(reference).toString('base64'), prompt_strength: 1,
    }, '?output_format=wav_16000');
    const promptF0 = measureF0((await decodeAudioFile(audioOf(promptOnly.body.previews[0]))).samples, 16000).medianHz;
    expect(promptF0).toBeLessThan(referenceF0 * 0.75);
  });

  test('v3 refuses a reference that is too short, and v2 refuses a reference at all', async () => {
    const clip = await renderPreview(PREMADE_VOICES[0]!.model, 'Hi.', { outputFormat: 'wav_16000' });
    const reference_audio_base64 = Buffer.from(clip).toString('base64');
    const short = await design(owner, { model_id: 'eleven_ttv_v3', reference_audio_base64 });
    expectValidationError(short, 'reference_audio_base64');
    expect(short.body.detail[0].msg).toBe('Audio file is too short. Please upload a file with at least 3s of audio.');
    const garbage = await design(owner, { model_id: 'eleven_ttv_v3', reference_audio_base64: Buffer.from('not audio at all').toString('base64') });
    expect(garbage.body.detail[0].msg).toBe(VOICE_DESIGN_MESSAGES.referenceUnreadable);
    expectBusinessError(await design(owner, { reference_audio_base64 }), 400);
  });

  test('v3 is refused when the workspace\'s voice-design-v3 flag is off', async () => {
    const flagged = await signUp(base, 'Flagged');
    await server.db.update(workspaces).set({ featureFlags: { 'voice-design-v3': false } }).where(eq(workspaces.id, flagged.workspaceId));
    expectBusinessError(await design(flagged, { model_id: 'eleven_ttv_v3', seed: 1 }), 403, 'feature_not_enabled');
  });
});

describe('POST /v1/text-to-voice/create-previews (older form)', () => {
  test('answers the same previews shape with the model defaults', async () => {
    const { status, body } = await post(owner, '/v1/text-to-voice/create-previews?output_format=pcm_16000', { voice_description: PROMPT, text: TEXT, seed: 5 });
    expect(status).toBe(200);
    expect(body.previews).toHaveLength(3);
    const [row] = await server.db.select().from(voiceDesignPreviews)
      .where(eq(voiceDesignPreviews.generatedVoiceId, body.previews[0].generated_voice_id));
    expect(row).toMatchObject({ modelId: 'eleven_multilingual_ttv_v2', seed: 5, workspaceId: owner.workspaceId });
  });
});

describe('POST /v1/text-to-voice/{voice_id}/remix', () => {
  test('remixes an owned voice and refuses premade or foreign ones', async () => {
    const ownVoice = await insertWorkspaceVoice(server.db, owner, { category: 'generated' });
    const body = { voice_description: 'Make this voice a little brighter and faster', text: TEXT, seed: 2 };
    const remix = await post(owner, `/v1/text-to-voice/${ownVoice}/remix?output_format=pcm_16000`, body);
    expect(remix.status, JSON.stringify(remix.body).slice(0, 300)).toBe(200);
    expect(remix.body.previews).toHaveLength(3);
    expectBusinessError(await post(stranger, `/v1/text-to-voice/${ownVoice}/remix`, body), 404, 'voice_not_found');
    expectBusinessError(await post(owner, `/v1/text-to-voice/${PREMADE_VOICES[0]!.voice_id}/remix`, body), 404, 'voice_not_found');
  });
});

describe('previews: stream and save', () => {
  let previews: Array<{ generated_voice_id: string; audio_base_64: string; media_type: string; duration_secs: number }>;
  beforeAll(async () => {
    previews = (await design(owner, { seed: 11 })).body.previews;
  });

  test('GET …/{generated_voice_id}/stream gives the preview\'s audio to its workspace only', async () => {
    const response = await fetch(`${base}/v1/text-to-voice/${previews[0]!.generated_voice_id}/stream`, { headers: owner.headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/mpeg');
    // Without output_format a free workspace gets mp3 at 128 kbps (192 needs Creator), and it decodes.
    expect(previews[0]!.media_type).toBe('audio/mpeg');
    const decoded = await decodeAudioFile(audioOf(previews[0]!));
    expect(decoded.samples.length / decoded.sampleRate).toBeCloseTo(previews[0]!.duration_secs, 0);
    expect(Buffer.from(await response.arrayBuffer()).toString('base64')).toBe(previews[0]!.audio_base_64);
    const foreign = await call(base, 'GET', `/v1/text-to-voice/${previews[0]!.generated_voice_id}/stream`, { headers: stranger.headers });
    expectBusinessError(foreign, 404, 'invalid_generated_voice_id');
    expectBusinessError(await call(base, 'GET', '/v1/text-to-voice/nope/stream', { headers: owner.headers }), 404, 'invalid_generated_voice_id');
  });

  test('saving creates a generated voice with the preview\'s model, labels and the unchosen previews', async () => {
    const [chosen, ...others] = previews;
    const saved = await post(owner, '/v1/text-to-voice', {
      voice_name: '  Harbour Narrator ', voice_description: 'A calm old narrator for sea stories',
      generated_voice_id: chosen!.generated_voice_id, labels: { use_case: 'narrative_story' },
      played_not_selected_voice_ids: others.map((preview) => preview.generated_voice_id),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      name: 'Harbour Narrator', category: 'generated', is_owner: true, description: 'A calm old narrator for sea stories',
      labels: { language: 'en', gender: 'male', age: 'old', use_case: 'narrative_story' },
      preview_url: `${base}/v1/voices/${saved.body.voice_id}/preview`,
    });
    const [row] = await server.db.select().from(voices).where(eq(voices.voiceId, saved.body.voice_id));
    const [preview] = await server.db.select().from(voiceDesignPreviews)
      .where(eq(voiceDesignPreviews.generatedVoiceId, chosen!.generated_voice_id));
    expect(row!.model).toEqual(preview!.model);
    expect(row!.playedNotSelectedVoiceIds).toEqual(others.map((p) => p.generated_voice_id));
    // The voice speaks, and its preview is the designed preview.
    const voicePreview = await fetch(`${base}/v1/voices/${saved.body.voice_id}/preview`, { headers: owner.headers });
    expect(Buffer.from(await voicePreview.arrayBuffer()).toString('base64')).toBe(chosen!.audio_base_64);
    const listed = await call(base, 'GET', `/v1/voices/${saved.body.voice_id}`, { headers: owner.headers });
    expect(listed.body.voice_id).toBe(saved.body.voice_id);
    // A preview is saved once.
    const twice = await post(owner, '/v1/text-to-voice', {
      voice_name: 'Again', voice_description: 'A calm old narrator for sea stories', generated_voice_id: chosen!.generated_voice_id,
    });
    expectBusinessError(twice, 404, 'invalid_generated_voice_id');
  });

  test('the legacy create-voice-from-preview saves too; foreign and expired previews are invalid', async () => {
    const body = { voice_name: 'Legacy', voice_description: 'Saved through the legacy alias of the route' };
    const foreign = await post(stranger, '/v1/text-to-voice/create-voice-from-preview', { ...body, generated_voice_id: previews[1]!.generated_voice_id });
    expectBusinessError(foreign, 404, 'invalid_generated_voice_id');
    await server.db.update(voiceDesignPreviews).set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(voiceDesignPreviews.generatedVoiceId, previews[2]!.generated_voice_id));
    const expired = await post(owner, '/v1/text-to-voice/create-voice-from-preview', { ...body, generated_voice_id: previews[2]!.generated_voice_id });
    expectBusinessError(expired, 404, 'invalid_generated_voice_id');
    const legacy = await post(owner, '/v1/text-to-voice/create-voice-from-preview', { ...body, generated_voice_id: previews[1]!.generated_voice_id });
    expect(legacy.status, JSON.stringify(legacy.body)).toBe(200);
    expect(legacy.body.category).toBe('generated');
    const shortDescription = await post(owner, '/v1/text-to-voice', { ...body, voice_description: 'short', generated_voice_id: 'x' });
    expectValidationError(shortDescription, 'voice_description');
    expect(shortDescription.body.detail[0].msg).toBe(VOICE_DESIGN_MESSAGES.descriptionTooShort);
  });

  test('the custom voice slot rule refuses a save when every slot is used', async () => {
    const full = await signUp(base, 'Full');
    for (let i = 0; i < TIERS.free.voiceLimit; i++) await insertWorkspaceVoice(server.db, full);
    const { body } = await design(full, { seed: 3 }, '?output_format=pcm_16000');
    const result = await post(full, '/v1/text-to-voice', {
      voice_name: 'One too many', voice_description: 'A voice that does not fit any more', generated_voice_id: body.previews[0].generated_voice_id,
    });
    expectBusinessError(result, 400, 'voice_limit_reached');
    expect(result.body.detail.message).toBe(VOICE_CREATION_MESSAGES.customVoiceSlotsUsed);
  });

  test('saves at the same moment cannot take more than the last free slot', async () => {
    const last = await signUp(base, 'LastSlot');
    for (let i = 0; i < TIERS.free.voiceLimit - 1; i++) await insertWorkspaceVoice(server.db, last);
    const { body } = await design(last, { seed: 5 }, '?output_format=pcm_16000');
    const saves = await Promise.all(body.previews.map((preview: { generated_voice_id: string }, i: number) =>
      post(last, '/v1/text-to-voice', {
        voice_name: `Racer ${i}`, voice_description: 'One of three saves racing for one slot', generated_voice_id: preview.generated_voice_id,
      })));
    expect(saves.map((save) => save.status).sort()).toEqual([200, 400, 400]);
  });
});
