import {
  Button as RACButton,
  ListBox,
  ListBoxItem,
  Popover as RACPopover,
  Select,
  SelectValue,
  type Key,
  type SelectProps,
} from 'react-aria-components';
import { cx } from 'styled-system/css';
import { field, select, type SelectVariantProps } from 'styled-system/recipes';
import { FieldHelp, FieldLabel, type FieldChromeProps } from './Field';
import { Icon } from './Icon';
import type { Variants } from './utils';

export interface SelectOption {
  id: Key;
  label: string;
  isDisabled?: boolean;
}

export interface SelectFieldProps<T extends SelectOption>
  extends Omit<SelectProps<T>, 'children' | 'className' | 'items'>,
    FieldChromeProps {
  items: Iterable<T>;
  size?: Variants<SelectVariantProps>['size'];
  className?: string;
}

export function SelectField<T extends SelectOption>({
  label,
  description,
  errorMessage,
  items,
  size,
  className,
  ...props
}: SelectFieldProps<T>) {
  const classes = select({ size });
  return (
    <Select {...props} className={cx(field().root, className)}>
      <FieldLabel>{label}</FieldLabel>
      <RACButton className={classes.trigger}>
        <SelectValue className={classes.value} />
        <Icon name="chevron-down" className={classes.icon} />
      </RACButton>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <RACPopover className={classes.popover} offset={4}>
        <ListBox items={items} className={classes.listbox}>
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.label} isDisabled={item.isDisabled} className={classes.item}>
              {({ isSelected }) => (
                <>
                  {item.label}
                  {isSelected ? <Icon name="check" className={classes.check} /> : null}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </RACPopover>
    </Select>
  );
}
