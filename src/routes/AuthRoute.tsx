import { useSelector } from '@xstate/react';
import { Navigate, useSearchParams } from 'react-router';
import { AuthView } from '../ui/pages/AuthView';
import { useAppActors } from './AppActorsContext';

/** /sign-in and /sign-up. A signed-in visitor goes on to where they were headed (only same-app paths). */
export function AuthRoute({ mode }: { mode: 'signIn' | 'signUp' }) {
  const { session } = useAppActors();
  const [params] = useSearchParams();
  const state = useSelector(session, (s) => s);
  const next = params.get('next');
  const destination = next && next.startsWith('/app') ? next : '/app/home';

  if (state.matches('signedIn')) return <Navigate to={destination} replace />;
  return (
    <AuthView
      mode={mode}
      busy={!state.matches('signedOut')}
      error={state.context.error}
      fieldErrors={state.context.fieldErrors}
      nextQuery={next ? `?next=${encodeURIComponent(next)}` : ''}
      onSubmit={(values) =>
        session.send(mode === 'signIn'
          ? { type: 'auth.signIn', email: values.email, password: values.password }
          : { type: 'auth.signUp', email: values.email, password: values.password, first_name: values.firstName })}
    />
  );
}
