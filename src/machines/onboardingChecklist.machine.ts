import { assign, fromPromise, setup } from 'xstate';
import {
  failureMessage, firstIncompleteStep, isChecklistComplete, type OnboardingChecklistResponse, type OnboardingStepId,
} from '../domain';

export type OnboardingChecklistEvent =
  /** Clicking a step opens it, or closes it when it is the open one (§4.12). */
  | { type: 'step.toggle'; stepId: OnboardingStepId }
  /** The open step's button: records the step as done. */
  | { type: 'step.complete'; stepId: OnboardingStepId }
  /** Also the analytics record of hiding: there is no analytics service, and the flow log keeps this event. */
  | { type: 'checklist.hide' }
  | { type: 'checklist.retry' };

export interface OnboardingChecklistContext {
  checklist: OnboardingChecklistResponse | null;
  openStepId: OnboardingStepId | null;
  error: string | null;
}

const messageOf = (error: unknown) => failureMessage(error, 'Something went wrong.');

/**
 * The onboarding checklist page (workspace-shell §2.9, §4.12): load, the open step (first incomplete by default),
 * completing steps, hiding the checklist from the sidebar, and congratulations once every step is done. Whoever
 * runs it refreshes the account on `checklistChanged`, so the sidebar widget follows.
 */
export const onboardingChecklistMachine = setup({
  types: { context: {} as OnboardingChecklistContext, events: {} as OnboardingChecklistEvent },
  actors: {
    loadChecklist: fromPromise<OnboardingChecklistResponse, void>(async () => {
      throw new Error('loadChecklist not provided');
    }),
    completeStep: fromPromise<OnboardingChecklistResponse, { stepId: OnboardingStepId }>(async () => {
      throw new Error('completeStep not provided');
    }),
    hideChecklist: fromPromise<{ status: string }, void>(async () => { throw new Error('hideChecklist not provided'); }),
  },
  actions: {
    checklistChanged: () => {},
    showError: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
  },
  guards: {
    allComplete: ({ context }) => context.checklist !== null && isChecklistComplete(context.checklist),
    // A completed step's button is disabled (§4.12), so completing it again is no transition.
    stepIncomplete: ({ context }, params: { stepId: OnboardingStepId }) => context.checklist?.items
      .some((item) => item.onboarding_checklist_item_id === params.stepId && !item.is_completed) ?? false,
    shownInSidebar: ({ context }) => context.checklist?.hidden === false,
  },
}).createMachine({
  id: 'onboardingChecklist',
  context: { checklist: null, openStepId: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadChecklist',
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({
            checklist: event.output, openStepId: firstIncompleteStep(event.output), error: null,
          })),
        },
        onError: { target: 'failed', actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { on: { 'checklist.retry': 'loading' } },
    ready: {
      on: {
        'step.toggle': {
          actions: assign({
            openStepId: ({ context, event }) => (context.openStepId === event.stepId ? null : event.stepId),
          }),
        },
      },
      initial: 'resolving',
      states: {
        resolving: {
          always: [
            { guard: 'allComplete', target: 'complete' },
            { target: 'inProgress' },
          ],
        },
        inProgress: {
          on: {
            'step.complete': {
              guard: { type: 'stepIncomplete', params: ({ event }) => ({ stepId: event.stepId }) },
              target: 'saving',
            },
            'checklist.hide': { guard: 'shownInSidebar', target: 'hiding' },
          },
        },
        saving: {
          entry: assign({ error: null }),
          invoke: {
            src: 'completeStep',
            input: ({ event }) => ({ stepId: (event as Extract<OnboardingChecklistEvent, { type: 'step.complete' }>).stepId }),
            // The step stays open, so its button is seen to turn into a disabled "Completed".
            onDone: { target: 'resolving', actions: [assign({ checklist: ({ event }) => event.output }), 'checklistChanged'] },
            onError: { target: 'inProgress', actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        hiding: {
          entry: assign({ error: null }),
          invoke: {
            src: 'hideChecklist',
            onDone: {
              target: 'inProgress',
              actions: [
                assign({ checklist: ({ context }) => (context.checklist ? { ...context.checklist, hidden: true } : null) }),
                'checklistChanged',
              ],
            },
            onError: { target: 'inProgress', actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        /** Every step is done: the congratulations state (§2.9). */
        complete: {},
      },
    },
  },
});
