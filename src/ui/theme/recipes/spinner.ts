import { defineRecipe } from '@pandacss/dev';

export const spinner = defineRecipe({
  className: 'spinner',
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: 'full',
    borderWidth: '2px',
    borderColor: 'currentColor/20',
    borderTopColor: 'currentColor',
    animation: 'spin 0.7s linear infinite',
    _motionReduce: { animationDuration: '2s' },
  },
  variants: {
    size: {
      sm: { boxSize: '3' },
      md: { boxSize: '4' },
      lg: { boxSize: '6' },
    },
  },
  defaultVariants: { size: 'md' },
});
