import { defineSlotRecipe } from '@pandacss/dev';
import { focusRing } from './shared';

export const toast = defineSlotRecipe({
  className: 'toast',
  slots: ['region', 'toast', 'icon', 'content', 'title', 'description'],
  base: {
    region: {
      position: 'fixed',
      bottom: '4',
      right: '4',
      zIndex: 'toast',
      display: 'flex',
      flexDirection: 'column-reverse',
      gap: '2',
      width: 'min(380px, calc(100vw - 2rem))',
      outline: 'none',
      '&[data-focus-visible]': focusRing,
    },
    toast: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: '3',
      py: '3',
      pl: '3.5',
      pr: '2',
      bg: 'bg.surface',
      color: 'fg.default',
      borderWidth: '1px',
      borderColor: 'border.default',
      borderRadius: 'lg',
      boxShadow: 'lg',
      outline: 'none',
      animation: 'riseIn {durations.normal} {easings.out}',
      '&[data-focus-visible]': focusRing,
    },
    icon: { boxSize: '4', mt: '0.5', flexShrink: 0 },
    content: { display: 'flex', flexDirection: 'column', gap: '0.5', flex: '1', minWidth: 0, py: '0.5' },
    title: { textStyle: 'sm', fontWeight: 'semibold' },
    description: { textStyle: 'sm', color: 'fg.muted' },
  },
  variants: {
    tone: {
      info: { icon: { color: 'accent.default' } },
      success: { icon: { color: 'success.default' } },
      warning: { icon: { color: 'warning.default' } },
      danger: { icon: { color: 'danger.default' } },
    },
  },
  defaultVariants: { tone: 'info' },
});
