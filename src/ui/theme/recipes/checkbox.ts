import { defineSlotRecipe } from '@pandacss/dev';
import { focusRing, toggleSlots } from './shared';

export const checkbox = defineSlotRecipe({
  className: 'checkbox',
  slots: ['root', 'control', 'box', 'description', 'error'],
  base: {
    ...toggleSlots,
    box: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      boxSize: '4',
      bg: 'bg.surface',
      color: 'fg.onAccent',
      borderWidth: '1px',
      borderColor: 'border.strong',
      borderRadius: 'sm',
      transitionProperty: 'background-color, border-color',
      transitionDuration: 'fast',
      '& svg': { boxSize: '3' },
      '[data-hovered] > &': { borderColor: 'fg.subtle' },
      '[data-selected] > &, [data-indeterminate] > &': { bg: 'accent.default', borderColor: 'accent.default' },
      '[data-invalid] > &': { borderColor: 'danger.default' },
      '[data-focus-visible] > &': focusRing,
    },
    // Help and error text are indented to line up with the label, not the box.
    description: { textStyle: 'xs', color: 'fg.muted', pl: '6' },
    error: { textStyle: 'xs', color: 'danger.fg', pl: '6' },
  },
});
