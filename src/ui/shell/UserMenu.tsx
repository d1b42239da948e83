import { css } from 'styled-system/css';
import { AFFILIATE_QUERY_PARAM, affiliateMenuLabel, canJoinAffiliateProgram, type UserResponse } from '../../domain';
import { Button, Icon, Menu, MenuItem, MenuSeparator, MenuTrigger } from '../primitives';

/** The profile button's menu (workspace-shell §2.10), with the items this account is allowed to see. */
export function UserMenu(props: {
  user: UserResponse; theme: 'light' | 'dark'; compact?: boolean; onToggleTheme: () => void; onSignOut: () => void;
}) {
  const { user } = props;
  const displayName = user.first_name || user.email;
  return (
    <MenuTrigger>
      <Button variant="ghost" aria-label={`Account menu for ${displayName}`}
        className={css({ w: '100%', justifyContent: 'flex-start', h: 'auto', py: '1.5', px: '1.5', gap: '2' })}>
        <span aria-hidden className={css({
          w: '7', h: '7', borderRadius: 'full', bg: 'accent.subtle', color: 'accent.fg', display: 'grid',
          placeItems: 'center', fontWeight: 'semibold', flexShrink: 0, textStyle: 'sm',
        })}>
          {displayName.slice(0, 1).toUpperCase()}
        </span>
        {!props.compact && (
          <span className={css({ display: 'grid', textAlign: 'left', minW: 0, lineHeight: 'tight' })}>
            <span className={css({ fontWeight: 'medium', truncate: true })}>{displayName}</span>
            <span className={css({ textStyle: 'xs', color: 'fg.muted', truncate: true })}>{user.workspace_name}</span>
          </span>
        )}
      </Button>
      <Menu placement="top start" aria-label="Account">
        <MenuItem icon="settings" href="/app/settings">Settings</MenuItem>
        <MenuItem icon="key" href="/app/settings/api-keys">API Keys</MenuItem>
        {user.can_access_workspace_settings && (
          <MenuItem icon="user" href="/app/workspace-settings">Workspace settings</MenuItem>
        )}
        {user.is_workspace_admin && <MenuItem icon="sparkle" href="/app/subscription">Subscription</MenuItem>}
        <MenuItem icon={props.theme === 'dark' ? 'sun' : 'moon'} onAction={props.onToggleTheme}>
          {props.theme === 'dark' ? 'Theme: light' : 'Theme: dark'}
        </MenuItem>
        {canJoinAffiliateProgram(user.subscription.tier) && (
          // Only the query changes: the affiliate dialog opens over the current page.
          <MenuItem icon="globe" href={`?${AFFILIATE_QUERY_PARAM}=true`}>{affiliateMenuLabel(user.referral_link_code)}</MenuItem>
        )}
        <MenuSeparator />
        <MenuItem icon="logout" onAction={props.onSignOut}>Sign out</MenuItem>
      </Menu>
    </MenuTrigger>
  );
}

export function Logo({ compact }: { compact?: boolean }) {
  return (
    <span className={css({ display: 'flex', alignItems: 'center', gap: '2', fontWeight: 'semibold', textStyle: 'md' })}>
      <span aria-hidden className={css({ w: '7', h: '7', borderRadius: 'md', bg: 'accent.default', color: 'fg.onAccent',
        display: 'grid', placeItems: 'center', flexShrink: 0 })}>
        <Icon name="wave" size={16} />
      </span>
      {!compact && 'Timbre'}
    </span>
  );
}
