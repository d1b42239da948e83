import { css } from 'styled-system/css';
import {
  FEATURE_GUARD_IDS, PERMISSION_LABELS, PRODUCT_ACCESS_IDS, type PermissionId, type WorkspaceResponse,
} from '../../domain';
import type { MemberAccessEvent } from '../../machines/memberAccess.machine';
import { Banner, Button, Card, EmptyState, Spinner, SwitchField } from '../primitives';
import { PageHeader } from '../shell/PageHeader';

/**
 * Workspace settings: who belongs to the workspace and what every member may use. A restricted workspace grants
 * only the listed permissions, plus whatever a member's groups grant.
 */
export function MemberAccessView(props: {
  workspace: WorkspaceResponse | null; error: string | null; status: 'loading' | 'failed' | 'ready'; saving: boolean;
  send: (event: MemberAccessEvent) => void;
}) {
  const { workspace } = props;
  if (props.status === 'loading' || !workspace) {
    return props.status === 'failed'
      ? <EmptyState icon="warning" title="Workspace settings could not be loaded" description={props.error ?? undefined}
        action={<Button onPress={() => props.send({ type: 'access.retry' })}>Try again</Button>} />
      : <Spinner label="Loading workspace settings" />;
  }
  const list = workspace.all_members_permissions;
  const toggle = (permission: PermissionId) => (
    <SwitchField key={permission} label={PERMISSION_LABELS[permission]} isDisabled={props.saving || list === null}
      isSelected={list === null || list.includes(permission)}
      onChange={() => props.send({ type: 'permission.toggle', permission })} />
  );
  return (
    <>
      <PageHeader title="Workspace settings" description={workspace.name} />
      <div className={css({ display: 'grid', gap: '4', maxW: '48rem' })}>
        {props.error && <Banner tone="danger">{props.error}</Banner>}
        <Card title="Members" description={`${workspace.members.length} of ${workspace.max_seats} seats used.`}>
          <ul className={css({ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: '1' })}>
            {workspace.members.map((member) => (
              <li key={member.user_id} className={css({ display: 'flex', justifyContent: 'space-between' })}>
                <span>{member.first_name ? `${member.first_name} · ` : ''}{member.email}</span>
                <span className={css({ color: 'fg.muted' })}>
                  {member.role === 'workspace_admin' ? 'Administrator' : 'Member'}
                </span>
              </li>
            ))}
          </ul>
        </Card>
        <Card title="Member access"
          description={list === null ? 'Every member may use every part of the studio.'
            : 'Members may use only what is switched on here, plus what their groups grant.'}
          actions={list === null
            ? <Button size="sm" isDisabled={props.saving} onPress={() => props.send({ type: 'access.restrict' })}>Restrict access</Button>
            : <Button size="sm" variant="secondary" isDisabled={props.saving}
              onPress={() => props.send({ type: 'access.unrestrict' })}>Allow everything</Button>}>
          <div className={css({ display: 'grid', gap: '5', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })}>
            <fieldset className={css({ display: 'grid', gap: '2', border: 'none', p: 0, m: 0 })}>
              <legend className={css({ fontWeight: 'semibold', mb: '2' })}>Product access</legend>
              {PRODUCT_ACCESS_IDS.map(toggle)}
            </fieldset>
            <fieldset className={css({ display: 'grid', gap: '2', border: 'none', p: 0, m: 0, alignContent: 'start' })}>
              <legend className={css({ fontWeight: 'semibold', mb: '2' })}>Features</legend>
              {FEATURE_GUARD_IDS.map(toggle)}
            </fieldset>
          </div>
        </Card>
        <Card title="Training use"
          description={'Opting out puts the workspace in the no-training group: each text-to-speech generation can '
            + 'then be regenerated once instead of three times.'}>
          <SwitchField label="Opt out of training use" isDisabled={props.saving}
            isSelected={workspace.training_opt_out}
            onChange={() => props.send({ type: 'training.toggle' })} />
        </Card>
      </div>
    </>
  );
}
