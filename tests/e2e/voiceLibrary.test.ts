import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { librarySeedingOf } from '../../server/library/seed';
import type { RunningServer } from '../../server/server';
import { wavOfPcm16 } from '../../src/services/media';
import {
  launchBrowser, playingMedia, recordPlayedMedia, settledScreenshot, startAppServer,
} from '../support/browser';
import { call } from '../support/testServer';

let server: RunningServer;
let browser: Browser;
let page: Page;
let token: string;
/** The name the library voice was added to My Voices under. */
let addedName: string;

const LIBRARY = '/app/voice-library';

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  await librarySeedingOf(server.db)!.ready;
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } });
  await recordPlayedMedia(context);
  page = await context.newPage();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const shoot = (name: string) => settledScreenshot(page, name);
const cards = () => page.getByTestId('library-voice');
const headers = () => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });

async function choose(label: string, option: string) {
  // A select's button is named by its value and its label: "Any Gender".
  await page.getByRole('button', { name: new RegExp(`(^| )${label}$`) }).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('voice library', () => {
  test('a new account opens the library and filters by gender and language', async () => {
    await page.goto('/sign-up');
    await page.getByLabel('First name').fill('Lia');
    await page.getByLabel('Email').fill(`library-${Date.now()}@example.test`);
    await page.getByLabel('Password').fill('a long enough password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Welcome, Lia' }).waitFor();
    token = await page.evaluate(() => localStorage.getItem('timbre.session') ?? '');
    await page.goto(LIBRARY);
    await page.getByRole('heading', { name: 'Voice Library' }).waitFor();
    await cards().first().waitFor();
    await choose('Gender', 'Female');
    await expect.poll(() => new URL(page.url()).searchParams.get('gender')).toBe('female');
    await choose('Language', 'German');
    await expect.poll(() => new URL(page.url()).searchParams.get('language')).toBe('de');
    await expect.poll(async () => {
      const shown = await cards().evaluateAll((nodes) => nodes.map((n) => `${n.getAttribute('data-gender')}/${n.getAttribute('data-language')}`));
      return shown.length > 0 && shown.every((pair) => pair === 'female/de');
    }).toBe(true);
    await shoot('library-filtered');
    // Reload keeps the filters (they live in the address).
    await page.reload();
    await cards().first().waitFor();
    expect(await cards().evaluateAll((nodes) => nodes.every((n) => n.getAttribute('data-gender') === 'female'
      && n.getAttribute('data-language') === 'de'))).toBe(true);
  });

  test('a preview plays in the page’s one audio player', async () => {
    const name = await cards().first().getByRole('button', { name: /^Play preview of / }).getAttribute('aria-label');
    await cards().first().getByRole('button', { name: /^Play preview of / }).click();
    await cards().first().getByRole('button', { name: name!.replace('Play', 'Stop') }).waitFor();
    await expect.poll(async () => (await playingMedia(page)).advanced, { timeout: 20_000 }).toBe(true);
    // Another preview stops the first: only one plays.
    await cards().nth(1).getByRole('button', { name: /^Play preview of / }).click();
    await cards().first().getByRole('button', { name: name! }).waitFor();
    await expect.poll(async () => (await playingMedia(page)).playing).toBe(1);
    await cards().nth(1).getByRole('button', { name: /^Stop preview of / }).click();
  });

  test('open a voice, add it to My Voices, and it is listed by GET /v2/voices', async () => {
    const first = cards().first();
    const title = (await first.getByRole('button', { name: /^Details of / }).getAttribute('aria-label'))!.replace('Details of ', '');
    await first.getByRole('button', { name: /^Details of / }).click();
    const panel = page.getByTestId('library-voice-panel');
    await panel.waitFor();
    expect(new URL(page.url()).searchParams.get('voice_id')).toBeTruthy();
    await panel.getByRole('heading', { name: 'Similar voices' }).waitFor();
    await shoot('library-detail');
    await panel.getByRole('button', { name: 'Add to My Voices' }).click();
    const sheet = page.getByRole('dialog', { name: 'Add to My Voices' });
    await sheet.waitFor();
    expect(await sheet.getByRole('textbox', { name: 'Name' }).inputValue()).toBe(title);
    await sheet.getByRole('textbox', { name: 'Name' }).fill(`${title} (mine)`);
    await sheet.getByRole('button', { name: 'Add voice' }).click();
    await sheet.getByText('was added to My Voices.').waitFor();
    addedName = `${title} (mine)`;
    await shoot('library-added');
    const listed = await call(server.url, 'GET', '/v2/voices?page_size=100', { headers: headers() });
    expect(listed.body.voices.map((voice: { name: string }) => voice.name)).toContain(`${title} (mine)`);
    await sheet.getByRole('button', { name: 'Done' }).click();
    await panel.getByText('Added to My Voices').waitFor();
    await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Close' }).click();
    await panel.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('voice_id')).toBeNull();
    await first.getByText('Added', { exact: true }).waitFor();
  });

  test('the added voice is found in My Voices, its labels are edited there, and it is deleted', async () => {
    await page.goto('/app/voice-lab');
    await page.getByRole('textbox', { name: 'Search my voices' }).fill(addedName);
    await page.getByRole('button', { name: `Open ${addedName}` }).click();
    const mine = page.getByRole('dialog', { name: addedName });
    await mine.waitFor();
    const labels = () => mine.getByTestId('voice-label').allTextContents();
    // The copy keeps the library voice's labels (one of each kind); dropping its use case is saved on the server.
    const before = await labels();
    expect(before).toHaveLength(6);
    await mine.getByRole('button', { name: 'Edit' }).click();
    await mine.getByRole('button', { name: 'Remove label Use case' }).click();
    await mine.getByRole('button', { name: 'Save changes' }).click();
    await mine.getByRole('form', { name: 'Edit voice' }).waitFor({ state: 'detached' });
    await expect.poll(labels).toHaveLength(5);
    const id = new URL(page.url()).searchParams.get('voice_id');
    const stored = await call(server.url, 'GET', `/v1/voices/${id}`, { headers: headers() });
    expect(Object.keys(stored.body.labels).sort()).toEqual(['accent', 'age', 'descriptive', 'gender', 'language']);
    await mine.getByRole('button', { name: 'Delete voice' }).click();
    await page.getByRole('alertdialog', { name: `Delete ${addedName}?` }).getByRole('button', { name: 'Delete', exact: true })
      .click();
    await mine.waitFor({ state: 'detached' });
    const listed = await call(server.url, 'GET', '/v2/voices?page_size=100', { headers: headers() });
    expect(listed.body.voices.map((voice: { name: string }) => voice.name)).not.toContain(addedName);
    await page.goto(LIBRARY);
  });

  test('a voice_id address opens that voice’s panel', async () => {
    const listed = await call(server.url, 'GET', '/v1/shared-voices?page_size=1&sort=created_date', { headers: headers() });
    const voice = listed.body.voices[0];
    await page.goto(`${LIBRARY}?voice_id=${voice.voice_id}`);
    await page.getByTestId('library-voice-panel').waitFor();
    await page.getByRole('heading', { name: voice.name.split('/').pop().trim() }).waitFor();
    await page.keyboard.press('Escape');
  });

  test('find similar voices from an uploaded sample; changing a filter ends that search with a warning', async () => {
    const voices = await call(server.url, 'GET', '/v1/voices', { headers: headers() });
    const speech = await fetch(`${server.url}/v1/text-to-speech/${voices.body.voices[0].voice_id}?output_format=pcm_16000`, {
      method: 'POST', headers: headers(), body: JSON.stringify({ text: 'This sample finds the voices that sound like it.' }),
    });
    expect(speech.status).toBe(200);
    const wav = wavOfPcm16(new Uint8Array(await speech.arrayBuffer()), 16_000);
    await page.goto(LIBRARY);
    await cards().first().waitFor();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Find similar to a sample' }).click();
    await (await chooser).setFiles({ name: 'sample.wav', mimeType: 'audio/wav', buffer: Buffer.from(wav) });
    await page.getByText('Voices similar to the sample “sample.wav”').waitFor();
    await cards().first().waitFor();
    expect(await cards().count()).toBeGreaterThan(0);
    await shoot('library-similar');
    await choose('Gender', 'Male');
    await page.getByText('Changing the filters cleared the similar-voice search.').waitFor();
    expect(await page.getByText(/Voices similar to/).count()).toBe(0);
  });

  test('no match shows an empty state that clears the filters; a narrow screen stacks the page', async () => {
    await page.getByRole('textbox', { name: 'Search library voices' }).fill('zzzz-no-such-voice');
    await page.getByText('No voices match these filters.').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).last().click();
    await cards().first().waitFor();
    expect(new URL(page.url()).search).toBe('');
    await page.setViewportSize({ width: 390, height: 800 });
    await cards().first().waitFor();
    await shoot('library-narrow');
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});
