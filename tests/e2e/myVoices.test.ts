import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { VOICE_MESSAGES } from '../../src/domain';
import type { RunningServer } from '../../server/server';
import { launchBrowser, settledScreenshot, startAppServer } from '../support/browser';
import { call, signUp, type TestAccount } from '../support/testServer';

let server: RunningServer;
let browser: Browser;
let page: Page;
let account: TestAccount;
let voiceId: string;
/** A library copy keeps the library voice's category. */
let atlasCategory: string;

const MY_VOICES = '/app/voice-lab';

/** Copies the library's `index`-th voice into My Voices under `name`; answers the new voice's id. */
async function addLibraryVoice(name: string, index: number): Promise<string> {
  const shared = await call(server.url, 'GET', '/v1/shared-voices?page_size=2', { headers: account.headers });
  const library = (shared.body.voices as Array<{ public_owner_id: string; voice_id: string }>)[index]!;
  const added = await call(server.url, 'POST', `/v1/voices/add/${library.public_owner_id}/${library.voice_id}`, {
    headers: account.headers, body: { new_name: name },
  });
  expect(added.status).toBe(200);
  return added.body.voice_id;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  account = await signUp(server.url, 'Ada');
  // A professional draft is a voice of the workspace's own; the Creator plan allows one.
  expect((await call(server.url, 'POST', '/v1/workspace/subscription', { headers: account.headers, body: { tier: 'creator' } })).status).toBe(200);
  const created = await call(server.url, 'POST', '/v1/voices/pvc', {
    headers: account.headers,
    body: { name: 'Marlowe Narrator', language: 'en', description: 'A calm narrator for long reads.' },
  });
  expect(created.status).toBe(200);
  voiceId = created.body.voice_id;
  // And a copy of a library voice, added after it: the newest voice, and the one "From the Voice Library" shows.
  const atlas = await addLibraryVoice('Atlas Copy', 0);
  atlasCategory = (await call(server.url, 'GET', `/v1/voices/${atlas}`, { headers: account.headers })).body.category;
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const shoot = (name: string) => settledScreenshot(page, name);
const listedNames = () => page.getByTestId('my-voice').getByRole('button', { name: /^Open / })
  .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')!.slice('Open '.length)));

async function choose(field: string, option: string) {
  await page.getByRole('button', { name: new RegExp(`${field}$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const panel = () => page.getByRole('dialog', { name: 'Marlowe Narrator' });
const voiceLabels = () => panel().getByTestId('voice-label').allTextContents();

async function pick(label: string, option: string) {
  await panel().getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('My Voices', () => {
  test('signs in and lists the workspace\'s own voices, not the premade ones', async () => {
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Welcome, Ada' }).waitFor();
    await page.goto(MY_VOICES);
    await page.getByRole('heading', { name: 'My Voices' }).waitFor();
    await page.getByRole('button', { name: 'Open Marlowe Narrator' }).waitFor();
    // Newest first: the library copy was added last.
    expect(await listedNames()).toEqual(['Atlas Copy', 'Marlowe Narrator']);
    await shoot('my-voices-list');
  });

  test('sorts by name and filters by where the voice came from', async () => {
    await choose('Sort', 'Name Z–A');
    await expect.poll(listedNames).toEqual(['Marlowe Narrator', 'Atlas Copy']);
    await choose('Show', 'From the Voice Library');
    await expect.poll(listedNames).toEqual(['Atlas Copy']);
    await choose('Show', 'Professional');
    await expect.poll(listedNames).toEqual(['Marlowe Narrator']);
    // The category filter neither voice is in.
    await choose('Show', atlasCategory === 'cloned' ? 'Designed' : 'Cloned');
    await page.getByText('No results found.').waitFor();
    await choose('Show', 'All voices');
    await choose('Sort', 'Newest first');
    await expect.poll(listedNames).toEqual(['Atlas Copy', 'Marlowe Narrator']);
  });

  test('search narrows the list (debounced) and says so when nothing matches', async () => {
    const search = page.getByRole('textbox', { name: 'Search my voices' });
    await search.fill('zzz-no-such-voice');
    await page.getByText('No results found.').waitFor();
    await shoot('my-voices-no-results');
    await search.fill('marlowe');
    await expect.poll(listedNames).toEqual(['Marlowe Narrator']);
  });

  test('opens the voice in a side panel named by the URL', async () => {
    await page.getByRole('button', { name: 'Open Marlowe Narrator' }).click();
    await panel().waitFor();
    expect(new URL(page.url()).searchParams.get('voice_id')).toBe(voiceId);
    await panel().getByText('A calm narrator for long reads.').waitFor();
    expect(await voiceLabels()).toEqual(['Language: English']);
    const use = panel().getByRole('link', { name: 'Use in text to speech' });
    expect(await use.getAttribute('href')).toBe(`/app/speech-synthesis/text-to-speech?voice_id=${voiceId}`);
    await shoot('my-voices-detail');
    // On a phone the sheet covers the screen and the toolbar stacks.
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot('my-voices-detail-mobile');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test('plays the voice\'s preview and stops it', async () => {
    await panel().getByRole('button', { name: 'Play preview' }).click();
    const stop = panel().getByRole('button', { name: 'Stop preview' });
    await stop.waitFor();
    // The list row shows the same shared player's state.
    await page.getByRole('button', { name: 'Stop preview of Marlowe Narrator' }).waitFor();
    await stop.click();
    await panel().getByRole('button', { name: 'Play preview' }).waitFor();
  });

  test('edits labels: a missing value is refused with the spec\'s message, a complete set is saved', async () => {
    await panel().getByRole('button', { name: 'Edit' }).click();
    await panel().getByRole('form', { name: 'Edit voice' }).waitFor();
    expect(new URL(page.url()).searchParams.get('action')).toBe('edit');
    await panel().getByRole('button', { name: 'Add label' }).click();
    // The next free kind after language is the accent, whose choices are the language's accents.
    await panel().getByTestId('label-row').nth(1).waitFor();
    await panel().getByRole('button', { name: 'Save changes' }).click();
    await panel().getByText(VOICE_MESSAGES.labelValuesMissing).waitFor();
    await shoot('my-voices-label-rule');
    await pick('Value of Accent', 'British');
    await panel().getByRole('button', { name: 'Add label' }).click();
    await pick('Value of Gender', 'Female');
    // Changing the language clears the accent that depended on it.
    await pick('Value of Language', 'German');
    await panel().getByRole('button', { name: 'Save changes' }).click();
    await panel().getByText(VOICE_MESSAGES.labelValuesMissing).waitFor();
    await pick('Value of Accent', 'German');
    await panel().getByRole('button', { name: 'Save changes' }).click();
    await panel().getByRole('form', { name: 'Edit voice' }).waitFor({ state: 'detached' });
    expect(await voiceLabels()).toEqual(['Language: German', 'Accent: German', 'Gender: Female']);
    await shoot('my-voices-labels-saved');
  });

  test('a reload shows the saved labels, from the server', async () => {
    await page.reload();
    await panel().waitFor();
    await expect.poll(voiceLabels).toEqual(['Language: German', 'Accent: German', 'Gender: Female']);
    const stored = await call(server.url, 'GET', `/v1/voices/${voiceId}`, { headers: account.headers });
    expect(stored.body.labels).toEqual({ language: 'de', accent: 'german', gender: 'female' });
  });

  test('saves the voice\'s settings for the workspace', async () => {
    const speed = panel().getByRole('slider', { name: 'Speed' });
    await speed.focus();
    await page.keyboard.press('ArrowRight');
    await panel().getByRole('button', { name: 'Save settings' }).click();
    await panel().getByRole('button', { name: 'Saved' }).waitFor();
    const stored = await call(server.url, 'GET', `/v1/voices/${voiceId}/settings`, { headers: account.headers });
    expect(stored.body.speed).toBeCloseTo(1.01, 5);
  });

  test('deletes the voice after confirming; the list empties and points to the library and to adding a voice', async () => {
    await panel().getByRole('button', { name: 'Delete voice' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Marlowe Narrator?' });
    await confirm.waitFor();
    await shoot('my-voices-delete-confirm');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await panel().waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('voice_id')).toBeNull();
    await page.getByRole('textbox', { name: 'Search my voices' }).fill('');
    await expect.poll(listedNames).toEqual(['Atlas Copy']);
    // The last voice goes too, through the API: the empty list points to the library and to adding a voice.
    const atlas = (await call(server.url, 'GET', '/v2/voices?voice_type=non-default', { headers: account.headers })).body.voices[0];
    expect((await call(server.url, 'DELETE', `/v1/voices/${atlas.voice_id}`, { headers: account.headers })).status).toBe(200);
    await page.reload();
    await page.getByText('No voices').waitFor();
    expect((await call(server.url, 'GET', `/v1/voices/${voiceId}`, { headers: account.headers })).status).toBe(404);
    const add = page.getByRole('link', { name: 'Add a new voice' }).last();
    expect(new URL(await add.getAttribute('href') ?? '', server.url).searchParams.get('mode')).toBe('create');
    await page.getByRole('link', { name: 'Browse the Voice Library' }).waitFor();
    await shoot('my-voices-empty');
  });

  test('"Add a new voice" opens the add-voice dialog; a voice added meanwhile is listed when it closes', async () => {
    await page.getByRole('link', { name: 'Add a new voice' }).last().click();
    await page.waitForURL(/mode=create/);
    await page.getByRole('dialog').waitFor();
    await addLibraryVoice('Nova Copy', 1);
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => !url.searchParams.has('mode'));
    await expect.poll(listedNames).toEqual(['Nova Copy']);
  });

  test('a voice_id that names no voice of the workspace says \'Voice not found\'', async () => {
    await page.goto(`${MY_VOICES}?voice_id=${voiceId}`);
    const missing = page.getByRole('dialog', { name: 'Voice' });
    await missing.getByText('Voice not found').waitFor();
    await missing.getByRole('button', { name: 'Close' }).click();
    await missing.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('voice_id')).toBeNull();
  });
});
