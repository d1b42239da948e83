import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { RunningServer } from '../../server/server';
import { startTestServer } from './testServer';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const screenshotDir = path.join(root, 'test-results', 'screenshots');

/** Debian's Chromium, headless, with the flags that keep it off the (closed) network. */
/** `extraArgs`: more Chromium switches, e.g. a fake microphone for the recorder tests. */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
      '--disable-sync', '--no-first-run', '--disable-dev-shm-usage', ...extraArgs],
  });
}

/**
 * The built app and API on one random port, with a fresh database, as `npm start` serves them. E2E_CLIENT_DIR
 * points at another build, so two checkouts' builds do not overwrite each other.
 */
export function startAppServer() {
  return startTestServer({ clientDir: process.env.E2E_CLIENT_DIR ?? path.join(root, 'dist', 'client') });
}

/**
 * The app's one player keeps its <audio> elements off the DOM: remember every element asked to play, so a test can
 * see what plays (`playingMedia`).
 */
export async function recordPlayedMedia(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const played: HTMLMediaElement[] = [];
    (window as unknown as { played: HTMLMediaElement[] }).played = played;
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      played.push(this);
      return play.call(this);
    };
  });
}

/** What the media elements asked to play are doing now: how many play, and whether any has advanced. */
export const playingMedia = (page: Page) => page.evaluate(() => {
  const played = (window as unknown as { played: HTMLMediaElement[] }).played;
  return {
    playing: played.filter((audio) => !audio.paused).length,
    advanced: played.some((audio) => audio.currentTime > 0 && audio.duration > 0),
  };
});

/** Sheets, dialogs and toasts fade and slide in; a screenshot taken before that ends shows them half drawn. */
export const untilSettled = (page: Page) => page.waitForFunction(() =>
  !document.querySelector('[data-entering], [data-exiting]')
  && document.getAnimations().every((animation) => animation.playState !== 'running'));

export async function settledScreenshot(page: Page, name: string): Promise<string> {
  await untilSettled(page);
  return screenshot(page, name);
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

export interface BrowserApp {
  server: RunningServer;
  browser: Browser;
  page: Page;
}

/** The built app on a fresh server and one desktop-sized page in Chromium, for the calling test file. */
export function useBrowserApp(onStart: (app: BrowserApp) => void): void {
  let app: Partial<BrowserApp> = {};
  beforeAll(async () => {
    const [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
    app = { server, browser };
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } });
    app.page = await context.newPage();
    onStart(app as BrowserApp);
  });
  afterAll(async () => {
    await app.browser?.close();
    await app.server?.close();
  });
}
