import { Button as RACButton, Link as RACLink } from 'react-aria-components';
import { css } from 'styled-system/css';
import {
  CREATION_DURATIONS, INSTANT_CLONE_MIN_AUDIO_SECONDS, PROFESSIONAL_CLONE_MIN_AUDIO_MINUTES,
  PROFESSIONAL_CLONE_TRAINING_HOURS, SUBSCRIPTION_PATH, VOICE_LIBRARY_PATH,
  type ChosenCreationType, type Gate, type GateDenial,
} from '../../domain';
import { Banner, Icon, LinkButton, type IconName } from '../primitives';
import { GateNote } from './GateNote';

export interface ChooserGates {
  voiceDesign: Gate;
  cloneVoice: Gate;
  professionalVoiceClone: Gate;
  voiceLibrary: Gate;
  /** Set when the professional voice limit is reached: sessions stay open, new clones do not. */
  professionalLimit: GateDenial | null;
}

interface Entry {
  id: ChosenCreationType | 'voiceLibrary';
  icon: IconName;
  title: string;
  description: string;
  duration?: string;
}

const ENTRIES: readonly Entry[] = [
  {
    id: 'voiceDesign', icon: 'sparkle', title: 'Voice Design', duration: CREATION_DURATIONS.voiceDesign,
    description: 'Describe a voice in a few words, listen to three generated previews and keep the one you like.',
  },
  {
    id: 'cloneVoice', icon: 'mic', title: 'Instant Voice Clone', duration: CREATION_DURATIONS.cloneVoice,
    description: `Clone a voice from a short recording: you need ${INSTANT_CLONE_MIN_AUDIO_SECONDS} seconds of audio.`,
  },
  {
    id: 'professionalVoiceClone', icon: 'wave', title: 'Professional Voice Clone',
    duration: CREATION_DURATIONS.professionalVoiceClone,
    description: `The closest replica of your own voice: record at least ${PROFESSIONAL_CLONE_MIN_AUDIO_MINUTES} `
      + `minutes of audio; training then takes about ${PROFESSIONAL_CLONE_TRAINING_HOURS} hours.`,
  },
  {
    id: 'voiceLibrary', icon: 'library', title: 'Voice Library',
    description: 'Pick a voice the community shared and add it to My Voices.',
  },
];

const entryClass = css({
  display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '3', alignItems: 'start', w: 'full', textAlign: 'start',
  p: '4', borderRadius: 'lg', borderWidth: '1px', borderColor: 'border.default', bg: 'bg.surface', cursor: 'pointer',
  color: 'fg.default', textDecoration: 'none', outline: 'none', transitionProperty: 'background-color, border-color',
  transitionDuration: 'fast',
  '&[data-hovered]': { bg: 'bg.subtle', borderColor: 'border.strong' },
  '&[data-pressed]': { bg: 'bg.muted' },
  '&[data-focus-visible]': { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6, bg: 'bg.surface' },
});
const iconClass = css({
  display: 'grid', placeItems: 'center', w: '9', h: '9', borderRadius: 'lg', bg: 'accent.subtle', color: 'accent.fg',
});

/** The chooser (voice-creation §2): four ways to add a voice; an entry the user may not use says why. */
export function VoiceTypeChooser(props: {
  gates: ChooserGates;
  /** Why the type asked for in the address was not opened. */
  rejection: GateDenial | null;
  onChoose: (type: ChosenCreationType) => void;
}) {
  return (
    <div className={css({ display: 'grid', gap: '3', pb: '2' })}>
      {props.rejection && (
        <Banner tone="warning" title="That voice type is not available to you"
          action={props.rejection.upgradeHref
            && <LinkButton href={props.rejection.upgradeHref} size="sm" variant="secondary">Subscribe</LinkButton>}>
          {props.rejection.message}
        </Banner>
      )}
      <ul aria-label="Voice types" className={css({ display: 'grid', gap: '3', listStyle: 'none', p: 0, m: 0 })}>
        {ENTRIES.map((entry) => (
          <li key={entry.id}>
            <ChooserEntry entry={entry} gate={props.gates[entry.id]}
              note={entry.id === 'professionalVoiceClone' ? props.gates.professionalLimit : null}
              onChoose={props.onChoose} />
          </li>
        ))}
      </ul>
      <div className={css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: '2',
        color: 'fg.muted', fontSize: 'sm' })}>
        <span>More voice slots or cloning: <LinkButton href={SUBSCRIPTION_PATH} variant="link" size="sm">See the plans</LinkButton></span>
        <span>A ready-made voice: <LinkButton href={VOICE_LIBRARY_PATH} variant="link" size="sm">Open the Voice Library</LinkButton></span>
      </div>
    </div>
  );
}

function ChooserEntry({ entry, gate, note, onChoose }: {
  entry: Entry;
  gate: Gate;
  note: GateDenial | null;
  onChoose: (type: ChosenCreationType) => void;
}) {
  const denial = gate.allowed ? note : gate;
  const reasonId = `chooser-${entry.id}-reason`;
  const body = (
    <>
      <span aria-hidden className={iconClass}><Icon name={entry.icon} /></span>
      <span className={css({ display: 'grid', gap: '1' })}>
        <span className={css({ display: 'flex', gap: '2', alignItems: 'baseline', flexWrap: 'wrap' })}>
          <span className={css({ fontWeight: 'semibold' })}>{entry.title}</span>
          {entry.duration && (
            <span data-testid="duration" className={css({ fontSize: 'xs', color: 'fg.muted', display: 'inline-flex',
              gap: '1', alignItems: 'center' })}>
              <Icon name="clock" size={12} />{entry.duration}
            </span>
          )}
        </span>
        <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>{entry.description}</span>
      </span>
    </>
  );
  return (
    <div data-entry={entry.id} data-allowed={gate.allowed} className={css({ display: 'grid', gap: '2' })}>
      {entry.id === 'voiceLibrary' && gate.allowed
        ? <RACLink href={VOICE_LIBRARY_PATH} className={entryClass}>{body}</RACLink>
        : (
          <RACButton className={entryClass} isDisabled={!gate.allowed} aria-describedby={denial ? reasonId : undefined}
            onPress={() => { if (entry.id !== 'voiceLibrary') onChoose(entry.id); }}>
            {body}
          </RACButton>
        )}
      {denial && <GateNote id={reasonId} denial={denial} blocking={!gate.allowed} />}
    </div>
  );
}
