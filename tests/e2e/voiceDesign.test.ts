import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningServer } from '../../server/server';
import { launchBrowser, settledScreenshot, startAppServer } from '../support/browser';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const DESIGN = '/app/voice-lab?mode=create&creationType=voiceDesign';
const PROMPT = 'An elderly lighthouse keeper with a deep, gravelly voice and a slow, kindly way of speaking.';
const TEXT = 'Every night for forty years I have climbed these stairs to light the lamp. The sea has been a loyal '
  + 'friend and a fierce enemy, and I would not trade a single storm.';
const NAME = 'Lighthouse Keeper';

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const dialog = () => page.getByRole('dialog');
const design = () => page.getByTestId('voice-design');
const shoot = (name: string) => settledScreenshot(page, name);
const api = async (method: string, pathname: string, body?: unknown) => {
  const token = await page.evaluate(() => localStorage.getItem('timbre.session'));
  return fetch(new URL(pathname, server.url), {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
};

/** A mono 16-bit WAV of silence, `seconds` long: decodable, so only its length decides. */
function wav(seconds: number): Buffer {
  const rate = 8000;
  const data = Math.round(seconds * rate) * 2;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0); header.writeUInt32LE(36 + data, 4); header.write('WAVE', 8); header.write('fmt ', 12);
  header.writeUInt32LE(16, 16); header.writeUInt16LE(1, 20); header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24); header.writeUInt32LE(rate * 2, 28); header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34); header.write('data', 36); header.writeUInt32LE(data, 40);
  return Buffer.concat([header, Buffer.alloc(data)]);
}

describe('voice design', () => {
  test('the add-voice dialog opens on Voice Design', async () => {
    await page.goto('/sign-up');
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Email').fill(`design-${Date.now()}@example.test`);
    await page.getByLabel('Password').fill('a long enough password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Welcome, Grace' }).waitFor();
    await page.goto(DESIGN);
    await design().waitFor();
    await dialog().getByText(/credits remaining/).waitFor();
    await expect.poll(() => page.getByTestId('preview-text-count').textContent()).toBe('0 / 100–1000');
  });

  test('every §5 message: prompt, preview text, voice reference', async () => {
    const prompt = design().getByRole('textbox', { name: 'Prompt' });
    const previewText = design().getByRole('textbox', { name: 'Preview text' });
    const generate = design().getByRole('button', { name: 'Generate voice' });
    await prompt.fill('');
    await generate.click();
    await design().getByText('Voice prompt is required').waitFor();
    await design().getByText('Please provide sample text to preview your generated voice').waitFor();
    await prompt.fill('A calm voice');
    await previewText.fill('Far too short.');
    await generate.click();
    await design().getByText('Voice prompt should be at least 20 characters long').waitFor();
    await design().getByText('Please provide some text between 100 and 1000 characters.').waitFor();
    expect(await page.getByTestId('preview-text-count').getAttribute('data-invalid')).toBe('true');
    await prompt.fill('x'.repeat(1001));
    await generate.click();
    await design().getByText('Voice prompt should be less than 1000 characters').waitFor();
    await shoot('voice-design-validation');

    await design().locator('input[type=file]').setInputFiles({ name: 'short.wav', mimeType: 'audio/wav', buffer: wav(1) });
    await design().getByText('Audio file is too short. Please upload a file with at least 3s of audio.').waitFor();
    await design().locator('input[type=file]').setInputFiles({ name: 'long.wav', mimeType: 'audio/wav', buffer: wav(301) });
    await design().getByText('Audio file is too long. Please upload a file with at most 300s of audio.').waitFor();
  });

  test('a prompt the policy blocks: its message on the prompt, nothing charged', async () => {
    const before = await (await api('GET', '/v1/user/subscription')).json() as { character_count: number };
    await design().getByRole('textbox', { name: 'Prompt' }).fill('A voice that sounds exactly like Morgan Freeman reading the news.');
    await design().getByRole('textbox', { name: 'Preview text' }).fill(TEXT);
    await design().getByRole('button', { name: 'Generate voice' }).click();
    await design().getByText(/may violate our Prohibited Use Policy.*You have not been charged/).waitFor();
    const after = await (await api('GET', '/v1/user/subscription')).json() as { character_count: number };
    expect(after.character_count).toBe(before.character_count);
  });

  test('design: three previews, the first preselected; play one; copy the share link', async () => {
    await design().getByRole('textbox', { name: 'Prompt' }).fill(PROMPT);
    await design().getByRole('textbox', { name: 'Preview text' }).fill(TEXT);
    expect(await page.getByTestId('preview-text-count').getAttribute('data-invalid')).toBeNull();
    await design().getByRole('textbox', { name: 'Seed' }).fill('12345');
    const started = Date.now();
    await design().getByRole('button', { name: 'Generate voice' }).click();
    await design().getByRole('progressbar', { name: 'Generating voices…' }).waitFor();
    expect(await design().getByRole('button', { name: 'Auto-generate' }).isDisabled()).toBe(true);
    await design().getByRole('button', { name: /^(Play|Pause) Voice 3$/ }).waitFor({ timeout: 120_000 });
    console.log(`three previews in ${Date.now() - started} ms`);
    expect(await design().getByRole('button', { name: /^(Play|Pause) Voice [123]$/ }).count()).toBe(3);
    expect(await design().getByTestId('preview-player').textContent()).toContain('Voice 1');

    await design().getByRole('button', { name: 'Play Voice 2' }).click();
    await design().getByRole('button', { name: 'Pause Voice 2' }).waitFor();
    // The shared player's clock moves: the audio really plays.
    await expect.poll(() => design().getByTestId('preview-player').textContent(), { timeout: 10_000 })
      .toMatch(/Voice 2.*0:0[1-9] \//);
    await shoot('voice-design-previews');

    await design().getByRole('button', { name: 'Copy share link' }).click();
    await page.getByText('Share link copied').waitFor();
    const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
    expect(Object.fromEntries(link.searchParams)).toMatchObject({
      mode: 'create', creationType: 'voiceDesign', prompt: PROMPT, previewText: TEXT, seed: '12345', loudness: '0.5',
      quality: '0.9', guidanceScale: '5',
    });
    const shared = await context.newPage();
    await shared.goto(link.pathname + link.search);
    await shared.getByTestId('voice-design').waitFor();
    expect(await shared.getByRole('textbox', { name: 'Prompt' }).inputValue()).toBe(PROMPT);
    expect(await shared.getByRole('textbox', { name: 'Seed' }).inputValue()).toBe('12345');
    await shared.close();
  });

  test('select, the save step: Back, §5 save messages, then Save voice closes the dialog', async () => {
    await design().getByRole('button', { name: 'Select voice' }).click();
    const save = page.getByTestId('voice-design-save');
    await save.waitFor();
    expect(await save.getByRole('textbox', { name: 'Description' }).inputValue()).toBe(PROMPT);
    await save.getByRole('button', { name: 'Back' }).click();
    await design().getByRole('button', { name: 'Pause Voice 2' }).or(design().getByRole('button', { name: 'Play Voice 2' }))
      .waitFor();
    await design().getByRole('button', { name: 'Select voice' }).click();
    await save.getByRole('button', { name: 'Save voice' }).click();
    await save.getByText('Please give your voice a name').waitFor();
    await save.getByRole('textbox', { name: 'Description' }).fill('Too short');
    await save.getByRole('button', { name: 'Save voice' }).click();
    await save.getByText('Description should have at least 20 characters').waitFor();
    await save.getByRole('textbox', { name: 'Description' }).fill('');
    await save.getByRole('button', { name: 'Save voice' }).click();
    await save.getByText('Description is required').waitFor();
    await save.getByRole('textbox', { name: 'Description' }).fill('y'.repeat(501));
    await save.getByRole('button', { name: 'Save voice' }).click();
    await save.getByText('Description should be less than 500 characters').waitFor();

    await save.getByRole('textbox', { name: 'Name' }).fill(NAME);
    await save.getByRole('textbox', { name: 'Description' }).fill(PROMPT);
    await save.getByRole('textbox', { name: 'Language' }).fill('en');
    await save.getByRole('button', { name: 'Add label' }).click();
    await save.getByRole('textbox', { name: 'Label' }).nth(1).fill('accent');
    await save.getByRole('textbox', { name: 'Value' }).fill('british');
    await shoot('voice-design-save');
    await save.getByRole('button', { name: 'Save voice' }).click();
    await dialog().waitFor({ state: 'detached' });
  });

  test('the voice is in My Voices and speaks, through the API and in the Text to speech workspace', async () => {
    const listed = await (await api('GET', `/v2/voices?search=${encodeURIComponent(NAME)}`)).json() as {
      voices: Array<{ voice_id: string; name: string; description: string; labels: Record<string, string> }>;
    };
    const voice = listed.voices.find((v) => v.name === NAME);
    expect(voice).toMatchObject({ description: PROMPT, labels: { language: 'en', accent: 'british' } });
    const speech = await api('POST', `/v1/text-to-speech/${voice!.voice_id}`, { text: 'Good evening from the lighthouse.' });
    expect(speech.status).toBe(200);
    expect(speech.headers.get('content-type')).toBe('audio/mpeg');
    expect((await speech.arrayBuffer()).byteLength).toBeGreaterThan(1000);

    // And in the Text to speech workspace: the voice link selects it, and generating plays its speech.
    await page.goto(`/app/speech-synthesis/text-to-speech?voice_id=${voice!.voice_id}`);
    await page.getByRole('button', { name: `Voice: ${NAME}` }).waitFor();
    await page.getByRole('textbox', { name: 'Text' }).fill('Good evening from the lighthouse.');
    await page.getByRole('textbox', { name: 'Text' }).press('Control+Enter');
    const player = page.getByTestId('speech-player');
    await expect.poll(() => player.getAttribute('data-status'), { timeout: 30_000 }).toBe('complete');
    await expect.poll(async () => Number(await player.getAttribute('data-duration') ?? 0)).toBeGreaterThan(1);
  });

  test('Auto-generate writes a preview text and speaks it', async () => {
    await page.goto(DESIGN);
    await design().waitFor();
    expect(await design().getByRole('textbox', { name: 'Preview text' }).inputValue()).toBe('');
    await design().getByRole('button', { name: 'Auto-generate' }).click();
    expect(await design().getByRole('button', { name: 'Generate voice' }).isDisabled()).toBe(true);
    await design().getByRole('button', { name: /^(Play|Pause) Voice 3$/ }).waitFor({ timeout: 120_000 });
    const written = await design().getByRole('textbox', { name: 'Preview text' }).inputValue();
    expect(written.trim().length).toBeGreaterThanOrEqual(100);
    expect(await page.getByTestId('preview-text-count').getAttribute('data-invalid')).toBeNull();
  });

  test('a narrow screen folds the settings away', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(DESIGN);
    await design().waitFor();
    const seed = design().getByRole('textbox', { name: 'Seed' });
    expect(await seed.isVisible()).toBe(false);
    await design().getByRole('button', { name: /Settings/ }).click();
    await seed.waitFor();
    await shoot('voice-design-narrow');
  });
});
