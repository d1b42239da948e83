import { defineSlotRecipe } from '@pandacss/dev';
import { control, controlHeights, floating, focusRing, listItem } from './shared';

export const select = defineSlotRecipe({
  className: 'select',
  slots: ['trigger', 'value', 'icon', 'popover', 'listbox', 'item', 'check'],
  base: {
    trigger: {
      ...control,
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      textAlign: 'start',
      cursor: 'pointer',
      '&[data-pressed]': { borderColor: 'border.strong', bg: 'bg.subtle' },
      '[data-invalid] > &': { borderColor: 'danger.default' },
      '[data-disabled] > &': { opacity: 0.5, cursor: 'not-allowed', bg: 'bg.subtle' },
    },
    value: {
      flex: '1',
      truncate: true,
      '&[data-placeholder]': { color: 'fg.subtle' },
    },
    icon: { boxSize: '4', color: 'fg.subtle', flexShrink: 0 },
    // RAC exposes the trigger's width so the list can line up with it.
    popover: { ...floating, minWidth: 'var(--trigger-width)' },
    listbox: { p: '1', outline: 'none', maxHeight: 'inherit', overflow: 'auto' },
    item: {
      ...listItem,
      cursor: 'pointer',
      outline: 'none',
      '&[data-focused]': { bg: 'bg.subtle' },
      '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
      '&[data-selected]': { fontWeight: 'medium' },
      '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    },
    check: { boxSize: '4', ml: 'auto', color: 'accent.fg', flexShrink: 0 },
  },
  variants: {
    size: {
      sm: { trigger: controlHeights.sm },
      md: { trigger: controlHeights.md },
      lg: { trigger: controlHeights.lg },
    },
  },
  defaultVariants: { size: 'md' },
});
