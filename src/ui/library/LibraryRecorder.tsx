import { css } from 'styled-system/css';
import { RECORDER_MESSAGES, RECORDING_MAX_SECONDS, RECORDING_MIN_SECONDS } from '../../domain';
import type { RecorderEvent } from '../../machines/recorder.machine';
import { Banner, Button, Icon, ProgressBar, Spinner } from '../primitives';

export type RecorderStatus =
  | 'closed' | 'idle' | 'requesting' | 'waiting' | 'countdown' | 'recording' | 'finishing' | 'recorded' | 'denied'
  | 'failed';

export interface LibraryRecorderProps {
  status: RecorderStatus;
  countdown: number;
  elapsed: number;
  /** Of the kept take. */
  durationMs: number | null;
  error: string | null;
  send: (event: RecorderEvent) => void;
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** The "Record a sample" panel of the Voice Library (workspace-shell §4.15): the take then searches similar voices. */
export function LibraryRecorder({ status, countdown, elapsed, durationMs, error, send }: LibraryRecorderProps) {
  if (status === 'closed') return null;
  const capturing = status === 'requesting' || status === 'waiting' || status === 'countdown' || status === 'recording'
    || status === 'finishing';
  return (
    <section aria-label="Record a sample" data-testid="library-recorder" className={css({
      display: 'grid', gap: '3', p: '4', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg',
      bg: 'bg.surface',
    })}>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '2', justifyContent: 'space-between' })}>
        <h2 className={css({ fontWeight: 'semibold' })}>Record a sample</h2>
        <Button size="sm" variant="ghost" iconOnly aria-label="Close the recorder" onPress={() => send({ type: 'recorder.close' })}>
          <Icon name="close" />
        </Button>
      </div>
      <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>
        Speak for at least {RECORDING_MIN_SECONDS} seconds; the library lists the voices that sound most like it.{' '}
        {RECORDER_MESSAGES.limit(RECORDING_MAX_SECONDS)}
      </p>
      {error && <Banner tone="danger">{error}</Banner>}
      <div aria-live="polite" className={css({ display: 'flex', alignItems: 'center', gap: '3', minH: '2.5rem', flexWrap: 'wrap' })}>
        {(status === 'requesting' || status === 'waiting') && (
          <span className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
            {status === 'waiting' && <Spinner size="sm" label="Waiting for the microphone" />}
            Allow the microphone to start recording.
          </span>
        )}
        {status === 'countdown' && <span className={css({ fontWeight: 'semibold' })}>Recording starts in {countdown}…</span>}
        {status === 'recording' && (
          <div className={css({ display: 'grid', gap: '1', flex: '1 1 16rem' })}>
            <span className={css({ display: 'flex', alignItems: 'center', gap: '2', fontVariantNumeric: 'tabular-nums' })}>
              <span aria-hidden className={css({ w: '2.5', h: '2.5', borderRadius: 'full', bg: 'danger.default' })} />
              Recording {clock(elapsed)} / {clock(RECORDING_MAX_SECONDS)}
            </span>
            <ProgressBar aria-label="Recorded time" size="sm" value={elapsed} minValue={0} maxValue={RECORDING_MAX_SECONDS} />
          </div>
        )}
        {status === 'finishing' && <Spinner size="sm" label="Preparing the recording" />}
        {status === 'recorded' && durationMs !== null && (
          <span>Recorded {(durationMs / 1000).toFixed(1)} s. The voices most like it are listed below.</span>
        )}
      </div>
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        {status === 'recording' && (
          <Button size="sm" onPress={() => send({ type: 'recorder.stop' })}><Icon name="stop" /> Stop</Button>
        )}
        {capturing ? (
          <Button size="sm" variant="secondary" onPress={() => send({ type: 'recorder.cancel' })}>Cancel</Button>
        ) : (
          <Button size="sm" onPress={() => send({ type: 'recorder.start' })}>
            <Icon name="mic" /> {status === 'recorded' ? 'Record again' : 'Start recording'}
          </Button>
        )}
      </div>
    </section>
  );
}
