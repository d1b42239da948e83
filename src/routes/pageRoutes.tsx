import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { MESSAGES, PERMISSION_LABELS, type NavEntry, type PermissionId } from '../domain';
import { apiKeysMachine } from '../machines/apiKeys.machine';
import { memberAccessMachine } from '../machines/memberAccess.machine';
import { tierChangeMachine } from '../machines/tierChange.machine';
import { accountApi } from '../services/account';
import { ApiKeysView } from '../ui/pages/ApiKeysView';
import { ComingView } from '../ui/pages/ComingView';
import { HomeView } from '../ui/pages/HomeView';
import { SettingsView } from '../ui/pages/SettingsView';
import { SubscriptionView } from '../ui/pages/SubscriptionView';
import { MemberAccessView } from '../ui/pages/MemberAccessView';
import { AccessDenied } from '../ui/shell/AccessDenied';
import { useAppActors } from './AppActorsContext';
import { useFlow } from './useFlow';
import { useAccount, usePermission } from './useSession';

/** Renders children only when the permission allows; nothing while loading; the spec's message when denied. */
export function PermissionGate({ permission, children }: { permission?: PermissionId; children: React.ReactNode }) {
  const check = usePermission(permission);
  if (check === 'pending') return null;
  if (check === 'denied' && permission) return <AccessDenied message={MESSAGES.accessDenied(PERMISSION_LABELS[permission])} />;
  return <>{children}</>;
}

export function HomeRoute() {
  const account = useAccount();
  return account ? <HomeView user={account} /> : null;
}

export function ComingRoute({ entry, parent }: { entry: NavEntry; parent?: NavEntry }) {
  const permission = entry.permission ?? parent?.permission;
  return (
    <PermissionGate permission={permission}>
      <ComingView entry={entry} parent={parent} />
    </PermissionGate>
  );
}

export function SubscriptionRoute() {
  const { session } = useAppActors();
  const account = useAccount();
  const actor = useFlow(tierChangeMachine.provide({
    actors: { changeTier: fromPromise(({ input }) => accountApi.changeTier(input.tier)) },
    actions: { tierChanged: () => session.send({ type: 'account.refresh' }) },
  }));
  const state = useSelector(actor, (s) => s);
  if (!account) return null;
  return (
    <SubscriptionView
      user={account}
      pendingTier={state.context.pendingTier}
      error={state.context.error}
      onChoose={(tier) => actor.send({ type: 'tier.choose', tier })}
    />
  );
}

export function ApiKeysRoute() {
  const actor = useFlow(apiKeysMachine.provide({
    actors: {
      listApiKeys: fromPromise(() => accountApi.listApiKeys()),
      createApiKey: fromPromise(({ input }) => accountApi.createApiKey(input.name)),
      revokeApiKey: fromPromise(({ input }) => accountApi.revokeApiKey(input.id)),
    },
  }));
  const state = useSelector(actor, (s) => s);
  return (
    <PermissionGate permission="create_user_api_key">
      <ApiKeysView
        keys={state.context.keys}
        revealed={state.context.revealed}
        error={state.context.error}
        status={state.matches('failed') ? 'failed' : state.matches('loading') && state.context.keys.length === 0
          ? 'loading' : 'ready'}
        busy={state.matches('creating') || state.matches('revoking')}
        send={actor.send}
      />
    </PermissionGate>
  );
}

export function SettingsRoute() {
  const { shell } = useAppActors();
  const account = useAccount();
  const dark = useSelector(shell, (s) => s.matches({ theme: 'dark' }));
  if (!account) return null;
  return <SettingsView user={account} theme={dark ? 'dark' : 'light'} onToggleTheme={() => shell.send({ type: 'theme.toggle' })} />;
}

export function WorkspaceSettingsRoute() {
  const { session } = useAppActors();
  const account = useAccount();
  const actor = useFlow(memberAccessMachine.provide({
    actors: {
      loadWorkspace: fromPromise(() => accountApi.workspace()),
      saveWorkspaceAccess: fromPromise(({ input }) => accountApi.updateWorkspace(input)),
    },
    actions: {
      accessChanged: () => {
        session.send({ type: 'permissions.refresh' });
        // The training flag lives on the account (it sets the regeneration cap in text to speech).
        session.send({ type: 'account.refresh' });
      },
    },
  }));
  const state = useSelector(actor, (s) => s);
  if (!account) return null;
  if (!account.can_access_workspace_settings) {
    return <AccessDenied message={MESSAGES.accessDenied('Workspace settings')} />;
  }
  return (
    <MemberAccessView
      workspace={state.context.workspace}
      error={state.context.error}
      status={state.matches('failed') ? 'failed' : state.context.workspace ? 'ready' : 'loading'}
      saving={state.matches('saving')}
      send={actor.send}
    />
  );
}
