import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { LABEL_KINDS, MY_VOICES_MESSAGES, type LabelKind, type VoiceSettingsResponse } from '../../domain';
import type { VoiceDetailEvent } from '../../machines/voiceDetail.machine';
import type { VoiceDetail } from '../../services/voices';
import {
  Badge, Banner, Button, DialogContent, EmptyState, Icon, LinkButton, Modal, Sheet, Spinner,
} from '../primitives';
import { VoiceSettingsPanel } from '../speech/VoiceSettingsPanel';
import { categoryName, createdText, displayName, kindText, labelText } from './voiceText';

export interface VoiceDetailPanelProps {
  status: 'loading' | 'failed' | 'ready';
  detail: VoiceDetail | null;
  settings: VoiceSettingsResponse | null;
  settingsDirty: boolean;
  savingSettings: boolean;
  confirmingDelete: boolean;
  deleting: boolean;
  error: string | null;
  previewing: boolean;
  /** The edit form while it is open, else null. */
  editor: ReactNode;
  useHref: string;
  onClose: () => void;
  onEdit: () => void;
  onPreview: () => void;
  send: (event: VoiceDetailEvent) => void;
}

const Section = ({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) => (
  <section aria-label={title} className={css({ display: 'grid', gap: '2' })}>
    <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' })}>
      <h3 className={css({ textStyle: 'sm', fontWeight: 'semibold' })}>{title}</h3>
      {action}
    </div>
    {children}
  </section>
);

function ReadyBody(props: VoiceDetailPanelProps & { detail: VoiceDetail; settings: VoiceSettingsResponse }) {
  const { voice } = props.detail;
  const labels = Object.entries(voice.labels)
    .sort(([a], [b]) => LABEL_KINDS.indexOf(a as LabelKind) - LABEL_KINDS.indexOf(b as LabelKind));
  return (
    <div className={css({ display: 'grid', gap: '6' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
        <Badge tone={voice.copied ? 'accent' : 'neutral'}>{categoryName(voice)}</Badge>
        <span className={css({ textStyle: 'xs', color: 'fg.muted' })}>Created {createdText(voice)}</span>
      </div>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        <Button isDisabled={!voice.previewUrl} onPress={props.onPreview}>
          <Icon name={props.previewing ? 'stop' : 'play'} />{props.previewing ? 'Stop preview' : 'Play preview'}
        </Button>
        <LinkButton variant="primary" href={props.useHref}><Icon name="text" />Use in text to speech</LinkButton>
      </div>
      {props.error && !props.confirmingDelete && <Banner tone="danger">{props.error}</Banner>}
      {props.editor ?? (
        <Section title="Details" action={<Button size="sm" variant="ghost" onPress={props.onEdit}>Edit</Button>}>
          <p className={css({ color: voice.description ? 'fg.default' : 'fg.subtle', whiteSpace: 'pre-wrap' })}>
            {voice.description || 'No description.'}
          </p>
          {labels.length === 0 ? (
            <p className={css({ textStyle: 'sm', color: 'fg.subtle' })}>No labels yet.</p>
          ) : (
            <ul aria-label="Labels" className={css({ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: '1.5' })}>
              {labels.map(([kind, value]) => (
                <li key={kind} data-testid="voice-label">
                  <Badge>{kindText(kind)}: {labelText(kind, value)}</Badge>
                </li>
              ))}
            </ul>
          )}
        </Section>
      )}
      <Section title="Samples">
        {voice.samples.length === 0 ? (
          <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>{MY_VOICES_MESSAGES.noSamples}</p>
        ) : (
          <ul className={css({ listStyle: 'none', display: 'grid', gap: '1' })}>
            {voice.samples.map((sample) => (
              <li key={sample.sampleId} className={css({ display: 'flex', justifyContent: 'space-between', textStyle: 'sm' })}>
                <span>{sample.fileName}</span>
                <span className={css({ color: 'fg.muted' })}>
                  {sample.durationSecs === null ? '' : `${sample.durationSecs.toFixed(1)} s`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="Voice settings" action={(
        <Button size="sm" variant={props.settingsDirty ? 'primary' : 'secondary'}
          isDisabled={!props.settingsDirty || props.savingSettings} onPress={() => props.send({ type: 'settings.save' })}>
          {props.savingSettings ? <><Spinner size="sm" />Saving…</> : props.settingsDirty ? 'Save settings' : 'Saved'}
        </Button>
      )}>
        <p className={css({ textStyle: 'xs', color: 'fg.muted' })}>
          The settings text to speech starts with for this voice, for everyone in the workspace.
        </p>
        <VoiceSettingsPanel settings={props.settings} model={undefined}
          onChange={(change) => props.send({ type: 'settings.change', change })}
          onReset={() => props.send({ type: 'settings.reset' })} />
      </Section>
      <Section title="Delete voice">
        <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>
          Deleting removes the voice from this workspace. Speech already made with it stays in the history.
        </p>
        <div>
          <Button variant="danger" onPress={() => props.send({ type: 'delete.request' })}>
            <Icon name="trash" />Delete voice
          </Button>
        </div>
      </Section>
      <Modal isOpen={props.confirmingDelete || props.deleting} size="sm"
        onOpenChange={(open) => { if (!open && !props.deleting) props.send({ type: 'delete.cancel' }); }}>
        <DialogContent role="alertdialog" title={`Delete ${displayName(voice)}?`} footer={(
          <>
            <Button variant="ghost" isDisabled={props.deleting} onPress={() => props.send({ type: 'delete.cancel' })}>Cancel</Button>
            <Button variant="danger" isDisabled={props.deleting} onPress={() => props.send({ type: 'delete.confirm' })}>
              {props.deleting ? <><Spinner size="sm" />Deleting…</> : 'Delete'}
            </Button>
          </>
        )}>
          <div className={css({ display: 'grid', gap: '3' })}>
            <p>This voice will be removed from My Voices for everyone in the workspace. This cannot be undone.</p>
            {props.error && <Banner tone="danger">{props.error}</Banner>}
          </div>
        </DialogContent>
      </Modal>
    </div>
  );
}

/** The voice the voice_id query names, in a side sheet: facts, preview, labels, samples, settings, delete. */
export function VoiceDetailPanel(props: VoiceDetailPanelProps) {
  const title = props.detail ? displayName(props.detail.voice) : 'Voice';
  return (
    <Sheet isOpen size="lg" onOpenChange={(open) => { if (!open) props.onClose(); }}>
      <DialogContent title={title} className={css({ overflowY: 'auto', maxH: '100dvh' })}>
        {props.status === 'loading' && (
          <div className={css({ display: 'grid', placeItems: 'center', py: '16' })}><Spinner label="Loading the voice" /></div>
        )}
        {props.status === 'failed' && (
          <EmptyState icon="warning" title={props.error ?? ''}
            action={<Button onPress={() => props.send({ type: 'detail.retry' })}>Try again</Button>} />
        )}
        {props.status === 'ready' && props.detail && props.settings && (
          <ReadyBody {...props} detail={props.detail} settings={props.settings} />
        )}
      </DialogContent>
    </Sheet>
  );
}
