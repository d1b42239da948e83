import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { MODELS, toPublicModel } from '../engine';

/** GET /v1/models: a JSON array of every known model id with its capability fields (api-contract §1.3). */
export const modelRoutes = new Hono<AppEnv>()
  .get('/', (c) => c.json(MODELS.map(toPublicModel)));
