import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import {
  formatCredits, MESSAGES, PAGE_TABS, SPEECH_UI_MESSAGES, type SpeechModel, type VoiceSettingsResponse,
} from '../../domain';
import type { GenerationDialogProblem, SpeechSynthesisEvent } from '../../machines/speechSynthesis.machine';
import {
  Banner, Button, DialogContent, EmptyState, Icon, Modal, SelectField, Spinner, Tab, TabList, TabPanel, Tabs,
  TextAreaField,
} from '../primitives';
import { PageHeader } from '../shell/PageHeader';
import { VoiceSettingsPanel } from './VoiceSettingsPanel';

export type SidePanel = 'settings' | 'history';

export interface TextToSpeechViewProps {
  /** The query string, kept by the tabs (workspace-shell §2.2). */
  search: string;
  status: 'loading' | 'failed' | 'ready';
  loadError: string | null;
  text: string;
  maxCharacters: number;
  truncated: boolean;
  bracketWarning: string | null;
  estimatedCredits: number;
  creditsSummary: string;
  models: SpeechModel[];
  model: SpeechModel | undefined;
  modelNotice: string | null;
  settings: VoiceSettingsResponse | null;
  generating: boolean;
  canGenerate: boolean;
  regenerationsLeft: number;
  dialog: GenerationDialogProblem | null;
  panel: SidePanel;
  onPanelChange: (panel: SidePanel) => void;
  /** The sub-flows' views, rendered by their own containers. */
  voicePicker: ReactNode;
  player: ReactNode;
  history: ReactNode;
  send: (event: SpeechSynthesisEvent) => void;
}

const DESCRIPTION = 'Turn text into speech with a voice, a model and voice settings. This server speaks with its '
  + 'embedded engine, a parametric (formant) synthesiser: clear, but plainly synthetic, not a neural voice.';

const shortcut = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘↵' : 'Ctrl+↵';

function Notice({ tone, children }: { tone: 'warning' | 'danger' | 'info'; children: ReactNode }) {
  return (
    <p data-tone={tone} className={css({
      display: 'flex', gap: '1.5', alignItems: 'flex-start', textStyle: 'xs', color: 'fg.muted',
      '&[data-tone=warning]': { color: 'warning.fg' }, '&[data-tone=danger]': { color: 'danger.fg' },
      '& svg': { flexShrink: 0, mt: '0.5' },
    })}>
      <Icon name={tone} size={14} />
      <span>{children}</span>
    </p>
  );
}

/** The text-to-speech workspace: text and generation on the left; voice, model, settings or history on the right. */
export function TextToSpeechView(props: TextToSpeechViewProps) {
  const header = <PageHeader title="Text to Speech" description={DESCRIPTION} tabs={PAGE_TABS.speech}
    pathname="/app/speech-synthesis/text-to-speech" search={props.search} />;
  if (props.status !== 'ready') {
    return (
      <>
        {header}
        {props.status === 'loading' ? (
          <div className={css({ display: 'grid', placeItems: 'center', py: '16' })}><Spinner label="Loading voices and models" /></div>
        ) : (
          <EmptyState icon="warning" title={SPEECH_UI_MESSAGES.workspaceFailed} description={props.loadError ?? undefined}
            action={<Button onPress={() => props.send({ type: 'workspace.retry' })}>Try again</Button>} />
        )}
      </>
    );
  }
  const characters = Array.from(props.text).length;
  const atLimit = characters >= props.maxCharacters;
  const generate = () => props.send({ type: 'speech.generate', at: Date.now() });
  return (
    <>
      {header}
      <div className={css({
        display: 'grid', gap: '5', alignItems: 'start',
        gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 21rem' },
      })}>
        <div className={css({ display: 'grid', gap: '3', minW: 0 })}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.metaKey || event.ctrlKey) && props.canGenerate && !props.generating) {
              event.preventDefault();
              generate();
            }
          }}>
          <div className={css({
            display: 'grid', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', bg: 'bg.surface',
            boxShadow: 'sm', overflow: 'hidden',
            '& textarea': { border: 'none', boxShadow: 'none', borderRadius: '0', minH: '18rem', resize: 'vertical', p: '4', textStyle: 'md', lineHeight: '1.6' },
            '& textarea:focus, & textarea[data-focused]': { boxShadow: 'none', outline: 'none' },
          })}>
            <TextAreaField aria-label="Text" value={props.text} rows={12}
              placeholder="Type or paste the text to turn into speech…"
              onChange={(text) => props.send({ type: 'text.change', text })} />
            <div className={css({
              display: 'flex', alignItems: 'center', gap: '3', px: '4', py: '2.5',
              borderTopWidth: '1px', borderColor: 'border.subtle', bg: 'bg.subtle',
            })}>
              <div className={css({ display: 'grid', flex: 1, minW: 0, textStyle: 'xs', fontVariantNumeric: 'tabular-nums' })}>
                <span data-testid="character-count" data-at-limit={atLimit} className={css({
                  color: 'fg.muted', '&[data-at-limit=true]': { color: 'warning.fg' },
                })}>
                  {formatCredits(characters)} / {formatCredits(props.maxCharacters)} characters
                </span>
                <span className={css({ color: 'fg.subtle', truncate: true })}>
                  ≈ {formatCredits(props.estimatedCredits)} credits · <span data-testid="credits-remaining">{props.creditsSummary}</span>
                </span>
              </div>
              {props.generating ? (
                <Button variant="secondary" onPress={() => props.send({ type: 'speech.cancel' })}>
                  <Spinner size="sm" />Cancel
                </Button>
              ) : (
                <Button variant="primary" isDisabled={!props.canGenerate} onPress={generate}
                  aria-keyshortcuts="Control+Enter Meta+Enter">
                  {props.regenerationsLeft > 0 ? `Regenerate (${props.regenerationsLeft} left)` : 'Generate speech'}
                  <kbd className={css({ textStyle: 'xs', opacity: 0.75, fontFamily: 'inherit' })}>{shortcut}</kbd>
                </Button>
              )}
            </div>
          </div>
          {(props.truncated || props.bracketWarning || atLimit) && (
            <div className={css({ display: 'grid', gap: '1' })}>
              {props.truncated && <Notice tone="danger">{MESSAGES.tooManyCharacters(formatCredits(props.maxCharacters))}</Notice>}
              {atLimit && <Notice tone="info">{MESSAGES.useStudio}</Notice>}
              {props.bracketWarning && <Notice tone="warning">{props.bracketWarning}</Notice>}
            </div>
          )}
          {props.player}
        </div>

        <aside aria-label="Voice and settings" className={css({
          borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', bg: 'bg.surface', boxShadow: 'sm',
          position: { lg: 'sticky' }, top: '4',
        })}>
          <Tabs selectedKey={props.panel} onSelectionChange={(key) => props.onPanelChange(key as SidePanel)}>
            <TabList aria-label="Side panel" className={css({ px: '3' })}>
              <Tab id="settings">Settings</Tab>
              <Tab id="history">History</Tab>
            </TabList>
            <TabPanel id="settings" className={css({ p: '4', display: 'grid', gap: '4' })}>
              <div className={css({ display: 'grid', gap: '1.5' })}>
                <span className={css({ textStyle: 'sm', fontWeight: 'medium' })}>Voice</span>
                {props.voicePicker}
              </div>
              <div className={css({ display: 'grid', gap: '1.5' })}>
                <SelectField label="Model" items={props.models.map((m) => ({ id: m.model_id, label: m.name }))}
                  selectedKey={props.model?.model_id ?? null}
                  onSelectionChange={(key) => key !== null && props.send({ type: 'model.select', modelId: String(key) })} />
                {props.model && <p className={css({ textStyle: 'xs', color: 'fg.muted' })}>{props.model.description}</p>}
                {props.modelNotice && <Banner tone="warning">{props.modelNotice}</Banner>}
              </div>
              {props.settings && (
                <VoiceSettingsPanel settings={props.settings} model={props.model}
                  onChange={(settings) => props.send({ type: 'settings.change', settings })}
                  onReset={() => props.send({ type: 'settings.reset' })} />
              )}
            </TabPanel>
            <TabPanel id="history" className={css({ p: '4' })}>{props.history}</TabPanel>
          </Tabs>
        </aside>
      </div>

      <Modal isOpen={props.dialog !== null} onOpenChange={(open) => !open && props.send({ type: 'dialog.close' })}>
        {props.dialog && (
          <DialogContent title={SPEECH_UI_MESSAGES.dialogTitles[props.dialog.dialog]}
            footer={<Button variant="primary" slot="close">Close</Button>}>
            <p>{props.dialog.message}</p>
          </DialogContent>
        )}
      </Modal>
    </>
  );
}
