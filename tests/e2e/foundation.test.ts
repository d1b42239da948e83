import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningServer } from '../../server/server';
import { launchBrowser, screenshot, startAppServer } from '../support/browser';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const email = `e2e-${Date.now()}@example.test`;
const password = 'a long enough password';

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const sidebar = () => page.getByRole('complementary', { name: 'Sidebar' });

describe('foundation: accounts, shell, keys, tiers, permissions', () => {
  test('a visitor is sent to sign-in, and can sign up into the shell', async () => {
    await page.goto('/app/home');
    await page.waitForURL(/\/sign-in\?next=/);
    await screenshot(page, 'sign-in');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL(/\/sign-up/);
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Welcome, Ada' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/app/home');
    await screenshot(page, 'home');
  });

  test('sign out, then sign in again; a wrong password is refused with a clear message', async () => {
    await sidebar().getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL(/\/sign-in/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('The email or password is incorrect.').waitFor()).resolves.toBeUndefined();
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Welcome, Ada' }).waitFor();
  });

  test('navigation: sidebar links open their pages; pages not built yet say so', async () => {
    await sidebar().getByRole('link', { name: 'Text to Speech' }).click();
    await page.waitForURL('**/app/speech-synthesis/text-to-speech');
    await page.getByRole('heading', { name: 'Text to Speech' }).waitFor();
    await page.getByRole('textbox', { name: 'Text' }).waitFor();
    expect(await sidebar().getByRole('link', { name: 'Text to Speech' }).getAttribute('aria-current')).toBe('page');
    await page.getByRole('link', { name: 'Speech to speech' }).click();
    await page.waitForURL('**/app/speech-synthesis/speech-to-speech');
    await page.getByText('Not built yet').waitFor();
    await screenshot(page, 'coming-page');
  });

  test('the collapsed sidebar survives a reload', async () => {
    await sidebar().getByRole('button', { name: 'Close sidebar' }).click();
    await sidebar().getByRole('button', { name: 'Open sidebar' }).waitFor();
    expect((await sidebar().boundingBox())?.width).toBe(61); // 3.8125rem at 16px
    await page.reload();
    await sidebar().getByRole('button', { name: 'Open sidebar' }).waitFor();
    await screenshot(page, 'sidebar-collapsed');
    await sidebar().getByRole('button', { name: 'Open sidebar' }).click();
    expect((await sidebar().boundingBox())?.width).toBe(256);
  });

  test('an API key is created once and works as xi-api-key', async () => {
    await page.goto('/app/settings/api-keys');
    await page.getByLabel('Key name').fill('CI key');
    await page.getByRole('button', { name: 'Create key' }).click();
    const key = (await page.getByTestId('new-api-key').textContent())?.trim() ?? '';
    expect(key).toMatch(/^sk_/);
    await page.getByRole('cell', { name: 'CI key', exact: true }).waitFor();
    await screenshot(page, 'api-keys');

    const response = await fetch(`${server.url}/v1/user`, { headers: { 'xi-api-key': key } });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { email: string }).email).toBe(email);
  });

  test('switching tier removes the Upgrade button; switching back to free brings it back', async () => {
    await expect(sidebar().getByRole('link', { name: 'Upgrade' }).count()).resolves.toBe(1);
    await page.goto('/app/subscription');
    await page.getByText('No payment provider is connected').waitFor();
    await page.getByRole('button', { name: 'Switch to Creator' }).click();
    await page.locator('[data-tier=creator][aria-current=true]').waitFor();
    await sidebar().getByRole('link', { name: 'Upgrade' }).waitFor({ state: 'detached' });
    await screenshot(page, 'subscription');
    await page.getByRole('button', { name: 'Switch to Free' }).click();
    await sidebar().getByRole('link', { name: 'Upgrade' }).waitFor();
  });

  test('a page whose permission is withdrawn shows the exact denied message', async () => {
    await page.goto('/app/workspace-settings');
    await page.getByRole('button', { name: 'Restrict access' }).click();
    const dubbing = page.getByRole('switch', { name: 'Dubbing' });
    // The switches become editable once the restricted list is saved and reloaded.
    await page.getByRole('button', { name: 'Allow everything' }).waitFor();
    await expect.poll(() => dubbing.isEnabled()).toBe(true);
    await expect(dubbing.isChecked()).resolves.toBe(true);
    await dubbing.click({ force: true });
    await expect.poll(() => dubbing.isChecked()).toBe(false);
    await sidebar().getByRole('link', { name: 'Dubbing' }).click();
    const denied = page.getByRole('alert');
    await denied.waitFor();
    expect(await denied.textContent()).toBe(
      'You do not have access to Dubbing. Please contact your workspace administrator for access.');
    await screenshot(page, 'access-denied');
  });

  test('the training opt-out switch saves, and switches back', async () => {
    await page.goto('/app/workspace-settings');
    const optOut = page.getByRole('switch', { name: 'Opt out of training use' });
    await expect.poll(() => optOut.isEnabled()).toBe(true);
    await optOut.click({ force: true });
    await expect.poll(() => optOut.isChecked()).toBe(true);
    await screenshot(page, 'workspace-training-opt-out');
    await optOut.click({ force: true });
    await expect.poll(() => optOut.isChecked()).toBe(false);
  });

  test('dark theme from the user menu', async () => {
    await sidebar().getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Theme: dark' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.goto('/app/home');
    await screenshot(page, 'home-dark');
  });

  test('mobile: the drawer opens and closes on navigation', async () => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole('button', { name: 'Open sidebar' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await drawer.waitFor();
    await screenshot(page, 'mobile-drawer');
    await drawer.getByRole('link', { name: 'Voices' }).click();
    await page.waitForURL('**/app/voice-library');
    await drawer.waitFor({ state: 'detached' });
  });
});
