/**
 * Local memory of workspace-shell §3.11 (sidebar pin, low-quota dismissal, submenu, theme) and the session
 * token. localStorage may be unavailable (private mode, tests): reads then fall back to defaults.
 */
const KEYS = {
  session: 'timbre.session',
  sidebarPinned: 'timbre.sidebar.pinned',
  lowQuotaDismissedAt: 'timbre.lowQuota.dismissedAt',
  submenu: 'timbre.sidebar.submenu',
  theme: 'timbre.theme',
} as const;

function read(key: string): string | null {
  try { return globalThis.localStorage?.getItem(key) ?? null; } catch { return null; }
}
function write(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch { /* storage full or blocked: the preference is simply not remembered */ }
}

export const readSessionToken = () => read(KEYS.session);
export const writeSessionToken = (token: string | null) => write(KEYS.session, token);

export type Theme = 'light' | 'dark';

export interface ShellPreferences {
  sidebarPinned: boolean;
  lowQuotaDismissedAt: number | null;
  openSubmenu: string | null;
  theme: Theme;
}

export function readShellPreferences(): ShellPreferences {
  const dismissed = Number(read(KEYS.lowQuotaDismissedAt));
  const theme = read(KEYS.theme);
  const prefersDark = typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches;
  return {
    sidebarPinned: read(KEYS.sidebarPinned) !== 'false',
    lowQuotaDismissedAt: Number.isFinite(dismissed) && dismissed > 0 ? dismissed : null,
    openSubmenu: read(KEYS.submenu),
    theme: theme === 'dark' || theme === 'light' ? theme : prefersDark ? 'dark' : 'light',
  };
}

export function writeShellPreferences(preferences: ShellPreferences): void {
  write(KEYS.sidebarPinned, String(preferences.sidebarPinned));
  write(KEYS.lowQuotaDismissedAt, preferences.lowQuotaDismissedAt === null ? null : String(preferences.lowQuotaDismissedAt));
  write(KEYS.submenu, preferences.openSubmenu);
  write(KEYS.theme, preferences.theme);
}
