import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  allowedLabelValues, failureMessage, isLabelKind, LABEL_KINDS, type LabelKind, labelsIssue, MY_VOICES_MESSAGES,
  VOICE_DESCRIPTION_MAX_LENGTH, VOICE_MESSAGES,
} from '../domain';
import type { MyVoice, VoiceEditRequest } from '../services/voices';

export interface LabelRow {
  kind: LabelKind;
  /** '' until the user picks one. */
  value: string;
}

export type LabelEditorEvent =
  | { type: 'name.change'; name: string }
  | { type: 'description.change'; description: string }
  | { type: 'label.add' }
  | { type: 'label.remove'; index: number }
  | { type: 'label.kind'; index: number; kind: LabelKind }
  | { type: 'label.value'; index: number; value: string }
  | { type: 'edit.save' }
  | { type: 'edit.cancel' };

export interface LabelEditorContext {
  voice: MyVoice;
  name: string;
  description: string;
  rows: LabelRow[];
  /** Why the form cannot be saved, or why the server refused it. */
  error: string | null;
}

/** Language first, then the other kinds in the editor's order; labels of kinds the editor does not know are dropped. */
export function rowsOf(labels: Readonly<Record<string, string>>): LabelRow[] {
  return LABEL_KINDS.filter((kind) => labels[kind] !== undefined).map((kind) => ({ kind, value: labels[kind]! }));
}

export const labelsOfRows = (rows: readonly LabelRow[]): Record<string, string> =>
  Object.fromEntries(rows.map((row) => [row.kind, row.value]));

/** The kinds a row may switch to: its own and those no other row uses. */
export const kindsFor = (rows: readonly LabelRow[], index: number): LabelKind[] =>
  LABEL_KINDS.filter((kind) => kind === rows[index]?.kind || !rows.some((row) => row.kind === kind));

const languageOf = (rows: readonly LabelRow[]) => rows.find((row) => row.kind === 'language')?.value ?? '';

/** Whenever the language changes (set, changed, or its row gone), the accent it governed is cleared (§5.1). */
const clearAccentIfLanguageChanged = (before: readonly LabelRow[], after: LabelRow[]): LabelRow[] =>
  languageOf(before) === languageOf(after) ? after
    : after.map((row) => (row.kind === 'accent' ? { ...row, value: '' } : row));

/** The first reason the form cannot be saved, or null. */
export function editIssue(context: Pick<LabelEditorContext, 'name' | 'description' | 'rows'>): string | null {
  if (context.name.trim() === '') return VOICE_MESSAGES.nameRequired;
  if (context.description.trim().length > VOICE_DESCRIPTION_MAX_LENGTH) return VOICE_MESSAGES.descriptionTooLong;
  return labelsIssue(labelsOfRows(context.rows));
}

/**
 * The voice edit form with its label editor (workspace-shell §2.7, §5.1): name, description and rows of label kind
 * and value. A new row takes the first kind no row uses, so the first row is language; there are never more rows
 * than kinds; changing a row's kind clears its value, and changing the language clears the accent, whose choices
 * depend on it. Saving checks every row has an allowed value ('Please set values for each label') and sends the
 * form through POST /v1/voices/{id}/edit.
 */
export const labelEditorMachine = setup({
  types: {
    input: {} as { voice: MyVoice },
    context: {} as LabelEditorContext,
    events: {} as LabelEditorEvent,
  },
  actors: {
    saveVoice: fromPromise<void, VoiceEditRequest>(async () => {
      throw new Error('saveVoice not provided');
    }),
  },
  actions: {
    // Side effects the app supplies with .provide(): hand the saved voice to the page, or close the form.
    saved: (_, _params: { voice: MyVoice }) => {},
    cancelled: () => {},
    takeName: assign(({ event }) => {
      assertEvent(event, 'name.change');
      return { name: event.name, error: null };
    }),
    takeDescription: assign(({ event }) => {
      assertEvent(event, 'description.change');
      return { description: event.description, error: null };
    }),
    addRow: assign(({ context }) => {
      const kind = LABEL_KINDS.find((k) => !context.rows.some((row) => row.kind === k))!;
      return { rows: [...context.rows, { kind, value: '' }], error: null };
    }),
    removeRow: assign(({ context, event }) => {
      assertEvent(event, 'label.remove');
      return { rows: clearAccentIfLanguageChanged(context.rows, context.rows.filter((_, i) => i !== event.index)), error: null };
    }),
    changeKind: assign(({ context, event }) => {
      assertEvent(event, 'label.kind');
      const rows = context.rows.map((row, i) => (i === event.index ? { kind: event.kind, value: '' } : row));
      return { rows: clearAccentIfLanguageChanged(context.rows, rows), error: null };
    }),
    changeValue: assign(({ context, event }) => {
      assertEvent(event, 'label.value');
      const rows = context.rows.map((row, i) => (i === event.index ? { ...row, value: event.value } : row));
      return { rows: clearAccentIfLanguageChanged(context.rows, rows), error: null };
    }),
    showIssue: assign(({ context }) => ({ error: editIssue(context) })),
    saveFailed: assign((_, { error }: { error: unknown }) => ({ error: failureMessage(error, MY_VOICES_MESSAGES.editFailed) })),
  },
  guards: {
    canAdd: ({ context }) => context.rows.length < LABEL_KINDS.length,
    rowExists: ({ context, event }) => {
      assertEvent(event, 'label.remove');
      return event.index >= 0 && event.index < context.rows.length;
    },
    /** A row takes only a value its kind allows; an accent, only one of the chosen language's. */
    valueAllowed: ({ context, event }) => {
      assertEvent(event, 'label.value');
      const row = context.rows[event.index];
      return row !== undefined && allowedLabelValues(row.kind, languageOf(context.rows) || null).includes(event.value);
    },
    /** An existing row may take its own kind or one no other row uses. */
    kindFree: ({ context, event }) => {
      assertEvent(event, 'label.kind');
      return event.index >= 0 && event.index < context.rows.length && isLabelKind(event.kind)
        && kindsFor(context.rows, event.index).includes(event.kind);
    },
    valid: ({ context }) => editIssue(context) === null,
  },
}).createMachine({
  id: 'labelEditor',
  context: ({ input }) => ({
    voice: input.voice, name: input.voice.name, description: input.voice.description, rows: rowsOf(input.voice.labels),
    error: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'name.change': { actions: 'takeName' },
        'description.change': { actions: 'takeDescription' },
        'label.add': { guard: 'canAdd', actions: 'addRow' },
        'label.remove': { guard: 'rowExists', actions: 'removeRow' },
        'label.kind': { guard: 'kindFree', actions: 'changeKind' },
        'label.value': { guard: 'valueAllowed', actions: 'changeValue' },
        'edit.save': [
          { guard: 'valid', target: 'saving' },
          { actions: 'showIssue' },
        ],
        'edit.cancel': 'cancelled',
      },
    },
    saving: {
      invoke: {
        src: 'saveVoice',
        input: ({ context }) => ({
          voiceId: context.voice.voiceId, name: context.name.trim(), description: context.description.trim(),
          labels: labelsOfRows(context.rows),
        }),
        onDone: 'saved',
        onError: { target: 'editing', actions: { type: 'saveFailed', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    saved: {
      type: 'final',
      entry: {
        type: 'saved',
        params: ({ context }) => ({
          voice: {
            ...context.voice, name: context.name.trim(), description: context.description.trim(),
            labels: labelsOfRows(context.rows),
          },
        }),
      },
    },
    cancelled: {
      type: 'final',
      entry: 'cancelled',
    },
  },
});
