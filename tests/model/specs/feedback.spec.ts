import fc from 'fast-check';
import type { SnapshotFrom } from 'xstate';
import { expect } from 'vitest';
import { MESSAGES, feedbackProblem } from '../../../src/domain';
import { feedbackMachine } from '../../../src/machines/feedback.machine';
import { ApiFailure } from '../../../src/services/http';
import { FAILURES } from '../arbitraries';
import { defineSpec, noPayload, variants } from '../harness';

type Feedback = SnapshotFrom<typeof feedbackMachine>;

const tooMany = new ApiFailure(429, 'too_many_requests', 'You have sent a lot of feedback in the last hour.');

const popoverIs = (open: boolean) => (snapshot: Feedback) =>
  expect(snapshot.matches({ popover: 'open' })).toBe(open);

export const feedbackSpec = defineSpec({
  machine: feedbackMachine,
  events: {
    'popover.open': noPayload,
    'popover.close': noPayload,
    // Blank text (refused before sending) and real text.
    'feedback.change': variants(fc.constantFrom({ text: '  ' }, { text: 'The voices sound great' }), 2,
      ({ text }) => (text.trim() ? 'text' : 'blank')),
    'feedback.submit': noPayload,
    'session.end': noPayload,
  },
  actors: {
    sendFeedback: {
      done: variants(fc.constant({ relevant: true, category: 'voice' as const, positive: true })),
      // Both branches of `rateLimited`: 429 is a silent success, anything else is a failure to show.
      error: variants(fc.constantFrom(tooMany, FAILURES.unavailable), 2, (f) => String(f.httpStatus)),
    },
  },
  invariant: ({ context }) => {
    expect([null, MESSAGES.feedbackEmpty, MESSAGES.feedbackFailed]).toContain(context.error);
  },
  invariants: {
    'popover.closed': popoverIs(false),
    'popover.open': popoverIs(true),
    // A refusal names the text's problem; nothing is sent while the form shows.
    'content.form': (snapshot, { running }) => {
      expect(running()).toEqual([]);
      if (snapshot.context.error === MESSAGES.feedbackEmpty) expect(feedbackProblem(snapshot.context.text)).not.toBeNull();
    },
    // Only text the server would accept is sent, exactly as typed.
    'content.submitting': ({ context }, { invoked }) => {
      expect(feedbackProblem(context.text)).toBeNull();
      expect(invoked('sendFeedback')?.input).toEqual({ feedback: context.text });
    },
    'content.thankYou.shown': (snapshot) => {
      expect(snapshot.matches({ popover: 'open' })).toBe(true);
      expect(snapshot.context).toEqual({ text: '', error: null });
    },
    // The 60 s run only while the popover is closed.
    'content.thankYou.resetting': (snapshot) => {
      expect(snapshot.matches({ popover: 'closed' })).toBe(true);
      expect(snapshot.context).toEqual({ text: '', error: null });
    },
  },
});
