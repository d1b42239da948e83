import { defineSlotRecipe } from '@pandacss/dev';
import { focusRing, toggleSlots } from './shared';

// Named `switchControl` because `switch` cannot be an exported identifier.
export const switchControl = defineSlotRecipe({
  className: 'switch',
  slots: ['root', 'control', 'track', 'thumb', 'description'],
  base: {
    ...toggleSlots,
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
