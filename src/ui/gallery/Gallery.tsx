import { css } from 'styled-system/css';
import { ToastRegion } from '../primitives';
import { Showcase } from './Showcase';
import { TokenSamples } from './TokenSamples';

/**
 * Every primitive in both themes, side by side, for visual review.
 * Overlays (modals, menus, popovers, tooltips, toasts) portal to <body>,
 * so they open in the document's theme rather than their pane's.
 */
export function Gallery() {
  return (
    <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', xl: '1fr 1fr' }, minHeight: '100dvh' })}>
      <ThemePane theme="light" />
      <ThemePane theme="dark" />
      <ToastRegion />
    </div>
  );
}

function ThemePane({ theme }: { theme: 'light' | 'dark' }) {
  return (
    <div
      data-theme={theme}
      data-gallery-pane={theme}
      className={css({ bg: 'bg.canvas', px: '8', py: '8', display: 'flex', flexDirection: 'column', gap: '8', minWidth: 0 })}
    >
      <header className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <h1 className={css({ textStyle: '2xl', fontWeight: 'semibold' })}>Timbre UI · {theme}</h1>
        <p className={css({ color: 'fg.muted' })}>Primitives from src/ui/primitives, styled by the recipes in src/ui/theme.</p>
      </header>
      <Showcase />
      <TokenSamples />
    </div>
  );
}
