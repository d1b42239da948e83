import { css } from 'styled-system/css';
import { Button } from '../primitives';

export function FullPageMessage(props: {
  title: string; description?: string; busy?: boolean; actionLabel?: string; onAction?: () => void;
}) {
  return (
    <main className={css({ minH: '100dvh', display: 'grid', placeItems: 'center', p: '6' })} aria-busy={props.busy}>
      <div className={css({ textAlign: 'center', display: 'grid', gap: '3', maxW: '28rem' })}>
        <h1 className={css({ textStyle: 'lg', fontWeight: 'semibold' })} role={props.busy ? 'status' : undefined}>
          {props.title}
        </h1>
        {props.description && <p className={css({ color: 'fg.muted' })}>{props.description}</p>}
        {props.actionLabel && props.onAction && (
          <div><Button variant="primary" onPress={props.onAction}>{props.actionLabel}</Button></div>
        )}
      </div>
    </main>
  );
}
