import type { ReactNode } from 'react';
import { Label, ProgressBar as RACProgressBar, type ProgressBarProps as RACProgressBarProps } from 'react-aria-components';
import { cx } from 'styled-system/css';
import { progress, type ProgressVariantProps } from 'styled-system/recipes';
import type { Variants } from './utils';

export interface ProgressBarProps extends Omit<RACProgressBarProps, 'children' | 'className'> {
  label?: ReactNode;
  /** Show the formatted value next to the label (default when determinate and labelled). */
  showValue?: boolean;
  size?: Variants<ProgressVariantProps>['size'];
  className?: string;
}

export function ProgressBar({ label, showValue, size, isIndeterminate, className, ...props }: ProgressBarProps) {
  const classes = progress({ size, indeterminate: isIndeterminate });
  return (
    <RACProgressBar {...props} isIndeterminate={isIndeterminate} className={cx(classes.root, className)}>
      {({ percentage, valueText }) => (
        <>
          {label || showValue ? (
            <div className={classes.header}>
              {label ? <Label className={classes.label}>{label}</Label> : <span />}
              {(showValue ?? !isIndeterminate) ? <span className={classes.value}>{valueText}</span> : null}
            </div>
          ) : null}
          <div className={classes.track}>
            {/* The only run-time length in the design system; it cannot be a static class. */}
            <div className={classes.bar} style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </RACProgressBar>
  );
}
