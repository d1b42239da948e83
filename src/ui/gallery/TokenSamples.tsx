import { css, cx } from 'styled-system/css';
import { GallerySection } from './GallerySection';

// Each class is written out in full because Panda extracts styles statically.
const swatches: [string, string][] = [
  ['bg.canvas', css({ bg: 'bg.canvas' })],
  ['bg.surface', css({ bg: 'bg.surface' })],
  ['bg.subtle', css({ bg: 'bg.subtle' })],
  ['bg.muted', css({ bg: 'bg.muted' })],
  ['bg.inverted', css({ bg: 'bg.inverted' })],
  ['fg.default', css({ bg: 'fg.default' })],
  ['fg.muted', css({ bg: 'fg.muted' })],
  ['fg.subtle', css({ bg: 'fg.subtle' })],
  ['border.default', css({ bg: 'border.default' })],
  ['border.strong', css({ bg: 'border.strong' })],
  ['accent.default', css({ bg: 'accent.default' })],
  ['accent.emphasized', css({ bg: 'accent.emphasized' })],
  ['accent.subtle', css({ bg: 'accent.subtle' })],
  ['accent.fg', css({ bg: 'accent.fg' })],
  ['danger.default', css({ bg: 'danger.default' })],
  ['danger.subtle', css({ bg: 'danger.subtle' })],
  ['warning.default', css({ bg: 'warning.default' })],
  ['warning.subtle', css({ bg: 'warning.subtle' })],
  ['success.default', css({ bg: 'success.default' })],
  ['success.subtle', css({ bg: 'success.subtle' })],
  ['focusRing', css({ bg: 'focusRing' })],
];

const typeScale: [string, string][] = [
  ['3xl', css({ textStyle: '3xl', fontWeight: 'semibold' })],
  ['2xl', css({ textStyle: '2xl', fontWeight: 'semibold' })],
  ['xl', css({ textStyle: 'xl', fontWeight: 'semibold' })],
  ['lg', css({ textStyle: 'lg', fontWeight: 'medium' })],
  ['md', css({ textStyle: 'md' })],
  ['sm', css({ textStyle: 'sm' })],
  ['xs', css({ textStyle: 'xs' })],
];

export function TokenSamples() {
  return (
    <>
      <GallerySection title="Colour tokens">
        <div className={css({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: '2' })}>
          {swatches.map(([name, className]) => (
            <div key={name} className={css({ display: 'flex', alignItems: 'center', gap: '2', textStyle: 'xs', color: 'fg.muted' })}>
              <span className={cx(className, css({ boxSize: '6', borderRadius: 'md', borderWidth: '1px', borderColor: 'border.subtle', flexShrink: 0 }))} />
              {name}
            </div>
          ))}
        </div>
      </GallerySection>
      <GallerySection title="Type scale">
        {typeScale.map(([name, className]) => (
          <p key={name} className={className}>
            {name} · Give every voice its timbre
          </p>
        ))}
      </GallerySection>
    </>
  );
}
