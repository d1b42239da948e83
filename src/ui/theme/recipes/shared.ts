import type { SystemStyleObject } from '@pandacss/dev';

// RAC reports keyboard focus through data attributes rather than :focus-visible
// on the element that owns the visual, so recipes draw the ring themselves.
export const focusRing: SystemStyleObject = {
  outline: '2px solid',
  outlineColor: 'focusRing',
  outlineOffset: '2px',
};

export const disabled: SystemStyleObject = {
  opacity: 0.5,
  cursor: 'not-allowed',
};

/** Bordered, typeable surface shared by inputs, textareas and the select trigger. */
export const control: SystemStyleObject = {
  width: 'full',
  minWidth: 0,
  appearance: 'none',
  bg: 'bg.surface',
  color: 'fg.default',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'md',
  px: '2.5',
  textStyle: 'sm',
  outline: 'none',
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: 'fast',
  _placeholder: { color: 'fg.subtle' },
  '&[data-hovered]': { borderColor: 'border.strong' },
  '&[data-focused], &[data-focus-visible]': {
    borderColor: 'focusRing',
    boxShadow: '0 0 0 1px {colors.focusRing}',
  },
  '&[data-invalid]': { borderColor: 'danger.default' },
  '&[data-invalid][data-focused]': { boxShadow: '0 0 0 1px {colors.danger.default}' },
  '&[data-disabled]': { ...disabled, bg: 'bg.subtle' },
};

export const controlHeights = {
  sm: { height: 'control.sm', textStyle: 'xs' },
  md: { height: 'control.md', textStyle: 'sm' },
  lg: { height: 'control.lg', textStyle: 'md', px: '3' },
} satisfies Record<string, SystemStyleObject>;

/** Raised surface for anything that floats above the page (popover, menu, listbox). */
export const floating: SystemStyleObject = {
  bg: 'bg.surface',
  color: 'fg.default',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  boxShadow: 'md',
  outline: 'none',
  overflow: 'auto',
  zIndex: 'popover',
  transformOrigin: 'var(--trigger-anchor-point)',
  '&[data-entering]': { animation: 'zoomIn {durations.fast} {easings.out}' },
  '&[data-exiting]': { animation: 'fadeOut {durations.faster} {easings.in}' },
};

/** The label row and stack shared by the checkbox and the switch: the whole row is the click target. */
export const toggleSlots: Record<'root' | 'control', SystemStyleObject> = {
  root: { display: 'flex', flexDirection: 'column', gap: '1' },
  control: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    width: 'fit-content',
    textStyle: 'sm',
    color: 'fg.default',
    cursor: 'pointer',
    '&[data-disabled]': disabled,
  },
};

/** A row of a menu or a select's list: same height and padding, so both popovers read as one family. */
export const listItem: SystemStyleObject = {
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  minHeight: '8',
  px: '2',
  borderRadius: 'md',
  textStyle: 'sm',
  color: 'fg.default',
};
