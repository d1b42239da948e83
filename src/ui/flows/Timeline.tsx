import { useEffect, useRef } from 'react';
import { css, cx } from 'styled-system/css';

export interface TimelineRow {
  key: string;
  /** Clock time, e.g. 14:03:07.412. */
  time: string;
  /** The event as it reads on the diagram, e.g. `auth.signUp` or `done: loadUser`. */
  event: string;
  /** The state the flow was in after the event. */
  state: string;
}

const styles = {
  scroller: css({
    position: 'relative', maxH: '20rem', overflowY: 'auto', borderWidth: '1px', borderColor: 'border.subtle',
    borderRadius: 'md', bg: 'bg.surface', overscrollBehavior: 'contain',
  }),
  columns: css({
    display: 'grid', gridTemplateColumns: '6.5rem minmax(8rem, 1fr) minmax(8rem, 1.4fr)', gap: '3', px: '3', py: '1.5',
    borderBottomWidth: '1px', borderColor: 'border.subtle',
  }),
  list: css({ display: 'grid', listStyle: 'none', m: '0', p: '0' }),
  row: css({
    alignItems: 'baseline', textStyle: 'sm', position: 'relative',
    _last: { borderBottomWidth: '0' },
    '&[data-current=true]': { bg: 'accent.subtle' },
    '&[data-current=true]::before': {
      content: '""', position: 'absolute', insetY: '0', left: '0', w: '3px', bg: 'accent.default',
    },
    '&[data-selectable=true]': { cursor: 'pointer', _hover: { bg: 'bg.subtle' } },
    '&[data-selectable=true][data-current=true]': { _hover: { bg: 'accent.subtle' } },
  }),
  time: css({ color: 'fg.subtle', fontVariantNumeric: 'tabular-nums', fontFamily: 'mono', textStyle: 'xs' }),
  event: css({
    fontFamily: 'mono', textStyle: 'xs', color: 'fg.default', fontWeight: 'medium', wordBreak: 'break-word',
  }),
  state: css({ color: 'fg.muted', wordBreak: 'break-word', '[data-current=true] &': { color: 'accent.fg' } }),
  header: css({
    textStyle: 'xs', color: 'fg.subtle', fontWeight: 'medium', bg: 'bg.subtle', position: 'sticky', top: '0',
    zIndex: '1',
  }),
};

/**
 * Events in the order they happened, the current one marked and kept in view. With `onSelect`, a row can be
 * clicked to jump to it (trace replay).
 */
export function Timeline(props: {
  label: string;
  rows: TimelineRow[];
  currentKey: string | null;
  onSelect?: (index: number) => void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = scroller.current;
    const row = container?.querySelector<HTMLElement>('[data-current=true]');
    if (!container || !row) return;
    // Only the list scrolls: scrollIntoView would move the whole page as well.
    const top = row.offsetTop - container.clientHeight / 2 + row.clientHeight / 2;
    container.scrollTo({ top, behavior: 'smooth' });
  }, [props.currentKey, props.rows.length]);

  return (
    <div ref={scroller} className={styles.scroller} role="region" aria-label={props.label} tabIndex={0}>
      <div className={cx(styles.columns, styles.header)} aria-hidden>
        <span>Time</span><span>Event</span><span>Then in</span>
      </div>
      <ol className={styles.list}>
        {props.rows.map((row, index) => (
          <li
            key={row.key}
            className={cx(styles.columns, styles.row)}
            data-current={row.key === props.currentKey}
            data-selectable={Boolean(props.onSelect)}
            aria-current={row.key === props.currentKey ? 'step' : undefined}
            onClick={props.onSelect ? () => props.onSelect?.(index) : undefined}
          >
            <span className={styles.time}>{row.time}</span>
            <span className={styles.event}>{row.event}</span>
            <span className={styles.state}>{row.state}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
