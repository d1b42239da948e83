import { defineSlotRecipe } from '@pandacss/dev';
import { floating, listItem } from './shared';

export const menu = defineSlotRecipe({
  className: 'menu',
  slots: ['popover', 'root', 'item', 'icon', 'label', 'shortcut', 'check', 'sectionHeader', 'separator'],
  base: {
    popover: { ...floating, minWidth: 'max(180px, var(--trigger-width))' },
    root: { p: '1', outline: 'none', maxHeight: 'inherit', overflow: 'auto' },
    item: {
      ...listItem,
      textDecoration: 'none',
      cursor: 'pointer',
      outline: 'none',
      '&[data-focused]': { bg: 'bg.subtle' },
      '&[data-pressed]': { bg: 'bg.muted' },
      '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
      '&[data-tone=danger]': { color: 'danger.fg' },
      '&[data-tone=danger][data-focused]': { bg: 'danger.subtle' },
    },
    icon: { boxSize: '4', color: 'fg.muted', flexShrink: 0, '[data-tone=danger] > &': { color: 'inherit' } },
    label: { flex: '1', truncate: true },
    shortcut: { textStyle: 'xs', color: 'fg.subtle', ml: '4' },
    check: { boxSize: '4', color: 'accent.fg', flexShrink: 0 },
    sectionHeader: {
      px: '2',
      pt: '2',
      pb: '1',
      textStyle: 'xs',
      fontWeight: 'medium',
      color: 'fg.subtle',
    },
    separator: { height: '1px', bg: 'border.subtle', my: '1', mx: '-1', border: 'none' },
  },
});
