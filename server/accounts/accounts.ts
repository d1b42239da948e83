import { and, eq, gt } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, SESSION_TTL_MS, type LoginInput, type SignupInput } from '../../src/domain';
import { ApiError } from '../api/errors';
import { hashPassword, hashSecret, newId, newSecret, verifyPassword } from '../auth/secrets';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { sessions, users, workspaceMembers, workspaces } from '../db/schema';

export interface SessionGrant {
  token: string;
  user_id: string;
  workspace_id: string;
}

// Computed once so that a login for an unknown email costs as much as one with a wrong password.
const dummyHash = hashPassword('timbre-timing-equaliser');

function defaultWorkspaceName(input: SignupInput): string {
  const who = input.first_name?.trim() || input.email.split('@')[0] || 'My';
  return `${who}'s Workspace`;
}

/** Sign-up creates the user, their own workspace (free tier) and makes them its admin, in one transaction. */
export async function signUp(db: Database, input: SignupInput, now: Date): Promise<SessionGrant> {
  const passwordHash = await hashPassword(input.password);
  const userId = newId();
  const workspaceId = newId();
  try {
    await db.transaction(async (tx) => {
      await tx.insert(users).values({
        id: userId,
        email: input.email,
        passwordHash,
        firstName: input.first_name?.trim() || null,
        publicUserId: newId(32).toLowerCase(),
        createdAt: now,
      });
      await tx.insert(workspaces).values({
        id: workspaceId, name: defaultWorkspaceName(input), ownerUserId: userId, periodStartedAt: now, createdAt: now,
      });
      await tx.insert(workspaceMembers).values({ workspaceId, userId, role: 'workspace_admin', createdAt: now });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, 'email_taken', ACCOUNT_MESSAGES.emailTaken);
    throw error;
  }
  return startSession(db, userId, workspaceId, now);
}

export async function logIn(db: Database, input: LoginInput, now: Date): Promise<SessionGrant> {
  const [user] = await db.select().from(users).where(eq(users.email, input.email));
  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await dummyHash));
  if (!user || !valid) throw new ApiError(401, 'invalid_credentials', ACCOUNT_MESSAGES.invalidCredentials);
  // The workspace joined first is the one a session opens in; a switcher comes with multi-workspace membership.
  const [membership] = await db.select().from(workspaceMembers)
    .where(eq(workspaceMembers.userId, user.id)).orderBy(workspaceMembers.createdAt).limit(1);
  if (!membership) throw new ApiError(401, 'invalid_credentials', ACCOUNT_MESSAGES.invalidCredentials);
  return startSession(db, user.id, membership.workspaceId, now);
}

async function startSession(db: Database, userId: string, workspaceId: string, now: Date): Promise<SessionGrant> {
  const token = newSecret('tmb_session');
  await db.insert(sessions).values({
    id: newId(), tokenHash: hashSecret(token), userId, workspaceId,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS), createdAt: now,
  });
  return { token, user_id: userId, workspace_id: workspaceId };
}

export async function findSession(db: Database, token: string, now: Date) {
  const [session] = await db.select().from(sessions)
    .where(and(eq(sessions.tokenHash, hashSecret(token)), gt(sessions.expiresAt, now)));
  return session ?? null;
}

export async function endSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}
