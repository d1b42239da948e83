import {
  Text,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as RACToastRegion,
  type ToastOptions,
} from 'react-aria-components';
import { cx } from 'styled-system/css';
import { toast as toastRecipe, type ToastVariantProps } from 'styled-system/recipes';
import { Button } from './Button';
import { Icon } from './Icon';
import type { Variants } from './utils';

export type ToastTone = NonNullable<Variants<ToastVariantProps>['tone']>;

export interface ToastMessage {
  title: string;
  description?: string;
  tone?: ToastTone;
}

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
