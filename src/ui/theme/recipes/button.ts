import { defineRecipe } from '@pandacss/dev';
import { disabled, focusRing } from './shared';

export const button = defineRecipe({
  className: 'button',
  description: 'Actions and action-looking links',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '1.5',
    flexShrink: 0,
    fontWeight: 'medium',
    whiteSpace: 'nowrap',
    userSelect: 'none',
    textDecoration: 'none',
    cursor: 'pointer',
    borderWidth: '1px',
    borderColor: 'transparent',
    borderRadius: 'md',
    outline: 'none',
    transitionProperty: 'background-color, border-color, color, box-shadow',
    transitionDuration: 'fast',
    '& svg': { flexShrink: 0 },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': disabled,
    '&[data-pending]': { cursor: 'progress' },
  },
  variants: {
    variant: {
      primary: {
        bg: 'accent.default',
        color: 'fg.onAccent',
        boxShadow: 'sm',
        '&[data-hovered], &[data-pressed]': { bg: 'accent.emphasized' },
      },
      secondary: {
        bg: 'bg.surface',
        color: 'fg.default',
        borderColor: 'border.default',
        boxShadow: 'sm',
        '&[data-hovered]': { bg: 'bg.subtle', borderColor: 'border.strong' },
        '&[data-pressed]': { bg: 'bg.muted' },
      },
      ghost: {
        bg: 'transparent',
        color: 'fg.muted',
        '&[data-hovered]': { bg: 'bg.subtle', color: 'fg.default' },
        '&[data-pressed]': { bg: 'bg.muted', color: 'fg.default' },
        '&[data-current]': { bg: 'bg.muted', color: 'fg.default' },
      },
      danger: {
        bg: 'danger.default',
        color: 'fg.onAccent',
        boxShadow: 'sm',
        '&[data-hovered], &[data-pressed]': { bg: 'danger.emphasized' },
      },
      link: {
        bg: 'transparent',
        color: 'accent.fg',
        textUnderlineOffset: '3px',
        '&[data-hovered]': { textDecoration: 'underline' },
      },
    },
    size: {
      sm: { height: 'control.sm', px: '2.5', textStyle: 'xs', gap: '1', '& svg': { boxSize: '3.5' } },
      md: { height: 'control.md', px: '3', textStyle: 'sm', '& svg': { boxSize: '4' } },
      lg: { height: 'control.lg', px: '4', textStyle: 'md', '& svg': { boxSize: '4.5' } },
    },
    // Icon-only buttons are square; the height comes from `size`.
    iconOnly: {
      true: { px: '0', aspectRatio: '1' },
    },
  },
  compoundVariants: [
    // Links sit inline with text, so they drop the control box whatever the size.
    { variant: 'link', size: ['sm', 'md', 'lg'], css: { height: 'auto', px: '0' } },
  ],
  defaultVariants: { variant: 'secondary', size: 'md' },
});
