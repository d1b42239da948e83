import type { HTMLAttributes } from 'react';
import { cx } from 'styled-system/css';
import { badge, type BadgeVariantProps } from 'styled-system/recipes';
import type { Variants } from './utils';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement>, Variants<BadgeVariantProps> {}

export function Badge({ tone, size, className, ...props }: BadgeProps) {
  return <span {...props} className={cx(badge({ tone, size }), className)} />;
}
