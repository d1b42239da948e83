import type { ReactElement, ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { emptyState } from 'styled-system/recipes';
import { Icon, type IconName } from './Icon';

export interface EmptyStateProps {
  /** An icon name, or an element such as an illustration. */
  icon?: IconName | ReactElement;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ icon, title, description, action, className }: EmptyStateProps) {
  const classes = emptyState();
  return (
    <div className={cx(classes.root, className)}>
      {icon ? <div className={classes.icon}>{typeof icon === 'string' ? <Icon name={icon} /> : icon}</div> : null}
      <h3 className={classes.title}>{title}</h3>
      {description ? <p className={classes.description}>{description}</p> : null}
      {action ? <div className={classes.action}>{action}</div> : null}
    </div>
  );
}
