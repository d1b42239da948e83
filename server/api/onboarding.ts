import { Hono } from 'hono';
import { ChecklistItemUpdateSchema, ONBOARDING_STEP_IDS } from '../../src/domain';
import { hideChecklist, loadChecklist, setStepCompleted } from '../accounts/onboarding';
import type { AppEnv } from '../context';
import { readJson } from './errors';

/** The caller's own onboarding checklist (workspace-shell §2.9, §4.12); no other user's is reachable from here. */
export const onboardingRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { db, now } = c.get('deps');
    return c.json(await loadChecklist(db, c.get('principal').userId, now()));
  })
  .post('/hide', async (c) => {
    const { db, now } = c.get('deps');
    await hideChecklist(db, c.get('principal').userId, now());
    return c.json({ status: 'ok' });
  });

// Item ids are the product's fixed catalog, the same for every user rather than something a user owns: each is an
// endpoint of its own, always acting on the caller's checklist, and an id outside the catalog is no endpoint (404).
for (const stepId of ONBOARDING_STEP_IDS) {
  onboardingRoutes.post(`/items/${stepId}`, async (c) => {
    const { db, now } = c.get('deps');
    const { is_completed: isCompleted } = await readJson(c, ChecklistItemUpdateSchema);
    return c.json(await setStepCompleted(db, c.get('principal').userId, stepId, isCompleted, now()));
  });
}
