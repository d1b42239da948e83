import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { RunningServer } from '../../server/server';
import { ACCOUNT_MESSAGES } from '../../src/domain';
import { screenshot, useBrowserApp } from '../support/browser';

let server: RunningServer;
let browser: Browser;
let page: Page;

useBrowserApp((app) => ({ server, browser, page } = app));

const sidebar = () => page.getByRole('complementary', { name: 'Sidebar' });
const widget = () => sidebar().getByTestId('onboarding-widget');
const step = (title: string) => page.getByRole('button', { name: title });
const openAccountMenu = () => sidebar().getByRole('button', { name: /Account menu/ }).click();
const dialog = () => page.getByRole('dialog');

async function setTheme(theme: 'light' | 'dark') {
  if (await page.evaluate(() => document.documentElement.dataset.theme) === theme) return;
  await openAccountMenu();
  await page.getByRole('menuitem', { name: `Theme: ${theme}` }).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
}

describe('onboarding checklist', () => {
  test('a new account sees the checklist widget in the sidebar', async () => {
    await page.goto('/sign-up');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Email').fill(`onboarding-${Date.now()}@example.test`);
    await page.getByLabel('Password').fill('a long enough password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Welcome, Ada' }).waitFor();
    await widget().waitFor();
    expect(await widget().getAttribute('aria-label')).toBe('Onboarding checklist: 0 of 3 steps done');
    await screenshot(page, 'onboarding-widget');
    await sidebar().getByRole('button', { name: 'Close sidebar' }).click();
    expect(await widget().getAttribute('aria-label')).toBe('Onboarding checklist: 0 of 3 steps done');
    await screenshot(page, 'onboarding-widget-collapsed');
    await sidebar().getByRole('button', { name: 'Open sidebar' }).click();
  });

  test('the widget opens the checklist page: greeting, progress, the first step open', async () => {
    await widget().click();
    await page.waitForURL('**/app/onboarding');
    await page.getByRole('heading', { name: 'Onboarding Checklist', level: 1 }).waitFor();
    await page.getByText('Hi Ada, welcome to Timbre.').waitFor();
    const progress = page.getByRole('progressbar', { name: 'Your progress' });
    expect(await progress.getAttribute('aria-valuetext')).toBe('0 of 3 steps');
    expect(await step('Choose your theme').getAttribute('aria-expanded')).toBe('true');
    expect(await step('Review your plan').getAttribute('aria-expanded')).toBe('false');
    await screenshot(page, 'onboarding-page');
  });

  test('clicking a step toggles it; its button completes it and then reads Completed, disabled', async () => {
    // One step is open at a time.
    await step('Review your plan').click();
    expect(await step('Review your plan').getAttribute('aria-expanded')).toBe('true');
    expect(await step('Choose your theme').getAttribute('aria-expanded')).toBe('false');
    await step('Review your plan').click();
    expect(await step('Review your plan').getAttribute('aria-expanded')).toBe('false');
    await step('Review your plan').click();

    const reviewPlan = page.locator('[data-step=review_plan]');
    await reviewPlan.getByRole('button', { name: 'Mark as complete' }).click();
    const completed = reviewPlan.getByRole('button', { name: 'Completed' });
    await completed.waitFor();
    expect(await completed.isDisabled()).toBe(true);
    await expect.poll(() => page.getByRole('progressbar', { name: 'Your progress' }).getAttribute('aria-valuetext'))
      .toBe('1 of 3 steps');
    await expect.poll(() => widget().getAttribute('aria-label')).toBe('Onboarding checklist: 1 of 3 steps done');
    await screenshot(page, 'onboarding-step-completed');
    await setTheme('dark');
    await screenshot(page, 'onboarding-page-dark');
    await setTheme('light');
  });

  test('hide takes the widget away, and it stays away after a reload', async () => {
    await page.getByRole('button', { name: 'Hide from sidebar' }).click();
    await page.getByText('Hidden from the sidebar').waitFor();
    await widget().waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { name: 'Onboarding Checklist', level: 1 }).waitFor();
    await page.getByText('Hidden from the sidebar').waitFor();
    expect(await widget().count()).toBe(0);
    await screenshot(page, 'onboarding-hidden');
  });

  test('an API key completes its step; the last step brings the congratulations', async () => {
    await page.goto('/app/settings/api-keys');
    await page.getByLabel('Key name').fill('first key');
    await page.getByRole('button', { name: 'Create key' }).click();
    await page.getByTestId('new-api-key').waitFor();
    await page.goto('/app/onboarding');
    await expect.poll(() => page.getByRole('progressbar', { name: 'Your progress' }).getAttribute('aria-valuetext'))
      .toBe('2 of 3 steps');
    expect(await step('Choose your theme').getAttribute('aria-expanded')).toBe('true');
    await page.locator('[data-step=choose_theme]').getByRole('button', { name: 'Mark as complete' }).click();
    await page.getByTestId('onboarding-congratulations').waitFor();
    await page.getByRole('heading', { name: 'Congratulations!' }).waitFor();
    await screenshot(page, 'onboarding-congratulations');
  });
});

describe('affiliate dialog', () => {
  test('on the free plan the menu has no affiliate item, and ?affiliate=true explains why', async () => {
    await openAccountMenu();
    await page.getByRole('menuitem', { name: 'Sign out' }).waitFor();
    expect(await page.getByRole('menuitem', { name: /affiliate/i }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.goto('/app/home?affiliate=true');
    await dialog().getByText(ACCOUNT_MESSAGES.affiliateNeedsPaidPlan).waitFor();
    await screenshot(page, 'affiliate-free-plan');
    await dialog().getByRole('button', { name: 'Close' }).click();
    await dialog().waitFor({ state: 'detached' });
    expect(new URL(page.url()).search).toBe('');
  });

  test('after an upgrade, ?affiliate=true opens the sign-up state with the promo', async () => {
    await page.goto('/app/subscription');
    await page.getByRole('button', { name: 'Switch to Creator' }).click();
    await page.locator('[data-tier=creator][aria-current=true]').waitFor();
    await page.goto('/app/home?affiliate=true');
    await dialog().getByRole('heading', { name: 'Become an affiliate' }).waitFor();
    expect(await dialog().getByTestId('affiliate-promo').textContent()).toBe(
      'Earn 22% of every payment the people you refer make in their first 12 months. There is no cap on what you can earn.');
    await screenshot(page, 'affiliate-sign-up');
  });

  test('a failed sign-up toasts the spec message and keeps the sign-up state', async () => {
    await page.route('**/v1/user/affiliate-link', (route) => route.fulfill({
      status: 500, contentType: 'application/json',
      body: JSON.stringify({ detail: { status: 'internal_error', message: 'down' } }),
    }));
    await dialog().getByRole('button', { name: 'Sign up as an affiliate' }).click();
    const toast = page.getByText('Error generating affiliate link');
    await toast.waitFor();
    await dialog().getByRole('button', { name: 'Sign up as an affiliate' }).waitFor();
    await screenshot(page, 'affiliate-failed');
    await page.unroute('**/v1/user/affiliate-link');
    await toast.waitFor({ state: 'detached' });
  });

  test('signing up switches to the active state, which shows the link', async () => {
    await dialog().getByRole('button', { name: 'Sign up as an affiliate' }).click();
    await dialog().getByRole('heading', { name: 'Affiliate program' }).waitFor();
    const link = await dialog().getByLabel('Your affiliate link').inputValue();
    expect(link).toMatch(new RegExp(`^${server.url.replace(/[.:/]/g, '\\$&')}/sign-up\\?ref=[A-Za-z0-9]{12}$`));
    await screenshot(page, 'affiliate-active');

    await dialog().getByRole('button', { name: 'Done' }).click();
    await dialog().waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.has('affiliate')).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/app/home');

    // The menu now names the program, and opens the dialog over the current page with the same link.
    await setTheme('dark');
    await openAccountMenu();
    await page.getByRole('menuitem', { name: 'Affiliate program' }).click();
    await page.waitForURL('**/app/home?affiliate=true');
    expect(await dialog().getByLabel('Your affiliate link').inputValue()).toBe(link);
    await screenshot(page, 'affiliate-active-dark');
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
    expect(new URL(page.url()).search).toBe('');

    // A visitor following the link lands on this server's sign-up page.
    const visitor = await browser.newPage();
    await visitor.goto(link);
    await visitor.getByRole('button', { name: 'Create account' }).waitFor();
    await visitor.close();
  });
});
