import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { RunningServer } from '../../server/server';
import { VOICE_CREATION_MESSAGES } from '../../src/domain';
import { settledScreenshot, useBrowserApp } from '../support/browser';
import { call } from '../support/testServer';

let server: RunningServer;
let page: Page;

useBrowserApp((app) => ({ server, page } = app));

const dialog = () => page.getByRole('dialog', { name: /Add a new voice|Professional Voice Clone|Voice Design|Instant/ });
const entry = (id: string) => page.locator(`[data-entry=${id}]`);
const query = () => new URL(page.url()).searchParams;

const shoot = (name: string) => settledScreenshot(page, name);

async function api(method: string, pathname: string, body?: unknown) {
  const token = await page.evaluate(() => localStorage.getItem('timbre.session'));
  return call(server.url, method, pathname, {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body,
  });
}

describe('add-voice dialog', () => {
  test('a new free account opens the chooser over a page: durations, audio needs, plan gates', async () => {
    await page.goto('/sign-up');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Email').fill(`add-voice-${Date.now()}@example.test`);
    await page.getByLabel('Password').fill('a long enough password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Welcome, Ada' }).waitFor();
    // A new account's notices open by themselves after a few seconds and would cover the dialog under test.
    await page.evaluate(() => localStorage.setItem('timbre.notifications.autoOpen', 'off'));

    await page.goto('/app/voice-lab?mode=create');
    await page.getByRole('heading', { name: 'Add a new voice' }).waitFor();
    for (const duration of ['less than a minute', '2 minutes', '5 minutes']) {
      await dialog().getByText(duration, { exact: true }).waitFor();
    }
    await dialog().getByText(/you need 10 seconds of audio/).waitFor();
    await dialog().getByText(/at least 30 minutes of audio; training then takes about 6 hours/).waitFor();
    // Free: both clones are refused by plan and say so; design and the library are open.
    expect(await entry('professionalVoiceClone').getByTestId('gate-message').textContent())
      .toContain('You need to be on at least the Creator plan to use Professional Voice Cloning');
    expect(await entry('professionalVoiceClone').getByRole('button').isDisabled()).toBe(true);
    expect(await entry('cloneVoice').getByRole('button').isDisabled()).toBe(true);
    expect(await entry('voiceDesign').getByRole('button').isDisabled()).toBe(false);
    expect(await entry('voiceLibrary').getByRole('link').getAttribute('href')).toBe('/app/voice-library');
    await dialog().getByRole('link', { name: 'See the plans' }).waitFor();
    await shoot('add-voice-chooser-free');
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot('add-voice-chooser-narrow');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  test('a type the plan does not allow is reset to the chooser, with the reason', async () => {
    await page.goto('/app/voice-lab?mode=create&creationType=professionalVoiceClone');
    await page.getByRole('heading', { name: 'Add a new voice' }).waitFor();
    await expect.poll(() => query().get('creationType')).toBe('chooseVoiceType');
    await dialog().getByText('That voice type is not available to you').waitFor();
    await shoot('add-voice-refused');
  });

  test('keyboard: an entry opens its type; the browser Back button returns to the chooser', async () => {
    await page.goto('/app/voice-lab?mode=create');
    await page.getByRole('heading', { name: 'Add a new voice' }).waitFor();
    await entry('voiceDesign').getByRole('button').focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Voice Design' }).waitFor();
    expect(query().get('creationType')).toBe('voiceDesign');
    await shoot('add-voice-voice-design');
    await page.goBack();
    await page.getByRole('heading', { name: 'Add a new voice' }).waitFor();
    expect(query().get('mode')).toBe('create');
  });

  test('on Creator: the PVC intro, its tips, a failed and a successful new clone', async () => {
    expect((await api('POST', '/v1/workspace/subscription', { tier: 'creator' })).status).toBe(200);
    await page.goto('/app/voice-lab?mode=create');
    await entry('professionalVoiceClone').getByRole('button').click();
    await page.getByRole('heading', { name: 'Create a Professional Voice Clone' }).waitFor();
    expect(query().get('creationType')).toBe('professionalVoiceClone');
    await dialog().getByRole('list', { name: 'What to expect' }).getByRole('listitem').nth(2).waitFor();
    // No sessions yet: no 'Return to a session' list.
    await dialog().getByRole('button', { name: 'Create new clone' }).waitFor();
    expect(await dialog().getByRole('heading', { name: 'Return to a session' }).count()).toBe(0);

    await dialog().getByRole('button', { name: 'Tips for the best results' }).click();
    const tips = page.getByRole('dialog', { name: 'Tips for the best results' });
    await tips.getByText('There is no video guide on this server yet', { exact: false }).waitFor();
    const tipButtons = tips.getByRole('button', { expanded: false });
    expect(await tipButtons.count()).toBe(8);
    await tipButtons.first().click();
    await tips.getByText(/soak up echo/).waitFor();
    await shoot('add-voice-pvc-tips');
    await page.keyboard.press('Escape');
    await tips.waitFor({ state: 'detached' });

    // The server refuses (the plan changed behind the page's back): the spec's failure message.
    await api('POST', '/v1/workspace/subscription', { tier: 'free' });
    await dialog().getByRole('button', { name: 'Create new clone' }).click();
    await page.getByText(VOICE_CREATION_MESSAGES.draftCreationFailed).first().waitFor();
    await shoot('add-voice-pvc-failed');

    await api('POST', '/v1/workspace/subscription', { tier: 'creator' });
    await dialog().getByRole('button', { name: 'Create new clone' }).click();
    await dialog().getByTestId('pvc-wizard-later').waitFor();
    await expect.poll(() => query().get('createdVoiceId')).toMatch(/\S/);
    const voiceId = query().get('createdVoiceId')!;
    expect(await dialog().getByTestId('pvc-draft-name').textContent()).toBe('My Professional Voice Clone');
    await dialog().getByText(/comes in a later release of Timbre/).waitFor();
    await shoot('add-voice-pvc-created');

    const listed = await api('GET', '/v2/voices?category=professional&fine_tuning_state=draft&voice_type=personal');
    expect(listed.body.voices.map((v: { voice_id: string }) => v.voice_id)).toContain(voiceId);
    // The new draft takes the Creator plan's one professional slot: the intro now says so.
    await dialog().getByRole('button', { name: 'Back to sessions' }).click();
    await dialog().getByText('Voice limit of 1 reached. Upgrade to Business tier to unlock two additional slots').waitFor();
    expect(await dialog().getByRole('button', { name: 'Create new clone' }).isDisabled()).toBe(true);
    await dialog().getByRole('link', { name: 'Subscribe' }).waitFor();
  });

  test('closing returns to the chooser; reopened, the new draft is a session to continue', async () => {
    await dialog().getByRole('button', { name: 'Close' }).click();
    await dialog().waitFor({ state: 'detached' });
    expect(query().get('mode')).toBeNull();
    expect(query().get('creationType')).toBeNull();

    await page.getByRole('link', { name: 'Add a new voice' }).first().click();
    await page.getByRole('heading', { name: 'Add a new voice' }).waitFor();
    // At the limit the intro stays reachable, for its sessions; the chooser says why no new clone can start.
    expect(await entry('professionalVoiceClone').getByTestId('gate-message').textContent())
      .toContain('Voice limit of 1 reached');
    await shoot('add-voice-chooser-creator');
    await entry('professionalVoiceClone').getByRole('button').click();
    const session = dialog().locator('[data-session]');
    await dialog().getByRole('heading', { name: 'Return to a session' }).waitFor();
    expect(await session.count()).toBe(1);
    expect(await session.getByText('My Professional Voice Clone').count()).toBe(1);
    await shoot('add-voice-pvc-sessions');
    await session.getByRole('button', { name: /Continue editing/ }).click();
    await dialog().getByTestId('pvc-wizard-later').waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: 'Add a new voice' }).waitFor();
  });
});
