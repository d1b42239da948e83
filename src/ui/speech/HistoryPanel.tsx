import { css } from 'styled-system/css';
import type { SpeechHistoryEvent } from '../../machines/speechHistory.machine';
import type { HistoryEntry } from '../../services/speech';
import { formatCredits } from '../../domain';
import { Banner, Button, EmptyState, Icon, Spinner } from '../primitives';

const when = (unix: number) =>
  new Date(unix * 1000).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

export interface HistoryPanelProps {
  status: 'loading' | 'failed' | 'ready';
  items: HistoryEntry[];
  hasMore: boolean;
  loadingMore: boolean;
  /** An item's audio is loading, or an item is being deleted. */
  busy: boolean;
  pendingId: string | null;
  playingId: string | null;
  error: string | null;
  send: (event: SpeechHistoryEvent) => void;
}

/** The history side panel (workspace-shell §2.2): newest first; play, download and delete per item. */
export function HistoryPanel(props: HistoryPanelProps) {
  if (props.status === 'loading' && props.items.length === 0) {
    return <div className={css({ display: 'grid', placeItems: 'center', py: '8' })}><Spinner label="Loading history" /></div>;
  }
  if (props.status === 'failed') {
    return (
      <EmptyState icon="warning" title="The history could not be loaded" description={props.error ?? undefined}
        action={<Button size="sm" onPress={() => props.send({ type: 'history.retry' })}>Try again</Button>} />
    );
  }
  if (props.items.length === 0) {
    return <EmptyState icon="clock" title="No generations yet" description="What you generate appears here." />;
  }
  return (
    <div className={css({ display: 'grid', gap: '2' })}>
      {props.error && <Banner tone="danger">{props.error}</Banner>}
      <ul aria-label="History" className={css({ listStyle: 'none', display: 'grid' })}>
        {props.items.map((item) => {
          const playing = props.playingId === item.historyItemId;
          const pending = props.pendingId === item.historyItemId;
          return (
            <li key={item.historyItemId} data-testid="history-item"
              className={css({
                display: 'grid', gap: '1', py: '2.5', borderBottomWidth: '1px', borderColor: 'border.subtle',
                _last: { borderBottomWidth: '0' },
              })}>
              <p className={css({ textStyle: 'sm', lineClamp: 2 })}>{item.text}</p>
              <div className={css({ display: 'flex', alignItems: 'center', gap: '1' })}>
                <span className={css({ flex: 1, minW: 0, textStyle: 'xs', color: 'fg.muted', truncate: true })}>
                  {item.voiceName} · {when(item.dateUnix)} · {formatCredits(item.credits)} credits
                </span>
                <Button size="sm" variant="ghost" iconOnly isDisabled={props.busy} isPending={pending}
                  aria-label={playing ? `Pause ${item.voiceName}, ${when(item.dateUnix)}` : `Play ${item.voiceName}, ${when(item.dateUnix)}`}
                  onPress={() => props.send({ type: 'item.play', historyItemId: item.historyItemId })}>
                  <Icon name={playing ? 'pause' : 'play'} />
                </Button>
                <Button size="sm" variant="ghost" iconOnly isDisabled={props.busy} aria-label="Download"
                  onPress={() => props.send({ type: 'item.download', historyItemId: item.historyItemId })}>
                  <Icon name="download" />
                </Button>
                <Button size="sm" variant="ghost" iconOnly isDisabled={props.busy} aria-label="Delete"
                  onPress={() => props.send({ type: 'item.delete', historyItemId: item.historyItemId })}>
                  <Icon name="trash" />
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      {props.hasMore && (
        <Button size="sm" variant="ghost" isPending={props.loadingMore} isDisabled={props.busy}
          onPress={() => props.send({ type: 'history.more' })}>
          Show more
        </Button>
      )}
    </div>
  );
}
