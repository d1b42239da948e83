import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startTestServer } from './testServer';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const screenshotDir = path.join(root, 'test-results', 'screenshots');

/** Debian's Chromium, headless, with the flags that keep it off the (closed) network. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
      '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'],
  });
}

/** The built app and API on one random port, with a fresh database, as `npm start` serves them. */
export function startAppServer() {
  return startTestServer({ clientDir: path.join(root, 'dist', 'client') });
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
