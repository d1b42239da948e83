import { defineSlotRecipe } from '@pandacss/dev';
import { disabled, focusRing } from './shared';

// Named `switchControl` because `switch` cannot be an exported identifier.
export const switchControl = defineSlotRecipe({
  className: 'switch',
  slots: ['root', 'control', 'track', 'thumb', 'description'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1' },
    control: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      width: 'fit-content',
      textStyle: 'sm',
      color: 'fg.default',
      cursor: 'pointer',
      '&[data-disabled]': disabled,
    },
    track: {
      display: 'inline-flex',
      alignItems: 'center',
      flexShrink: 0,
      width: '7',
      height: '4',
      p: '2px',
      bg: 'border.strong',
      borderRadius: 'full',
      transitionProperty: 'background-color',
      transitionDuration: 'fast',
      '[data-selected] > &': { bg: 'accent.default' },
      '[data-focus-visible] > &': focusRing,
    },
    thumb: {
      boxSize: '3',
      bg: 'white',
      borderRadius: 'full',
      boxShadow: 'sm',
      transitionProperty: 'transform',
      transitionDuration: 'fast',
      transitionTimingFunction: 'out',
      '[data-selected] > * > &': { transform: 'translateX(12px)' },
    },
    // Indented to line up with the label text, not the track.
    description: { textStyle: 'xs', color: 'fg.muted', pl: '9' },
  },
});
