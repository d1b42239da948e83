import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { getStateNodes } from 'xstate/graph';
import type { RunningServer } from '../../server/server';
import { parseTrace, replayTrace, type FlowTrace } from '../../src/flows/trace';
import { findMachine, MACHINE_REGISTRY } from '../../src/machines/registry';
import { launchBrowser, screenshot, startAppServer } from '../support/browser';

const root = fileURLToPath(new URL('../..', import.meta.url));
const traceDir = path.join(root, 'test-results', 'traces');

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let app: Page;
let flows: Page;
let traceFile: string;
let trace: FlowTrace;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  context = await browser.newContext({
    baseURL: server.url, viewport: { width: 1280, height: 900 }, acceptDownloads: true,
  });
  app = await context.newPage();
  mkdirSync(traceDir, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const stateNode = (id: string) => flows.locator(`svg[data-machine="${id.split('.')[0]}"] [data-state-id="${id}"]`);
const activeOf = (id: string) => stateNode(id).getAttribute('data-active');

describe('/flows: diagrams, live flows, traces', () => {
  test('lists every registered machine and lights up the session running in both tabs', async () => {
    await app.goto('/sign-up');
    await app.getByLabel('First name').fill('Ada');
    await app.getByLabel('Email').fill(`flows-${Date.now()}@example.test`);
    await app.getByLabel('Password').fill('a long enough password');
    await app.getByRole('button', { name: 'Create account' }).click();
    await app.getByRole('heading', { name: 'Welcome, Ada' }).waitFor();

    // A second tab of the same browser: the viewer sees its own flows and, by roll call, the first tab's.
    flows = await context.newPage();
    await flows.goto('/flows');
    await flows.getByRole('heading', { name: 'Flows', exact: true }).waitFor();
    for (const { id } of MACHINE_REGISTRY) {
      await expect(flows.locator(`[data-machine-id="${id}"]`).count()).resolves.toBe(1);
    }

    await stateNode('session.signedIn.permissions.loaded').and(flows.locator('[data-active=true]')).waitFor();
    expect(await activeOf('session.signedIn')).toBe('true');
    expect(await activeOf('session.signedIn.account.idle')).toBe('true');
    expect(await activeOf('session.signedOut')).toBe('false');
    expect(await activeOf('session.signedIn.permissions.loading')).toBe('false');
    // The last event (permissions loaded) is the highlighted arrow.
    await expect(flows.locator('svg[data-machine=session] [data-taken=true][data-event^="xstate.done.actor."]').count())
      .resolves.toBe(1);

    const sessions = flows.getByRole('region', { name: 'Running flows' }).locator('[data-session-id^="session-"]');
    await expect.poll(() => sessions.count()).toBe(2);
    await expect.poll(() => sessions.allTextContents()).toEqual([
      expect.stringMatching(/This tab.*signedIn \(account\.idle, permissions\.loaded\)/),
      expect.stringMatching(/Other tab.*signedIn \(account\.idle, permissions\.loaded\)/),
    ]);
    await flows.getByRole('region', { name: 'Events of Session' }).getByText('done: loadPermissions').waitFor();
    await screenshot(flows, 'flows-live');
  });

  test('another machine is drawn with its own states', async () => {
    await flows.locator('[data-machine-id="apiKeys"]').click();
    await stateNode('apiKeys.ready').waitFor();
    const apiKeys = findMachine('apiKeys')!.machine;
    expect(await flows.locator('svg[data-machine=apiKeys] [data-state-id]').count())
      .toBe(1 + getStateNodes(apiKeys.root).length);
    expect(await flows.getByTestId('diagram-status').textContent()).toBe('Not running in this browser');
    await flows.locator('[data-machine-id="session"]').click();
    await stateNode('session.signedIn').waitFor();
  });

  test('the session flow of this tab exports as a trace that replays in Node to the same snapshot', async () => {
    const [download] = await Promise.all([
      flows.waitForEvent('download'),
      flows.getByRole('button', { name: 'Export trace' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^session-session-[\w-]+\.json$/);
    traceFile = path.join(traceDir, download.suggestedFilename());
    await download.saveAs(traceFile);

    trace = parseTrace(JSON.parse(readFileSync(traceFile, 'utf8')));
    expect(trace.machine).toEqual({ id: 'session', version: findMachine('session')!.version });
    // This tab signed in from the stored token: its session loaded the account, then the permissions.
    expect(trace.events.map((recorded) => recorded.event.type)).toEqual(expect.arrayContaining([
      'xstate.done.actor.0.session.loadingAccount', 'xstate.done.actor.0.session.signedIn.permissions.loading',
    ]));
    const replay = replayTrace(trace, MACHINE_REGISTRY);
    expect(replay.matches).toBe(true);
    expect(replay.final).toEqual(trace.snapshot);
    expect(replay.final.value).toEqual({ signedIn: { account: 'idle', permissions: 'loaded' } });

    const cli = spawnSync('npm', ['run', '--silent', 'replay', '--', traceFile], { cwd: root, encoding: 'utf8' });
    expect(cli.status, cli.stderr).toBe(0);
    expect(cli.stdout).toContain('replay reproduces the recorded snapshot');
  });

  test('a loaded trace can be stepped through, and the diagram follows', async () => {
    await flows.locator('input[type=file]').setInputFiles(traceFile);
    const panel = flows.getByTestId('replay-panel');
    const position = flows.getByTestId('replay-position');
    await panel.waitFor();
    const steps = trace.events.length;
    expect(await position.textContent()).toBe(`Step ${steps} of ${steps}`);
    expect(await panel.getByText('Replay matches the recording').count()).toBe(1);
    expect(await activeOf('session.signedIn.permissions.loaded')).toBe('true');

    await flows.getByRole('button', { name: 'First step' }).click();
    await expect.poll(() => position.textContent()).toBe(`Step 0 of ${steps}`);
    expect(await activeOf('session.loadingAccount')).toBe('true');
    expect(await activeOf('session.signedIn')).toBe('false');

    await panel.focus();
    await flows.keyboard.press('ArrowRight');
    await expect.poll(() => position.textContent()).toBe(`Step 1 of ${steps}`);
    expect(await activeOf('session.signedIn.permissions.loading')).toBe('true');
    await expect(flows.locator('svg[data-machine=session] g[data-edge-id][data-taken=true]').count()).resolves.toBe(1);
    expect(await panel.locator('[aria-current=step]').textContent()).toContain('done: loadUser');
    expect(await flows.getByTestId('replay-state').textContent()).toBe('signedIn (account.idle, permissions.loading)');
    await screenshot(flows, 'flows-replay');

    await flows.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => position.textContent()).toBe(`Step 2 of ${steps}`);
    await panel.focus();
    await flows.keyboard.press('Home');
    await expect.poll(() => position.textContent()).toBe(`Step 0 of ${steps}`);
    await flows.getByRole('button', { name: 'Last step' }).click();
    await expect.poll(() => activeOf('session.signedIn.permissions.loaded')).toBe('true');

    await flows.getByRole('button', { name: 'Back to live' }).click();
    await panel.waitFor({ state: 'detached' });
    await flows.getByRole('region', { name: 'Running flows' }).waitFor();
  });

  test('a trace recorded with another version of a machine is refused with a clear message', async () => {
    const stale = path.join(traceDir, 'stale-version.json');
    writeFileSync(stale, JSON.stringify({ ...trace, machine: { ...trace.machine, version: 999 } }));
    await flows.locator('input[type=file]').setInputFiles(stale);
    const alert = flows.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('This trace cannot be opened');
    expect(await alert.textContent())
      .toContain(`recorded with session version 999, but this build has version ${trace.machine.version}`);
    expect(await flows.getByTestId('replay-panel').count()).toBe(0);
    await screenshot(flows, 'flows-trace-refused');
    await alert.getByRole('button', { name: 'Dismiss' }).click();
    await alert.waitFor({ state: 'detached' });
  });

  test('dark theme', async () => {
    await flows.evaluate(() => localStorage.setItem('timbre.theme', 'dark'));
    await flows.reload();
    await stateNode('session.signedIn.permissions.loaded').and(flows.locator('[data-active=true]')).waitFor();
    expect(await flows.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await screenshot(flows, 'flows-live-dark');
  });
});
