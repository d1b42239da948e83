import type { ReactNode } from 'react';
import { FieldError, Label, Text, type ValidationResult } from 'react-aria-components';
import { field } from 'styled-system/recipes';

/** Props every labelled form field shares. */
export interface FieldChromeProps {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
}

export function FieldLabel({ children }: { children?: ReactNode }) {
  return children ? <Label className={field().label}>{children}</Label> : null;
}

/**
 * Help text and validation error; RAC wires both into the control's aria-describedby. `classes` lets a control
 * whose help sits elsewhere (the checkbox indents it under its label) keep its own placement.
 */
export function FieldHelp({ description, errorMessage, classes = field() }: Omit<FieldChromeProps, 'label'> & {
  classes?: { description: string; error: string };
}) {
  return (
    <>
      {description ? (
        <Text slot="description" className={classes.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={classes.error}>{errorMessage}</FieldError>
    </>
  );
}
