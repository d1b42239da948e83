import { Hono } from 'hono';
import { ACCOUNT_MESSAGES, LoginSchema, SignupSchema } from '../../src/domain';
import { endSession, logIn, signUp } from '../accounts/accounts';
import type { AppEnv } from '../context';
import { ApiError, readJson } from './errors';

/** Routes reachable without credentials; the route-guard test reads this list. */
export const PUBLIC_ROUTES = ['POST /v1/auth/signup', 'POST /v1/auth/login'] as const;

export const publicAuthRoutes = new Hono<AppEnv>()
  .post('/signup', async (c) => {
    const { db, config, now } = c.get('deps');
    if (!config.signupOpen) throw new ApiError(403, 'signup_closed', ACCOUNT_MESSAGES.signupClosed);
    const input = await readJson(c, SignupSchema);
    return c.json(await signUp(db, input, now()));
  })
  .post('/login', async (c) => {
    const { db, now } = c.get('deps');
    return c.json(await logIn(db, await readJson(c, LoginSchema), now()));
  });

export const authRoutes = new Hono<AppEnv>()
  .post('/logout', async (c) => {
    const principal = c.get('principal');
    // An API key is not a session: it is revoked through the key routes, never by logging out.
    if (principal.via === 'session') await endSession(c.get('deps').db, principal.credentialId);
    return c.json({ status: 'ok' });
  });
