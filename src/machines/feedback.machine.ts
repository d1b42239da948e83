import { assertEvent, assign, fromPromise, setup, stateIn } from 'xstate';
import { FEEDBACK_THANK_YOU_RESET_MS, MESSAGES, feedbackProblem, type FeedbackResponse } from '../domain';
import type { ApiFailure } from '../services/http';

export type FeedbackEvent =
  | { type: 'popover.open' }
  | { type: 'popover.close' }
  | { type: 'feedback.change'; text: string }
  | { type: 'feedback.submit' }
  /** The account signed out: its draft and thank-you go with it. */
  | { type: 'session.end' };

export interface FeedbackContext {
  text: string;
  error: string | null;
}

/**
 * The feedback popover (workspace-shell §2.11, §4.14, §5.8, §8.2): a form, then a thank-you. Blank text is refused
 * before sending, with the server's own rule and message; a 429 (too many messages) counts as sent, as the spec
 * asks. Closed on the thank-you, the popover shows the form again 60 s later.
 */
export const feedbackMachine = setup({
  types: { context: {} as FeedbackContext, events: {} as FeedbackEvent },
  actors: {
    sendFeedback: fromPromise<FeedbackResponse, { feedback: string }>(async () => {
      throw new Error('sendFeedback not provided');
    }),
  },
  actions: {
    takeText: assign(({ event }) => {
      assertEvent(event, 'feedback.change');
      return { text: event.text, error: null };
    }),
    showProblem: assign(({ context }) => ({ error: feedbackProblem(context.text) })),
    showFailure: assign({ error: MESSAGES.feedbackFailed }),
    clear: assign({ text: '', error: null }),
  },
  guards: {
    textRefused: ({ context }) => feedbackProblem(context.text) !== null,
    rateLimited: (_, params: { error: unknown }) => (params.error as ApiFailure)?.httpStatus === 429,
    popoverClosed: stateIn('#feedback.popover.closed'),
  },
  delays: {
    thankYouReset: FEEDBACK_THANK_YOU_RESET_MS,
  },
}).createMachine({
  id: 'feedback',
  context: { text: '', error: null },
  type: 'parallel',
  on: {
    'session.end': { target: ['.popover.closed', '.content.form'], actions: 'clear' },
  },
  states: {
    popover: {
      initial: 'closed',
      states: {
        closed: { on: { 'popover.open': 'open' } },
        open: { on: { 'popover.close': 'closed' } },
      },
    },
    content: {
      initial: 'form',
      states: {
        form: {
          on: {
            'feedback.change': { actions: 'takeText' },
            'feedback.submit': [
              { guard: 'textRefused', actions: 'showProblem' },
              { target: 'submitting' },
            ],
          },
        },
        submitting: {
          invoke: {
            src: 'sendFeedback',
            input: ({ context }) => ({ feedback: context.text }),
            onDone: 'thankYou',
            onError: [
              { guard: { type: 'rateLimited', params: ({ event }) => ({ error: event.error }) }, target: 'thankYou' },
              { target: 'form', actions: 'showFailure' },
            ],
          },
        },
        thankYou: {
          entry: 'clear',
          initial: 'deciding',
          states: {
            deciding: {
              always: [
                { guard: 'popoverClosed', target: 'resetting' },
                { target: 'shown' },
              ],
            },
            shown: { on: { 'popover.close': 'resetting' } },
            resetting: {
              after: { thankYouReset: '#feedback.content.form' },
              on: { 'popover.open': 'shown' },
            },
          },
        },
      },
    },
  },
});
