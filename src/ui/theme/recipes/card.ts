import { defineSlotRecipe } from '@pandacss/dev';

export const card = defineSlotRecipe({
  className: 'card',
  slots: ['root', 'header', 'heading', 'title', 'description', 'actions', 'body', 'footer'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      bg: 'bg.surface',
      color: 'fg.default',
      borderWidth: '1px',
      borderColor: 'border.default',
      borderRadius: 'lg',
      boxShadow: 'sm',
      overflow: 'hidden',
    },
    header: { display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '4', px: '5', pt: '4' },
    heading: { display: 'flex', flexDirection: 'column', gap: '0.5', minWidth: 0 },
    title: { textStyle: 'md', fontWeight: 'semibold' },
    description: { textStyle: 'sm', color: 'fg.muted' },
    actions: { display: 'flex', alignItems: 'center', gap: '2', flexShrink: 0 },
    body: { px: '5', py: '4', flex: '1' },
    footer: {
      display: 'flex',
      justifyContent: 'flex-end',
      gap: '2',
      px: '5',
      py: '3',
      bg: 'bg.subtle',
      borderTopWidth: '1px',
      borderColor: 'border.subtle',
    },
  },
});
