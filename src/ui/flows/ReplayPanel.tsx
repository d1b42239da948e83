import type { KeyboardEvent } from 'react';
import { css } from 'styled-system/css';
import type { FlowViewerEvent } from '../../machines/flowViewer.machine';
import { Badge, Button, Card, Icon, SliderField } from '../primitives';
import { Timeline, type TimelineRow } from './Timeline';

export interface ReplayInfo {
  fileName: string;
  machineName: string;
  sessionId: string;
  recordedAt: string;
  matches: boolean;
  step: number;
  /** Events in the trace; steps run from 0 (the start) to this. */
  stepCount: number;
  /** Row 0 is the start, row i the state after event i. */
  rows: TimelineRow[];
  state: string;
  /** The flow's data at this step, pretty-printed. */
  data: string;
}

const styles = {
  controls: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', mb: '3' }),
  position: css({
    textStyle: 'sm', color: 'fg.muted', fontVariantNumeric: 'tabular-nums', minW: '7rem', textAlign: 'center',
  }),
  slider: css({ flex: '1 1 14rem', minW: '12rem' }),
  layout: css({ display: 'grid', gap: '4', alignItems: 'start', gridTemplateColumns: { base: '1fr', lg: '3fr 2fr' } }),
  detailTitle: css({ textStyle: 'sm', fontWeight: 'semibold', mb: '2' }),
  state: css({ textStyle: 'sm', color: 'accent.fg', fontWeight: 'medium', mb: '3' }),
  data: css({
    m: '0', p: '3', maxH: '16rem', overflow: 'auto', textStyle: 'xs', fontFamily: 'mono', bg: 'bg.subtle',
    borderRadius: 'md', borderWidth: '1px', borderColor: 'border.subtle', whiteSpace: 'pre-wrap',
    wordBreak: 'break-word',
  }),
  hint: css({ textStyle: 'xs', color: 'fg.subtle', mt: '2' }),
  focusable: css({
    outline: 'none', borderRadius: 'lg', '&:focus-visible': { boxShadow: '0 0 0 2px token(colors.focusRing)' },
  }),
};

const KEYS: Record<string, (info: ReplayInfo) => FlowViewerEvent> = {
  ArrowLeft: () => ({ type: 'step.prev' }),
  ArrowRight: () => ({ type: 'step.next' }),
  Home: () => ({ type: 'step.goto', step: 0 }),
  End: (info) => ({ type: 'step.goto', step: info.stepCount }),
};

/** Time travel through a loaded trace: buttons, a slider, arrow keys, or a click on an event. */
export function ReplayPanel(props: { replay: ReplayInfo; send: (event: FlowViewerEvent) => void }) {
  const { replay, send } = props;
  const onKeyDown = (event: KeyboardEvent) => {
    // The slider and text inputs handle their own arrow keys.
    if ((event.target as HTMLElement).closest('input, [role=slider]')) return;
    const toEvent = KEYS[event.key];
    if (!toEvent) return;
    event.preventDefault();
    send(toEvent(replay));
  };
  return (
    <div onKeyDown={onKeyDown} tabIndex={-1} className={styles.focusable} data-testid="replay-panel">
      <Card
        title={`Replaying ${replay.fileName}`}
        description={`${replay.machineName} · session ${replay.sessionId} · recorded ${replay.recordedAt}`}
        actions={(
          <>
            <Badge tone={replay.matches ? 'success' : 'warning'}>
              {replay.matches ? 'Replay matches the recording' : 'Replay differs from the recording'}
            </Badge>
            <Button size="sm" variant="ghost" onPress={() => send({ type: 'trace.close' })}>Back to live</Button>
          </>
        )}
      >
        <div className={styles.controls} role="group" aria-label="Step through the trace">
          <Button size="sm" aria-label="First step" isDisabled={replay.step === 0}
            onPress={() => send({ type: 'step.goto', step: 0 })}>
            <Icon name="chevron-left" /><Icon name="chevron-left" className={css({ ml: '-2.5' })} />
          </Button>
          <Button size="sm" isDisabled={replay.step === 0} onPress={() => send({ type: 'step.prev' })}>
            <Icon name="chevron-left" />Previous
          </Button>
          <span className={styles.position} aria-live="polite" data-testid="replay-position">
            Step {replay.step} of {replay.stepCount}
          </span>
          <Button size="sm" isDisabled={replay.step === replay.stepCount} onPress={() => send({ type: 'step.next' })}>
            Next<Icon name="chevron-right" />
          </Button>
          <Button size="sm" aria-label="Last step" isDisabled={replay.step === replay.stepCount}
            onPress={() => send({ type: 'step.goto', step: replay.stepCount })}>
            <Icon name="chevron-right" /><Icon name="chevron-right" className={css({ ml: '-2.5' })} />
          </Button>
          <SliderField aria-label="Step" className={styles.slider} min={0} max={replay.stepCount} value={replay.step}
            onChange={(step) => send({ type: 'step.goto', step })} />
        </div>
        <div className={styles.layout}>
          <Timeline label="Events in the trace" rows={replay.rows} currentKey={replay.rows[replay.step]?.key ?? null}
            onSelect={(step) => send({ type: 'step.goto', step })} />
          <div>
            <h4 className={styles.detailTitle}>At this step</h4>
            <p className={styles.state} data-testid="replay-state">{replay.state}</p>
            <pre className={styles.data} aria-label="The flow's data at this step">{replay.data}</pre>
          </div>
        </div>
        <p className={styles.hint}>
          Tip: ← and → step through the events, Home and End jump to the start and the end.
        </p>
      </Card>
    </div>
  );
}
