import { useSelector } from '@xstate/react';
import { Navigate } from 'react-router';
import { FullPageMessage } from '../ui/shell/FullPageMessage';
import { useAppActors } from './AppActorsContext';

export function RootRoute() {
  const { session } = useAppActors();
  const state = useSelector(session, (s) => s);
  if (state.matches('signedIn')) return <Navigate to="/app/home" replace />;
  if (state.matches('loadingAccount') || state.matches('booting')) return <FullPageMessage title="Loading…" busy />;
  return <Navigate to="/sign-in" replace />;
}
