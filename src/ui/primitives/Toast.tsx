import {
  Text,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as RACToastRegion,
  type ToastOptions,
} from 'react-aria-components';
import { css, cx } from 'styled-system/css';
import { toast as toastRecipe, type ToastVariantProps } from 'styled-system/recipes';
import { Button, LinkButton } from './Button';
import { Icon } from './Icon';
import type { Variants } from './utils';

export type ToastTone = NonNullable<Variants<ToastVariantProps>['tone']>;

/** One follow-up in a toast: a link (e.g. 'Update subscription?') or a button. */
export type ToastAction = { label: string; href: string } | { label: string; onPress: () => void };

export interface ToastMessage {
  title: string;
  description?: string;
  tone?: ToastTone;
  action?: ToastAction;
}

const actionClass = css({ alignSelf: 'flex-start', mt: '1' });

/** App-wide queue; render one <ToastRegion /> near the root. */
export const toastQueue = new ToastQueue<ToastMessage>({ maxVisibleToasts: 4 });

/**
 * Shows a toast and returns its key for `toastQueue.close`. It closes itself after 5 s;
 * pass `{ timeout: undefined }` for one that must be dismissed by hand.
 */
export function toast(message: ToastMessage, options?: ToastOptions): string {
  return toastQueue.add(message, { timeout: 5000, ...options });
}

export interface ToastRegionProps {
  queue?: ToastQueue<ToastMessage>;
  className?: string;
}

export function ToastRegion({ queue = toastQueue, className }: ToastRegionProps) {
  return (
    <RACToastRegion queue={queue} className={cx(toastRecipe().region, className)}>
      {({ toast: item }) => {
        const tone = item.content.tone ?? 'info';
        const classes = toastRecipe({ tone });
        return (
          <RACToast toast={item} className={classes.toast}>
            <Icon name={tone} className={classes.icon} />
            <RACToastContent className={classes.content}>
              <Text slot="title" className={classes.title}>
                {item.content.title}
              </Text>
              {item.content.description ? (
                <Text slot="description" className={classes.description}>
                  {item.content.description}
                </Text>
              ) : null}
              {item.content.action ? (
                'href' in item.content.action
                  ? <LinkButton href={item.content.action.href} variant="link" size="sm" className={actionClass}>
                    {item.content.action.label}
                  </LinkButton>
                  : <Button onPress={item.content.action.onPress} variant="link" size="sm" className={actionClass}>
                    {item.content.action.label}
                  </Button>
              ) : null}
            </RACToastContent>
            <Button slot="close" variant="ghost" size="sm" iconOnly aria-label="Dismiss">
              <Icon name="close" />
            </Button>
          </RACToast>
        );
      }}
    </RACToastRegion>
  );
}
