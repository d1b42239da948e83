import { assign, setup } from 'xstate';
import type { ShellPreferences, Theme } from '../services/storage';

export type ShellEvent =
  | { type: 'sidebar.toggle' }
  | { type: 'drawer.open' }
  | { type: 'drawer.close' }
  | { type: 'route.change'; pathname: string }
  | { type: 'theme.toggle' }
  | { type: 'submenu.toggle'; id: string }
  | { type: 'lowCredit.dismiss'; at: number };

export interface ShellContext {
  /** What local storage held at start; only the initial states read these. */
  restoredPinned: boolean;
  restoredTheme: Theme;
  lowQuotaDismissedAt: number | null;
  openSubmenu: string | null;
}

/**
 * The shell's local state (workspace-shell §2.10, §3.11): sidebar pinned or collapsed (remembered, default
 * pinned), the mobile drawer (closes on route change), theme, the open submenu and the low-credit banner's
 * dismissal time. Times come in events, so a replay reproduces the same state. Writing the preferences back to
 * storage is done by whoever runs the actor (see `shellPreferencesOf`), so the machine stays pure.
 */
export const shellMachine = setup({
  types: {
    input: {} as ShellPreferences,
    context: {} as ShellContext,
    events: {} as ShellEvent,
  },
  guards: {
    startsPinned: ({ context }) => context.restoredPinned,
    startsDark: ({ context }) => context.restoredTheme === 'dark',
  },
}).createMachine({
  id: 'shell',
  type: 'parallel',
  context: ({ input }) => ({
    restoredPinned: input.sidebarPinned,
    restoredTheme: input.theme,
    lowQuotaDismissedAt: input.lowQuotaDismissedAt,
    openSubmenu: input.openSubmenu,
  }),
  on: {
    'submenu.toggle': {
      actions: assign({
        openSubmenu: ({ context, event }) => (context.openSubmenu === event.id ? null : event.id),
      }),
    },
    'lowCredit.dismiss': { actions: assign({ lowQuotaDismissedAt: ({ event }) => event.at }) },
  },
  states: {
    sidebar: {
      initial: 'resolving',
      states: {
        resolving: {
          always: [
            { guard: 'startsPinned', target: 'pinned' },
            { target: 'collapsed' },
          ],
        },
        pinned: { on: { 'sidebar.toggle': 'collapsed' } },
        collapsed: { on: { 'sidebar.toggle': 'pinned' } },
      },
    },
    drawer: {
      initial: 'closed',
      states: {
        closed: { on: { 'drawer.open': 'open' } },
        open: { on: { 'drawer.close': 'closed', 'route.change': 'closed' } },
      },
    },
    theme: {
      initial: 'resolving',
      states: {
        resolving: {
          always: [
            { guard: 'startsDark', target: 'dark' },
            { target: 'light' },
          ],
        },
        light: { on: { 'theme.toggle': 'dark' } },
        dark: { on: { 'theme.toggle': 'light' } },
      },
    },
  },
});

export function shellPreferencesOf(snapshot: { context: ShellContext; matches(value: object): boolean }): ShellPreferences {
  return {
    sidebarPinned: snapshot.matches({ sidebar: 'pinned' }),
    theme: snapshot.matches({ theme: 'dark' }) ? 'dark' : 'light',
    lowQuotaDismissedAt: snapshot.context.lowQuotaDismissedAt,
    openSubmenu: snapshot.context.openSubmenu,
  };
}
