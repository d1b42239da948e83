import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { ACCOUNT_MESSAGES } from '../../src/domain';
import { findSession } from '../accounts/accounts';
import { ApiError } from '../api/errors';
import type { AppEnv, Principal } from '../context';
import { apiKeys } from '../db/schema';
import { hashSecret } from './secrets';

const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * Who is asking: an `xi-api-key` header (the public API's scheme) or `Authorization: Bearer <session token>`
 * (the browser). Every /v1 and /v2 route except sign-up and login goes through this.
 */
export const requirePrincipal: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { db, now } = c.get('deps');
  const apiKey = c.req.header('xi-api-key');
  const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  let principal: Principal | null = null;
  if (apiKey) {
    const [key] = await db.select().from(apiKeys).where(eq(apiKeys.keyHash, hashSecret(apiKey)));
    if (!key) throw new ApiError(401, 'invalid_api_key', ACCOUNT_MESSAGES.invalidApiKey);
    principal = { userId: key.userId, workspaceId: key.workspaceId, via: 'api_key', credentialId: key.id };
    // last_used_at is kept to the minute: a key in steady use costs no write on each of its requests.
    const at = now();
    if (!key.lastUsedAt || at.getTime() - key.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
      await db.update(apiKeys).set({ lastUsedAt: at }).where(eq(apiKeys.id, key.id));
    }
  } else if (bearer) {
    const session = await findSession(db, bearer, now());
    if (!session) throw new ApiError(401, 'invalid_session', ACCOUNT_MESSAGES.sessionExpired);
    principal = { userId: session.userId, workspaceId: session.workspaceId, via: 'session', credentialId: session.id };
  }
  if (!principal) throw new ApiError(401, 'unauthenticated', ACCOUNT_MESSAGES.unauthenticated);
  c.set('principal', principal);
  await next();
};
