import { createContext, useContext, type ReactNode } from 'react';
import {
  Dialog as RACDialog,
  Heading,
  Modal as RACModal,
  ModalOverlay,
  type DialogProps,
  type DialogRenderProps,
  type ModalOverlayProps,
} from 'react-aria-components';
import { cx } from 'styled-system/css';
import { dialog, type DialogVariantProps } from 'styled-system/recipes';
import { Button } from './Button';
import { Icon } from './Icon';
import type { Variants } from './utils';

export { DialogTrigger } from 'react-aria-components';

type DialogStyleProps = Variants<DialogVariantProps>;

// DialogContent is written once and styled by whichever container (modal or sheet) it sits in.
const DialogStyle = createContext<DialogStyleProps>({});

export interface ModalProps extends Omit<ModalOverlayProps, 'className' | 'children'> {
  size?: DialogStyleProps['size'];
  className?: string;
  children: ReactNode;
}

function Overlay({ variant, size, className, isDismissable = true, children, ...props }: ModalProps & DialogStyleProps) {
  const classes = dialog({ variant, size });
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={classes.overlay}>
      <RACModal className={cx(classes.modal, className)}>
        <DialogStyle.Provider value={{ variant, size }}>{children}</DialogStyle.Provider>
      </RACModal>
    </ModalOverlay>
  );
}

/** Centered dialog. Controlled with isOpen/onOpenChange, or placed inside a DialogTrigger. */
export function Modal(props: ModalProps) {
  return <Overlay {...props} variant="modal" />;
}

/** Full-height panel that slides in from the right; same API as Modal. */
export function Sheet(props: ModalProps) {
  return <Overlay {...props} variant="sheet" />;
}

type WithClose = ReactNode | ((opts: DialogRenderProps) => ReactNode);

export interface DialogContentProps extends Omit<DialogProps, 'children' | 'className'> {
  title: ReactNode;
  children: WithClose;
  /** Usually buttons; a `<Button slot="close">` in here closes the dialog. */
  footer?: WithClose;
  hideCloseButton?: boolean;
  className?: string;
}

export function DialogContent({ title, children, footer, hideCloseButton, className, ...props }: DialogContentProps) {
  const classes = dialog(useContext(DialogStyle));
  const render = (node: WithClose, opts: DialogRenderProps) => (typeof node === 'function' ? node(opts) : node);
  return (
    <RACDialog {...props} className={cx(classes.dialog, className)}>
      {(opts) => (
        <>
          <header className={classes.header}>
            <Heading slot="title" className={classes.title}>
              {title}
            </Heading>
            {hideCloseButton ? null : (
              <Button variant="ghost" size="sm" iconOnly aria-label="Close" onPress={opts.close}>
                <Icon name="close" />
              </Button>
            )}
          </header>
          <div className={classes.body}>{render(children, opts)}</div>
          {footer ? <footer className={classes.footer}>{render(footer, opts)}</footer> : null}
        </>
      )}
    </RACDialog>
  );
}
