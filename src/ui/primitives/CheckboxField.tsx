import type { ReactNode } from 'react';
import {
  CheckboxButton,
  CheckboxField as RACCheckboxField,
  type CheckboxFieldProps as RACCheckboxFieldProps,
} from 'react-aria-components';
import { cx } from 'styled-system/css';
import { checkbox } from 'styled-system/recipes';
import { FieldHelp } from './Field';
import { Icon } from './Icon';

export interface CheckboxFieldProps extends Omit<RACCheckboxFieldProps, 'children' | 'className'> {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  className?: string;
}

export function CheckboxField({ label, description, errorMessage, className, ...props }: CheckboxFieldProps) {
  const classes = checkbox();
  return (
    <RACCheckboxField {...props} className={cx(classes.root, className)}>
      <CheckboxButton className={classes.control}>
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={classes.box}>
              {isIndeterminate ? <Icon name="minus" strokeWidth={3} /> : isSelected ? <Icon name="check" strokeWidth={3} /> : null}
            </span>
            {label}
          </>
        )}
      </CheckboxButton>
      <FieldHelp description={description} errorMessage={errorMessage} classes={classes} />
    </RACCheckboxField>
  );
}
