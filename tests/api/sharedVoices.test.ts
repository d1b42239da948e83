import { fc } from '@fast-check/vitest';
import { beforeAll, describe, expect, test } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import { libraryVoices } from '../../server/db/schema';
import { generateCatalogue } from '../../server/library/catalogue';
import { catalogueEmbeddings, librarySeedingOf } from '../../server/library/seed';
import type { RunningServer } from '../../server/server';
import {
  accentMatchesLanguage, LIBRARY_LANGUAGES, LIBRARY_SORTS, NOTICE_PERIOD_DAYS, VOICE_AGES, VOICE_DESCRIPTIVES,
  VOICE_GENDERS, VOICE_USE_CASES, type LibraryVoice, type SharedVoicesResponse,
} from '../../src/domain';
import { call, signUp, useTestServer, type TestAccount } from '../support/testServer';

let server: RunningServer;
let base: string;
let account: TestAccount;

useTestServer((started) => {
  server = started;
  base = started.url;
});
beforeAll(async () => {
  account = await signUp(base);
  await librarySeedingOf(server.db)!.ready;
}, 600_000);

type Params = Array<[string, string]>;
const search = async (params: Params) => {
  const result = await call(base, 'GET', `/v1/shared-voices?${new URLSearchParams(params)}`, { headers: account.headers });
  return result as { status: number; body: SharedVoicesResponse & { detail?: unknown } };
};

const accents = LIBRARY_LANGUAGES.flatMap((language) => language.accents.map((accent) => accent.id));

/** Any combination of filters the API takes; absent ones are left out. */
const filtersArbitrary = fc.record({
  gender: fc.constantFrom('any', ...VOICE_GENDERS),
  age: fc.constantFrom('any', ...VOICE_AGES),
  language: fc.constantFrom(...LIBRARY_LANGUAGES.slice(0, 6).map((language) => language.code)),
  accent: fc.constantFrom(...accents),
  use_cases: fc.subarray([...VOICE_USE_CASES], { minLength: 1, maxLength: 3 }),
  descriptives: fc.subarray([...VOICE_DESCRIPTIVES], { minLength: 1, maxLength: 8 }),
  category: fc.constantFrom('generated', 'professional', 'cloned'),
  featured: fc.constant('true'),
  include_custom_rates: fc.constant('false'),
  include_live_moderated: fc.constant('false'),
  min_notice_period_days: fc.constantFrom(...NOTICE_PERIOD_DAYS.map(String)),
  search: fc.constantFrom('calm', 'narr', 'british', 'deep voice', 'teacher'),
  sort: fc.constantFrom(...LIBRARY_SORTS),
}, { requiredKeys: [] });
type Filters = typeof filtersArbitrary extends fc.Arbitrary<infer T> ? T : never;

const toParams = (filters: Filters): Params => Object.entries(filters).flatMap(([key, value]) =>
  Array.isArray(value) ? value.map((item) => [key, item] as [string, string]) : [[key, value as string]]);

function satisfies(voice: LibraryVoice, filters: Filters): string | null {
  const words = (filters.search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const language = LIBRARY_LANGUAGES.find((item) => item.code === voice.language)?.name;
  const tokens = `${voice.name} ${voice.description} ${voice.gender} ${voice.age} ${voice.accent} ${language} ${voice.use_case} ${voice.descriptive} ${voice.category}`
    .toLowerCase().split(/[^\p{L}\p{N}]+/u);
  const checks: Array<[boolean, string]> = [
    [!filters.gender || filters.gender === 'any' || voice.gender === filters.gender, 'gender'],
    [!filters.age || filters.age === 'any' || voice.age === filters.age, 'age'],
    [!filters.language || voice.language === filters.language, 'language'],
    [!filters.accent || !accentMatchesLanguage(filters.accent, filters.language) || voice.accent === filters.accent, 'accent'],
    [!filters.use_cases || filters.use_cases.includes(voice.use_case as never), 'use_cases'],
    [!filters.descriptives || filters.descriptives.includes(voice.descriptive as never), 'descriptives'],
    [!filters.category || voice.category === filters.category, 'category'],
    [!filters.featured || voice.featured, 'featured'],
    [!filters.include_custom_rates || voice.rate === null, 'include_custom_rates'],
    [!filters.include_live_moderated || !voice.live_moderation_enabled, 'include_live_moderated'],
    [!filters.min_notice_period_days || (voice.notice_period ?? 0) >= Number(filters.min_notice_period_days), 'notice'],
    [words.every((word) => tokens.some((token) => token.startsWith(word))), 'search'],
  ];
  return checks.find(([ok]) => !ok)?.[1] ?? null;
}

const sortValue = (voice: LibraryVoice, sort: string): number => {
  switch (sort) {
    case 'created_date': return voice.date_unix;
    case 'cloned_by_count': return voice.cloned_by_count;
    case 'usage_character_count_1y': return voice.usage_character_count_1y;
    default: return Number.NaN;
  }
};

describe('GET /v1/shared-voices', () => {
  test('the seeded catalogue covers every language, accent, gender, age, use case and descriptive', async () => {
    const all: LibraryVoice[] = [];
    for (let page = 0; ; page++) {
      const { status, body } = await search([['page_size', '100'], ['page', String(page)]]);
      expect(status).toBe(200);
      all.push(...body.voices);
      if (!body.has_more) break;
    }
    expect(all.length).toBeGreaterThanOrEqual(300);
    expect(new Set(all.map((voice) => voice.voice_id)).size).toBe(all.length);
    for (const accent of accents) expect(all.some((voice) => voice.accent === accent), accent).toBe(true);
    for (const value of [...VOICE_GENDERS, ...VOICE_AGES, ...VOICE_USE_CASES, ...VOICE_DESCRIPTIVES]) {
      expect(all.some((voice) => [voice.gender, voice.age, voice.use_case, voice.descriptive].includes(value)), value).toBe(true);
    }
    expect(all.some((voice) => voice.notice_period !== null)).toBe(true);
    expect(all.some((voice) => voice.rate !== null)).toBe(true);
    expect(all.some((voice) => !voice.free_users_allowed)).toBe(true);
    expect(all.some((voice) => voice.live_moderation_enabled)).toBe(true);
    expect(all.some((voice) => voice.featured)).toBe(true);
    expect(all[0]).toMatchObject({ is_added_by_user: false, preview_url: expect.stringContaining('/v1/shared-voices/preview?') });
  });

  test('seeding stores the catalogue exactly (one JSON-parameter insert) and leaves the planner statistics', async () => {
    const catalogue = generateCatalogue();
    const sample = [catalogue[0]!, catalogue[137]!, catalogue.at(-1)!];
    const embeddings = (await catalogueEmbeddings(process.env.TIMBRE_CACHE_DIR!))!;
    const rows = await server.db.select().from(libraryVoices).where(inArray(libraryVoices.voiceId, sample.map((voice) => voice.voiceId)));
    expect(rows).toHaveLength(sample.length);
    for (const voice of sample) {
      const row = rows.find((item) => item.voiceId === voice.voiceId)!;
      const { ageDays, model, ...fields } = voice;
      expect(row).toMatchObject(fields);
      expect(row.model).toEqual(model);
      expect(row.version).toBe(1);
      // real[] holds float32: compare at that precision.
      expect(row.embedding.map(Math.fround)).toEqual(embeddings.get(voice.voiceId)!.map(Math.fround));
      expect(Math.round((Date.now() - row.createdAt.getTime()) / 86_400_000)).toBe(ageDays);
    }
    // ANALYZE ran: a table never analysed has reltuples -1.
    const stats = await server.db.execute(sql`select reltuples from pg_class where relname = 'library_voices'`);
    const { reltuples } = ((stats as { rows?: unknown[] }).rows ?? stats as unknown as unknown[])[0] as { reltuples: number };
    expect(Number(reltuples)).toBeGreaterThanOrEqual(catalogue.length);
  });

  test('every returned voice satisfies every filter, and sorts are ordered (property)', async () => {
    await fc.assert(fc.asyncProperty(filtersArbitrary, async (filters) => {
      const { status, body } = await search([...toParams(filters), ['page_size', '100']]);
      expect(status, JSON.stringify(body)).toBe(200);
      for (const voice of body.voices) expect(satisfies(voice, filters), voice.voice_id).toBeNull();
      const values = body.voices.map((voice) => sortValue(voice, filters.sort ?? 'trending'));
      if (!values.some(Number.isNaN)) for (let i = 1; i < values.length; i++) expect(values[i]).toBeLessThanOrEqual(values[i - 1]!);
    }), { numRuns: 40, seed: 5 });
  });

  test('paging through a query never repeats or skips a voice (property)', async () => {
    await fc.assert(fc.asyncProperty(filtersArbitrary.map((f) => ({ ...f, search: undefined })),
      fc.integer({ min: 3, max: 40 }), async (filters, pageSize) => {
        const params = toParams(filters as Filters);
        const { body: whole } = await search([...params, ['page_size', '100']]);
        if (whole.has_more) return;
        const paged: string[] = [];
        for (let page = 0; page < 40; page++) {
          const { body } = await search([...params, ['page_size', String(pageSize)], ['page', String(page)]]);
          paged.push(...body.voices.map((voice) => voice.voice_id));
          expect(body.last_sort_id).toBe(body.voices.at(-1)?.voice_id ?? null);
          if (!body.has_more) break;
        }
        expect(paged).toEqual(whole.voices.map((voice) => voice.voice_id));
      }), { numRuns: 15, seed: 9 });
  });

  test('an accent of another language is dropped; a matching one applies', async () => {
    const dropped = await search([['language', 'fr'], ['accent', 'american'], ['page_size', '100']]);
    expect(dropped.body.voices.length).toBeGreaterThan(0);
    expect(dropped.body.voices.every((voice) => voice.language === 'fr')).toBe(true);
    const applied = await search([['language', 'en'], ['accent', 'scottish']]);
    expect(applied.body.voices.length).toBeGreaterThan(0);
    expect(applied.body.voices.every((voice) => voice.accent === 'scottish')).toBe(true);
  });

  test('voice_id (an extension) answers that one voice, or none', async () => {
    const { body: some } = await search([['page', '3'], ['page_size', '1']]);
    const voice = some.voices[0]!;
    const { body } = await search([['voice_id', voice.voice_id]]);
    expect(body.voices).toEqual([voice]);
    expect(body.has_more).toBe(false);
    expect((await search([['voice_id', 'no_such_voice']])).body.voices).toEqual([]);
  });

  test('search finds a voice by a word of its name, description or labels', async () => {
    const { body: first } = await search([['page_size', '1']]);
    const voice = first.voices[0]!;
    const word = voice.name.split(' ')[0]!;
    const { body } = await search([['search', word.slice(0, 3)], ['page_size', '100']]);
    expect(body.voices.map((item) => item.voice_id)).toContain(voice.voice_id);
    expect((await search([['search', 'zzqxnotaword']])).body.voices).toEqual([]);
  });

  test.each([
    [[['page_size', '0']]], [[['page_size', '101']]], [[['page', '-1']]], [[['gender', 'robot']]], [[['sort', 'name']]],
    [[['featured', 'yes']]], [[['use_cases', 'cooking']]], [[['descriptives', 'loud']]], [[['min_notice_period_days', 'x']]],
    [[['age', 'ancient']]], [[['category', 'nope']]],
  ] as Array<[Params]>)('bad query %j answers 422 with a detail list', async (params) => {
    const { status, body } = await search(params);
    expect(status).toBe(422);
    expect(body.detail).toEqual([expect.objectContaining({ loc: expect.arrayContaining(['query']), msg: expect.any(String), type: expect.any(String) })]);
  });

  test('a preview is an mp3, and unknown library voices are 404', async () => {
    const { body } = await search([['page_size', '1']]);
    const response = await fetch(body.voices[0]!.preview_url, { headers: account.headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/mpeg');
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    const missing = await call(base, 'GET', '/v1/shared-voices/preview?public_owner_id=x&voice_id=y', { headers: account.headers });
    expect(missing.status).toBe(404);
  });
});

describe('similar voices', () => {
  test("a voice's own preview finds it first; top_k and the threshold limit the answer", async () => {
    const { body } = await search([['page_size', '3'], ['sort', 'cloned_by_count']]);
    for (const voice of body.voices) {
      const audio = await (await fetch(voice.preview_url, { headers: account.headers })).arrayBuffer();
      const form = new FormData();
      form.set('audio_file', new Blob([audio], { type: 'audio/mpeg' }), 'sample.mp3');
      form.set('top_k', '5');
      const response = await fetch(`${base}/v1/similar-voices`, { method: 'POST', headers: { authorization: account.headers.authorization! }, body: form });
      const similar = (await response.json()) as SharedVoicesResponse;
      expect(response.status).toBe(200);
      expect(similar.voices.length).toBe(5);
      expect(similar.voices[0]!.voice_id).toBe(voice.voice_id);

      // A threshold keeps a nearest-first prefix of the unlimited answer: the voices within that distance.
      const ask = async (fields: Record<string, string>) => {
        const form = new FormData();
        form.set('audio_file', new Blob([audio], { type: 'audio/mpeg' }), 'sample.mp3');
        for (const [key, value] of Object.entries(fields)) form.set(key, value);
        const answer = await fetch(`${base}/v1/similar-voices`, { method: 'POST', headers: { authorization: account.headers.authorization! }, body: form });
        return ((await answer.json()) as SharedVoicesResponse).voices.map((item) => item.voice_id);
      };
      const all = await ask({ top_k: '100' });
      const near = await ask({ top_k: '100', similarity_threshold: '0.05' });
      expect(all).toHaveLength(100);
      expect(near.length).toBeLessThan(100);
      expect(near).toEqual(all.slice(0, near.length));
    }
  });

  test('by id: a library voice finds its neighbours (not itself), a premade voice is compared through its preview', async () => {
    const { body } = await search([['page_size', '1']]);
    const voice = body.voices[0]!;
    const byId = await call(base, 'POST', '/v1/similar-voices-by-id', { headers: account.headers,
      body: { voice_id: voice.voice_id, public_user_id: voice.public_owner_id, top_k: 4 } });
    expect(byId.status).toBe(200);
    expect(byId.body.voices).toHaveLength(4);
    expect(byId.body.voices.map((item: LibraryVoice) => item.voice_id)).not.toContain(voice.voice_id);

    const premade = await call(base, 'POST', '/v1/similar-voices-by-id', { headers: account.headers, body: { voice_id: 'X2j2O2ClFwy8pH6qGq9J', top_k: 3 } });
    expect(premade.status).toBe(200);
    expect(premade.body.voices).toHaveLength(3);
    const missing = await call(base, 'POST', '/v1/similar-voices-by-id', { headers: account.headers, body: { voice_id: 'nope' } });
    expect(missing.status).toBe(404);
    const bad = await call(base, 'POST', '/v1/similar-voices-by-id', { headers: account.headers, body: { voice_id: 'x', top_k: 0 } });
    expect(bad.status).toBe(422);
  });

  test('bad uploads are 422', async () => {
    const form = new FormData();
    form.set('audio_file', new Blob([new Uint8Array([1, 2, 3, 4])]), 'noise.bin');
    const response = await fetch(`${base}/v1/similar-voices`, { method: 'POST', headers: { authorization: account.headers.authorization! }, body: form });
    expect(response.status).toBe(422);
    const noFile = new FormData();
    noFile.set('top_k', '500');
    expect((await fetch(`${base}/v1/similar-voices`, { method: 'POST', headers: { authorization: account.headers.authorization! }, body: noFile })).status).toBe(422);
  });
});
