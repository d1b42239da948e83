import { defineSlotRecipe } from '@pandacss/dev';

export const dialog = defineSlotRecipe({
  className: 'dialog',
  description: 'Centered modal dialog or a sheet that slides in from the right',
  slots: ['overlay', 'modal', 'dialog', 'header', 'title', 'body', 'footer'],
  base: {
    overlay: {
      position: 'fixed',
      inset: '0',
      zIndex: 'overlay',
      display: 'flex',
      bg: 'bg.backdrop',
      '&[data-entering]': { animation: 'fadeIn {durations.normal} {easings.out}' },
      '&[data-exiting]': { animation: 'fadeOut {durations.fast} {easings.in}' },
    },
    modal: {
      display: 'flex',
      flexDirection: 'column',
      width: 'full',
      bg: 'bg.surface',
      color: 'fg.default',
      boxShadow: 'lg',
      outline: 'none',
      overflow: 'hidden',
    },
    dialog: {
      display: 'flex',
      flexDirection: 'column',
      flex: '1',
      minHeight: 0,
      outline: 'none',
    },
    header: {
      display: 'flex',
      alignItems: 'flex-start',
      justifyContent: 'space-between',
      gap: '3',
      px: '5',
      pt: '4',
      pb: '2',
    },
    title: { textStyle: 'lg', fontWeight: 'semibold', color: 'fg.default', pt: '1' },
    body: { flex: '1', minHeight: 0, overflowY: 'auto', px: '5', py: '2', color: 'fg.default' },
    footer: { display: 'flex', justifyContent: 'flex-end', gap: '2', px: '5', pt: '3', pb: '4' },
  },
  variants: {
    variant: {
      modal: {
        overlay: { alignItems: 'center', justifyContent: 'center', p: '4' },
        modal: {
          maxHeight: 'calc(100dvh - 2rem)',
          borderRadius: 'xl',
          borderWidth: '1px',
          borderColor: 'border.subtle',
          '&[data-entering]': { animation: 'zoomIn {durations.normal} {easings.out}' },
          '&[data-exiting]': { animation: 'zoomOut {durations.fast} {easings.in}' },
        },
      },
      sheet: {
        overlay: { justifyContent: 'flex-end' },
        modal: {
          height: '100dvh',
          borderLeftWidth: '1px',
          borderColor: 'border.default',
          '&[data-entering]': { animation: 'slideInRight {durations.slow} {easings.out}' },
          '&[data-exiting]': { animation: 'slideOutRight {durations.normal} {easings.in}' },
        },
        header: { borderBottomWidth: '1px', borderColor: 'border.subtle', pb: '3' },
        body: { py: '4' },
        footer: { borderTopWidth: '1px', borderColor: 'border.subtle', pt: '4', bg: 'bg.subtle' },
      },
    },
    size: {
      sm: { modal: { maxWidth: '380px' } },
      md: { modal: { maxWidth: '480px' } },
      lg: { modal: { maxWidth: '680px' } },
    },
  },
  defaultVariants: { variant: 'modal', size: 'md' },
});
