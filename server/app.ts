import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ACCOUNT_MESSAGES, JSON_BODY_MAX_BYTES } from '../src/domain';
import { apiKeyRoutes } from './api/apiKeys';
import { authRoutes, publicAuthRoutes } from './api/auth';
import { ApiError, errorResponse } from './api/errors';
import { userRoutes } from './api/user';
import { workspaceRoutes } from './api/workspace';
import { requirePrincipal } from './auth/principal';
import type { AppDeps, AppEnv } from './context';

/** Every authenticated route lives under these prefixes; the route-guard test enumerates what is mounted here. */
export const API_PREFIXES = ['/v1', '/v2'] as const;

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.onError((error, c) => errorResponse(c, error));

  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  for (const prefix of API_PREFIXES) {
    app.use(`${prefix}/*`, bodyLimit({
      maxSize: JSON_BODY_MAX_BYTES,
      onError: () => { throw new ApiError(413, 'payload_too_large', ACCOUNT_MESSAGES.bodyTooLarge); },
    }));
  }

  app.route('/v1/auth', publicAuthRoutes);
  app.use('/v1/*', requirePrincipal);
  app.use('/v2/*', requirePrincipal);
  app.route('/v1/auth', authRoutes);
  app.route('/v1/user/api-keys', apiKeyRoutes);
  app.route('/v1/user', userRoutes);
  app.route('/v1/workspace', workspaceRoutes);

  for (const prefix of API_PREFIXES) {
    app.all(`${prefix}/*`, () => { throw new ApiError(404, 'not_found', 'No such endpoint.'); });
  }
  app.get('/healthz', (c) => c.json({ status: 'ok' }));

  if (deps.config.clientDir) mountClient(app, deps.config.clientDir);
  return app;
}

/** The built SPA: real files first, then index.html for every other GET so client-side routes survive reloads. */
function mountClient(app: Hono<AppEnv>, clientDir: string) {
  const indexPath = path.join(clientDir, 'index.html');
  if (!existsSync(indexPath)) throw new Error(`no built client at ${clientDir}: run npm run build`);
  const indexHtml = readFileSync(indexPath, 'utf8');
  app.use('/assets/*', serveStatic({ root: path.relative(process.cwd(), clientDir) }));
  app.use('*', serveStatic({ root: path.relative(process.cwd(), clientDir) }));
  app.get('*', (c) => c.html(indexHtml));
}
