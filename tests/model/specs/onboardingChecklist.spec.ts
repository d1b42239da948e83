import fc from 'fast-check';
import type { SnapshotFrom } from 'xstate';
import { expect } from 'vitest';
import {
  ONBOARDING_CHECKLIST_ID, ONBOARDING_STEP_IDS, isChecklistComplete, type OnboardingChecklistResponse,
  type OnboardingStepId,
} from '../../../src/domain';
import { onboardingChecklistMachine } from '../../../src/machines/onboardingChecklist.machine';
import { FAILURES } from '../arbitraries';
import { defineSpec, noPayload, variants } from '../harness';

type Checklist = SnapshotFrom<typeof onboardingChecklistMachine>;

const checklist = (done: readonly OnboardingStepId[], hidden = false): OnboardingChecklistResponse => ({
  checklist_id: ONBOARDING_CHECKLIST_ID,
  hidden,
  items: ONBOARDING_STEP_IDS.map((id) => ({ onboarding_checklist_item_id: id, is_completed: done.includes(id) })),
});
const stepId = fc.constantFrom<OnboardingStepId>('review_plan');
const named = (c: OnboardingChecklistResponse) =>
  isChecklistComplete(c) ? 'all done' : `${c.items.filter((i) => i.is_completed).length} done`;

const nothingInFlight = ({ children }: Checklist) => expect(Object.values(children).filter(Boolean)).toEqual([]);

export const onboardingChecklistSpec = defineSpec({
  machine: onboardingChecklistMachine,
  events: {
    'step.toggle': variants(fc.record({ stepId })),
    'step.complete': variants(fc.record({ stepId })),
    'checklist.hide': noPayload,
    'checklist.retry': noPayload,
  },
  actors: {
    // One checklist in progress, one already complete (straight to congratulations).
    loadChecklist: {
      done: variants(fc.constantFrom(checklist(['choose_theme']), checklist(ONBOARDING_STEP_IDS)), 2, named),
      error: variants(fc.constant(FAILURES.unavailable)),
    },
    // The save answers the server's checklist: still open steps, or every step done.
    completeStep: {
      done: variants(fc.constantFrom(checklist(['choose_theme', 'review_plan']), checklist(ONBOARDING_STEP_IDS)), 2,
        named),
      error: variants(fc.constant(FAILURES.offline)),
    },
    hideChecklist: { done: variants(fc.constant({ status: 'ok' })), error: variants(fc.constant(FAILURES.unavailable)) },
  },
  invariant: ({ context }) => {
    if (context.error !== null) expect(context.error).toMatch(/\S/);
    if (context.openStepId !== null) expect(ONBOARDING_STEP_IDS).toContain(context.openStepId);
    // The checklist is the server's: the catalog's steps, in its order.
    if (context.checklist) {
      expect(context.checklist.items.map((i) => i.onboarding_checklist_item_id)).toEqual([...ONBOARDING_STEP_IDS]);
    }
  },
  invariants: {
    loading: (snapshot, { invoked }) => {
      expect(invoked('loadChecklist')).toBeDefined();
      expect(snapshot.context.checklist).toBeNull();
    },
    failed: (snapshot) => {
      nothingInFlight(snapshot);
      expect(snapshot.context.error).toEqual(expect.any(String));
    },
    'ready.inProgress': (snapshot) => {
      nothingInFlight(snapshot);
      expect(snapshot.context.checklist).not.toBeNull();
      expect(isChecklistComplete(snapshot.context.checklist!)).toBe(false);
    },
    // Only an incomplete step is saved, and an old error is gone while it is.
    'ready.saving': ({ context }, { invoked }) => {
      expect(context.error).toBeNull();
      const saved = invoked('completeStep')?.input.stepId;
      expect(context.checklist?.items.find((i) => i.onboarding_checklist_item_id === saved)?.is_completed).toBe(false);
    },
    // Hiding is only asked for while the checklist is shown in the sidebar.
    'ready.hiding': ({ context }, { invoked }) => {
      expect(context.error).toBeNull();
      expect(context.checklist?.hidden).toBe(false);
      expect(invoked('hideChecklist')).toBeDefined();
    },
    'ready.complete': (snapshot) => {
      nothingInFlight(snapshot);
      expect(isChecklistComplete(snapshot.context.checklist!)).toBe(true);
      expect(snapshot.can({ type: 'checklist.hide' })).toBe(false);
    },
  },
});
