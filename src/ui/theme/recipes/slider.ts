import { defineSlotRecipe } from '@pandacss/dev';
import { focusRing } from './shared';

export const slider = defineSlotRecipe({
  className: 'slider',
  slots: ['root', 'header', 'label', 'output', 'track', 'rail', 'fill', 'thumb'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      gap: '1.5',
      width: 'full',
      '&[data-disabled]': { opacity: 0.5 },
    },
    header: { display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: '3' },
    label: { textStyle: 'sm', fontWeight: 'medium', color: 'fg.default' },
    output: { textStyle: 'sm', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' },
    // As tall as the thumb for a comfortable hit area, and inset by half a thumb so the
    // thumb stays inside the field at both ends.
    track: { position: 'relative', height: '4', mx: '2', cursor: 'pointer' },
    rail: {
      position: 'absolute',
      insetInline: '0',
      top: '50%',
      height: '1',
      transform: 'translateY(-50%)',
      bg: 'bg.muted',
      borderRadius: 'full',
    },
    fill: { bg: 'accent.default', borderRadius: 'full' },
    thumb: {
      // RAC centres the thumb on its position with translate(-50%, -50%).
      top: '50%',
      boxSize: '4',
      bg: 'white',
      borderWidth: '1px',
      borderColor: 'border.strong',
      borderRadius: 'full',
      boxShadow: 'sm',
      transitionProperty: 'box-shadow',
      transitionDuration: 'fast',
      '&[data-hovered]': { boxShadow: 'md' },
      '&[data-dragging]': { boxShadow: '0 0 0 4px {colors.accent.subtle}' },
      '&[data-focus-visible]': focusRing,
    },
  },
});
