import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningServer } from '../../server/server';
import { timbreNotices } from '../../server/notifications/store';
import { NOTIFICATIONS_AUTO_OPEN_DELAY_MS } from '../../src/domain';
import { screenshot, useBrowserApp } from '../support/browser';
import { startTestServer } from '../support/testServer';

let browser: Browser;
let page: Page;

useBrowserApp((app) => ({ browser, page } = app));

const sidebar = () => page.getByRole('complementary', { name: 'Sidebar' });
const bell = () => sidebar().getByRole('button', { name: /^Notifications/ });
const notificationsPopover = () => page.getByRole('dialog', { name: 'Notifications' });
const feedbackPopover = () => page.getByRole('dialog', { name: 'Feedback' });
const titlesIn = (popover: ReturnType<Page['getByRole']>) => popover.getByRole('heading', { level: 3 }).allTextContents();

/** Popovers fade and zoom in; a screenshot taken before that ends shows them half transparent. */
const settled = (on: Page) => on.waitForFunction(() => !document.querySelector('[data-entering], [data-exiting]'));
const shoot = async (on: Page, name: string) => {
  await settled(on);
  await screenshot(on, name);
};

async function signUp(on: Page, name: string) {
  await on.goto('/sign-up');
  await on.getByLabel('First name').fill(name);
  await on.getByLabel('Email').fill(`popovers-${name.toLowerCase()}-${Date.now()}@example.test`);
  await on.getByLabel('Password').fill('a long enough password');
  await on.getByRole('button', { name: 'Create account' }).click();
  await on.getByRole('heading', { name: `Welcome, ${name}` }).waitFor();
}

async function setTheme(theme: 'light' | 'dark') {
  if (await page.evaluate(() => document.documentElement.dataset.theme) === theme) return;
  await sidebar().getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: `Theme: ${theme}` }).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
}

describe('notifications popover', () => {
  test('a new account has unread notices: the bell carries a dot', async () => {
    await signUp(page, 'Ada');
    await expect.poll(() => bell().getAttribute('data-unread')).toBe('true');
    await sidebar().getByTestId('notifications-unread-dot').waitFor();
  });

  test('the bell opens the seeded notices, newest first, with times, badge and links', async () => {
    await bell().click();
    await notificationsPopover().waitFor();
    const seeded = timbreNotices(new Date()).map((notice) => notice.title);
    await expect.poll(() => titlesIn(notificationsPopover())).toEqual(seeded);
    await notificationsPopover().getByText('Important', { exact: true }).waitFor();
    await notificationsPopover().getByRole('link', { name: 'Create an API key' }).waitFor();
    expect(await notificationsPopover().getByText(/^(just now|\d+ minutes? ago)$/).count()).toBe(seeded.length);
    await shoot(page, 'notifications-popover');
  });

  test('closing marks the newest as read: the dot goes, and stays gone after a reload', async () => {
    await page.keyboard.press('Escape');
    await notificationsPopover().waitFor({ state: 'detached' });
    expect(await bell().getAttribute('data-unread')).toBeNull();
    expect(await page.getByTestId('notifications-unread-dot').count()).toBe(0);
    const stored = await page.evaluate(() => localStorage.getItem('timbre.notifications.read'));
    expect(JSON.parse(stored ?? '[]')).toEqual([timbreNotices(new Date())[0]!.slug]);

    await page.reload();
    await bell().click();
    await notificationsPopover().getByRole('heading', { name: 'Welcome to Timbre' }).waitFor();
    expect(await bell().getAttribute('data-unread')).toBeNull();
    expect(await page.getByTestId('notifications-unread-dot').count()).toBe(0);
  });

  test('a link in a notice navigates and closes the popover', async () => {
    await notificationsPopover().getByRole('link', { name: 'Create an API key' }).click();
    await page.waitForURL('**/app/settings/api-keys');
    await notificationsPopover().waitFor({ state: 'detached' });
  });

  test('the collapsed sidebar keeps the bell, and its popover opens beside it', async () => {
    await page.goto('/app/home');
    await sidebar().getByRole('button', { name: 'Close sidebar' }).click();
    await bell().click();
    await notificationsPopover().waitFor();
    await shoot(page, 'notifications-collapsed');
    await page.keyboard.press('Escape');
    await sidebar().getByRole('button', { name: 'Open sidebar' }).click();
  });
});

describe('feedback popover', () => {
  const feedbackButton = () => sidebar().getByRole('button', { name: 'Feedback' });

  test('empty feedback is refused with the spec\'s message, before anything is sent', async () => {
    await feedbackButton().click();
    await feedbackPopover().waitFor();
    const sent: string[] = [];
    page.on('request', (request) => { if (request.url().endsWith('/v1/feedback')) sent.push(request.url()); });
    await feedbackPopover().getByRole('button', { name: 'Send' }).click();
    await feedbackPopover().getByText('Please enter your feedback.').waitFor();
    expect(sent).toEqual([]);
    await shoot(page, 'feedback-empty');
  });

  test('both popovers in dark', async () => {
    await page.keyboard.press('Escape');
    await setTheme('dark');
    await feedbackButton().click();
    await feedbackPopover().getByText('Please enter your feedback.').waitFor();
    await shoot(page, 'feedback-empty-dark');
    await page.keyboard.press('Escape');
    await bell().click();
    await notificationsPopover().getByRole('heading', { name: 'Welcome to Timbre' }).waitFor();
    await shoot(page, 'notifications-popover-dark');
    await page.keyboard.press('Escape');
  });

  test('sending shows the thank-you, which is still there when reopened at once', async () => {
    await feedbackButton().click();
    await feedbackPopover().getByLabel('What would make Timbre better for you?').fill('I love how quiet the sidebar is.');
    const answer = page.waitForResponse((response) => response.url().endsWith('/v1/feedback'));
    await feedbackPopover().getByRole('button', { name: 'Send' }).click();
    expect(await (await answer).json()).toEqual({ relevant: true, category: 'other', positive: true });
    await feedbackPopover().getByRole('heading', { name: 'Thank you for your feedback' }).waitFor();
    await shoot(page, 'feedback-thank-you-dark');
    await page.keyboard.press('Escape');
    await feedbackPopover().waitFor({ state: 'detached' });
    await setTheme('light');
    await feedbackButton().click();
    await feedbackPopover().getByRole('heading', { name: 'Thank you for your feedback' }).waitFor();
    await shoot(page, 'feedback-thank-you');
    await page.keyboard.press('Escape');
  });
});

describe('mobile', () => {
  test('the header has the bell; the drawer has Feedback', async () => {
    await page.setViewportSize({ width: 390, height: 800 });
    const headerBell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
    await headerBell.click();
    await notificationsPopover().getByRole('heading', { name: 'Welcome to Timbre' }).waitFor();
    await shoot(page, 'notifications-mobile');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Open sidebar' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await drawer.getByRole('button', { name: 'Feedback' }).click();
    await feedbackPopover().getByRole('heading', { name: 'Thank you for your feedback' }).waitFor();
    await shoot(page, 'feedback-mobile');
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});

describe('auto-open', () => {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  let seeded: RunningServer;
  beforeAll(async () => {
    const now = Date.now();
    seeded = await startTestServer({
      clientDir: path.join(root, 'dist', 'client'),
      notificationSeed: [
        { slug: 'older', title: 'An older notice', description: 'Not important.', publishedAt: new Date(now - 120_000) },
        { slug: 'important-news', title: 'Important news', description: 'The newest notice is important.',
          publishedAt: new Date(now - 60_000), isImportant: true },
      ],
    });
  });
  afterAll(async () => {
    await seeded?.close();
  });

  test('a new account sees important, unread news open by itself after 5 s; once closed, it stays read', async () => {
    const context = await browser.newContext({ baseURL: seeded.url, viewport: { width: 1280, height: 800 } });
    const fresh = await context.newPage();
    await signUp(fresh, 'Grace');
    const shellShownAt = Date.now();
    const popover = fresh.getByRole('dialog', { name: 'Notifications' });
    await popover.getByRole('heading', { name: 'Important news' }).waitFor({ timeout: 15_000 });
    const waited = Date.now() - shellShownAt;
    expect(waited).toBeGreaterThanOrEqual(NOTIFICATIONS_AUTO_OPEN_DELAY_MS - 500);
    await shoot(fresh, 'notifications-auto-open');
    await fresh.keyboard.press('Escape');
    await popover.waitFor({ state: 'detached' });
    await fresh.reload();
    await fresh.getByRole('heading', { name: 'Welcome, Grace' }).waitFor();
    await fresh.waitForTimeout(NOTIFICATIONS_AUTO_OPEN_DELAY_MS + 1_000);
    expect(await popover.count()).toBe(0);
    await context.close();
  });
});
