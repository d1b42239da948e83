import { describe, expect, test } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  DEFAULT_FEATURE_FLAGS, ONBOARDING_CHECKLIST_ID, ONBOARDING_STEP_IDS, showsOnboardingWidget,
  type OnboardingChecklistResponse, type OnboardingStepId,
} from '../../src/domain';
import { createMemoryEventStore } from '../../src/flows/eventStore';
import { createFlowRuntime } from '../../src/flows/runtime';
import { replayTrace, exportTrace } from '../../src/flows/trace';
import { findMachine, MACHINE_REGISTRY } from '../../src/machines/registry';
import { onboardingChecklistMachine } from '../../src/machines/onboardingChecklist.machine';
import { ApiFailure } from '../../src/services/http';

const checklist = (done: OnboardingStepId[] = [], hidden = false): OnboardingChecklistResponse => ({
  checklist_id: ONBOARDING_CHECKLIST_ID,
  hidden,
  items: ONBOARDING_STEP_IDS.map((id) => ({ onboarding_checklist_item_id: id, is_completed: done.includes(id) })),
});

/** A fake server: the checklist lives here, and each call can be made to fail. */
function fakeServer(initial: OnboardingChecklistResponse) {
  const server = {
    state: initial,
    calls: [] as string[],
    changes: 0,
    fail: { load: false, complete: false, hide: false },
  };
  const refuse = () => Promise.reject(new ApiFailure(500, 'internal_error', 'We are sorry, something went wrong.'));
  const machine = onboardingChecklistMachine.provide({
    actors: {
      loadChecklist: fromPromise(async () => {
        server.calls.push('load');
        return server.fail.load ? refuse() : server.state;
      }),
      completeStep: fromPromise(async ({ input }) => {
        server.calls.push(`complete ${input.stepId}`);
        if (server.fail.complete) return refuse();
        server.state = checklist([...server.state.items.filter((i) => i.is_completed)
          .map((i) => i.onboarding_checklist_item_id), input.stepId], server.state.hidden);
        return server.state;
      }),
      hideChecklist: fromPromise(async () => {
        server.calls.push('hide');
        if (server.fail.hide) return refuse();
        server.state = { ...server.state, hidden: true };
        return { status: 'ok' };
      }),
    },
    actions: { checklistChanged: () => { server.changes++; } },
  });
  return { server, machine };
}

async function started(initial: OnboardingChecklistResponse) {
  const { server, machine } = fakeServer(initial);
  const actor = createActor(machine).start();
  await waitFor(actor, (s) => !s.matches('loading'));
  return { server, actor };
}

const settled = (actor: Awaited<ReturnType<typeof started>>['actor']) =>
  waitFor(actor, (s) => !s.matches({ ready: 'saving' }) && !s.matches({ ready: 'hiding' }));

describe('onboarding checklist machine', () => {
  test('loads and opens the first incomplete step', async () => {
    const { actor } = await started(checklist(['choose_theme']));
    const s = actor.getSnapshot();
    expect(s.matches({ ready: 'inProgress' })).toBe(true);
    expect(s.context.openStepId).toBe('review_plan');
    expect(s.context.checklist).toEqual(checklist(['choose_theme']));
  });

  test('clicking a step opens it, clicking it again closes it', async () => {
    const { actor } = await started(checklist());
    actor.send({ type: 'step.toggle', stepId: 'create_api_key' });
    expect(actor.getSnapshot().context.openStepId).toBe('create_api_key');
    actor.send({ type: 'step.toggle', stepId: 'create_api_key' });
    expect(actor.getSnapshot().context.openStepId).toBeNull();
  });

  test('completing the open step saves it, tells the app, and keeps it open', async () => {
    const { actor, server } = await started(checklist());
    actor.send({ type: 'step.complete', stepId: 'choose_theme' });
    expect(actor.getSnapshot().matches({ ready: 'saving' })).toBe(true);
    const s = await settled(actor);
    expect(server.calls).toEqual(['load', 'complete choose_theme']);
    expect(s.context.checklist).toEqual(checklist(['choose_theme']));
    expect(s.context.openStepId).toBe('choose_theme');
    expect(server.changes).toBe(1);
  });

  test("a completed step's button does nothing", async () => {
    const { actor, server } = await started(checklist(['choose_theme']));
    expect(actor.getSnapshot().can({ type: 'step.complete', stepId: 'choose_theme' })).toBe(false);
    actor.send({ type: 'step.complete', stepId: 'choose_theme' });
    expect(actor.getSnapshot().matches({ ready: 'inProgress' })).toBe(true);
    expect(server.calls).toEqual(['load']);
  });

  test('completing the last step shows the congratulations state', async () => {
    const { actor } = await started(checklist(['choose_theme', 'review_plan']));
    actor.send({ type: 'step.complete', stepId: 'create_api_key' });
    const s = await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'complete' }));
    expect(s.context.checklist).toEqual(checklist([...ONBOARDING_STEP_IDS]));
    expect(s.can({ type: 'checklist.hide' })).toBe(false);
  });

  test('a checklist complete on load goes straight to congratulations', async () => {
    const { actor } = await started(checklist([...ONBOARDING_STEP_IDS]));
    expect(actor.getSnapshot().matches({ ready: 'complete' })).toBe(true);
    expect(actor.getSnapshot().context.openStepId).toBeNull();
  });

  test('a failed save keeps the step open and shows the server message', async () => {
    const { actor, server } = await started(checklist());
    server.fail.complete = true;
    actor.send({ type: 'step.complete', stepId: 'choose_theme' });
    const s = await settled(actor);
    expect(s.matches({ ready: 'inProgress' })).toBe(true);
    expect(s.context.error).toBe('We are sorry, something went wrong.');
    expect(s.context.checklist).toEqual(checklist());
    expect(server.changes).toBe(0);

    server.fail.complete = false;
    actor.send({ type: 'step.complete', stepId: 'choose_theme' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  test('hide calls the endpoint once, marks the checklist hidden and tells the app', async () => {
    const { actor, server } = await started(checklist(['review_plan']));
    actor.send({ type: 'checklist.hide' });
    const s = await settled(actor);
    expect(server.calls).toEqual(['load', 'hide']);
    expect(s.context.checklist?.hidden).toBe(true);
    expect(s.context.checklist?.items).toEqual(checklist(['review_plan']).items);
    expect(server.changes).toBe(1);
    expect(s.can({ type: 'checklist.hide' })).toBe(false);
  });

  test('a failed hide leaves the checklist shown, with the message', async () => {
    const { actor, server } = await started(checklist());
    server.fail.hide = true;
    actor.send({ type: 'checklist.hide' });
    const s = await settled(actor);
    expect(s.context.checklist?.hidden).toBe(false);
    expect(s.context.error).toBe('We are sorry, something went wrong.');
  });

  test('a failed load can be retried', async () => {
    const { server, machine } = fakeServer(checklist());
    server.fail.load = true;
    const actor = createActor(machine).start();
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error).toBe('We are sorry, something went wrong.');
    server.fail.load = false;
    actor.send({ type: 'checklist.retry' });
    const ready = await waitFor(actor, (s) => s.matches({ ready: 'inProgress' }));
    expect(ready.context.error).toBeNull();
  });

  test('hiding is recorded in the flow log (the analytics event) and the trace replays', async () => {
    const store = createMemoryEventStore();
    const runtime = createFlowRuntime({ store, now: () => 1_000 });
    const flow = runtime.start(findMachine('onboardingChecklist')!, { machine: fakeServer(checklist()).machine });
    await waitFor(flow.actor, (s) => s.matches({ ready: 'inProgress' }));
    flow.actor.send({ type: 'checklist.hide' });
    const done = await settled(flow.actor);
    await flow.flushed();
    const trace = await exportTrace(store, flow.sessionId, done);
    expect(trace.events.map((e) => e.event.type)).toEqual([
      'xstate.done.actor.0.onboardingChecklist.loading', 'checklist.hide',
      'xstate.done.actor.0.onboardingChecklist.ready.hiding',
    ]);
    expect(replayTrace(trace, MACHINE_REGISTRY).matches).toBe(true);
  });
});

describe('the sidebar widget rule (§2.10)', () => {
  const test_ = { ...DEFAULT_FEATURE_FLAGS, onboarding_checklist_variant: 'test' as const };
  const control = { ...DEFAULT_FEATURE_FLAGS, onboarding_checklist_variant: 'control' as const };

  test('shows only in the test variant, while the checklist is not complete and not hidden', () => {
    expect(showsOnboardingWidget(test_, checklist())).toBe(true);
    expect(showsOnboardingWidget(test_, checklist(['choose_theme']))).toBe(true);
    expect(showsOnboardingWidget(control, checklist())).toBe(false);
    expect(showsOnboardingWidget(test_, checklist([], true))).toBe(false);
    expect(showsOnboardingWidget(test_, checklist([...ONBOARDING_STEP_IDS]))).toBe(false);
  });
});
