import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningServer } from '../../server/server';
import {
  launchBrowser, playingMedia, recordPlayedMedia, settledScreenshot, startAppServer,
} from '../support/browser';

let server: RunningServer;
let browser: Browser;
let page: Page;

const TEXT = 'Good morning. This sentence is read by the embedded parametric synthesiser, one word after another.';
const WORKSPACE = '/app/speech-synthesis/text-to-speech';

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 920 } });
  await recordPlayedMedia(context);
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const sidebar = () => page.getByRole('complementary', { name: 'Sidebar' });
const voicePopover = () => page.getByRole('dialog', { name: 'Voices' });
const player = () => page.getByTestId('speech-player');
const remainingCredits = async () =>
  Number((await page.getByTestId('credits-remaining').textContent())?.replace(/[^\d]/g, ''));

const shoot = (name: string) => settledScreenshot(page, name);

async function setTheme(theme: 'light' | 'dark') {
  if (await page.evaluate(() => document.documentElement.dataset.theme) === theme) return;
  await sidebar().getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: `Theme: ${theme}` }).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
}

describe('text to speech', () => {
  test('a new account opens the workspace on a voice and a model', async () => {
    await page.goto('/sign-up');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Email').fill(`tts-${Date.now()}@example.test`);
    await page.getByLabel('Password').fill('a long enough password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Welcome, Ada' }).waitFor();
    await setTheme('light');
    await sidebar().getByRole('link', { name: 'Text to Speech' }).click();
    await page.getByRole('button', { name: /^Voice: / }).waitFor();
    await page.getByText(/parametric \(formant\) synthesiser/).first().waitFor();
    expect(await page.getByRole('button', { name: /Generate speech/ }).isDisabled()).toBe(true);
  });

  test('type text and pick a voice: search, preview play and stop, choose', async () => {
    await page.getByRole('textbox', { name: 'Text' }).fill(TEXT);
    await expect.poll(() => page.getByTestId('character-count').textContent()).toMatch(new RegExp(`^${TEXT.length} / `));
    await page.getByRole('button', { name: /^Voice: / }).click();
    await voicePopover().waitFor();
    await voicePopover().getByRole('button', { name: /^Play preview of / }).first().waitFor();
    await shoot('tts-voice-picker');
    await voicePopover().getByRole('textbox', { name: 'Search voices' }).fill('zzz-no-such-voice');
    await voicePopover().getByText('No results found.').waitFor();
    await voicePopover().getByRole('textbox', { name: 'Search voices' }).fill('Ava');
    const preview = voicePopover().getByRole('button', { name: 'Play preview of Ava' });
    await preview.click();
    const stop = voicePopover().getByRole('button', { name: 'Stop preview of Ava' });
    await stop.waitFor();
    await stop.click();
    await preview.waitFor();
    // Closing the popover stops a playing preview.
    await preview.click();
    await stop.waitFor();
    await expect.poll(async () => (await playingMedia(page)).playing).toBe(1);
    await page.keyboard.press('Escape');
    await voicePopover().waitFor({ state: 'detached' });
    expect((await playingMedia(page)).playing).toBe(0);
    await page.getByRole('button', { name: /^Voice: / }).click();
    await voicePopover().getByRole('textbox', { name: 'Search voices' }).fill('Ava');
    await preview.waitFor();
    await voicePopover().getByRole('button', { name: /^Ava\b/ }).click();
    await voicePopover().waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Voice: Ava' }).waitFor();
  });

  test('generate (Ctrl+Enter): the speech streams, plays, and has a decoded length', async () => {
    const before = await remainingCredits();
    const started = Date.now();
    await page.getByRole('textbox', { name: 'Text' }).press('Control+Enter');
    await player().waitFor();
    await expect.poll(() => player().getAttribute('data-status'), { timeout: 30_000 }).toBe('complete');
    const streamedMs = Date.now() - started;
    await expect.poll(async () => Number(await player().getAttribute('data-duration') ?? 0)).toBeGreaterThan(1);
    // It played on its own while arriving; the element's own duration agrees with the decoded one.
    const duration = Number(await player().getAttribute('data-duration'));
    await page.getByRole('button', { name: 'Pause' }).or(page.getByRole('button', { name: 'Play' })).first().waitFor();
    await page.getByRole('slider', { name: 'Seek' }).waitFor();
    console.log(`generation streamed and decoded in ${streamedMs} ms; ${duration.toFixed(2)} s of audio`);
    await expect.poll(remainingCredits).toBe(before - TEXT.length);
    await page.getByRole('button', { name: /Regenerate \(3 left\)/ }).waitFor();
    await shoot('tts-generated');
  });

  test('the player plays on demand and downloads an mp3', async () => {
    const playPause = page.getByTestId('speech-player').getByRole('button', { name: /^(Play|Pause)$/ });
    if (await player().getAttribute('data-playing') === 'true') await playPause.click();
    await expect.poll(() => player().getAttribute('data-playing')).toBe('false');
    await playPause.click();
    await expect.poll(() => player().getAttribute('data-playing')).toBe('true');
    const download = page.waitForEvent('download');
    await page.getByTestId('speech-player').getByRole('button', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toMatch(/^Ava_\d+\.mp3$/);
  });

  test('the generation is in the history panel (tab=history), and plays from there', async () => {
    await page.getByRole('tab', { name: 'History' }).click();
    await page.waitForURL(/tab=history/);
    const item = page.getByTestId('history-item').first();
    await item.getByText(TEXT).waitFor();
    await item.getByRole('button', { name: /^Play Ava/ }).click();
    await item.getByRole('button', { name: /^Pause Ava/ }).waitFor();
    await shoot('tts-history');
    await page.reload();
    await page.getByTestId('history-item').first().getByText(TEXT).waitFor();
  });

  test('German text on an English-only model: the Unsupported Language toast offers a model that speaks it', async () => {
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByRole('button', { name: /Eleven Multilingual v2/ }).click();
    await page.getByRole('option', { name: 'Eleven English v1' }).click();
    await page.getByRole('textbox', { name: 'Text' })
      .fill('Guten Morgen! Heute lesen wir einen kurzen Text auf Deutsch, damit die Sprache erkannt wird.');
    await page.getByText('Unsupported Language', { exact: true }).waitFor();
    await shoot('tts-unsupported-language');
    await page.getByRole('button', { name: 'Use Eleven Multilingual v2' }).click();
    await page.getByRole('button', { name: /Eleven Multilingual v2/ }).waitFor();
    await page.getByText('Unsupported Language', { exact: true }).waitFor({ state: 'detached' });
  });

  test('dark theme: a second generation, a bracket warning and a settings warning', async () => {
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByRole('textbox', { name: 'Text' }).fill(`${TEXT} [softly] {note}`);
    await page.getByText(/Curly braces/).waitFor();
    await setTheme('dark');
    await page.getByRole('button', { name: /Generate speech/ }).click();
    await expect.poll(() => player().getAttribute('data-status'), { timeout: 30_000 }).toBe('complete');
    await page.getByRole('slider', { name: 'Seek' }).waitFor();
    await page.getByRole('slider', { name: 'Stability' }).focus();
    for (let i = 0; i < 25; i++) await page.keyboard.press('ArrowLeft');
    await page.getByText('Under 30% may lead to instability').waitFor();
    await shoot('tts-settings-dark');
    await page.getByRole('button', { name: 'Reset values' }).click();
    await page.getByText('Under 30% may lead to instability').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /^Voice: / }).click();
    await voicePopover().getByRole('button', { name: /^Play preview of / }).first().waitFor();
    await shoot('tts-voice-picker-dark');
    await page.keyboard.press('Escape');
    await setTheme('light');
  });

  test('tabs keep the query string; an unknown voice_id goes to the voice library', async () => {
    await page.goto(`${WORKSPACE}?tab=history`);
    await page.getByRole('link', { name: 'Speech to speech' }).click();
    await page.waitForURL(/\/speech-to-speech\?tab=history$/);
    await page.getByText('Not built yet').waitFor();
    await page.getByRole('link', { name: 'Text to speech', exact: true }).click();
    await page.waitForURL(/\/text-to-speech\?tab=history$/);
    await page.goto(`${WORKSPACE}?voice_id=no_such_voice`);
    await page.waitForURL(/\/app\/voice-library\?voice_id=no_such_voice$/);
  });
});
