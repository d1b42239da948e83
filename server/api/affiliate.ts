import { Hono } from 'hono';
import { ACCOUNT_MESSAGES, canJoinAffiliateProgram, type AffiliateResponse } from '../../src/domain';
import { loadWorkspace } from '../accounts/access';
import { joinAffiliateProgram } from '../accounts/affiliate';
import type { AppEnv } from '../context';
import { ApiError } from './errors';

/** Create affiliate link (workspace-shell §4.13, api-contract §9): answers the link, the same one when asked again. */
export const affiliateRoutes = new Hono<AppEnv>()
  .post('/', async (c) => {
    const { db } = c.get('deps');
    const principal = c.get('principal');
    const workspace = await loadWorkspace(db, principal.workspaceId);
    if (!canJoinAffiliateProgram(workspace.tier)) {
      throw new ApiError(403, 'affiliate_not_available', ACCOUNT_MESSAGES.affiliateNeedsPaidPlan);
    }
    const body: AffiliateResponse = { link: await joinAffiliateProgram(db, principal.userId, c.req.url) };
    return c.json(body);
  });
