import { defineRecipe } from '@pandacss/dev';

export const badge = defineRecipe({
  className: 'badge',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    width: 'fit-content',
    fontWeight: 'medium',
    whiteSpace: 'nowrap',
    borderRadius: 'full',
    borderWidth: '1px',
    borderColor: 'transparent',
    fontVariantNumeric: 'tabular-nums',
    '& svg': { boxSize: '3' },
  },
  variants: {
    tone: {
      neutral: { bg: 'bg.subtle', color: 'fg.muted', borderColor: 'border.subtle' },
      accent: { bg: 'accent.subtle', color: 'accent.fg' },
      success: { bg: 'success.subtle', color: 'success.fg' },
      warning: { bg: 'warning.subtle', color: 'warning.fg' },
      danger: { bg: 'danger.subtle', color: 'danger.fg' },
    },
    size: {
      sm: { height: '5', px: '1.5', textStyle: 'xs' },
      md: { height: '6', px: '2', textStyle: 'xs' },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'md' },
});
