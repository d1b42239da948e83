import { defineSlotRecipe } from '@pandacss/dev';

export const banner = defineSlotRecipe({
  className: 'banner',
  description: 'Persistent, page-level message',
  slots: ['root', 'icon', 'content', 'title', 'description', 'actions'],
  base: {
    root: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: '3',
      py: '2.5',
      pl: '3.5',
      pr: '2.5',
      borderWidth: '1px',
      borderRadius: 'lg',
      textStyle: 'sm',
    },
    icon: { boxSize: '4', mt: '0.5', flexShrink: 0 },
    content: { display: 'flex', flexDirection: 'column', gap: '0.5', flex: '1', minWidth: 0, py: '0.5' },
    title: { fontWeight: 'semibold', color: 'fg.default' },
    description: { color: 'fg.muted' },
    actions: { display: 'flex', alignItems: 'center', gap: '1', flexShrink: 0 },
  },
  variants: {
    tone: {
      info: { root: { bg: 'accent.subtle', borderColor: 'accent.default/20' }, icon: { color: 'accent.fg' } },
      warning: { root: { bg: 'warning.subtle', borderColor: 'warning.default/25' }, icon: { color: 'warning.fg' } },
      success: { root: { bg: 'success.subtle', borderColor: 'success.default/20' }, icon: { color: 'success.fg' } },
      danger: { root: { bg: 'danger.subtle', borderColor: 'danger.default/20' }, icon: { color: 'danger.fg' } },
    },
  },
  defaultVariants: { tone: 'info' },
});
