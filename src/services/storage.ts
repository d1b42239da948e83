import * as v from 'valibot';

/**
 * Local memory of workspace-shell §3.11 (sidebar pin, low-quota dismissal, submenu, theme, notification read list
 * and first display times) and the session
 * token. localStorage may be unavailable (private mode, tests): reads then fall back to defaults.
 */
const KEYS = {
  session: 'timbre.session',
  sidebarPinned: 'timbre.sidebar.pinned',
  lowQuotaDismissedAt: 'timbre.lowQuota.dismissedAt',
  submenu: 'timbre.sidebar.submenu',
  theme: 'timbre.theme',
  notificationsRead: 'timbre.notifications.read',
  notificationsFirstShown: 'timbre.notifications.firstShown',
  notificationsAutoOpen: 'timbre.notifications.autoOpen',
  recentVoices: 'timbre.voices.recent',
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

export interface NotificationMemory {
  /** Ids of notifications closed while they were the newest. */
  readIds: string[];
  /** Synthetic notice id → when it was first shown (ms). */
  firstShown: Record<string, number>;
  /** The user turned off the popover opening by itself for important news. */
  autoOpenDisabled: boolean;
}

/** Stored JSON that does not have the expected shape (edited by hand, older build) counts as nothing stored. */
function readJson<S extends v.GenericSchema>(key: string, schema: S, fallback: v.InferOutput<S>): v.InferOutput<S> {
  try {
    const result = v.safeParse(schema, JSON.parse(read(key) ?? 'null'));
    return result.success ? result.output : fallback;
  } catch {
    return fallback;
  }
}

export function readNotificationMemory(): NotificationMemory {
  return {
    readIds: readJson(KEYS.notificationsRead, v.array(v.string()), []),
    firstShown: readJson(KEYS.notificationsFirstShown, v.record(v.string(), v.number()), {}),
    autoOpenDisabled: read(KEYS.notificationsAutoOpen) === 'off',
  };
}

export function writeNotificationMemory(memory: NotificationMemory): void {
  write(KEYS.notificationsRead, JSON.stringify(memory.readIds));
  write(KEYS.notificationsFirstShown, JSON.stringify(memory.firstShown));
  write(KEYS.notificationsAutoOpen, memory.autoOpenDisabled ? 'off' : null);
}

/** Recent voices (workspace-shell §3.11): voice id → when it was last chosen (ms). */
export const readRecentVoices = (): Record<string, number> =>
  readJson(KEYS.recentVoices, v.record(v.string(), v.number()), {});

export const writeRecentVoices = (recent: Readonly<Record<string, number>>): void =>
  write(KEYS.recentVoices, JSON.stringify(recent));
