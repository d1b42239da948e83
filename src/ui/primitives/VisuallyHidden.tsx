import type { HTMLAttributes } from 'react';
import { css, cx } from 'styled-system/css';

/** Text for screen readers only. */
export function VisuallyHidden({ className, ...props }: HTMLAttributes<HTMLSpanElement>) {
  return <span {...props} className={cx(css({ srOnly: true }), className)} />;
}
