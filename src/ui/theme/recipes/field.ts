import { defineSlotRecipe } from '@pandacss/dev';

export const field = defineSlotRecipe({
  className: 'field',
  description: 'Label, help text and error text around any form control',
  slots: ['root', 'label', 'description', 'error'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', width: 'full', minWidth: 0 },
    label: {
      textStyle: 'sm',
      fontWeight: 'medium',
      color: 'fg.default',
      userSelect: 'none',
      '[data-required] > &::after': { content: '" *"', color: 'fg.subtle' },
      '[data-disabled] > &': { opacity: 0.5 },
    },
    description: { textStyle: 'xs', color: 'fg.muted' },
    error: { textStyle: 'xs', color: 'danger.fg' },
  },
});
