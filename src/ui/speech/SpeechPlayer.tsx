import { css } from 'styled-system/css';
import type { PlaybackState, Waveform } from '../../services/audio';
import { Button, Icon, ProgressBar } from '../primitives';

/** Arrow keys move the playhead by this much (as the comparison players do, workspace-shell §2.4). */
const SEEK_STEP_SECONDS = 3;

const clock = (seconds: number) => {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

export interface SpeechPlayerProps {
  /** Audio is still arriving (it already plays), or the whole file is here. */
  status: 'streaming' | 'complete';
  /** Null while it is drawn; no peaks when it could not be. */
  waveform: Waveform | null;
  /** This audio's playback (zeros when another sound plays). */
  playback: PlaybackState;
  receivedBytes: number;
  title: string;
  onToggle: () => void;
  onSeek: (seconds: number) => void;
  onDownload: () => void;
}

function Bars({ peaks, progress }: { peaks: number[]; progress: number }) {
  const width = 100 / peaks.length;
  return (
    <svg viewBox="0 0 100 40" preserveAspectRatio="none" aria-hidden className={css({ w: '100%', h: '100%', display: 'block' })}>
      {peaks.map((peak, index) => {
        const height = Math.max(1.5, peak * 38);
        return (
          <rect key={index} x={index * width + width * 0.15} width={width * 0.7} y={(40 - height) / 2} height={height} rx={0.4}
            className={css({ fill: 'border.strong', '&[data-played=true]': { fill: 'accent.default' } })}
            data-played={index / peaks.length < progress} />
        );
      })}
    </svg>
  );
}

/** The generation's player: play/pause, a waveform to seek on (or a plain bar), time, download. */
export function SpeechPlayer(props: SpeechPlayerProps) {
  const { playback } = props;
  const duration = playback.duration || props.waveform?.durationSeconds || 0;
  const progress = duration > 0 ? Math.min(1, playback.currentTime / duration) : 0;
  const seekTo = (seconds: number) => props.onSeek(Math.max(0, Math.min(duration, seconds)));
  const peaks = props.waveform?.peaks ?? [];
  return (
    <section aria-label="Player" data-testid="speech-player" data-status={props.status}
      data-duration={props.waveform && props.waveform.durationSeconds > 0 ? props.waveform.durationSeconds.toFixed(2) : undefined}
      data-playing={playback.playing}
      className={css({
        display: 'grid', gridTemplateColumns: 'auto 1fr auto', alignItems: 'center', gap: '3', p: '3',
        borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', bg: 'bg.surface',
      })}>
      <Button variant="primary" iconOnly aria-label={playback.playing ? 'Pause' : 'Play'} onPress={props.onToggle}
        className={css({ borderRadius: 'full' })}>
        <Icon name={playback.playing ? 'pause' : 'play'} />
      </Button>
      <div className={css({ display: 'grid', gap: '1', minW: 0 })}>
        <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '2', textStyle: 'xs', color: 'fg.muted' })}>
          <span className={css({ truncate: true })}>{props.title}</span>
          <span className={css({ fontVariantNumeric: 'tabular-nums', flexShrink: 0 })}>
            {clock(playback.currentTime)} / {duration > 0 ? clock(duration) : '–:––'}
          </span>
        </div>
        {props.status === 'streaming' ? (
          <ProgressBar isIndeterminate aria-label="Receiving audio"
            valueLabel={`${Math.round(props.receivedBytes / 1024)} KB received`} />
        ) : peaks.length > 0 ? (
          <div role="slider" tabIndex={0} aria-label="Seek" aria-valuemin={0} aria-valuemax={Math.round(duration)}
            aria-valuenow={Math.round(playback.currentTime)} aria-valuetext={`${clock(playback.currentTime)} of ${clock(duration)}`}
            onClick={(event) => {
              const box = event.currentTarget.getBoundingClientRect();
              seekTo(((event.clientX - box.left) / box.width) * duration);
            }}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') seekTo(playback.currentTime + SEEK_STEP_SECONDS);
              else if (event.key === 'ArrowLeft') seekTo(playback.currentTime - SEEK_STEP_SECONDS);
              else return;
              event.preventDefault();
            }}
            className={css({
              h: '10', cursor: 'pointer', borderRadius: 'sm', outline: 'none',
              _focusVisible: { boxShadow: '0 0 0 2px token(colors.focusRing)' },
            })}>
            <Bars peaks={peaks} progress={progress} />
          </div>
        ) : (
          <ProgressBar aria-label="Position" value={progress * 100} />
        )}
      </div>
      <Button variant="ghost" iconOnly aria-label="Download" isDisabled={props.status === 'streaming'} onPress={props.onDownload}>
        <Icon name="download" />
      </Button>
    </section>
  );
}
