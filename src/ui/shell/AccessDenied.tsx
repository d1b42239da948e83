import { css } from 'styled-system/css';

/** The permission gate's denied state: a centred red message, as workspace-shell §6 describes. */
export function AccessDenied({ message }: { message: string }) {
  return (
    <div className={css({ minH: '60vh', display: 'grid', placeItems: 'center', p: '6' })}>
      <p role="alert" className={css({ color: 'danger.fg', textAlign: 'center', maxW: '32rem', fontWeight: 'medium' })}>
        {message}
      </p>
    </div>
  );
}
