import { css } from 'styled-system/css';
import { allowedLabelValues, LABEL_KINDS, VOICE_DESCRIPTION_MAX_LENGTH, type LabelKind } from '../../domain';
import { kindsFor, type LabelEditorEvent, type LabelRow } from '../../machines/labelEditor.machine';
import { Banner, Button, Icon, SelectField, Spinner, TextAreaField, TextField } from '../primitives';
import { kindText, labelText } from './voiceText';

export interface LabelEditorFormProps {
  name: string;
  description: string;
  rows: LabelRow[];
  error: string | null;
  saving: boolean;
  send: (event: LabelEditorEvent) => void;
}

/** The voice edit form: name, description and the label editor (workspace-shell §2.7): rows of Label and Value. */
export function LabelEditorForm(props: LabelEditorFormProps) {
  const language = props.rows.find((row) => row.kind === 'language')?.value || null;
  return (
    <form aria-label="Edit voice" className={css({ display: 'grid', gap: '4' })}
      onSubmit={(event) => {
        event.preventDefault();
        props.send({ type: 'edit.save' });
      }}>
      <TextField label="Name" value={props.name} isRequired
        onChange={(name) => props.send({ type: 'name.change', name })} />
      <TextAreaField label="Description" value={props.description} rows={3}
        description={`${props.description.trim().length} / ${VOICE_DESCRIPTION_MAX_LENGTH}`}
        onChange={(description) => props.send({ type: 'description.change', description })} />
      <fieldset className={css({ display: 'grid', gap: '2', border: 'none', p: '0', m: '0' })}>
        <legend className={css({ fontWeight: 'medium', textStyle: 'sm', mb: '1' })}>Labels</legend>
        {props.rows.length === 0 && (
          <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>No labels yet. Start with the voice's language.</p>
        )}
        {props.rows.map((row, index) => (
          <div key={`${index}-${row.kind}`} data-testid="label-row" className={css({
            display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.4fr) auto', gap: '2', alignItems: 'end',
          })}>
            <SelectField label={index === 0 ? 'Label' : undefined} aria-label={`Label ${index + 1}`}
              items={kindsFor(props.rows, index).map((kind) => ({ id: kind, label: kindText(kind) }))}
              selectedKey={row.kind}
              onSelectionChange={(kind) => props.send({ type: 'label.kind', index, kind: kind as LabelKind })} />
            <SelectField label={index === 0 ? 'Value' : undefined} aria-label={`Value of ${kindText(row.kind)}`}
              placeholder="Choose a value"
              items={allowedLabelValues(row.kind, language).map((value) => ({ id: value, label: labelText(row.kind, value) }))}
              selectedKey={row.value === '' ? null : row.value}
              onSelectionChange={(value) => props.send({ type: 'label.value', index, value: String(value) })} />
            <Button variant="ghost" iconOnly aria-label={`Remove label ${kindText(row.kind)}`}
              onPress={() => props.send({ type: 'label.remove', index })}>
              <Icon name="trash" />
            </Button>
          </div>
        ))}
        <div>
          <Button size="sm" isDisabled={props.rows.length >= LABEL_KINDS.length}
            onPress={() => props.send({ type: 'label.add' })}>
            <Icon name="plus" />Add label
          </Button>
        </div>
      </fieldset>
      {props.error && <Banner tone="danger">{props.error}</Banner>}
      <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end' })}>
        <Button variant="ghost" isDisabled={props.saving} onPress={() => props.send({ type: 'edit.cancel' })}>Cancel</Button>
        <Button variant="primary" type="submit" isDisabled={props.saving}>
          {props.saving ? <><Spinner size="sm" />Saving…</> : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
