import type { ReactNode } from 'react';
import {
  Dialog as RACDialog,
  Popover as RACPopover,
  type DialogRenderProps,
  type PopoverProps as RACPopoverProps,
} from 'react-aria-components';
import { cx } from 'styled-system/css';
import { popover } from 'styled-system/recipes';

/** Pair a trigger Button with a Popover inside it: `<PopoverTrigger><Button/><Popover/></PopoverTrigger>`. */
export { DialogTrigger as PopoverTrigger } from 'react-aria-components';

export interface PopoverProps extends Omit<RACPopoverProps, 'children' | 'className'> {
  children: ReactNode | ((opts: DialogRenderProps) => ReactNode);
  /** Names the popover's dialog when it has no visible heading. */
  'aria-label'?: string;
  className?: string;
}

export function Popover({ children, className, 'aria-label': ariaLabel, offset = 6, ...props }: PopoverProps) {
  const classes = popover();
  return (
    <RACPopover {...props} offset={offset} className={cx(classes.root, className)}>
      <RACDialog aria-label={ariaLabel} className={classes.dialog}>
        {children}
      </RACDialog>
    </RACPopover>
  );
}
