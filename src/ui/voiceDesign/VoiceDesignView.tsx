import { useState } from 'react';
import { FileTrigger, Form } from 'react-aria-components';
import { css } from 'styled-system/css';
import {
  percentFromGuidance, percentFromLoudness, guidanceFromPercent, loudnessFromPercent, promptStrengthFromSlider,
  sliderFromPromptStrength, VOICE_CREATION_MESSAGES, VOICE_DESIGN_V2_MODEL_ID, VOICE_DESIGN_V3_MODEL_ID,
  type DesignFormProblems, type SaveFormProblems, type SaveVoiceForm, type VoiceDesignForm, type VoiceDesignModelId,
  type VoiceDesignTextLimits, type VoiceReference,
} from '../../domain';
import type { DesignedPreview, OwnedVoice, VoiceDesignEvent } from '../../machines/voiceDesign.machine';
import {
  Banner, Button, EmptyState, Icon, LinkButton, ProgressBar, SelectField, SliderField, Spinner, TextAreaField,
  TextField,
} from '../primitives';

export interface PreviewPlayback {
  /** The preview that plays or played last. */
  audioId: string | null;
  playing: boolean;
  currentTime: number;
  duration: number;
}

export interface VoiceDesignViewProps {
  status: 'noSlot' | 'loading' | 'failed' | 'generate' | 'save' | 'saved';
  loadError: string | null;
  form: VoiceDesignForm;
  reference: VoiceReference | null;
  problems: DesignFormProblems;
  limits: VoiceDesignTextLimits | null;
  ownedVoices: OwnedVoice[];
  v3Enabled: boolean;
  remixEnabled: boolean;
  generating: boolean;
  autoGenerating: boolean;
  /** The loading bar, 0..1, while generating. */
  progress: number | null;
  previews: DesignedPreview[];
  selectedId: string | null;
  playback: PreviewPlayback;
  creditsSummary: string;
  save: SaveVoiceForm;
  saveProblems: SaveFormProblems;
  saving: boolean;
  send: (event: VoiceDesignEvent) => void;
  onGenerate: () => void;
  onAutoGenerate: () => void;
  onRandomizeSeed: () => void;
  onPickFile: (file: File) => void;
}

const MODEL_OPTIONS: Array<{ id: VoiceDesignModelId; label: string }> = [
  { id: VOICE_DESIGN_V3_MODEL_ID, label: 'Voice Design v3' },
  { id: VOICE_DESIGN_V2_MODEL_ID, label: 'Voice Design v2 (multilingual)' },
];

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '4', minW: '0' }),
  layout: css({
    display: 'grid', gap: '5', alignItems: 'start',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 17rem' },
  }),
  column: css({ display: 'flex', flexDirection: 'column', gap: '4', minW: '0' }),
  panel: css({
    display: 'flex', flexDirection: 'column', gap: '4', p: '4', borderWidth: '1px', borderColor: 'border.subtle',
    borderRadius: 'lg', bg: 'bg.subtle',
  }),
  panelToggle: css({ display: { base: 'flex', lg: 'none' } }),
  panelBody: css({
    display: 'flex', flexDirection: 'column', gap: '4',
    '&[data-collapsed]': { display: { base: 'none', lg: 'flex' } },
  }),
  panelTitle: css({ textStyle: 'sm', fontWeight: 'semibold', display: { base: 'none', lg: 'block' } }),
  row: css({ display: 'flex', gap: '2', alignItems: 'flex-end', flexWrap: 'wrap' }),
  grow: css({ flex: '1', minW: '0' }),
  counter: css({
    textStyle: 'xs', color: 'fg.muted', fontVariantNumeric: 'tabular-nums',
    '&[data-invalid]': { color: 'danger.fg', fontWeight: 'medium' },
  }),
  meta: css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '2', flexWrap: 'wrap' }),
  muted: css({ textStyle: 'xs', color: 'fg.muted' }),
  error: css({ textStyle: 'xs', color: 'danger.fg' }),
  section: css({ display: 'flex', flexDirection: 'column', gap: '2' }),
  sectionTitle: css({ textStyle: 'sm', fontWeight: 'medium' }),
  previews: css({ display: 'grid', gap: '2', gridTemplateColumns: { base: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }),
  preview: css({
    display: 'flex', alignItems: 'center', gap: '2', p: '2', borderWidth: '1px', borderColor: 'border.default',
    borderRadius: 'md', bg: 'bg.surface',
    '&[data-selected]': { borderColor: 'accent.default', boxShadow: '0 0 0 1px var(--colors-accent-default)' },
  }),
  playBar: css({
    display: 'flex', alignItems: 'center', gap: '3', p: '2', borderRadius: 'md', bg: 'bg.subtle', textStyle: 'sm',
  }),
  actions: css({ display: 'flex', gap: '2', justifyContent: 'flex-end', flexWrap: 'wrap' }),
  reference: css({ display: 'flex', alignItems: 'center', gap: '2', textStyle: 'sm' }),
  labelRow: css({ display: 'grid', gap: '2', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto', alignItems: 'end' }),
};

const formatTime = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

/** Voice Design inside the add-voice dialog (voice-creation §2): the Generate step, then the Save step. */
export function VoiceDesignView(props: VoiceDesignViewProps) {
  const { status } = props;
  if (status === 'noSlot') {
    return (
      <Banner tone="warning" title={VOICE_CREATION_MESSAGES.customVoiceSlotsUsed}
        action={<LinkButton href="/app/subscription" variant="primary" size="sm">Upgrade</LinkButton>} />
    );
  }
  if (status === 'loading') return <EmptyState icon={<Spinner />} title="Loading voice design…" />;
  if (status === 'failed') {
    return (
      <Banner tone="danger" title="Voice design could not be loaded" action={
        <Button size="sm" onPress={() => props.send({ type: 'setup.retry' })}>Try again</Button>
      }>{props.loadError}</Banner>
    );
  }
  if (status === 'save' || status === 'saved') return <SaveStep {...props} />;
  return <GenerateStep {...props} />;
}

// Honest about the engine: the prompt steers a parametric synthesiser's settings, it does not pick a neural voice.
const PROMPT_HELP = 'Describe the voice: age, gender, accent, tone, pace and character. The embedded engine turns '
  + 'these words into synthesiser settings (pitch, formants, breath, pace): a parametric voice, not a neural one.';

function GenerateStep(props: VoiceDesignViewProps) {
  const { form, problems, limits, send, generating } = props;
  const [settingsOpen, setSettingsOpen] = useState(false);
  const length = Array.from(form.previewText.trim()).length;
  const outOfRange = limits !== null && (length < limits.minimum_characters || length > limits.maximum_characters);
  const change = (values: Partial<VoiceDesignForm>) => send({ type: 'form.change', values });
  return (
    <div className={styles.root} data-testid="voice-design">
      <div className={styles.layout}>
        <div className={styles.column}>
          <TextAreaField label="Prompt" rows={3} value={form.prompt} onChange={(prompt) => change({ prompt })}
            description={PROMPT_HELP}
            isInvalid={problems.prompt !== null} errorMessage={problems.prompt ?? undefined} />
          {props.remixEnabled ? <ReferenceField {...props} /> : null}
          <div className={styles.section}>
            <TextAreaField label="Preview text" rows={4} value={form.previewText}
              onChange={(previewText) => change({ previewText })}
              isInvalid={problems.previewText !== null} errorMessage={problems.previewText ?? undefined} />
            <div className={styles.meta}>
              <Button size="sm" variant="ghost" onPress={props.onAutoGenerate} isDisabled={generating}
                isPending={props.autoGenerating}>
                <Icon name="sparkle" size={14} /> Auto-generate
              </Button>
              <span className={styles.counter} data-testid="preview-text-count" data-invalid={outOfRange || undefined}>
                {length} / {limits ? `${limits.minimum_characters}–${limits.maximum_characters}` : '…'}
              </span>
            </div>
          </div>
        </div>
        <aside className={styles.panel} aria-label="Settings">
          <Button size="sm" variant="ghost" className={styles.panelToggle} aria-expanded={settingsOpen}
            onPress={() => setSettingsOpen((open) => !open)}>
            <Icon name="settings" size={14} /> Settings <Icon name={settingsOpen ? 'chevron-up' : 'chevron-down'} size={14} />
          </Button>
          <h3 className={styles.panelTitle}>Settings</h3>
          <div className={styles.panelBody} data-collapsed={settingsOpen ? undefined : ''}>
            <SettingsFields {...props} />
          </div>
        </aside>
      </div>
      {props.progress !== null ? (
        <ProgressBar label={props.autoGenerating ? 'Writing a text and generating voices…' : 'Generating voices…'}
          value={Math.round(props.progress * 100)} />
      ) : null}
      <Previews {...props} />
      <div className={styles.meta}>
        <span className={styles.muted} data-testid="credits-summary">{props.creditsSummary}</span>
        <div className={styles.actions}>
          <Button variant="ghost" onPress={() => send({ type: 'shareLink.copy' })}>
            <Icon name="external" size={14} /> Copy share link
          </Button>
          <Button variant="secondary" onPress={props.onGenerate} isDisabled={generating}
            isPending={generating && !props.autoGenerating}>
            Generate voice
          </Button>
          <Button variant="primary" isDisabled={props.selectedId === null || generating}
            onPress={() => send({ type: 'design.select' })}>
            Select voice
          </Button>
        </div>
      </div>
    </div>
  );
}

function ReferenceField({ reference, problems, ownedVoices, form, v3Enabled, send, onPickFile }: VoiceDesignViewProps) {
  return (
    <div className={styles.section}>
      <span className={styles.sectionTitle}>Voice reference (optional)</span>
      {reference ? (
        <div className={styles.reference} data-testid="voice-reference">
          <Icon name={reference.kind === 'file' ? 'wave' : 'user'} size={14} />
          <span className={styles.grow}>{reference.name}</span>
          <Button size="sm" variant="ghost" onPress={() => send({ type: 'reference.clear' })}>Remove reference</Button>
        </div>
      ) : (
        <div className={styles.row}>
          {v3Enabled ? (
            <FileTrigger acceptedFileTypes={['audio/*']} onSelect={(files) => {
              const file = files?.[0];
              if (file) onPickFile(file);
            }}>
              <Button size="sm"><Icon name="plus" size={14} /> Upload audio</Button>
            </FileTrigger>
          ) : null}
          <SelectField label="Or one of the voices you created" className={styles.grow} size="sm"
            items={ownedVoices.map((voice) => ({ id: voice.voiceId, label: voice.name }))}
            isDisabled={ownedVoices.length === 0}
            placeholder={ownedVoices.length === 0 ? 'You have not created any voices yet' : 'Choose a voice'}
            selectedKey={null}
            onSelectionChange={(key) => {
              const voice = ownedVoices.find((owned) => owned.voiceId === key);
              if (voice) send({ type: 'reference.choose', reference: { kind: 'voice', voiceId: voice.voiceId, name: voice.name } });
            }} />
        </div>
      )}
      <span className={styles.muted}>
        {v3Enabled ? 'Audio of 3 to 300 seconds, at most 20 MB, one file (uses the v3 model).' : null}
        {form.modelId === VOICE_DESIGN_V3_MODEL_ID && reference ? ' Prompt strength is in the settings.' : null}
      </span>
      {problems.reference ? <span role="alert" className={styles.error}>{problems.reference}</span> : null}
    </div>
  );
}

function SettingsFields({ form, reference, problems, v3Enabled, send, onRandomizeSeed }: VoiceDesignViewProps) {
  const change = (values: Partial<VoiceDesignForm>) => send({ type: 'form.change', values });
  const v3 = form.modelId === VOICE_DESIGN_V3_MODEL_ID;
  return (
    <>
      {v3Enabled ? (
        <SelectField label="Model" size="sm" items={MODEL_OPTIONS} selectedKey={form.modelId}
          onSelectionChange={(key) => change({ modelId: key as VoiceDesignModelId })} />
      ) : null}
      <SliderField label="Loudness" value={percentFromLoudness(form.loudness)} formatOptions={{ style: 'unit', unit: 'percent' }}
        onChange={(percent) => change({ loudness: loudnessFromPercent(percent) })} />
      <SliderField label="Guidance scale" value={percentFromGuidance(form.guidanceScale)}
        formatOptions={{ style: 'unit', unit: 'percent' }}
        onChange={(percent) => change({ guidanceScale: guidanceFromPercent(percent) })} />
      {v3 ? null : (
        <SliderField label="Quality" min={-1} max={1} step={0.01} value={form.quality}
          onChange={(quality) => change({ quality })} />
      )}
      {v3 && reference ? (
        <SliderField label="Prompt strength" min={0} max={1} step={0.01} value={sliderFromPromptStrength(form.promptStrength)}
          onChange={(shown) => change({ promptStrength: promptStrengthFromSlider(shown) })} />
      ) : null}
      <div className={styles.row}>
        <TextField label="Seed" size="sm" className={styles.grow} value={form.seed} placeholder="Random"
          inputMode="numeric" onChange={(seed) => change({ seed })}
          isInvalid={problems.seed !== null} errorMessage={problems.seed ?? undefined} />
        <Button size="sm" iconOnly aria-label="Randomize seed" onPress={onRandomizeSeed}>
          <Icon name="sparkle" size={14} />
        </Button>
      </div>
    </>
  );
}

function Previews({ previews, selectedId, playback, send }: VoiceDesignViewProps) {
  if (previews.length === 0) {
    return <p className={styles.muted}>Generate to hear three voices made from your prompt.</p>;
  }
  const selectedIndex = previews.findIndex((preview) => preview.generatedVoiceId === selectedId);
  const selected = previews[selectedIndex];
  const playingSelected = selected !== undefined && playback.audioId === selected.audioId;
  return (
    <div className={styles.section}>
      <span className={styles.sectionTitle}>Previews</span>
      <div className={styles.previews}>
        {previews.map((preview, index) => {
          const playing = playback.audioId === preview.audioId && playback.playing;
          const name = `Voice ${index + 1}`;
          return (
            <div key={preview.generatedVoiceId} className={styles.preview}
              data-selected={preview.generatedVoiceId === selectedId || undefined}>
              <Button size="sm" iconOnly variant={playing ? 'primary' : 'secondary'}
                aria-label={`${playing ? 'Pause' : 'Play'} ${name}`}
                onPress={() => send({ type: 'preview.toggle', generatedVoiceId: preview.generatedVoiceId })}>
                <Icon name={playing ? 'pause' : 'play'} size={14} />
              </Button>
              <span className={styles.grow}>{name}</span>
              {preview.generatedVoiceId === selectedId ? <Icon name="check" size={14} aria-label="Selected" /> : null}
            </div>
          );
        })}
      </div>
      {selected ? (
        <div className={styles.playBar} data-testid="preview-player">
          <Button size="sm" iconOnly variant="ghost"
            aria-label={`${playingSelected && playback.playing ? 'Pause' : 'Play'} selected voice`}
            onPress={() => send({ type: 'preview.toggle', generatedVoiceId: selected.generatedVoiceId })}>
            <Icon name={playingSelected && playback.playing ? 'pause' : 'play'} size={14} />
          </Button>
          <span>Voice {selectedIndex + 1}</span>
          <ProgressBar aria-label="Playback" className={styles.grow} size="sm"
            value={playingSelected && playback.duration > 0 ? (playback.currentTime / playback.duration) * 100 : 0} />
          <span className={styles.muted}>
            {formatTime(playingSelected ? playback.currentTime : 0)} / {formatTime(playingSelected ? playback.duration : 0)}
          </span>
        </div>
      ) : null}
    </div>
  );
}

function SaveStep({ save, saveProblems, saving, send, status }: VoiceDesignViewProps) {
  const change = (values: Partial<SaveVoiceForm>) => send({ type: 'save.change', values });
  const labels = save.labels.length > 0 ? save.labels : [{ label: 'language', value: '' }];
  const setLabel = (index: number, next: { label: string; value: string } | null) => change({
    labels: next === null ? labels.filter((_, i) => i !== index) : labels.map((item, i) => (i === index ? next : item)),
  });
  return (
    // The flow validates (§5): aria validation, so a field marked invalid does not block the next submit.
    <Form validationBehavior="aria" className={styles.root} data-testid="voice-design-save" onSubmit={(event) => {
      event.preventDefault();
      send({ type: 'save.submit' });
    }}>
      <TextField label="Name" value={save.name} onChange={(name) => change({ name })} autoFocus
        isInvalid={saveProblems.name !== null} errorMessage={saveProblems.name ?? undefined} />
      <TextAreaField label="Description" rows={3} value={save.description} onChange={(description) => change({ description })}
        isInvalid={saveProblems.description !== null} errorMessage={saveProblems.description ?? undefined} />
      <div className={styles.section}>
        <span className={styles.sectionTitle}>Labels (optional)</span>
        {labels.map((item, index) => (
          <div key={index} className={styles.labelRow}>
            {index === 0
              ? <TextField label="Label" size="sm" value="language" isReadOnly />
              : <TextField label="Label" size="sm" value={item.label} onChange={(label) => setLabel(index, { ...item, label })} />}
            <TextField label={index === 0 ? 'Language' : 'Value'} size="sm" value={item.value}
              onChange={(value) => setLabel(index, { label: index === 0 ? 'language' : item.label, value })} />
            {index === 0 ? <span /> : (
              <Button size="sm" iconOnly variant="ghost" aria-label={`Remove label ${index + 1}`} onPress={() => setLabel(index, null)}>
                <Icon name="trash" size={14} />
              </Button>
            )}
          </div>
        ))}
        <div>
          <Button size="sm" variant="ghost" onPress={() => change({ labels: [...labels, { label: '', value: '' }] })}>
            <Icon name="plus" size={14} /> Add label
          </Button>
        </div>
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={() => send({ type: 'save.back' })} isDisabled={saving}>Back</Button>
        <Button variant="primary" type="submit" isPending={saving || status === 'saved'} isDisabled={saving}>Save voice</Button>
      </div>
    </Form>
  );
}
