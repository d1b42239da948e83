import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

export function GallerySection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <h2 className={css({ textStyle: 'xs', fontWeight: 'semibold', color: 'fg.subtle', textTransform: 'uppercase', letterSpacing: 'wider' })}>
        {title}
      </h2>
      {children}
    </section>
  );
}
