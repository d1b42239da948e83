import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  description?: ReactNode;
  /** Controls at the header's end, e.g. a menu button. */
  actions?: ReactNode;
  footer?: ReactNode;
}

/** With a title it renders a <section>, so it shows up in the page outline. */
export function Card({ title, description, actions, footer, children, className, ...props }: CardProps) {
  const classes = card();
  const Element = title ? 'section' : 'div';
  const hasHeader = Boolean(title || description || actions);
  return (
    <Element {...props} className={cx(classes.root, className)}>
      {hasHeader ? (
        <header className={classes.header}>
          <div className={classes.heading}>
            {title ? <h3 className={classes.title}>{title}</h3> : null}
            {description ? <p className={classes.description}>{description}</p> : null}
          </div>
          {actions ? <div className={classes.actions}>{actions}</div> : null}
        </header>
      ) : null}
      {children ? <div className={classes.body}>{children}</div> : null}
      {footer ? <footer className={classes.footer}>{footer}</footer> : null}
    </Element>
  );
}
