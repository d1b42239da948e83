import type { ReactNode } from 'react';
import { Button as RACButton, FileTrigger } from 'react-aria-components';
import { css, cx } from 'styled-system/css';
import type { FlowViewerEvent } from '../../machines/flowViewer.machine';
import { Badge, Banner, Button, Card, Icon, LinkButton, Spinner } from '../primitives';
import { PageHeader } from '../shell/PageHeader';
import { Logo } from '../shell/UserMenu';
import { LivePanel, type SessionItem } from './LivePanel';
import { ReplayPanel, type ReplayInfo } from './ReplayPanel';
import type { TimelineRow } from './Timeline';

export interface MachineItem {
  id: string;
  version: number;
  /** Short name, e.g. "Session". */
  name: string;
  /** What the flow covers, e.g. "sign in, sign up, account and permissions". */
  summary: string;
  liveCount: number;
}

export interface DiagramStatus {
  kind: 'live' | 'replay' | 'idle';
  text: string;
}

const styles = {
  page: css({ minH: '100dvh', bg: 'bg.canvas' }),
  topbar: css({
    display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '4', h: '14',
    px: { base: '4', md: '6' }, borderBottomWidth: '1px', borderColor: 'border.subtle', bg: 'bg.surface',
  }),
  crumb: css({ display: 'flex', alignItems: 'center', gap: '2', color: 'fg.muted', textStyle: 'sm' }),
  main: css({ maxW: '96rem', mx: 'auto', px: { base: '4', md: '6' }, py: '6' }),
  columns: css({
    display: 'grid', gap: '5', alignItems: 'start', gridTemplateColumns: { base: '1fr', lg: '17rem minmax(0, 1fr)' },
  }),
  sidebar: css({ display: 'grid', gap: '3' }),
  machineList: css({ display: 'grid', gap: '1', listStyle: 'none', m: '0', p: '0' }),
  machine: css({
    display: 'grid', gap: '0.5', w: '100%', textAlign: 'left', px: '3', py: '2.5', borderRadius: 'md',
    cursor: 'pointer', outline: 'none', borderWidth: '1px', borderColor: 'transparent',
    transition: 'background-color 120ms, border-color 120ms',
    '&[data-hovered]': { bg: 'bg.subtle' },
    '&[data-focus-visible]': { boxShadow: '0 0 0 2px token(colors.focusRing)' },
    '&[aria-current=true]': { bg: 'bg.surface', borderColor: 'accent.default', boxShadow: 'sm' },
  }),
  machineTop: css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' }),
  machineName: css({ fontWeight: 'semibold', textStyle: 'sm', '[aria-current=true] &': { color: 'accent.fg' } }),
  machineSummary: css({ textStyle: 'xs', color: 'fg.muted' }),
  machineId: css({ textStyle: 'xs', color: 'fg.subtle', fontFamily: 'mono' }),
  liveDot: css({
    boxSize: '1.5', borderRadius: 'full', bg: 'success.default', flexShrink: 0,
    '[data-kind=live] &': { animation: 'pulse 2s ease-in-out infinite' },
  }),
  footnote: css({
    textStyle: 'xs', color: 'fg.muted', display: 'flex', gap: '2', px: '3', '& a': { color: 'accent.fg' },
  }),
  mainColumn: css({ display: 'grid', gap: '5', minW: '0' }),
  status: css({
    display: 'inline-flex', alignItems: 'center', gap: '2', textStyle: 'xs', fontWeight: 'medium', px: '2.5', h: '6',
    borderRadius: 'full', bg: 'bg.subtle', color: 'fg.muted', whiteSpace: 'nowrap',
    '&[data-kind=live]': { bg: 'success.subtle', color: 'success.fg' },
    '&[data-kind=replay]': { bg: 'accent.subtle', color: 'accent.fg' },
  }),
  diagram: css({ minH: '16rem', display: 'grid', placeItems: 'center' }),
  legend: css({
    display: 'flex', flexWrap: 'wrap', gap: '4', mt: '3', textStyle: 'xs', color: 'fg.muted',
    '& > span': { display: 'inline-flex', alignItems: 'center', gap: '1.5' },
  }),
  swatch: css({ w: '4', h: '3', borderRadius: 'sm', borderWidth: '1.5px' }),
};

function Legend() {
  return (
    <div className={styles.legend} aria-label="Legend">
      <span>
        <span className={cx(styles.swatch, css({ bg: 'accent.subtle', borderColor: 'accent.default' }))} />
        Current state
      </span>
      <span>
        <svg width="22" height="8" aria-hidden className={css({ stroke: 'accent.default', fill: 'accent.default' })}>
          <path d="M0 4h16" strokeWidth="2.25" /><path d="M15 0l6 4-6 4z" stroke="none" />
        </svg>
        Last step taken
      </span>
      <span>
        <svg width="16" height="8" aria-hidden className={css({ stroke: 'fg.muted', fill: 'fg.muted' })}>
          <circle cx="4" cy="4" r="3.5" stroke="none" /><path d="M8 4h6" strokeWidth="1.5" />
        </svg>
        Starts here
      </span>
      <span>
        <span className={cx(styles.swatch, css({ borderStyle: 'dashed', borderColor: 'border.strong' }))} />
        Runs in parallel
      </span>
      <span>↺ Handled without leaving the state</span>
    </div>
  );
}

/**
 * /flows: every flow of the app as a diagram, the flows running in this browser lit up as they move, and exported
 * traces replayed step by step.
 */
export function FlowsView(props: {
  machines: MachineItem[];
  selectedMachineId: string;
  /** Null while the diagram is being laid out. */
  diagram: ReactNode;
  diagramStatus: DiagramStatus;
  readingTrace: boolean;
  sessions: SessionItem[];
  timeline: TimelineRow[];
  replay: ReplayInfo | null;
  notice: { title: string; message: string } | null;
  exporting: boolean;
  send: (event: FlowViewerEvent) => void;
  /** Hands a picked file to the flow (the file stays in a service; the flow gets its id). */
  onTraceFile: (file: File) => void;
}) {
  const selected = props.machines.find((machine) => machine.id === props.selectedMachineId);
  return (
    <div className={styles.page}>
      <header className={styles.topbar}>
        <span className={styles.crumb}><Logo /><span aria-hidden>/</span><span>Flows</span></span>
        <LinkButton href="/" variant="ghost" size="sm">Open Timbre<Icon name="chevron-right" /></LinkButton>
      </header>
      <main className={styles.main}>
        <PageHeader
          title="Flows"
          description={'Every flow of Timbre as a diagram. Flows running in this browser light up as they move; '
            + 'an exported trace can be replayed step by step. Works offline.'}
          actions={(
            <FileTrigger acceptedFileTypes={['application/json', '.json']}
              onSelect={(files) => {
                const file = files?.[0];
                if (file) props.onTraceFile(file);
              }}>
              <Button variant="primary" isPending={props.readingTrace}>Load trace…</Button>
            </FileTrigger>
          )}
        />
        {props.notice && (
          <Banner tone="danger" title={props.notice.title} onDismiss={() => props.send({ type: 'notice.dismiss' })}
            className={css({ mb: '5' })}>
            {props.notice.message}
          </Banner>
        )}
        <div className={styles.columns}>
          <aside className={styles.sidebar} aria-label="Flow machines">
            <ul className={styles.machineList}>
              {props.machines.map((machine) => (
                <li key={machine.id}>
                  <RACButton
                    className={styles.machine}
                    aria-current={machine.id === props.selectedMachineId}
                    data-machine-id={machine.id}
                    onPress={() => props.send({ type: 'machine.select', machineId: machine.id })}
                  >
                    <span className={styles.machineTop}>
                      <span className={styles.machineName}>{machine.name}</span>
                      {machine.liveCount > 0 && (
                        <Badge size="sm" tone="success" data-testid="live-badge">
                          <span className={styles.liveDot} />{machine.liveCount} live
                        </Badge>
                      )}
                    </span>
                    <span className={styles.machineSummary}>{machine.summary}</span>
                    <span className={styles.machineId}>{machine.id} · v{machine.version}</span>
                  </RACButton>
                </li>
              ))}
            </ul>
            <p className={styles.footnote}>
              <Icon name="globe" size={14} className={css({ flexShrink: 0, mt: '0.5' })} />
              <span>
                Online? Open any page with <code>?inspect=stately</code> to also follow its flows in Stately&apos;s
                hosted inspector (needs internet). <a href="/flows?inspect=stately">Reload with it</a>
              </span>
            </p>
          </aside>
          <div className={styles.mainColumn}>
            <Card
              title={selected?.name}
              description={selected?.summary}
              actions={(
                <span className={styles.status} data-kind={props.diagramStatus.kind} data-testid="diagram-status">
                  {props.diagramStatus.kind === 'live' && <span className={styles.liveDot} />}
                  {props.diagramStatus.text}
                </span>
              )}
            >
              {props.diagram || <div className={styles.diagram}><Spinner label="Drawing the diagram" /></div>}
              <Legend />
            </Card>
            {props.replay
              ? <ReplayPanel replay={props.replay} send={props.send} />
              : (
                <LivePanel sessions={props.sessions} timeline={props.timeline} exporting={props.exporting}
                  send={props.send} />
              )}
          </div>
        </div>
      </main>
    </div>
  );
}
