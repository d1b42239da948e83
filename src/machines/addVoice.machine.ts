import { assertEvent, assign, setup } from 'xstate';
import {
  CLOSE_TO_CHOOSER_MS, creationTypeGate, type CreationAccess, type CreationType, type GateDenial,
} from '../domain';

export type AddVoiceEvent =
  /** The URL asks for the dialog with this type (it opened, or the type changed: a click, the back button). */
  | { type: 'dialog.open'; creationType: CreationType }
  | { type: 'dialog.close' }
  /** The user picks a type in the dialog (or goes back to the chooser). */
  | { type: 'type.choose'; creationType: CreationType }
  /** The subscription or permissions changed while the flow runs. */
  | { type: 'access.change'; access: CreationAccess };

export interface AddVoiceInput {
  access: CreationAccess;
}

export interface AddVoiceContext extends AddVoiceInput {
  creationType: CreationType;
  /** Why the last requested type was refused; shown on the chooser until the user picks again. */
  rejection: GateDenial | null;
}

/**
 * The add-voice dialog (voice-creation §2, §4): a chooser leading to Voice Design, Instant Voice Clone or the
 * Professional Voice Clone intro. The URL (mode=create, creationType) is the record: the machine follows it through
 * `dialog.open`, writes a choice back through `showType`, and replaces a type the user may not use with the chooser
 * (`showChooser`). Closing keeps the last type on screen while the dialog fades, then returns to the chooser after
 * 1 s (§9).
 */
export const addVoiceMachine = setup({
  types: { input: {} as AddVoiceInput, context: {} as AddVoiceContext, events: {} as AddVoiceEvent },
  actions: {
    // Writes to the URL, supplied by the route: push a history entry, replace a refused type, drop the query.
    showType: (_, _params: { creationType: CreationType }) => {},
    showChooser: () => {},
    closeDialog: () => {},
    takeType: assign(({ event }) => {
      assertEvent(event, ['dialog.open', 'type.choose']);
      return { creationType: event.creationType };
    }),
    takeAccess: assign(({ event }) => {
      assertEvent(event, 'access.change');
      return { access: event.access };
    }),
    refuse: assign(({ context }) => {
      const gate = creationTypeGate(context.creationType, context.access);
      return { creationType: 'chooseVoiceType' as const, rejection: gate.allowed ? null : gate };
    }),
    forgetRejection: assign({ rejection: null }),
    resetToChooser: assign({ creationType: 'chooseVoiceType' as const, rejection: null }),
  },
  guards: {
    isChooser: ({ context }) => context.creationType === 'chooseVoiceType',
    isAllowed: ({ context }) => creationTypeGate(context.creationType, context.access).allowed,
  },
  delays: { closeToChooser: CLOSE_TO_CHOOSER_MS },
}).createMachine({
  id: 'addVoice',
  context: ({ input }) => ({ access: input.access, creationType: 'chooseVoiceType', rejection: null }),
  initial: 'closed',
  on: { 'access.change': { actions: 'takeAccess' } },
  states: {
    closed: {
      on: { 'dialog.open': { target: 'open', actions: 'takeType' } },
    },
    open: {
      initial: 'routing',
      on: {
        'dialog.open': { target: '.routing', actions: 'takeType' },
        'type.choose': {
          target: '.routing',
          actions: ['takeType', 'forgetRejection', { type: 'showType', params: ({ event }) => event }],
        },
        'access.change': { target: '.routing', actions: 'takeAccess' },
        'dialog.close': { target: 'closing', actions: 'closeDialog' },
      },
      states: {
        routing: {
          always: [
            { guard: 'isChooser', target: 'chooser' },
            { guard: 'isAllowed', target: 'creating', actions: 'forgetRejection' },
            { target: 'chooser', actions: ['refuse', 'showChooser'] },
          ],
        },
        chooser: {},
        /** One type's flow (or its "later release" panel) inside the dialog. */
        creating: {},
      },
    },
    /** Closed, with the last type still rendered while the dialog animates out. */
    closing: {
      after: { closeToChooser: { target: 'closed', actions: 'resetToChooser' } },
      on: { 'dialog.open': { target: 'open', actions: 'takeType' } },
    },
  },
});
