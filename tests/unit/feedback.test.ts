import { describe, expect, test } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { FEEDBACK_THANK_YOU_RESET_MS, type FeedbackResponse } from '../../src/domain';
import { feedbackMachine } from '../../src/machines/feedback.machine';
import { ApiFailure } from '../../src/services/http';

function start(answer: () => Promise<FeedbackResponse> = async () => ({ relevant: true, category: 'other', positive: true })) {
  const clock = new SimulatedClock();
  const sent: string[] = [];
  const machine = feedbackMachine.provide({
    actors: {
      sendFeedback: fromPromise(async ({ input }) => {
        sent.push(input.feedback);
        return answer();
      }),
    },
  });
  const actor = createActor(machine, { clock }).start();
  return { actor, clock, sent };
}

type Run = ReturnType<typeof start>;
const content = (run: Run) => run.actor.getSnapshot().value.content;
const thanked = (run: Run) => waitFor(run.actor, (s) => s.matches({ content: 'thankYou' }));

/** Closing the popover on the thank-you brings the form back exactly 60 s later, not a millisecond sooner. */
function expectResetWhenClosed(run: Run) {
  run.actor.send({ type: 'popover.close' });
  run.clock.increment(FEEDBACK_THANK_YOU_RESET_MS - 1);
  expect(content(run)).toEqual({ thankYou: 'resetting' });
  run.clock.increment(1);
  expect(content(run)).toBe('form');
}

function sendWhileOpen(run: Run, text = 'The sidebar is great') {
  run.actor.send({ type: 'popover.open' });
  run.actor.send({ type: 'feedback.change', text });
  run.actor.send({ type: 'feedback.submit' });
}

describe('feedback machine', () => {
  test('blank text is refused before sending, with the exact message', () => {
    const run = start();
    run.actor.send({ type: 'popover.open' });
    run.actor.send({ type: 'feedback.change', text: '   \n ' });
    run.actor.send({ type: 'feedback.submit' });
    expect(content(run)).toBe('form');
    expect(run.actor.getSnapshot().context.error).toBe('Please enter your feedback.');
    expect(run.sent).toEqual([]);
    run.actor.send({ type: 'feedback.change', text: 'x' });
    expect(run.actor.getSnapshot().context.error).toBeNull();
  });

  test('form → submitting → thank-you; the text is sent and then cleared', async () => {
    const run = start();
    sendWhileOpen(run);
    expect(content(run)).toBe('submitting');
    await thanked(run);
    expect(run.sent).toEqual(['The sidebar is great']);
    expect(run.actor.getSnapshot().context.text).toBe('');
  });

  test('too many requests (429) counts as sent, silently', async () => {
    const run = start(() => Promise.reject(new ApiFailure(429, 'too_many_requests', 'slow down')));
    sendWhileOpen(run);
    const s = await thanked(run);
    expect(s.context.error).toBeNull();
  });

  test('any other failure keeps the text and says so', async () => {
    const run = start(() => Promise.reject(new ApiFailure(500, 'internal_error', 'boom')));
    sendWhileOpen(run, 'keep me');
    const s = await waitFor(run.actor, (snap) => snap.context.error !== null);
    expect(s.value.content).toBe('form');
    expect(s.context.error).toBe('Sending failed. Please try again later.');
    expect(s.context.text).toBe('keep me');
  });

  test('closed on the thank-you, the form comes back after 60 s', async () => {
    const run = start();
    sendWhileOpen(run);
    await thanked(run);
    run.clock.increment(10 * FEEDBACK_THANK_YOU_RESET_MS);
    expect(content(run)).toEqual({ thankYou: 'shown' });
    expectResetWhenClosed(run);
  });

  test('reopened within the 60 s, the thank-you stays; closed again, the 60 s start over', async () => {
    const run = start();
    sendWhileOpen(run);
    await thanked(run);
    run.actor.send({ type: 'popover.close' });
    run.clock.increment(30_000);
    run.actor.send({ type: 'popover.open' });
    run.clock.increment(FEEDBACK_THANK_YOU_RESET_MS);
    expect(content(run)).toEqual({ thankYou: 'shown' });
    expectResetWhenClosed(run);
  });

  test('closed while sending, the thank-you that follows resets 60 s after it arrives', async () => {
    const run = start();
    sendWhileOpen(run);
    run.actor.send({ type: 'popover.close' });
    await thanked(run);
    expect(content(run)).toEqual({ thankYou: 'resetting' });
    run.clock.increment(FEEDBACK_THANK_YOU_RESET_MS);
    expect(content(run)).toBe('form');
  });

  test('signing out drops the draft and closes the popover', () => {
    const run = start();
    run.actor.send({ type: 'popover.open' });
    run.actor.send({ type: 'feedback.change', text: 'half a thought' });
    run.actor.send({ type: 'session.end' });
    expect(run.actor.getSnapshot().value).toEqual({ popover: 'closed', content: 'form' });
    expect(run.actor.getSnapshot().context.text).toBe('');
  });
});
