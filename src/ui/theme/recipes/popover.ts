import { defineRecipe, defineSlotRecipe } from '@pandacss/dev';
import { floating } from './shared';

export const popover = defineSlotRecipe({
  className: 'popover',
  slots: ['root', 'dialog'],
  base: {
    root: { ...floating, maxWidth: 'min(360px, calc(100vw - 1rem))' },
    dialog: { p: '3', outline: 'none', textStyle: 'sm' },
  },
});

export const tooltip = defineRecipe({
  className: 'tooltip',
  base: {
    bg: 'bg.inverted',
    color: 'fg.inverted',
    textStyle: 'xs',
    fontWeight: 'medium',
    px: '2',
    py: '1',
    borderRadius: 'md',
    boxShadow: 'md',
    maxWidth: '240px',
    zIndex: 'tooltip',
    pointerEvents: 'none',
    '&[data-entering]': { animation: 'fadeIn {durations.fast} {easings.out}' },
    '&[data-exiting]': { animation: 'fadeOut {durations.faster} {easings.in}' },
  },
});
