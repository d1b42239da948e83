import {
  Button as RACButton,
  Link as RACLink,
  composeRenderProps,
  type ButtonProps as RACButtonProps,
  type LinkProps as RACLinkProps,
} from 'react-aria-components';
import { button, type ButtonVariantProps } from 'styled-system/recipes';
import { Spinner } from './Spinner';
import { withClass, type Variants } from './utils';

export type ButtonStyleProps = Variants<ButtonVariantProps>;
export type ButtonProps = RACButtonProps & ButtonStyleProps;
export type LinkButtonProps = RACLinkProps & ButtonStyleProps;

/** `isPending` adds a spinner in front of the label; RAC announces the busy state. */
export function Button({ variant, size, iconOnly, className, children, ...props }: ButtonProps) {
  return (
    <RACButton {...props} className={withClass(className, button({ variant, size, iconOnly }))}>
      {composeRenderProps(children, (content, { isPending }) =>
        isPending ? (
          <>
            <Spinner size="sm" />
            {iconOnly ? null : content}
          </>
        ) : (
          content
        ),
      )}
    </RACButton>
  );
}

/** Navigation that should look like a button (e.g. "Open studio"). */
export function LinkButton({ variant, size, iconOnly, className, ...props }: LinkButtonProps) {
  return <RACLink {...props} className={withClass(className, button({ variant, size, iconOnly }))} />;
}
