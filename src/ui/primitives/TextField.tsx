import {
  Input,
  TextArea,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { cx } from 'styled-system/css';
import { field, input, textarea, type InputVariantProps } from 'styled-system/recipes';
import { FieldHelp, FieldLabel, type FieldChromeProps } from './Field';
import type { Variants } from './utils';

interface BaseProps extends Omit<RACTextFieldProps, 'children' | 'className'>, FieldChromeProps {
  placeholder?: string;
  className?: string;
}

export interface TextFieldProps extends BaseProps {
  size?: Variants<InputVariantProps>['size'];
}

export function TextField({ label, description, errorMessage, placeholder, size, className, ...props }: TextFieldProps) {
  return (
    <RACTextField {...props} className={cx(field().root, className)}>
      <FieldLabel>{label}</FieldLabel>
      <Input placeholder={placeholder} className={input({ size })} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACTextField>
  );
}

export interface TextAreaFieldProps extends BaseProps {
  rows?: number;
}

export function TextAreaField({ label, description, errorMessage, placeholder, rows = 4, className, ...props }: TextAreaFieldProps) {
  return (
    <RACTextField {...props} className={cx(field().root, className)}>
      <FieldLabel>{label}</FieldLabel>
      <TextArea placeholder={placeholder} rows={rows} className={textarea()} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACTextField>
  );
}
