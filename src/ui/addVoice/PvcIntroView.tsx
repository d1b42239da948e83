import {
  Button as RACButton, Disclosure, DisclosureGroup, DisclosurePanel, Heading,
} from 'react-aria-components';
import { css } from 'styled-system/css';
import {
  PROFESSIONAL_CLONE_MIN_AUDIO_MINUTES, PROFESSIONAL_CLONE_TRAINING_HOURS, PVC_RECORDING_TIPS, type Gate,
} from '../../domain';
import type { PvcIntroEvent, PvcSession } from '../../machines/pvcIntro.machine';
import {
  Badge, Banner, Button, DialogContent, DialogTrigger, Icon, Modal, Spinner,
} from '../primitives';
import { GateNote } from './GateNote';

export type PvcIntroStatus = 'loading' | 'failed' | 'ready' | 'creating' | 'wizard';

const STATE_NAMES: Readonly<Record<PvcSession['fineTuningState'], string>> = {
  draft: 'Draft', not_verified: 'Not verified', not_started: 'Not started',
};

const BULLETS = [
  `Record at least ${PROFESSIONAL_CLONE_MIN_AUDIO_MINUTES} minutes of clean audio of one speaker; an hour or more `
    + 'gets closer to the real voice.',
  'Clone only your own voice: you prove it is yours by reading a short text aloud before training starts.',
  `Training takes about ${PROFESSIONAL_CLONE_TRAINING_HOURS} hours; your draft is kept, so you can stop and `
    + 'return to the session at any time.',
];

const WIZARD_LATER = 'The Professional Voice Clone wizard (details, voice data, verification and training) comes in '
  + 'a later release of Timbre.';

/** The Professional Voice Clone intro (voice-creation §2): sessions to return to, what to expect, tips, new clone. */
export function PvcIntroView(props: {
  status: PvcIntroStatus;
  sessions: readonly PvcSession[];
  error: string | null;
  /** The session whose wizard was asked for. */
  openSession: PvcSession | null;
  /** Whether another draft may be created (the professional voice limit). */
  createGate: Gate;
  send: (event: PvcIntroEvent) => void;
}) {
  if (props.status === 'wizard' && props.openSession) {
    return <WizardLater session={props.openSession} onLeave={() => props.send({ type: 'wizard.leave' })} />;
  }
  return (
    <div className={css({ display: 'grid', gap: '5', pb: '2' })} data-testid="pvc-intro">
      <p className={css({ color: 'fg.muted' })}>
        A Professional Voice Clone is trained on a long recording of your voice, for the most faithful copy.
      </p>
      <Sessions {...props} />
      <ul className={css({ display: 'grid', gap: '2', pl: '5', listStyleType: 'disc' })} aria-label="What to expect">
        {BULLETS.map((bullet) => <li key={bullet}>{bullet}</li>)}
      </ul>
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'center' })}>
        <Button variant="primary" isDisabled={!props.createGate.allowed || props.status !== 'ready'}
          isPending={props.status === 'creating'} onPress={() => props.send({ type: 'clone.create' })}
          aria-describedby={props.createGate.allowed ? undefined : 'pvc-create-reason'}>
          <Icon name="plus" /> Create new clone
        </Button>
        <TipsDialog />
      </div>
      {!props.createGate.allowed && <GateNote id="pvc-create-reason" denial={props.createGate} blocking />}
    </div>
  );
}

function Sessions(props: {
  status: PvcIntroStatus;
  sessions: readonly PvcSession[];
  error: string | null;
  send: (event: PvcIntroEvent) => void;
}) {
  if (props.status === 'loading') {
    return <p className={css({ display: 'flex', gap: '2', color: 'fg.muted' })}><Spinner size="sm" /> Looking for your sessions…</p>;
  }
  if (props.status === 'failed') {
    return (
      <Banner tone="danger" action={<Button size="sm" onPress={() => props.send({ type: 'sessions.retry' })}>Try again</Button>}>
        {props.error}
      </Banner>
    );
  }
  if (props.sessions.length === 0) return null;
  return (
    <section aria-labelledby="pvc-sessions" className={css({ display: 'grid', gap: '2' })}>
      <h3 id="pvc-sessions" className={css({ fontWeight: 'semibold' })}>Return to a session</h3>
      <ul className={css({ display: 'grid', gap: '2' })}>
        {props.sessions.map((session) => (
          <li key={session.voiceId} data-session={session.voiceId}
            className={css({ display: 'flex', gap: '3', alignItems: 'center', p: '3', borderRadius: 'lg',
              borderWidth: '1px', borderColor: 'border.default' })}>
            <Icon name="wave" className={css({ color: 'fg.subtle' })} />
            <span className={css({ flex: 1, minW: 0, display: 'grid' })}>
              <span className={css({ fontWeight: 'medium', truncate: true })}>{session.name}</span>
              <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>
                Started {new Date(session.createdAtUnix * 1000).toLocaleDateString()}
              </span>
            </span>
            <Badge size="sm">{STATE_NAMES[session.fineTuningState]}</Badge>
            <Button size="sm" aria-label={`Continue editing ${session.name}`}
              onPress={() => props.send({ type: 'session.continue', voiceId: session.voiceId })}>
              Continue editing
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** 'Tips for the best results': an accordion of eight tips. The spec's video has no asset on this server. */
function TipsDialog() {
  return (
    <DialogTrigger>
      <Button variant="ghost"><Icon name="info" /> Tips for the best results</Button>
      <Modal size="lg">
        <DialogContent title="Tips for the best results">
          <div className={css({ display: 'grid', gap: '3', pb: '2' })}>
            <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
              There is no video guide on this server yet; these tips cover what it would show.
            </p>
            <DisclosureGroup className={css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg',
              '& > * + *': { borderTopWidth: '1px', borderColor: 'border.default' } })}>
              {PVC_RECORDING_TIPS.map((tip, index) => (
                <Disclosure key={tip.title} id={String(index)}>
                  {({ isExpanded }) => (
                    <>
                      <Heading level={4} className={css({ m: 0 })}>
                        <RACButton slot="trigger" className={css({
                          display: 'flex', alignItems: 'center', gap: '3', w: '100%', px: '4', py: '3',
                          textAlign: 'left', bg: 'transparent', color: 'fg.default', cursor: 'pointer', outline: 'none',
                          fontWeight: 'medium', '&[data-hovered]': { bg: 'bg.subtle' },
                          '&[data-focus-visible]': { boxShadow: 'inset 0 0 0 2px token(colors.focusRing)' },
                        })}>
                          <span className={css({ color: 'fg.subtle', fontVariantNumeric: 'tabular-nums' })}>{index + 1}</span>
                          <span className={css({ flex: 1 })}>{tip.title}</span>
                          <Icon name={isExpanded ? 'chevron-up' : 'chevron-down'} className={css({ color: 'fg.subtle' })} />
                        </RACButton>
                      </Heading>
                      <DisclosurePanel>
                        <p className={css({ px: '4', pb: '3', color: 'fg.muted' })}>{tip.body}</p>
                      </DisclosurePanel>
                    </>
                  )}
                </Disclosure>
              ))}
            </DisclosureGroup>
          </div>
        </DialogContent>
      </Modal>
    </DialogTrigger>
  );
}

function WizardLater({ session, onLeave }: { session: PvcSession; onLeave: () => void }) {
  return (
    <div className={css({ display: 'grid', gap: '4', pb: '2' })} data-testid="pvc-wizard-later">
      <div className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
        <Icon name="wave" />
        <span className={css({ fontWeight: 'semibold', fontSize: 'lg' })} data-testid="pvc-draft-name">{session.name}</span>
        <Badge size="sm">{STATE_NAMES[session.fineTuningState]}</Badge>
      </div>
      <Banner tone="info" title="Not built yet">
        {WIZARD_LATER} This draft is saved and will open there; until then there is nothing more to do with it here.
      </Banner>
      <div>
        <Button onPress={onLeave}><Icon name="chevron-left" /> Back to sessions</Button>
      </div>
    </div>
  );
}
