import fc from 'fast-check';
import { expect } from 'vitest';
import { allowedLabelValues, LABEL_KINDS, VOICE_MESSAGES } from '../../../src/domain';
import { editIssue, labelEditorMachine, labelsOfRows } from '../../../src/machines/labelEditor.machine';
import { FAILURES } from '../arbitraries';
import { defineSpec, noPayload, variants } from '../harness';
import { ADA } from '../myVoicesFixtures';

/** Five of the six kinds, so that one more row reaches the limit and the paths stay few. */
const ADA_LABELLED = {
  ...ADA, labels: { language: 'en', accent: 'american', gender: 'female', age: 'young', use_case: 'narrative_story' },
};

export const labelEditorSpec = defineSpec({
  machine: labelEditorMachine,
  input: variants(fc.constant({ voice: ADA_LABELLED })),
  events: {
    'name.change': variants(fc.constant({ name: ' ' })),
    'description.change': variants(fc.constant({ description: 'A warm narrator.' })),
    'label.add': noPayload,
    // The last of six rows: removing a row never reorders the others, so the graph stays small.
    'label.remove': variants(fc.constant({ index: 5 })),
    // Row 1 starts as the accent; descriptive is the one kind no row has.
    'label.kind': variants(fc.constant({ index: 1, kind: 'descriptive' as const })),
    'label.value': variants(fc.constantFrom({ index: 0, value: 'de' }, { index: 1, value: 'british' }), 2,
      ({ value }) => value),
    'edit.save': noPayload,
    'edit.cancel': noPayload,
  },
  actors: {
    saveVoice: {
      done: variants(fc.constant(undefined)),
      error: variants(fc.constant(FAILURES.unavailable)),
    },
  },
  invariant: ({ context }) => {
    // Never more rows than kinds, and no kind twice.
    expect(context.rows.length).toBeLessThanOrEqual(LABEL_KINDS.length);
    expect(new Set(context.rows.map((row) => row.kind)).size).toBe(context.rows.length);
    // An accent kept is always one of the chosen language's accents.
    const language = context.rows.find((row) => row.kind === 'language')?.value;
    const accent = context.rows.find((row) => row.kind === 'accent')?.value;
    if (accent) expect(allowedLabelValues('accent', language)).toContain(accent);
  },
  invariants: {
    editing: ({ context }) => {
      if (context.error !== null && editIssue(context) !== null) expect(context.error).toBe(editIssue(context));
      if (context.rows.some((row) => row.value === '') && context.error !== null && context.name.trim() !== '') {
        expect(context.error).toBe(VOICE_MESSAGES.labelValuesMissing);
      }
    },
    saving: ({ context }, { invoked }) => {
      expect(editIssue(context)).toBeNull();
      expect(invoked('saveVoice')?.input).toEqual({
        voiceId: ADA.voiceId, name: context.name.trim(), description: context.description.trim(),
        labels: labelsOfRows(context.rows),
      });
    },
    saved: ({ status }) => expect(status).toBe('done'),
    cancelled: ({ status }) => expect(status).toBe('done'),
  },
  traversal: { limit: 20_000 },
});
