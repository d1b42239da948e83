import { css } from 'styled-system/css';
import { PAGE_TABS, type UserResponse } from '../../domain';
import { Card, SwitchField } from '../primitives';
import { PageHeader } from '../shell/PageHeader';

export function SettingsView(props: { user: UserResponse; theme: 'light' | 'dark'; onToggleTheme: () => void }) {
  const { user } = props;
  return (
    <>
      <PageHeader title="Settings" tabs={PAGE_TABS.settings} pathname="/app/settings" />
      <div className={css({ display: 'grid', gap: '4', maxW: '40rem' })}>
        <Card title="Profile">
          <dl className={css({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2 6' })}>
            <dt className={css({ color: 'fg.muted' })}>Name</dt><dd>{user.first_name ?? '—'}</dd>
            <dt className={css({ color: 'fg.muted' })}>Email</dt><dd>{user.email}</dd>
            <dt className={css({ color: 'fg.muted' })}>Workspace</dt><dd>{user.workspace_name}</dd>
            <dt className={css({ color: 'fg.muted' })}>Role</dt>
            <dd>{user.is_workspace_admin ? 'Administrator' : 'Member'}</dd>
          </dl>
        </Card>
        <Card title="Appearance">
          <SwitchField label="Dark theme" isSelected={props.theme === 'dark'} onChange={props.onToggleTheme} />
        </Card>
      </div>
    </>
  );
}
