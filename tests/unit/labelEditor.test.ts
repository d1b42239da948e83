import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { allowedLabelValues, LABEL_KINDS, VOICE_MESSAGES } from '../../src/domain';
import { kindsFor, labelEditorMachine, rowsOf, type LabelEditorEvent } from '../../src/machines/labelEditor.machine';
import type { MyVoice } from '../../src/services/voices';

const voice = (labels: Record<string, string>): MyVoice => ({
  voiceId: 'voice_ada', name: 'Ada', description: '', category: 'cloned', labels, previewUrl: null,
  createdAtUnix: 1_700_000_000, samples: [], copied: false,
});

const editor = (labels: Record<string, string>) => createActor(labelEditorMachine, { input: { voice: voice(labels) } }).start();

describe('label editor rules (workspace-shell §5.1)', () => {
  test('rows start with the language, in the editor\'s kind order, whatever order the labels came in', () => {
    expect(rowsOf({ gender: 'female', language: 'en' }).map((row) => row.kind)).toEqual(['language', 'gender']);
  });

  test('the first row added to an empty editor is the language', () => {
    const actor = editor({});
    actor.send({ type: 'label.add' });
    expect(actor.getSnapshot().context.rows).toEqual([{ kind: 'language', value: '' }]);
  });

  test('no more rows than kinds, and no kind twice', () => {
    const actor = editor({});
    for (let i = 0; i < LABEL_KINDS.length + 3; i++) actor.send({ type: 'label.add' });
    const { rows } = actor.getSnapshot().context;
    expect(rows.map((row) => row.kind)).toEqual([...LABEL_KINDS]);
    expect(kindsFor(rows, 0)).toEqual(['language']);
  });

  test('changing a row\'s kind clears its value', () => {
    const actor = editor({ language: 'en', gender: 'female' });
    actor.send({ type: 'label.kind', index: 1, kind: 'age' });
    expect(actor.getSnapshot().context.rows[1]).toEqual({ kind: 'age', value: '' });
  });

  test('changing or removing the language clears the accent; other labels stay', () => {
    const changed = editor({ language: 'en', accent: 'british', gender: 'male' });
    changed.send({ type: 'label.value', index: 0, value: 'fr' });
    expect(changed.getSnapshot().context.rows).toEqual([
      { kind: 'language', value: 'fr' }, { kind: 'accent', value: '' }, { kind: 'gender', value: 'male' },
    ]);
    const removed = editor({ language: 'en', accent: 'british' });
    removed.send({ type: 'label.remove', index: 0 });
    expect(removed.getSnapshot().context.rows).toEqual([{ kind: 'accent', value: '' }]);
  });

  test('an accent must be one of the chosen language\'s accents', () => {
    const actor = editor({ language: 'de', accent: 'german' });
    actor.send({ type: 'label.value', index: 1, value: 'british' });
    expect(actor.getSnapshot().context.rows[1]!.value).toBe('german');
    expect(allowedLabelValues('accent', 'de')).not.toContain('british');
  });

  test('saving with a row without a value says \'Please set values for each label\' and sends nothing', () => {
    const actor = editor({ language: 'en' });
    actor.send({ type: 'label.add' });
    actor.send({ type: 'edit.save' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBe(VOICE_MESSAGES.labelValuesMissing);
  });

  test('property: whatever the user does, rows stay unique, within the kinds, and an accent fits the language', () => {
    const kind = fc.constantFrom(...LABEL_KINDS);
    const index = fc.integer({ min: -1, max: LABEL_KINDS.length });
    const value = fc.constantFrom('en', 'de', 'fr', 'british', 'german', 'french', 'female', 'young', 'calm', '');
    const event: fc.Arbitrary<LabelEditorEvent> = fc.oneof(
      fc.constant({ type: 'label.add' as const }),
      index.map((i) => ({ type: 'label.remove' as const, index: i })),
      fc.record({ index, kind }).map((e) => ({ type: 'label.kind' as const, ...e })),
      fc.record({ index, value }).map((e) => ({ type: 'label.value' as const, ...e })),
    );
    fc.assert(fc.property(fc.array(event, { maxLength: 30 }), (events) => {
      const actor = editor({ language: 'en', accent: 'british' });
      for (const e of events) actor.send(e);
      const { rows } = actor.getSnapshot().context;
      expect(rows.length).toBeLessThanOrEqual(LABEL_KINDS.length);
      expect(new Set(rows.map((row) => row.kind)).size).toBe(rows.length);
      const language = rows.find((row) => row.kind === 'language')?.value || null;
      for (const row of rows) if (row.value !== '') expect(allowedLabelValues(row.kind, language)).toContain(row.value);
    }), { seed: 4, numRuns: 300 });
  });
});
