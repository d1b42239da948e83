import { Button as RACButton } from 'react-aria-components';
import { css } from 'styled-system/css';
import { MESSAGES, voiceDisplayName, type VoiceSummary } from '../../domain';
import type { VoicePickerEvent } from '../../machines/voicePicker.machine';
import { Banner, Button, EmptyState, Icon, Popover, PopoverTrigger, Spinner, TextField } from '../primitives';

export interface VoicePickerProps {
  selected: VoiceSummary | null;
  isOpen: boolean;
  /** The chosen voice's settings are loading. */
  choosing: boolean;
  search: string;
  /** Recently used voices among the listed ones (shown while not searching). */
  recent: VoiceSummary[];
  voices: VoiceSummary[];
  list: 'loading' | 'ready' | 'failed';
  loadingMore: boolean;
  hasMore: boolean;
  error: string | null;
  previewingId: string | null;
  onPreview: (voice: VoiceSummary) => void;
  send: (event: VoicePickerEvent) => void;
}

const LABEL_ORDER = ['accent', 'gender', 'age', 'use_case', 'descriptive'] as const;
const labelsOf = (voice: VoiceSummary) =>
  LABEL_ORDER.map((key) => voice.labels[key]).filter(Boolean).map((value) => value!.replace(/_/g, ' ')).join(' · ');

function Avatar({ voice }: { voice: VoiceSummary }) {
  return (
    <span aria-hidden className={css({
      display: 'grid', placeItems: 'center', boxSize: '7', flexShrink: 0, borderRadius: 'full', bg: 'accent.subtle',
      color: 'accent.fg', fontWeight: 'semibold', textStyle: 'xs',
    })}>
      {voiceDisplayName(voice.name).slice(0, 1).toUpperCase()}
    </span>
  );
}

function VoiceRow({ voice, props }: { voice: VoiceSummary; props: VoicePickerProps }) {
  const name = voiceDisplayName(voice.name);
  const previewing = props.previewingId === voice.voiceId;
  return (
    <li className={css({ display: 'flex', alignItems: 'center', gap: '1', borderRadius: 'md', _hover: { bg: 'bg.subtle' } })}>
      <Button size="sm" variant="ghost" iconOnly isDisabled={!voice.previewUrl}
        aria-label={previewing ? `Stop preview of ${name}` : `Play preview of ${name}`}
        onPress={() => props.onPreview(voice)}>
        <Icon name={previewing ? 'stop' : 'play'} />
      </Button>
      <RACButton
        aria-current={props.selected?.voiceId === voice.voiceId ? 'true' : undefined}
        onPress={() => props.send({ type: 'voice.choose', voice, at: Date.now() })}
        className={css({
          flex: 1, minW: 0, display: 'flex', alignItems: 'center', gap: '2', py: '1.5', pr: '2', textAlign: 'left',
          bg: 'transparent', border: 'none', cursor: 'pointer', borderRadius: 'md', outline: 'none', color: 'fg.default',
          '&[data-focus-visible]': { boxShadow: '0 0 0 2px token(colors.focusRing)' },
        })}
      >
        <span className={css({ display: 'grid', minW: 0, flex: 1 })}>
          <span className={css({ truncate: true, '[aria-current=true] &': { fontWeight: 'semibold' } })}>{name}</span>
          <span className={css({ textStyle: 'xs', color: 'fg.muted', truncate: true })}>{labelsOf(voice) || voice.category}</span>
        </span>
        {props.selected?.voiceId === voice.voiceId && <Icon name="check" className={css({ color: 'accent.fg' })} />}
      </RACButton>
    </li>
  );
}

function Section({ title, voices, props }: { title: string; voices: VoiceSummary[]; props: VoicePickerProps }) {
  return (
    <section aria-label={title} className={css({ display: 'grid', gap: '0.5' })}>
      <h4 className={css({ textStyle: 'xs', fontWeight: 'medium', color: 'fg.subtle', px: '1', pt: '1' })}>{title}</h4>
      <ul className={css({ listStyle: 'none', display: 'grid', gap: '0.5' })}>
        {voices.map((voice) => <VoiceRow key={voice.voiceId} voice={voice} props={props} />)}
      </ul>
    </section>
  );
}

/** The voice selector popover (workspace-shell §2.12): search, recent voices, the list with previews. */
export function VoicePicker(props: VoicePickerProps) {
  const searching = props.search.trim() !== '';
  const nearEnd = (element: HTMLElement) => element.scrollTop + element.clientHeight >= element.scrollHeight - 48;
  return (
    <PopoverTrigger isOpen={props.isOpen}
      onOpenChange={(open) => props.send({ type: open ? 'picker.open' : 'picker.close' })}>
      <RACButton
        aria-label={props.selected ? `Voice: ${voiceDisplayName(props.selected.name)}` : 'Select a voice'}
        className={css({
          display: 'flex', alignItems: 'center', gap: '2', w: '100%', p: '2', borderWidth: '1px', borderColor: 'border.default',
          borderRadius: 'md', bg: 'bg.surface', color: 'fg.default', cursor: 'pointer', textAlign: 'left', outline: 'none',
          _hover: { borderColor: 'border.strong' }, '&[data-focus-visible]': { boxShadow: '0 0 0 2px token(colors.focusRing)' },
        })}
      >
        {props.selected ? <Avatar voice={props.selected} /> : <Icon name="user" />}
        <span className={css({ display: 'grid', flex: 1, minW: 0 })}>
          <span className={css({ fontWeight: 'medium', truncate: true })}>
            {props.selected ? voiceDisplayName(props.selected.name) : 'Select a voice'}
          </span>
          {props.selected && (
            <span className={css({ textStyle: 'xs', color: 'fg.muted', truncate: true })}>
              {labelsOf(props.selected) || props.selected.category}
            </span>
          )}
        </span>
        {props.choosing ? <Spinner size="sm" label="Loading the voice" /> : <Icon name="chevron-down" />}
      </RACButton>
      <Popover aria-label="Voices" placement="bottom start"
        className={css({ w: 'max(var(--trigger-width), 18rem)', maxWidth: 'calc(100vw - 1rem)' })}>
        <div className={css({ display: 'grid', gap: '2' })}>
          <TextField aria-label="Search voices" placeholder="Search voices" value={props.search} autoFocus
            onChange={(search) => props.send({ type: 'search.change', search })} />
          {props.error && <Banner tone="danger">{props.error}</Banner>}
          <div data-testid="voice-list"
            onScroll={(event) => {
              if (props.hasMore && !props.loadingMore && nearEnd(event.currentTarget)) props.send({ type: 'list.more' });
            }}
            className={css({ maxH: '20rem', overflowY: 'auto', display: 'grid', gap: '2', alignContent: 'start' })}>
            {props.list === 'loading' && props.voices.length === 0 ? (
              <div className={css({ display: 'grid', placeItems: 'center', py: '6' })}><Spinner label="Loading voices" /></div>
            ) : props.list === 'failed' ? (
              <EmptyState icon="warning" title="The voices could not be loaded"
                action={<Button size="sm" onPress={() => props.send({ type: 'list.retry' })}>Try again</Button>} />
            ) : props.voices.length === 0 ? (
              <EmptyState icon="user" title={searching ? MESSAGES.noResults : MESSAGES.noVoices} />
            ) : (
              <>
                {!searching && props.recent.length > 0 && <Section title="Recent" voices={props.recent} props={props} />}
                <Section title={searching ? 'Results' : 'All voices'} voices={props.voices} props={props} />
                {props.loadingMore && <div className={css({ display: 'grid', placeItems: 'center', py: '2' })}><Spinner size="sm" label="Loading more voices" /></div>}
              </>
            )}
          </div>
        </div>
      </Popover>
    </PopoverTrigger>
  );
}
