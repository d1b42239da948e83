import { css } from 'styled-system/css';
import {
  customRateText, findLibraryLanguage, LIBRARY_MESSAGES, libraryDisplayName, noticePeriodText, VOICE_MESSAGES,
  type LibraryVoice,
} from '../../domain';
import type { LibraryVoiceDetailEvent } from '../../machines/libraryVoiceDetail.machine';
import { Badge, Banner, Button, DialogContent, Icon, Modal, Sheet, Spinner, TextField } from '../primitives';
import { voiceLabels } from './LibraryView';

export interface LibraryVoicePanelProps {
  status: 'loading' | 'missing' | 'open';
  voice: LibraryVoice | null;
  error: string | null;
  similar: LibraryVoice[] | null;
  sheet: 'closed' | 'editing' | 'adding' | 'added';
  name: string;
  addError: string | null;
  previewingId: string | null;
  send: (event: LibraryVoiceDetailEvent) => void;
  onPreview: (voice: LibraryVoice) => void;
  onOpen: (voice: LibraryVoice) => void;
  onClose: () => void;
}

const count = (value: number) => value.toLocaleString('en-US');

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className={css({ display: 'grid', gap: '0.5' })}>
      <dt className={css({ textStyle: 'xs', color: 'fg.muted' })}>{label}</dt>
      <dd className={css({ fontWeight: 'medium' })}>{children}</dd>
    </div>
  );
}

/** A library voice's detail panel with similar voices, and the Add to My Voices side sheet (workspace-shell §2.12). */
export function LibraryVoicePanel(props: LibraryVoicePanelProps) {
  const { voice } = props;
  const name = voice ? libraryDisplayName(voice.name) : '';
  const rate = voice && customRateText(voice, false);
  return (
    <>
      <Modal isOpen onOpenChange={(open) => { if (!open) props.onClose(); }} size="lg">
        <DialogContent title={voice ? name : 'Library voice'}>
          {props.status === 'loading' ? (
            <div className={css({ display: 'grid', placeItems: 'center', py: '8' })}><Spinner label="Loading the voice" /></div>
          ) : props.status === 'missing' || !voice ? (
            <Banner tone="danger">{props.error}</Banner>
          ) : (
            <div data-testid="library-voice-panel" className={css({ display: 'grid', gap: '4' })}>
              <div className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}>
                <Button size="sm" variant="secondary"
                  aria-label={props.previewingId === voice.voice_id ? `Stop preview of ${name}` : `Play preview of ${name}`}
                  onPress={() => props.onPreview(voice)}>
                  <Icon name={props.previewingId === voice.voice_id ? 'stop' : 'play'} /> Preview
                </Button>
                {voice.is_added_by_user ? (
                  <Badge tone="success">Added to My Voices</Badge>
                ) : (
                  <Button size="sm" onPress={() => props.send({ type: 'add.open' })}><Icon name="plus" /> Add to My Voices</Button>
                )}
              </div>
              <div className={css({ display: 'flex', gap: '1', flexWrap: 'wrap' })}>
                {voiceLabels(voice).map((label) => <Badge key={label}>{label}</Badge>)}
              </div>
              {voice.description && <p>{voice.description}</p>}
              <dl className={css({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))', gap: '3' })}>
                <Fact label="Language">{findLibraryLanguage(voice.language)?.name ?? voice.language}</Fact>
                <Fact label="Category">{voice.category.replace(/_/g, ' ')}</Fact>
                <Fact label="Added by users">{count(voice.cloned_by_count)}</Fact>
                <Fact label="Characters in the last year">{count(voice.usage_character_count_1y)}</Fact>
                {voice.notice_period !== null && <Fact label="Notice period">{noticePeriodText(voice.notice_period)}</Fact>}
                {rate && <Fact label="Custom rate">{rate}</Fact>}
                {!voice.free_users_allowed && <Fact label="Availability">Paid plans only</Fact>}
              </dl>
              <section aria-label="Similar voices" className={css({ display: 'grid', gap: '2' })}>
                <h3 className={css({ fontWeight: 'semibold' })}>Similar voices</h3>
                {props.similar === null ? <Spinner size="sm" label="Finding similar voices" />
                  : props.similar.length === 0 ? <p className={css({ color: 'fg.muted' })}>No similar voices were found.</p> : (
                    <ul className={css({ listStyle: 'none', display: 'grid', gap: '1' })}>
                      {props.similar.map((other) => (
                        <li key={other.voice_id} className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
                          <Button size="sm" variant="ghost" iconOnly
                            aria-label={`${props.previewingId === other.voice_id ? 'Stop' : 'Play'} preview of ${libraryDisplayName(other.name)}`}
                            onPress={() => props.onPreview(other)}>
                            <Icon name={props.previewingId === other.voice_id ? 'stop' : 'play'} />
                          </Button>
                          <Button size="sm" variant="link" onPress={() => props.onOpen(other)}>{libraryDisplayName(other.name)}</Button>
                          <span className={css({ textStyle: 'xs', color: 'fg.muted' })}>{voiceLabels(other).slice(0, 3).join(' · ')}</span>
                        </li>
                      ))}
                    </ul>
                  )}
              </section>
            </div>
          )}
        </DialogContent>
      </Modal>
      <Sheet isOpen={props.sheet !== 'closed'} onOpenChange={(open) => { if (!open) props.send({ type: 'add.close' }); }}>
        <DialogContent title="Add to My Voices">
          {props.sheet === 'added' ? (
            <div className={css({ display: 'grid', gap: '3' })}>
              <Banner tone="success">{name} was added to My Voices.</Banner>
              <Button onPress={() => props.send({ type: 'add.close' })}>Done</Button>
            </div>
          ) : (
            <form className={css({ display: 'grid', gap: '3' })}
              onSubmit={(event) => { event.preventDefault(); props.send({ type: 'add.submit' }); }}>
              <TextField label="Name" value={props.name} autoFocus isDisabled={props.sheet === 'adding'}
                onChange={(next) => props.send({ type: 'add.name', name: next })}
                errorMessage={props.name.trim() === '' ? VOICE_MESSAGES.nameRequired : undefined}
                isInvalid={props.name.trim() === ''} />
              {props.addError && <Banner tone="danger" title={LIBRARY_MESSAGES.addFailed}>{props.addError}</Banner>}
              <Button type="submit" isPending={props.sheet === 'adding'} isDisabled={props.name.trim() === ''}>
                Add voice
              </Button>
            </form>
          )}
        </DialogContent>
      </Sheet>
    </>
  );
}
