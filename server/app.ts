import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  ACCOUNT_MESSAGES, AUDIO_BODY_MAX_BYTES, AUDIO_UPLOAD_PATHS, JSON_BODY_MAX_BYTES,
} from '../src/domain';
import { affiliateRoutes } from './api/affiliate';
import { apiKeyRoutes } from './api/apiKeys';
import { authRoutes, publicAuthRoutes } from './api/auth';
import { ApiError, errorResponse } from './api/errors';
import { feedbackRoutes } from './api/feedback';
import { historyRoutes } from './api/history';
import { modelRoutes } from './api/models';
import { notificationRoutes } from './api/notifications';
import { onboardingRoutes } from './api/onboarding';
import { sharedVoiceRoutes, similarVoiceRoutes } from './api/sharedVoices';
import { textRoutes } from './api/text';
import { textToSpeechRoutes } from './api/textToSpeech';
import { textToVoiceRoutes, voiceGenerationRoutes } from './api/textToVoice';
import { userRoutes } from './api/user';
import { voiceRoutes, voicesV2Routes } from './api/voices';
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
    // An answer given before an uploaded body was read to its end (an early 401 or 404, any 413) ends the
    // connection, and says so: otherwise the client, still uploading, often loses the answer to a reset once the
    // server stops draining the body.
    if (c.res.status === 413 || hasUnreadBody(c.req.raw)) c.header('Connection', 'close');
  });
  const limitTo = (maxSize: number) => bodyLimit({
    maxSize,
    onError: () => { throw new ApiError(413, 'payload_too_large', ACCOUNT_MESSAGES.bodyTooLarge); },
  });
  const jsonLimit = limitTo(JSON_BODY_MAX_BYTES);
  const audioLimit = limitTo(AUDIO_BODY_MAX_BYTES);
  for (const prefix of API_PREFIXES) {
    app.use(`${prefix}/*`, (c, next) => (AUDIO_UPLOAD_PATHS.includes(c.req.path) ? audioLimit : jsonLimit)(c, next));
  }

  app.route('/v1/auth', publicAuthRoutes);
  app.use('/v1/*', requirePrincipal);
  app.use('/v2/*', requirePrincipal);
  for (const prefix of API_PREFIXES) {
    // PostgreSQL text cannot hold U+0000, so no id contains it: a path with one (%00) names nothing, rather than
    // reaching the database as a path parameter and failing there.
    app.use(`${prefix}/*`, async (c, next) => {
      if (c.req.path.includes('\u0000')) throw new ApiError(404, 'not_found', 'No such endpoint.');
      await next();
    });
  }
  app.route('/v1/auth', authRoutes);
  app.route('/v1/user/api-keys', apiKeyRoutes);
  app.route('/v1/user/onboarding-checklist', onboardingRoutes);
  app.route('/v1/user/affiliate-link', affiliateRoutes);
  app.route('/v1/user', userRoutes);
  app.route('/v1/workspace', workspaceRoutes);
  app.route('/v1/notifications', notificationRoutes);
  app.route('/v1/feedback', feedbackRoutes);
  app.route('/v1/voices', voiceRoutes);
  app.route('/v2/voices', voicesV2Routes);
  app.route('/v1/text-to-speech', textToSpeechRoutes);
  app.route('/v1/text-to-voice', textToVoiceRoutes);
  app.route('/v1/voice-generation', voiceGenerationRoutes);
  app.route('/v1/history', historyRoutes);
  app.route('/v1/models', modelRoutes);
  app.route('/v1/text', textRoutes);
  app.route('/v1/shared-voices', sharedVoiceRoutes);
  app.route('/v1', similarVoiceRoutes);

  for (const prefix of API_PREFIXES) {
    app.all(`${prefix}/*`, () => { throw new ApiError(404, 'not_found', 'No such endpoint.'); });
  }
  app.get('/healthz', (c) => c.json({ status: 'ok' }));

  if (deps.config.clientDir) mountClient(app, deps.config.clientDir);
  return app;
}

function hasUnreadBody(request: Request): boolean {
  const declared = Number(request.headers.get('content-length') ?? 0) > 0 || request.headers.has('transfer-encoding');
  return declared && request.body !== null && !request.bodyUsed;
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
