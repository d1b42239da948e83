import { defineRecipe } from '@pandacss/dev';
import { control, controlHeights } from './shared';

export const input = defineRecipe({
  className: 'input',
  base: control,
  variants: { size: controlHeights },
  defaultVariants: { size: 'md' },
});

export const textarea = defineRecipe({
  className: 'textarea',
  base: {
    ...control,
    py: '2',
    minHeight: '20',
    resize: 'vertical',
  },
});
