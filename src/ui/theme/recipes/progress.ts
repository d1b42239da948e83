import { defineSlotRecipe } from '@pandacss/dev';

export const progress = defineSlotRecipe({
  className: 'progress',
  slots: ['root', 'header', 'label', 'value', 'track', 'bar'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', width: 'full' },
    header: { display: 'flex', justifyContent: 'space-between', gap: '3', textStyle: 'sm' },
    label: { fontWeight: 'medium', color: 'fg.default' },
    value: { color: 'fg.muted', fontVariantNumeric: 'tabular-nums' },
    track: { position: 'relative', overflow: 'hidden', bg: 'bg.muted', borderRadius: 'full' },
    bar: {
      height: 'full',
      bg: 'accent.default',
      borderRadius: 'full',
      transitionProperty: 'width',
      transitionDuration: 'slow',
    },
  },
  variants: {
    size: {
      sm: { track: { height: '1' } },
      md: { track: { height: '1.5' } },
    },
    indeterminate: {
      true: {
        bar: {
          width: '40%',
          animation: 'indeterminate 1.4s {easings.in-out} infinite',
          _motionReduce: { animationDuration: '3s' },
        },
      },
    },
  },
  defaultVariants: { size: 'md' },
});
