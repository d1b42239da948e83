import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { AppShell } from '../ui/shell/AppShell';
import { FullPageMessage } from '../ui/shell/FullPageMessage';
import { useAppActors } from './AppActorsContext';

/** /app/*: only for a signed-in account; everything else is sent to sign-in and brought back afterwards. */
export function ShellRoute() {
  const { session, shell } = useAppActors();
  const location = useLocation();
  const state = useSelector(session, (s) => s);
  const shellState = useSelector(shell, (s) => s);

  useEffect(() => {
    shell.send({ type: 'route.change', pathname: location.pathname });
  }, [shell, location.pathname]);

  if (state.matches('signedOut') || state.matches('signingIn') || state.matches('signingUp')) {
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/sign-in?next=${next}`} replace />;
  }
  if (state.matches('accountFailed')) {
    return (
      <FullPageMessage
        title="Timbre could not load your account"
        description={state.context.error ?? undefined}
        actionLabel="Try again"
        onAction={() => session.send({ type: 'account.retry' })}
      />
    );
  }
  if (!state.matches('signedIn') || !state.context.user) return <FullPageMessage title="Loading your studio…" busy />;

  return (
    <AppShell
      user={state.context.user}
      pathname={location.pathname}
      shell={shellState}
      sendShell={shell.send}
      onSignOut={() => session.send({ type: 'auth.signOut' })}
    >
      <Outlet />
    </AppShell>
  );
}
