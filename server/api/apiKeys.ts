import { and, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { CreateApiKeySchema } from '../../src/domain';
import { requirePermission } from '../accounts/access';
import { hashSecret, newId, newSecret } from '../auth/secrets';
import type { AppEnv } from '../context';
import { apiKeys } from '../db/schema';
import { notFound, readJson } from './errors';

const unix = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

export const apiKeyRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { db } = c.get('deps');
    const principal = c.get('principal');
    const rows = await db.select().from(apiKeys)
      .where(and(eq(apiKeys.workspaceId, principal.workspaceId), eq(apiKeys.userId, principal.userId)))
      .orderBy(desc(apiKeys.createdAt));
    return c.json({
      api_keys: rows.map((row) => ({
        api_key_id: row.id,
        name: row.name,
        hint: row.keyHint,
        created_at_unix: unix(row.createdAt),
        last_used_at_unix: unix(row.lastUsedAt),
        character_count: row.characterCount,
        is_current: principal.via === 'api_key' && principal.credentialId === row.id,
      })),
    });
  })
  .post('/', async (c) => {
    const { db, now } = c.get('deps');
    const principal = c.get('principal');
    await requirePermission(db, principal, 'create_user_api_key');
    const { name } = await readJson(c, CreateApiKeySchema);
    const key = newSecret('sk');
    const id = newId();
    await db.insert(apiKeys).values({
      id, workspaceId: principal.workspaceId, userId: principal.userId, name, keyHash: hashSecret(key),
      keyHint: key.slice(-4), createdAt: now(),
    });
    return c.json({ api_key_id: id, xi_api_key: key });
  })
  .delete('/:api_key_id', async (c) => {
    const { db } = c.get('deps');
    const principal = c.get('principal');
    const deleted = await db.delete(apiKeys).where(and(
      eq(apiKeys.id, c.req.param('api_key_id')),
      eq(apiKeys.workspaceId, principal.workspaceId),
      eq(apiKeys.userId, principal.userId),
    )).returning({ id: apiKeys.id });
    if (deleted.length === 0) throw notFound('API key not found.');
    return c.json({ status: 'ok' });
  });
