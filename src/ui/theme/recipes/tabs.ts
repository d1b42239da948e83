import { defineSlotRecipe } from '@pandacss/dev';
import { focusRing } from './shared';

export const tabs = defineSlotRecipe({
  className: 'tabs',
  slots: ['root', 'list', 'tab', 'panel'],
  base: {
    root: { display: 'flex', flexDirection: 'column', width: 'full' },
    list: {
      display: 'flex',
      gap: '4',
      borderBottomWidth: '1px',
      borderColor: 'border.default',
    },
    tab: {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1.5',
      height: '9',
      textStyle: 'sm',
      fontWeight: 'medium',
      color: 'fg.muted',
      textDecoration: 'none',
      whiteSpace: 'nowrap',
      cursor: 'pointer',
      outline: 'none',
      transitionProperty: 'color',
      transitionDuration: 'fast',
      '& svg': { boxSize: '4' },
      '&[data-hovered]': { color: 'fg.default' },
      '&[data-selected]': { color: 'fg.default' },
      // Sits on top of the list's bottom border.
      '&[data-selected]::after': {
        content: '""',
        position: 'absolute',
        insetInline: '0',
        bottom: '-1px',
        height: '2px',
        bg: 'accent.default',
        borderRadius: 'full',
      },
      '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px', borderRadius: 'sm' },
      '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    },
    panel: {
      pt: '4',
      outline: 'none',
      '&[data-focus-visible]': { ...focusRing, borderRadius: 'md' },
    },
  },
});
