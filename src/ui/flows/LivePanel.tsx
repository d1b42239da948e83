import { Button as RACButton } from 'react-aria-components';
import { css } from 'styled-system/css';
import type { FlowViewerEvent } from '../../machines/flowViewer.machine';
import { Badge, Button, Card, EmptyState } from '../primitives';
import { Timeline, type TimelineRow } from './Timeline';

export interface SessionItem {
  sessionId: string;
  machineName: string;
  origin: 'this-tab' | 'other-tab';
  startedAt: string;
  state: string;
  selected: boolean;
}

const styles = {
  layout: css({
    display: 'grid', gap: '4', alignItems: 'start', gridTemplateColumns: { base: '1fr', lg: 'minmax(15rem, 2fr) 3fr' },
  }),
  list: css({ display: 'grid', gap: '2', listStyle: 'none', m: '0', p: '0', maxH: '24rem', overflowY: 'auto' }),
  item: css({
    display: 'grid', gap: '0.5', w: '100%', textAlign: 'left', px: '3', py: '2', borderRadius: 'md',
    borderWidth: '1px', borderColor: 'border.default', bg: 'bg.surface', cursor: 'pointer', outline: 'none',
    transition: 'border-color 120ms, background-color 120ms',
    '&[data-hovered]': { borderColor: 'border.strong' },
    '&[data-focus-visible]': { boxShadow: '0 0 0 2px token(colors.focusRing)' },
    '&[aria-pressed=true]': { borderColor: 'accent.default', bg: 'accent.subtle' },
  }),
  itemTop: css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' }),
  name: css({ fontWeight: 'semibold', textStyle: 'sm' }),
  meta: css({ color: 'fg.subtle', textStyle: 'xs' }),
  state: css({ textStyle: 'sm', color: 'fg.muted', '[aria-pressed=true] &': { color: 'accent.fg' } }),
  heading: css({
    display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '2', minH: '7', mb: '2',
    textStyle: 'sm', fontWeight: 'semibold',
  }),
};

/** The flows running in this browser (any tab), and the selected one's events as they arrive. */
export function LivePanel(props: {
  sessions: SessionItem[];
  timeline: TimelineRow[];
  exporting: boolean;
  send: (event: FlowViewerEvent) => void;
}) {
  if (props.sessions.length === 0) {
    return (
      <Card title="Live">
        <EmptyState icon="wave" title="Nothing is running"
          description={'Flows appear here as soon as they start, in this tab or any other tab of Timbre in this '
            + 'browser.'} />
      </Card>
    );
  }
  const selected = props.sessions.find((session) => session.selected);
  return (
    <Card title="Live" description="Flows running in this browser right now. Pick one to follow it on the diagram.">
      <div className={styles.layout}>
        <section aria-label="Running flows">
          <h4 className={styles.heading}>Running flows</h4>
          <ul className={styles.list}>
            {props.sessions.map((session) => (
              <li key={session.sessionId}>
                <RACButton
                  className={styles.item}
                  aria-pressed={session.selected}
                  data-session-id={session.sessionId}
                  onPress={() => props.send({ type: 'session.select', sessionId: session.sessionId })}
                >
                  <span className={styles.itemTop}>
                    <span className={styles.name}>{session.machineName}</span>
                    <Badge size="sm" tone={session.origin === 'this-tab' ? 'accent' : 'neutral'}>
                      {session.origin === 'this-tab' ? 'This tab' : 'Other tab'}
                    </Badge>
                  </span>
                  <span className={styles.state}>{session.state}</span>
                  <span className={styles.meta}>Started {session.startedAt}</span>
                </RACButton>
              </li>
            ))}
          </ul>
        </section>
        <section aria-label="Events">
          <h4 className={styles.heading}>
            <span>{selected ? `Events of ${selected.machineName}` : 'Events'}</span>
            {selected?.origin === 'this-tab' && (
              <Button size="sm" isPending={props.exporting} isDisabled={props.exporting}
                onPress={() => props.send({ type: 'trace.export', sessionId: selected.sessionId })}>
                Export trace
              </Button>
            )}
            {selected?.origin === 'other-tab' && (
              <span className={styles.meta}>Export it from the tab it runs in</span>
            )}
          </h4>
          {!selected ? (
            <EmptyState icon="info" title="This flow is not running"
              description="Pick a running flow on the left to follow its events." />
          ) : props.timeline.length === 0 ? (
            <EmptyState icon="info" title="No events yet"
              description="Events show up here the moment the flow receives them." />
          ) : (
            <Timeline label={`Events of ${selected.machineName}`} rows={props.timeline}
              currentKey={props.timeline.at(-1)?.key ?? null} />
          )}
        </section>
      </div>
    </Card>
  );
}
