import type { ReactNode } from 'react';
import {
  Collection,
  Header,
  Keyboard,
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  MenuSection as RACMenuSection,
  Popover as RACPopover,
  Separator,
  type MenuItemProps as RACMenuItemProps,
  type MenuProps as RACMenuProps,
  type MenuSectionProps as RACMenuSectionProps,
  type PopoverProps,
} from 'react-aria-components';
import { cx } from 'styled-system/css';
import { menu } from 'styled-system/recipes';
import { Icon, type IconName } from './Icon';
import { withClass } from './utils';

/** `<MenuTrigger><Button/><Menu>…</Menu></MenuTrigger>` */
export { MenuTrigger } from 'react-aria-components';

export interface MenuProps<T> extends Omit<RACMenuProps<T>, 'className'> {
  placement?: PopoverProps['placement'];
  className?: string;
}

/** A menu already wrapped in its popover, ready to sit inside MenuTrigger. */
export function Menu<T extends object>({ placement = 'bottom start', className, ...props }: MenuProps<T>) {
  const classes = menu();
  return (
    <RACPopover placement={placement} offset={4} className={classes.popover}>
      <RACMenu {...props} className={cx(classes.root, className)} />
    </RACPopover>
  );
}

export interface MenuItemProps<T> extends Omit<RACMenuItemProps<T>, 'children'> {
  children: ReactNode;
  icon?: IconName;
  shortcut?: string;
  tone?: 'default' | 'danger';
}

/** Pass `href` to make the item a link; `onAction` otherwise. */
export function MenuItem<T extends object>({ children, icon, shortcut, tone, textValue, className, ...props }: MenuItemProps<T>) {
  const classes = menu();
  return (
    <RACMenuItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      data-tone={tone}
      className={withClass(className, classes.item)}
    >
      {({ selectionMode, isSelected }) => (
        <>
          {icon ? <Icon name={icon} className={classes.icon} /> : null}
          <span className={classes.label}>{children}</span>
          {shortcut ? <Keyboard className={classes.shortcut}>{shortcut}</Keyboard> : null}
          {selectionMode !== 'none' && isSelected ? <Icon name="check" className={classes.check} /> : null}
        </>
      )}
    </RACMenuItem>
  );
}

export interface MenuSectionProps<T> extends Omit<RACMenuSectionProps<T>, 'className'> {
  title?: ReactNode;
}

export function MenuSection<T extends object>({ title, items, children, ...props }: MenuSectionProps<T>) {
  return (
    <RACMenuSection {...props}>
      {title ? <Header className={menu().sectionHeader}>{title}</Header> : null}
      <Collection items={items}>{children}</Collection>
    </RACMenuSection>
  );
}

export function MenuSeparator() {
  return <Separator className={menu().separator} />;
}
