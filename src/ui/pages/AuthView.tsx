import { useState, type FormEvent } from 'react';
import { Form, Link } from 'react-aria-components';
import { css } from 'styled-system/css';
import { PASSWORD_MIN_LENGTH } from '../../domain';
import { Banner, Button, Card, TextField } from '../primitives';
import { Logo } from '../shell/UserMenu';

export interface AuthValues { email: string; password: string; firstName: string }

/** Sign in and sign up: one form, two modes. Server messages show as they come; field errors sit by their field. */
export function AuthView(props: {
  mode: 'signIn' | 'signUp';
  busy: boolean;
  error: string | null;
  fieldErrors: Array<{ field: string; message: string }>;
  nextQuery: string;
  onSubmit: (values: AuthValues) => void;
}) {
  const [values, setValues] = useState<AuthValues>({ email: '', password: '', firstName: '' });
  const signUp = props.mode === 'signUp';
  const fieldError = (field: string) => props.fieldErrors.find((f) => f.field === field)?.message;
  const generalError = props.fieldErrors.length === 0 ? props.error : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit(values);
  };

  return (
    <main className={css({ minH: '100dvh', display: 'grid', placeItems: 'center', p: '4', bg: 'bg.canvas' })}>
      <div className={css({ w: '100%', maxW: '24rem', display: 'grid', gap: '5' })}>
        <div className={css({ display: 'grid', justifyItems: 'center', gap: '2', textAlign: 'center' })}>
          <Logo />
          <h1 className={css({ textStyle: '2xl', fontWeight: 'semibold', letterSpacing: '-0.02em' })}>
            {signUp ? 'Create your account' : 'Sign in to Timbre'}
          </h1>
          <p className={css({ color: 'fg.muted' })}>
            {signUp ? 'A self-hosted voice studio: your voices and audio stay on this server.'
              : 'Welcome back to your voice studio.'}
          </p>
        </div>
        <Card>
          <Form onSubmit={submit} className={css({ display: 'grid', gap: '4' })}
            validationErrors={Object.fromEntries(props.fieldErrors.map((f) => [f.field === 'first_name' ? 'firstName' : f.field, f.message]))}>
            {generalError && <Banner tone="danger">{generalError}</Banner>}
            {signUp && (
              <TextField label="First name" name="firstName" autoComplete="given-name" value={values.firstName}
                onChange={(firstName) => setValues({ ...values, firstName })} errorMessage={fieldError('first_name')} />
            )}
            <TextField label="Email" name="email" type="email" autoComplete="email" isRequired value={values.email}
              onChange={(email) => setValues({ ...values, email })} errorMessage={fieldError('email')} />
            <TextField label="Password" name="password" type="password" isRequired
              autoComplete={signUp ? 'new-password' : 'current-password'} value={values.password}
              onChange={(password) => setValues({ ...values, password })} errorMessage={fieldError('password')}
              description={signUp ? `At least ${PASSWORD_MIN_LENGTH} characters.` : undefined} />
            <Button type="submit" variant="primary" isPending={props.busy} isDisabled={props.busy}>
              {signUp ? 'Create account' : 'Sign in'}
            </Button>
          </Form>
        </Card>
        <p className={css({ textAlign: 'center', color: 'fg.muted' })}>
          {signUp ? 'Already have an account? ' : 'New to Timbre? '}
          <Link href={`${signUp ? '/sign-in' : '/sign-up'}${props.nextQuery}`}
            className={css({ color: 'accent.fg', fontWeight: 'medium' })}>
            {signUp ? 'Sign in' : 'Create an account'}
          </Link>
        </p>
      </div>
    </main>
  );
}
