import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { RECORDER_MESSAGES, RECORDING_MAX_SECONDS, RECORDING_MIN_SECONDS } from '../../src/domain';
import { wavOfPcm16 } from '../../src/services/media';
import { librarySeedingOf } from '../../server/library/seed';
import type { RunningServer } from '../../server/server';
import { launchBrowser, settledScreenshot, startAppServer } from '../support/browser';
import { call, signUp } from '../support/testServer';

/*
 * Recording a sample for the similar-voice search with a real microphone pipeline: Chromium's fake capture device
 * plays speech the embedded engine spoke (a WAV file), MediaRecorder records it, the page turns it into WAV and
 * the server compares it with the library.
 */

let server: RunningServer;
let browser: Browser;
let page: Page;
let speechDir: string;
let token: string;

const LIBRARY = '/app/voice-library';

beforeAll(async () => {
  server = await startAppServer();
  await librarySeedingOf(server.db)!.ready;
  const account = await signUp(server.url, 'Rae');
  token = account.token;
  const voices = await call(server.url, 'GET', '/v1/voices', { headers: account.headers });
  const speech = await fetch(`${server.url}/v1/text-to-speech/${voices.body.voices[0].voice_id}?output_format=pcm_16000`, {
    method: 'POST', headers: account.headers,
    body: JSON.stringify({ text: 'This is my own voice. Find the library voices that sound the most like it, please.' }),
  });
  expect(speech.status).toBe(200);
  speechDir = await mkdtemp(path.join(tmpdir(), 'timbre-mic-'));
  const microphone = path.join(speechDir, 'microphone.wav');
  await writeFile(microphone, wavOfPcm16(new Uint8Array(await speech.arrayBuffer()), 16_000));
  browser = await launchBrowser(['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream',
    `--use-file-for-fake-audio-capture=${microphone}`]);
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } });
  await context.addInitScript((token) => localStorage.setItem('timbre.session', token), account.token);
  page = await context.newPage();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (speechDir) await rm(speechDir, { recursive: true, force: true });
});

const cards = () => page.getByTestId('library-voice');
const recorder = () => page.getByTestId('library-recorder');

describe('voice library: record a sample', () => {
  test('a recorded sample of about 4 s lists the similar library voices', async () => {
    await page.goto(LIBRARY);
    await cards().first().waitFor();
    await page.getByRole('button', { name: 'Record a sample' }).click();
    await recorder().getByText(RECORDER_MESSAGES.limit(RECORDING_MAX_SECONDS)).waitFor();
    await settledScreenshot(page, 'library-recorder-idle');
    await recorder().getByRole('button', { name: 'Start recording' }).click();
    await recorder().getByText(/Recording starts in \d/).waitFor();
    await recorder().getByText(`Recording 0:04 / 0:${RECORDING_MAX_SECONDS}`).waitFor({ timeout: 15_000 });
    await settledScreenshot(page, 'library-recorder-recording');
    await recorder().getByRole('button', { name: 'Stop' }).click();
    await page.getByText('Voices similar to the sample “recording.wav”').waitFor({ timeout: 30_000 });
    const recorded = await recorder().getByText(/^Recorded \d+\.\d s\./).textContent();
    const seconds = Number(/Recorded (\d+\.\d)/.exec(recorded ?? '')![1]);
    expect(seconds).toBeGreaterThanOrEqual(4);
    expect(seconds).toBeLessThan(6.5);
    await cards().first().waitFor();
    expect(await cards().count()).toBeGreaterThan(0);
    await settledScreenshot(page, 'library-recorder-similar');
  });

  test('a take shorter than the minimum is refused with the spec message and searches nothing', async () => {
    const listed = await cards().allTextContents();
    await recorder().getByRole('button', { name: 'Record again' }).click();
    await recorder().getByRole('button', { name: 'Stop' }).click();
    await recorder().getByText(RECORDER_MESSAGES.tooShort(RECORDING_MIN_SECONDS)).waitFor({ timeout: 15_000 });
    await recorder().getByRole('button', { name: 'Start recording' }).waitFor();
    expect(await cards().allTextContents()).toEqual(listed);
    await settledScreenshot(page, 'library-recorder-too-short');
    await recorder().getByRole('button', { name: 'Close the recorder' }).click();
    expect(await recorder().count()).toBe(0);
  });

  test('a refused microphone says how to allow it', async () => {
    // Without the switch that accepts every prompt, a headless browser refuses the microphone as a user would.
    const refusing = await launchBrowser(['--use-fake-device-for-media-stream']);
    try {
      const context = await refusing.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } });
      await context.addInitScript((token) => localStorage.setItem('timbre.session', token), token);
      const other = await context.newPage();
      await other.goto(LIBRARY);
      await other.getByRole('button', { name: 'Record a sample' }).click();
      await other.getByRole('button', { name: 'Start recording' }).click();
      await other.getByText(RECORDER_MESSAGES.microphoneDenied).waitFor();
      await other.getByRole('button', { name: 'Start recording' }).waitFor();
    } finally {
      await refusing.close();
    }
  });
});
