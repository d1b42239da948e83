import { defineSlotRecipe } from '@pandacss/dev';

export const emptyState = defineSlotRecipe({
  className: 'empty-state',
  slots: ['root', 'icon', 'title', 'description', 'action'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      textAlign: 'center',
      gap: '2',
      px: '6',
      py: '10',
      borderWidth: '1px',
      borderStyle: 'dashed',
      borderColor: 'border.default',
      borderRadius: 'lg',
    },
    icon: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      boxSize: '10',
      mb: '1',
      bg: 'bg.subtle',
      color: 'fg.muted',
      borderRadius: 'full',
      '& svg': { boxSize: '5' },
    },
    title: { textStyle: 'md', fontWeight: 'semibold', color: 'fg.default' },
    description: { textStyle: 'sm', color: 'fg.muted', maxWidth: '360px' },
    action: { mt: '2' },
  },
});
