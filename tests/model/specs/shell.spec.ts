import fc from 'fast-check';
import { createActor } from 'xstate';
import { expect } from 'vitest';
import { shellMachine, shellPreferencesOf } from '../../../src/machines/shell.machine';
import type { ShellPreferences } from '../../../src/services/storage';
import { defineSpec, noPayload, variants, type Invariant } from '../harness';

type Shell = typeof shellMachine;

const SUBMENUS = ['conversational-ai', 'voices'] as const;

/** One start pinned and light, one collapsed and dark: both branches of each resolving state. */
const preferences = fc.boolean().map((pinned): ShellPreferences => ({
  sidebarPinned: pinned, theme: pinned ? 'light' : 'dark', lowQuotaDismissedAt: null, openSubmenu: null,
}));

const inSidebar = (pinned: boolean): Invariant<Shell> => (snapshot) =>
  expect(shellPreferencesOf(snapshot).sidebarPinned).toBe(pinned);
const inTheme = (theme: 'light' | 'dark'): Invariant<Shell> => (snapshot) =>
  expect(shellPreferencesOf(snapshot).theme).toBe(theme);
const drawerCloses = (closable: boolean): Invariant<Shell> => (snapshot) => {
  expect(snapshot.can({ type: 'drawer.close' })).toBe(closable);
  expect(snapshot.can({ type: 'route.change', pathname: '/' })).toBe(closable);
};

export const shellSpec = defineSpec({
  machine: shellMachine,
  input: variants(preferences, 2, (p) => (p.sidebarPinned ? 'pinned, light' : 'collapsed, dark')),
  events: {
    'sidebar.toggle': noPayload,
    'drawer.open': noPayload,
    'drawer.close': noPayload,
    'route.change': variants(fc.record({ pathname: fc.constantFrom('/app/home', '/app/voice-lab') })),
    'theme.toggle': noPayload,
    // Two ids, so that opening one submenu while another is open is among the paths.
    'submenu.toggle': variants(fc.record({ id: fc.constantFrom(...SUBMENUS) }), 2, ({ id }) => id),
    'lowCredit.dismiss': variants(fc.record({ at: fc.integer({ min: 1_700_000_000_000, max: 1_800_000_000_000 }) })),
  },
  actors: {},
  // What the shell writes back to storage restores the same shell on the next start.
  invariant: (snapshot) => {
    const saved = shellPreferencesOf(snapshot);
    expect([null, ...SUBMENUS]).toContain(saved.openSubmenu);
    const restarted = createActor(shellMachine, { input: saved }).getSnapshot();
    expect(restarted.value).toEqual({ ...snapshot.value, drawer: 'closed' });
    expect(shellPreferencesOf(restarted)).toEqual(saved);
  },
  invariants: {
    'sidebar.pinned': inSidebar(true),
    'sidebar.collapsed': inSidebar(false),
    'drawer.closed': drawerCloses(false),
    'drawer.open': drawerCloses(true),
    'theme.light': inTheme('light'),
    'theme.dark': inTheme('dark'),
  },
});
