import { cx } from 'styled-system/css';
import { spinner, type SpinnerVariantProps } from 'styled-system/recipes';
import type { Variants } from './utils';

export interface SpinnerProps extends Variants<SpinnerVariantProps> {
  /** Announced to assistive tech; omit when the surrounding control already says it is busy. */
  label?: string;
  className?: string;
}

export function Spinner({ size, label, className }: SpinnerProps) {
  return (
    <span
      className={cx(spinner({ size }), className)}
      role={label ? 'progressbar' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}
