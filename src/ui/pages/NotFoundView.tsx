import { css } from 'styled-system/css';
import { EmptyState, LinkButton } from '../primitives';

export function NotFoundView() {
  return (
    <div className={css({ minH: '60vh', display: 'grid', placeItems: 'center' })}>
      <EmptyState icon="info" title="Page not found" description="There is nothing at this address."
        action={<LinkButton href="/app/home" variant="secondary">Go home</LinkButton>} />
    </div>
  );
}
