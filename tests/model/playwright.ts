import type { Page } from 'playwright-core';
import type { AnyEventObject, AnyStateMachine, EventFromLogic, InputFrom } from 'xstate';
import {
  drivePath, generatePaths, leafKeys, type ActorOutput, type ActorSrc, type MachineSpec, type StepEvent,
} from './harness';

/*
 * The generated paths of a machine spec, walked in a browser: user events become clicks and keystrokes, invoked
 * actors become requests the page holds until the path answers them, timers run on Playwright's clock, and each
 * reached leaf state is checked in the DOM instead of in the actor.
 */

type Handler<T> = (page: Page, value: T) => Promise<void>;

export type Outcome<M extends AnyStateMachine, K> =
  | { readonly kind: 'done'; readonly output: ActorOutput<M, K> }
  | { readonly kind: 'error'; readonly error: unknown };

export interface PageSpec<M extends AnyStateMachine> {
  /** The model spec whose paths are walked; payloads, paths and titles are the same as in tests/model. */
  readonly model: MachineSpec<M>;
  /**
   * Brings a fresh page to the machine's initial state for the path's input: storage, `page.route()` holds for
   * the requests, `page.clock.install()` when the machine has timers, then navigation.
   */
  readonly open: (page: Page, input: InputFrom<M>) => Promise<void>;
  /** How a user produces each event in the UI. */
  readonly events: {
    readonly [K in EventFromLogic<M>['type']]: Handler<Extract<EventFromLogic<M>, { type: K }>>;
  };
  /** Answers the request the page is waiting on for an invoked actor, e.g. by releasing a held route. */
  readonly actors: { readonly [K in ActorSrc<M>]?: Handler<Outcome<M, K>> };
  /** The DOM counterpart of the spec's invariants, per leaf state key. */
  readonly states: Readonly<Record<string, (page: Page) => Promise<void>>>;
}

export interface PagePath {
  readonly title: string;
  readonly run: (page: Page) => Promise<void>;
}

function handler<T>(handlers: object, key: string, what: string): Handler<T> {
  const found = (handlers as Readonly<Record<string, Handler<T> | undefined>>)[key];
  if (!found) throw new Error(`the page spec has no ${what} for ${key}`);
  return found;
}

/** One runnable path per generated path, e.g. `test(p.title, ({ page }) => p.run(page))` for each. */
export function pagePaths<M extends AnyStateMachine>(spec: PageSpec<M>): PagePath[] {
  const answer = (src: string) => handler<Outcome<M, string>>(spec.actors, src, 'actor answer');
  const execute = async (page: Page, step: StepEvent) => {
    switch (step.kind) {
      case 'user': return handler<AnyEventObject>(spec.events, step.event.type, 'event executor')(page, step.event);
      case 'done': return answer(step.src)(page, { kind: 'done', output: step.output as ActorOutput<M, string> });
      case 'error': return answer(step.src)(page, { kind: 'error', error: step.error });
      case 'after': return page.clock.runFor(step.ms);
    }
  };
  return generatePaths(spec.model).map((path) => ({
    title: path.title,
    run: async (page) => {
      await spec.open(page, path.input as InputFrom<M>);
      await drivePath(spec.model, path, {
        execute: (step) => execute(page, step),
        check: async (expected) => {
          for (const leaf of leafKeys(expected.value)) await handler<void>(spec.states, leaf, 'DOM assertion')(page);
        },
      });
    },
  }));
}
