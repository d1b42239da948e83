import type { ReactNode } from 'react';
import {
  SwitchButton,
  SwitchField as RACSwitchField,
  Text,
  type SwitchFieldProps as RACSwitchFieldProps,
} from 'react-aria-components';
import { cx } from 'styled-system/css';
import { switchControl } from 'styled-system/recipes';

export interface SwitchFieldProps extends Omit<RACSwitchFieldProps, 'children' | 'className'> {
  label: ReactNode;
  description?: ReactNode;
  className?: string;
}

export function SwitchField({ label, description, className, ...props }: SwitchFieldProps) {
  const classes = switchControl();
  return (
    <RACSwitchField {...props} className={cx(classes.root, className)}>
      <SwitchButton className={classes.control}>
        <span className={classes.track}>
          <span className={classes.thumb} />
        </span>
        {label}
      </SwitchButton>
      {description ? (
        <Text slot="description" className={classes.description}>
          {description}
        </Text>
      ) : null}
    </RACSwitchField>
  );
}
