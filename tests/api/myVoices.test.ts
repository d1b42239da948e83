/**
 * My Voices on the server: adding library voices, professional drafts, editing own voices, and the v2 list's
 * fine-tuning filter (voice-creation §4, §6, §7; workspace-shell §5.1, §5.5; api-contract §3, §4, §5).
 */
import { fc, test as propTest } from '@fast-check/vitest';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { libraryVoices, voices } from '../../server/db/schema';
import { LANGUAGES, PREMADE_VOICES } from '../../server/engine';
import { EMBEDDING_SIZE } from '../../server/engine/features';
import type { RunningServer } from '../../server/server';
import { draftModelFor } from '../../server/voices/own';
import {
  allowedLabelValues, LABEL_KINDS, LANGUAGE_CODES, labelsIssue, TIERS, VOICE_MESSAGES, type TierId,
} from '../../src/domain';
import { expectBusinessError, expectValidationError } from '../support/expectations';
import { call, signUp, useTestServer, type TestAccount } from '../support/testServer';
import { insertWorkspaceVoice } from '../support/voices';

let server: RunningServer;
let base: string;

useTestServer((started) => {
  server = started;
  base = started.url;
});

const post = (path: string, account: TestAccount, body: unknown) => call(base, 'POST', path, { headers: account.headers, body });
const get = (path: string, account: TestAccount) => call(base, 'GET', path, { headers: account.headers });

async function setTier(account: TestAccount, tier: TierId) {
  const result = await post('/v1/workspace/subscription', account, { tier });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
}

async function subscription(account: TestAccount) {
  return (await get('/v1/user/subscription', account)).body as { voice_slots_used: number; professional_voice_slots_used: number };
}

let librarySequence = 0;
/** A library voice written straight into the table, so these tests do not depend on the library's seeding. */
async function insertLibraryVoice(fields: Partial<typeof libraryVoices.$inferInsert> = {}) {
  const template = PREMADE_VOICES[librarySequence % PREMADE_VOICES.length]!;
  const row: typeof libraryVoices.$inferInsert = {
    voiceId: `library${String(librarySequence++).padStart(13, '0')}`,
    publicOwnerId: 'a'.repeat(31) + String(librarySequence % 10),
    name: `Library voice ${librarySequence}`,
    description: 'A warm narrator from the library.',
    category: 'professional',
    gender: 'female',
    age: 'middle_aged',
    accent: 'british',
    language: 'en',
    descriptive: 'warm',
    useCase: 'narrative_story',
    model: template.model,
    version: 3,
    embedding: Array.from({ length: EMBEDDING_SIZE }, (_, i) => Math.sin(i + librarySequence)),
    searchText: 'library voice',
    freeUsersAllowed: true,
    ...fields,
  };
  await server.db.insert(libraryVoices).values(row);
  return row;
}

const addPath = (library: { publicOwnerId: string; voiceId: string }) =>
  `/v1/voices/add/${library.publicOwnerId}/${library.voiceId}`;

async function voiceRow(voiceId: string) {
  const [row] = await server.db.select().from(voices).where(eq(voices.voiceId, voiceId));
  return row!;
}

/** A multipart edit, as the web app sends it. */
async function edit(account: TestAccount, voiceId: string, fields: Record<string, string | Blob>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const { 'content-type': _json, ...headers } = account.headers;
  return call(base, 'POST', `/v1/voices/${voiceId}/edit`, { headers, rawBody: form });
}

/** Labels the editor could produce: some kinds, each with an allowed value, accents of the chosen language. */
const validLabels = fc.constantFrom(...LANGUAGE_CODES).chain((language) =>
  fc.subarray([...LABEL_KINDS]).chain((kinds) => fc.tuple(...kinds.map((kind) =>
    fc.constantFrom(...(kind === 'language' ? [language] : allowedLabelValues(kind, language))).map((value) => [kind, value] as const)))
    .map((pairs) => ({ labels: Object.fromEntries(pairs) as Record<string, string>, language }))))
  .filter(({ labels, language }) => labels.accent === undefined || allowedLabelValues('accent', language).length > 0);

describe('label rules (workspace-shell §5.1)', () => {
  propTest.prop([validLabels])('labels of allowed values pass, with or without the language preset', ({ labels, language }) => {
    expect(labelsIssue(labels, labels.language ?? language)).toBeNull();
  });

  propTest.prop([validLabels.filter(({ labels }) => Object.keys(labels).length > 0), fc.string(), fc.nat()])(
    'any value outside its kind\'s list, or empty, gets the spec\'s message', ({ labels, language }, value, pick) => {
      const kinds = Object.keys(labels);
      const kind = kinds[pick % kinds.length]! as (typeof LABEL_KINDS)[number];
      fc.pre(!allowedLabelValues(kind, language).includes(value));
      const broken = { ...labels, [kind]: value };
      const preset = kind === 'language' ? undefined : language;
      expect(labelsIssue(broken, preset)).toBe(VOICE_MESSAGES.labelValuesMissing);
    });
});

describe('POST /v1/voices/add/{public_user_id}/{voice_id}', () => {
  test('copies the library voice into the workspace, marked as copied', async () => {
    const owner = await signUp(base, 'Adder');
    const library = await insertLibraryVoice();
    const added = await post(addPath(library), owner, { new_name: 'My narrator', bookmarked: true });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body).toEqual({ voice_id: expect.stringMatching(/^[A-Za-z0-9]{20}$/) });
    const voiceId = added.body.voice_id as string;

    const voice = await get(`/v1/voices/${voiceId}`, owner);
    expect(voice.status).toBe(200);
    expect(voice.body).toMatchObject({
      voice_id: voiceId, name: 'My narrator', category: 'professional', description: library.description,
      labels: { language: 'en', accent: 'british', gender: 'female', age: 'middle_aged', descriptive: 'warm', use_case: 'narrative_story' },
      is_owner: true, is_added_by_user: true, fine_tuning: { is_allowed_to_fine_tune: false },
      fine_tuning_state: 'fine_tuned',
      sharing: { status: 'copied', original_voice_id: library.voiceId, public_owner_id: library.publicOwnerId, free_users_allowed: true },
    });
    const row = await voiceRow(voiceId);
    expect(row).toMatchObject({ model: library.model, version: 3, originalVoiceId: library.voiceId, workspaceId: owner.workspaceId });
    const [after] = await server.db.select().from(libraryVoices).where(eq(libraryVoices.voiceId, library.voiceId!));
    expect(after!.clonedByCount).toBe(1);

    const community = await get('/v2/voices?voice_type=community', owner);
    expect(community.body.voices.map((v: { voice_id: string }) => v.voice_id)).toEqual([voiceId]);
    expect((await subscription(owner)).voice_slots_used).toBe(1);

    // It speaks like any other voice of the workspace.
    const speech = await fetch(`${base}/v1/text-to-speech/${voiceId}?output_format=pcm_16000`,
      { method: 'POST', headers: owner.headers, body: JSON.stringify({ text: 'Hello there.' }) });
    expect(speech.status).toBe(200);
    expect((await speech.arrayBuffer()).byteLength).toBeGreaterThan(8000);
  });

  test('answers 404 voice_not_found when the public user id is not the voice\'s owner, or the voice is unknown', async () => {
    const owner = await signUp(base);
    const library = await insertLibraryVoice();
    const wrongOwner = await post(`/v1/voices/add/${'b'.repeat(32)}/${library.voiceId}`, owner, { new_name: 'X' });
    expectBusinessError(wrongOwner, 404, 'voice_not_found');
    expect(wrongOwner.body.detail.message).toBe(`A voice for the voice_id ${library.voiceId} was not found.`);
    expectBusinessError(await post(`/v1/voices/add/${library.publicOwnerId}/nope`, owner, { new_name: 'X' }), 404, 'voice_not_found');
  });

  test('refuses the same library voice twice, and allows it again once the copy is deleted', async () => {
    const owner = await signUp(base);
    const library = await insertLibraryVoice();
    const first = await post(addPath(library), owner, { new_name: 'Once' });
    expect(first.status).toBe(200);
    const again = await post(addPath(library), owner, { new_name: 'Twice' });
    expectBusinessError(again, 400, 'voice_already_added');
    expect(again.body.detail.message).toBe('This library voice is already in My Voices.');
    expect((await call(base, 'DELETE', `/v1/voices/${first.body.voice_id}`, { headers: owner.headers })).status).toBe(200);
    expect((await post(addPath(library), owner, { new_name: 'Back' })).status).toBe(200);
  });

  test('refuses to add a voice the workspace already owns', async () => {
    const owner = await signUp(base);
    const ownVoice = await insertWorkspaceVoice(server.db, owner);
    const user = await get('/v1/user', owner);
    const result = await post(`/v1/voices/add/${user.body.public_user_id}/${ownVoice}`, owner, { new_name: 'Mine' });
    expectBusinessError(result, 400, 'voice_already_owned');
  });

  test('a voice closed to free users cannot be added on the free tier (workspace-shell §5.5), but can on a paid one', async () => {
    const owner = await signUp(base);
    const library = await insertLibraryVoice({ freeUsersAllowed: false });
    const refused = await post(addPath(library), owner, { new_name: 'Paid only' });
    expectBusinessError(refused, 403, 'free_users_not_allowed');
    expect(refused.body.detail.message)
      .toBe('You must be a paid subscriber to use this voice. Please upgrade your subscription to start using it.');
    expect((await subscription(owner)).voice_slots_used).toBe(0);
    await setTier(owner, 'starter');
    expect((await post(addPath(library), owner, { new_name: 'Paid only' })).status).toBe(200);
  });

  test('voice slots: at the tier\'s voice limit nothing more is added', async () => {
    const owner = await signUp(base);
    const limit = TIERS.free.voiceLimit;
    for (let i = 0; i < limit; i++) {
      expect((await post(addPath(await insertLibraryVoice()), owner, { new_name: `Voice ${i}` })).status).toBe(200);
    }
    expect((await subscription(owner)).voice_slots_used).toBe(limit);
    const full = await post(addPath(await insertLibraryVoice()), owner, { new_name: 'One too many' });
    expectBusinessError(full, 400, 'voice_limit_reached');
    expect(full.body.detail.message).toBe('You\u2019ve used all of your custom voice slots. Upgrade to unlock more');
    expect((await subscription(owner)).voice_slots_used).toBe(limit);
  });

  test('concurrent adds cannot pass the voice limit together', async () => {
    const owner = await signUp(base);
    const candidates = await Promise.all(Array.from({ length: TIERS.free.voiceLimit + 3 }, () => insertLibraryVoice()));
    const results = await Promise.all(candidates.map((library, i) => post(addPath(library), owner, { new_name: `Race ${i}` })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(TIERS.free.voiceLimit);
    expect(results.filter((r) => r.status === 400)).toHaveLength(3);
    expect((await subscription(owner)).voice_slots_used).toBe(TIERS.free.voiceLimit);
  });

  test('needs the add_voice_from_voice_library permission', async () => {
    const owner = await signUp(base);
    const patched = await call(base, 'PATCH', '/v1/workspace',
      { headers: owner.headers, body: { all_members_permissions: ['text_to_speech'] } });
    expect(patched.status).toBe(200);
    const refused = await post(addPath(await insertLibraryVoice()), owner, { new_name: 'No' });
    expectBusinessError(refused, 403, 'missing_permission');
    expect(refused.body.detail.message)
      .toBe('You do not have access to adding voices from the Voice Library. Please contact your workspace administrator for access.');
  });

  test('new_name is required and at most 100 characters', async () => {
    const owner = await signUp(base);
    const library = await insertLibraryVoice();
    const missing = await post(addPath(library), owner, {});
    expectValidationError(missing, 'new_name');
    expect(missing.body.detail[0].msg).toBe('Please give your voice a name');
    expectValidationError(await post(addPath(library), owner, { new_name: '   ' }), 'new_name');
    expectValidationError(await post(addPath(library), owner, { new_name: 'x'.repeat(101) }), 'new_name');
  });
});

describe('POST /v1/voices/pvc', () => {
  test('below the Creator plan it answers the spec\'s message', async () => {
    const owner = await signUp(base);
    for (const tier of ['free', 'starter'] as const) {
      await setTier(owner, tier);
      const refused = await post('/v1/voices/pvc', owner, { name: 'Pro', language: 'en' });
      expectBusinessError(refused, 403, 'professional_voice_cloning_unavailable');
      expect(refused.body.detail.message).toBe('You need to be on at least the Creator plan to use Professional Voice Cloning');
    }
  });

  test('creates a professional draft with the language\'s default model; the subscription counts it', async () => {
    const owner = await signUp(base);
    await setTier(owner, 'creator');
    const created = await post('/v1/voices/pvc', owner,
      { name: '  Studio voice ', language: 'de', description: 'For audiobooks', labels: { accent: 'german', gender: 'male' } });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const voiceId = created.body.voice_id as string;
    const voice = await get(`/v1/voices/${voiceId}`, owner);
    expect(voice.body).toMatchObject({
      name: 'Studio voice', category: 'professional', description: 'For audiobooks', fine_tuning_state: 'draft',
      labels: { language: 'de', accent: 'german', gender: 'male' }, is_owner: true, is_added_by_user: false,
      fine_tuning: { finetuning_state: 'draft', is_allowed_to_fine_tune: true, language: 'de' }, sharing: null,
    });
    const germanPremade = PREMADE_VOICES.find((premade) => premade.labels.language === 'de')!;
    expect((await voiceRow(voiceId)).model).toEqual(germanPremade.model);
    expect(await subscription(owner)).toMatchObject({ professional_voice_slots_used: 1, voice_slots_used: 1 });
  });

  test('every language has a draft model that reads it', () => {
    const engineLanguages = new Map(LANGUAGES.map((language) => [language.id, language]));
    for (const code of LANGUAGE_CODES) {
      const language = engineLanguages.get(code);
      expect(language, `${code} is a language the engine speaks`).toBeDefined();
      const model = draftModelFor(code);
      const premade = PREMADE_VOICES.find((voice) => voice.labels.language === code);
      expect(model.espeakVoice).toBe(premade ? premade.model.espeakVoice : language!.espeakVoice);
    }
  });

  test('the professional voice limit answers each tier group\'s message (voice-creation §6)', async () => {
    const owner = await signUp(base);
    const expected: Array<[TierId, string]> = [
      ['creator', 'Voice limit of 1 reached. Upgrade to Business tier to unlock two additional slots'],
      ['pro', 'Voice limit of 1 reached. Upgrade to Business tier to unlock two additional slots'],
      ['scale_2024_08_10', 'Voice limit of 2 reached. Contact our sales team to unlock more'],
      ['growing_business', 'Voice limit of 3 reached. Upgrade to Business tier to unlock two additional slots'],
    ];
    for (const [tier, message] of expected) {
      await setTier(owner, tier);
      // Fill the tier's professional slots, then one more is refused.
      while ((await subscription(owner)).professional_voice_slots_used < TIERS[tier].professionalVoiceLimit) {
        expect((await post('/v1/voices/pvc', owner, { name: `Pro ${tier}`, language: 'en' })).status).toBe(200);
      }
      const refused = await post('/v1/voices/pvc', owner, { name: 'Too many', language: 'en' });
      expectBusinessError(refused, 400, 'professional_voice_limit_reached');
      expect(refused.body.detail.message, tier).toBe(message);
    }
    expect((await subscription(owner)).professional_voice_slots_used).toBe(3);
  });

  test('needs the create_professional_voice_clone permission', async () => {
    const owner = await signUp(base);
    await setTier(owner, 'creator');
    await call(base, 'PATCH', '/v1/workspace', { headers: owner.headers, body: { all_members_permissions: [] } });
    expectBusinessError(await post('/v1/voices/pvc', owner, { name: 'Pro', language: 'en' }), 403, 'missing_permission');
  });

  test('validates name, language and labels', async () => {
    const owner = await signUp(base);
    await setTier(owner, 'growing_business');
    expectValidationError(await post('/v1/voices/pvc', owner, { language: 'en' }), 'name');
    expectValidationError(await post('/v1/voices/pvc', owner, { name: 'x'.repeat(101), language: 'en' }), 'name');
    const noLanguage = await post('/v1/voices/pvc', owner, { name: 'Pro' });
    expectValidationError(noLanguage, 'language');
    expect(noLanguage.body.detail[0].msg).toBe('Choose one of the languages this server speaks.');
    expect((await post('/v1/voices/pvc', owner, { language: 'en' })).body.detail[0].msg).toBe('Please give your voice a name');
    expectValidationError(await post('/v1/voices/pvc', owner, { name: 'Pro', language: 'xx' }), 'language');
    for (const labels of [{ accent: 'german' }, { gender: '' }, { gender: 'robot' }, { mood: 'happy' }]) {
      const refused = await post('/v1/voices/pvc', owner, { name: 'Pro', language: 'en', labels });
      expectValidationError(refused, 'labels');
    }
    const accentOfAnother = await post('/v1/voices/pvc', owner, { name: 'Pro', language: 'en', labels: { accent: 'german' } });
    expect(accentOfAnother.body.detail[0].msg).toBe('Please set values for each label');
    expect((await subscription(owner)).professional_voice_slots_used).toBe(0);
  });
});

describe('POST /v1/voices/pvc/{voice_id}', () => {
  let owner: TestAccount;
  let stranger: TestAccount;
  let draftId: string;
  beforeAll(async () => {
    [owner, stranger] = await Promise.all([signUp(base, 'Pro'), signUp(base, 'Stranger')]);
    await setTier(owner, 'creator');
    draftId = (await post('/v1/voices/pvc', owner, { name: 'Draft', language: 'en' })).body.voice_id;
  });

  test('updates name, description and labels; a draft\'s model follows its language', async () => {
    const before = await voiceRow(draftId);
    const updated = await post(`/v1/voices/pvc/${draftId}`, owner,
      { name: 'Renamed', language: 'fr', description: 'Now French', labels: { accent: 'belgian', age: 'old' } });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toEqual({ voice_id: draftId });
    const after = await voiceRow(draftId);
    expect(after).toMatchObject({ name: 'Renamed', description: 'Now French', labels: { language: 'fr', accent: 'belgian', age: 'old' } });
    expect(after.model).toEqual(draftModelFor('fr'));
    expect(after.version).toBe(before.version + 1);

    // Only what is sent changes; accents are checked against the stored language.
    expect((await post(`/v1/voices/pvc/${draftId}`, owner, { description: null })).status).toBe(200);
    expect(await voiceRow(draftId)).toMatchObject({ name: 'Renamed', description: null, labels: { language: 'fr' } });
    const wrongAccent = await post(`/v1/voices/pvc/${draftId}`, owner, { labels: { accent: 'american' } });
    expectValidationError(wrongAccent, 'labels');
    expect(wrongAccent.body.detail[0].msg).toBe('Please set values for each label');
  });

  test('another workspace gets 404; a voice that is not professional is refused', async () => {
    expectBusinessError(await post(`/v1/voices/pvc/${draftId}`, stranger, { name: 'Mine now' }), 404, 'voice_not_found');
    expect((await voiceRow(draftId)).name).not.toBe('Mine now');
    const cloned = await insertWorkspaceVoice(server.db, owner);
    expectBusinessError(await post(`/v1/voices/pvc/${cloned}`, owner, { name: 'X' }), 400, 'not_professional_voice');
    expectBusinessError(await post(`/v1/voices/pvc/${PREMADE_VOICES[0]!.voice_id}`, owner, { name: 'X' }), 403,
      'premade_voice_not_editable');
  });
});

describe('POST /v1/voices/{voice_id}/edit', () => {
  let owner: TestAccount;
  let stranger: TestAccount;
  let voiceId: string;
  beforeAll(async () => {
    [owner, stranger] = await Promise.all([signUp(base, 'Editor'), signUp(base, 'Stranger')]);
    voiceId = await insertWorkspaceVoice(server.db, owner, { name: 'Before', labels: { language: 'en' } });
  });

  test('changes name, description and labels, and leaves the voice model alone', async () => {
    const before = await voiceRow(voiceId);
    const result = await edit(owner, voiceId, {
      name: 'After', description: 'Edited', labels: JSON.stringify({ language: 'es', accent: 'latin american', use_case: 'conversational' }),
    });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body).toEqual({ status: 'ok' });
    const voice = await get(`/v1/voices/${voiceId}`, owner);
    expect(voice.body).toMatchObject({
      name: 'After', description: 'Edited', labels: { language: 'es', accent: 'latin american', use_case: 'conversational' },
    });
    const after = await voiceRow(voiceId);
    expect(after.model).toEqual(before.model);
    expect(after.version).toBe(before.version);

    // Name is optional here; an empty description clears it.
    expect((await edit(owner, voiceId, { description: '' })).status).toBe(200);
    expect(await voiceRow(voiceId)).toMatchObject({ name: 'After', description: null });
  });

  test('labels follow the rules of workspace-shell §5.1, with its message', async () => {
    const invalid = [
      { language: 'en', gender: '' },
      { language: 'en', gender: 'robot' },
      { language: 'en', accent: 'german' },
      { age: 'ancient' },
    ];
    for (const labels of invalid) {
      const refused = await edit(owner, voiceId, { labels: JSON.stringify(labels) });
      expect(refused.status, JSON.stringify(labels)).toBe(422);
      expect(refused.body.detail[0]).toMatchObject({ loc: ['form', 'labels'], msg: 'Please set values for each label' });
    }
    const unknown = await edit(owner, voiceId, { labels: JSON.stringify({ mood: 'happy' }) });
    expect(unknown.status).toBe(422);
    expect(unknown.body.detail[0].msg).toMatch(/^"mood" is not a label kind/);
    const notJson = await edit(owner, voiceId, { labels: '{language:' });
    expect(notJson.status).toBe(422);
    expect(notJson.body.detail[0]).toMatchObject({ loc: ['form', 'labels'] });
    expect((await voiceRow(voiceId)).labels).toEqual({ language: 'es', accent: 'latin american', use_case: 'conversational' });
  });

  test('refuses sample uploads clearly, for now', async () => {
    const result = await edit(owner, voiceId, { name: 'With files', files: new Blob([new Uint8Array(100)], { type: 'audio/wav' }) });
    expectBusinessError(result, 400, 'samples_not_available');
    expect((await voiceRow(voiceId)).name).not.toBe('With files');
  });

  test('another workspace\'s voice is absent; premade voices are not editable; JSON bodies are refused', async () => {
    expectBusinessError(await edit(stranger, voiceId, { name: 'Stolen' }), 404, 'voice_not_found');
    expect((await voiceRow(voiceId)).name).not.toBe('Stolen');
    expectBusinessError(await edit(owner, PREMADE_VOICES[0]!.voice_id, { name: 'Mine' }), 403, 'premade_voice_not_editable');
    expectBusinessError(await post(`/v1/voices/${voiceId}/edit`, owner, { name: 'JSON' }), 415, 'unsupported_media_type');
  });

  test('another workspace can neither list nor delete the voice', async () => {
    const list = await get('/v2/voices?voice_type=non-default&page_size=100', stranger);
    expect(list.body.voices.map((v: { voice_id: string }) => v.voice_id)).not.toContain(voiceId);
    expectBusinessError(await call(base, 'DELETE', `/v1/voices/${voiceId}`, { headers: stranger.headers }), 404, 'voice_not_found');
    expect((await get(`/v1/voices/${voiceId}`, owner)).status).toBe(200);
  });
});

describe('GET /v2/voices fine_tuning_state', () => {
  test('lists the professional sessions as the intro asks for them', async () => {
    const owner = await signUp(base);
    await setTier(owner, 'growing_business');
    const draft = (await post('/v1/voices/pvc', owner, { name: 'Session', language: 'en' })).body.voice_id as string;
    const trained = (await post('/v1/voices/pvc', owner, { name: 'Trained', language: 'en' })).body.voice_id as string;
    await server.db.update(voices).set({ fineTuningState: 'fine_tuned' }).where(eq(voices.voiceId, trained));
    await insertWorkspaceVoice(server.db, owner);

    const query = 'sort=created_at_unix&sort_direction=desc&voice_type=personal&category=professional&include_total_count=true&page_size=100';
    const drafts = await get(`/v2/voices?${query}&fine_tuning_state=draft`, owner);
    expect(drafts.status).toBe(200);
    expect(drafts.body.voices.map((v: { voice_id: string }) => v.voice_id)).toEqual([draft]);
    expect(drafts.body.total_count).toBe(1);
    const tuned = await get(`/v2/voices?${query}&fine_tuning_state=fine_tuned`, owner);
    expect(tuned.body.voices).toMatchObject([{ voice_id: trained, fine_tuning_state: 'fine_tuned' }]);
    const all = await get(`/v2/voices?${query}`, owner);
    expect(all.body.total_count).toBe(2);

    const wrong = await get('/v2/voices?fine_tuning_state=baking', owner);
    expect(wrong.status).toBe(422);
    expect(wrong.body.detail[0].loc).toEqual(['query', 'fine_tuning_state']);
  });

  test('only professional voices carry a fine-tuning state', async () => {
    const owner = await signUp(base);
    const cloned = await insertWorkspaceVoice(server.db, owner);
    const voice = await get(`/v1/voices/${cloned}`, owner);
    expect(voice.body).toMatchObject({ fine_tuning_state: null, is_added_by_user: false, fine_tuning: { finetuning_state: null } });
  });
});
