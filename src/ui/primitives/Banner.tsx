import type { ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { banner, type BannerVariantProps } from 'styled-system/recipes';
import { Button } from './Button';
import { Icon } from './Icon';
import type { Variants } from './utils';

export type BannerTone = NonNullable<Variants<BannerVariantProps>['tone']>;

export interface BannerProps {
  tone?: BannerTone;
  title?: ReactNode;
  children?: ReactNode;
  /** E.g. a small Button or LinkButton. */
  action?: ReactNode;
  /** Shows a dismiss button when given. */
  onDismiss?: () => void;
  className?: string;
}

export function Banner({ tone = 'info', title, children, action, onDismiss, className }: BannerProps) {
  const classes = banner({ tone });
  return (
    // Danger banners usually appear after a failed action, so they interrupt; the others wait.
    <div role={tone === 'danger' ? 'alert' : 'status'} className={cx(classes.root, className)}>
      <Icon name={tone} className={classes.icon} />
      <div className={classes.content}>
        {title ? <p className={classes.title}>{title}</p> : null}
        {children ? <div className={classes.description}>{children}</div> : null}
      </div>
      {action || onDismiss ? (
        <div className={classes.actions}>
          {action}
          {onDismiss ? (
            <Button variant="ghost" size="sm" iconOnly aria-label="Dismiss" onPress={onDismiss}>
              <Icon name="close" />
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
