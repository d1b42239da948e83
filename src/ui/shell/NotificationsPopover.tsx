import { Link } from 'react-aria-components';
import { css } from 'styled-system/css';
import { relativeTime, type NotificationItem } from '../../domain';
import type { NotificationsEvent } from '../../machines/notifications.machine';
import {
  Badge, Banner, Button, EmptyState, Icon, LinkButton, Popover, PopoverTrigger, Spinner, SwitchField,
} from '../primitives';
import { useShown } from './useShown';

export interface NotificationsPopoverProps {
  /** Where this bell sits; the flow needs to know that at least one can be seen before it opens by itself. */
  trigger: 'sidebar' | 'header';
  items: NotificationItem[];
  unread: boolean;
  open: boolean;
  status: 'loading' | 'ready' | 'failed';
  error: string | null;
  /** Whether important news opens by itself; null once the account is past the days when it would. */
  autoOpen: boolean | null;
  /** For relative times (ms). */
  now: number;
  send: (event: NotificationsEvent) => void;
}

const dotClass = css({ w: '2', h: '2', borderRadius: 'full', bg: 'danger.default', flexShrink: 0 });

/** The bell with its unread dot, and the notifications popover (workspace-shell §2.11, §4.11). */
export function NotificationsPopover(props: NotificationsPopoverProps) {
  const { send, trigger } = props;
  const [ref, shown] = useShown<HTMLSpanElement>((visible) => send({ type: 'trigger.visibility', trigger, visible }));
  return (
    <PopoverTrigger isOpen={props.open && shown}
      onOpenChange={(open) => send({ type: open ? 'popover.open' : 'popover.close' })}>
      <span ref={ref} className={css({ display: 'inline-flex', position: 'relative' })}>
        <Button variant="ghost" size="sm" iconOnly data-unread={props.unread || undefined}
          aria-label={props.unread ? 'Notifications, unread' : 'Notifications'}>
          <Icon name="bell" />
        </Button>
        {props.unread && (
          <span aria-hidden data-testid="notifications-unread-dot" className={css({
            position: 'absolute', top: '1.5', right: '1.5', w: '2', h: '2', borderRadius: 'full', pointerEvents: 'none',
            bg: 'danger.default', boxShadow: '0 0 0 2px token(colors.bg.surface)',
          })} />
        )}
      </span>
      {/* Beside the sidebar, clear of its edge; below the bell in the mobile header. */}
      <Popover aria-label="Notifications" className={css({ w: '22rem' })}
        {...(trigger === 'sidebar' ? { placement: 'right top', offset: 16 } : { placement: 'bottom end' })}>
        <div className={css({ display: 'grid', gap: '3' })}>
          <h2 className={css({ textStyle: 'md', fontWeight: 'semibold' })}>Notifications</h2>
          <NotificationsBody {...props} />
          {props.autoOpen !== null && (
            <SwitchField
              isSelected={props.autoOpen}
              onChange={() => send({ type: 'autoOpen.toggle' })}
              label="Open by itself for important news"
              description="Only during your account's first three days."
              className={css({ pt: '3', borderTopWidth: '1px', borderColor: 'border.subtle' })}
            />
          )}
        </div>
      </Popover>
    </PopoverTrigger>
  );
}

function NotificationsBody({ items, unread, status, error, now, send }: NotificationsPopoverProps) {
  const close = () => send({ type: 'popover.close' });
  if (status === 'failed') {
    return (
      <Banner tone="danger" action={
        <Button variant="secondary" size="sm" onPress={() => send({ type: 'notifications.retry' })}>Try again</Button>
      }>
        {error}
      </Banner>
    );
  }
  if (status === 'loading') {
    return <div className={css({ display: 'grid', placeItems: 'center', py: '6' })}><Spinner label="Loading notifications" /></div>;
  }
  if (items.length === 0) {
    return <EmptyState icon="bell" title="No notifications" description="News about Timbre and this server shows up here." />;
  }
  return (
    <ul className={css({ listStyle: 'none', m: 0, p: 0, mx: '-3', maxH: 'min(38rem, calc(100dvh - 12rem))', overflowY: 'auto' })}>
      {items.map((item, index) => (
        <li key={item.id} data-notification={item.id} className={css({
          display: 'flex', gap: '3', px: '3', py: '3', borderTopWidth: '1px', borderColor: 'border.subtle',
          _first: { borderTopWidth: 0, pt: '1' },
        })}>
          {item.smallImage && (
            <img src={item.smallImage.src} alt={item.smallImage.alt} width={32} height={32}
              className={css({ borderRadius: 'md', objectFit: 'cover', flexShrink: 0 })} />
          )}
          <div className={css({ display: 'grid', gap: '1.5', minW: 0, flex: 1 })}>
            <div className={css({ display: 'flex', alignItems: 'baseline', gap: '2' })}>
              {unread && index === 0 && <span aria-label="Unread" role="img" className={dotClass} />}
              <h3 className={css({ fontWeight: 'semibold', flex: 1, minW: 0, lineHeight: 'snug' })}>
                {item.linkTo ? (
                  <Link href={item.linkTo} onPress={close} {...externalLink(item.linkTo)}
                    className={css({ color: 'inherit', textDecoration: 'none', outline: 'none',
                      _hover: { textDecoration: 'underline' }, '&[data-focus-visible]': { textDecoration: 'underline' } })}>
                    {item.title}
                  </Link>
                ) : item.title}
              </h3>
              <time dateTime={new Date(item.timestamp * 1000).toISOString()}
                className={css({ textStyle: 'xs', color: 'fg.subtle', whiteSpace: 'nowrap' })}>
                {relativeTime(item.timestamp, now)}
              </time>
            </div>
            {item.isImportant && <Badge tone="accent" size="sm">Important</Badge>}
            <p className={css({ color: 'fg.muted', lineHeight: 'relaxed' })}>{item.description}</p>
            {item.largeImage && (
              <img src={item.largeImage.src} alt={item.largeImage.alt}
                className={css({ borderRadius: 'md', w: '100%', h: 'auto' })} />
            )}
            {item.cta && (
              <LinkButton href={item.cta.href} onPress={close} variant="secondary" size="sm" {...externalLink(item.cta.href)}
                className={css({ justifySelf: 'start', mt: '0.5' })}>
                {item.cta.label}
                {isExternal(item.cta.href) && <Icon name="external" size={12} />}
              </LinkButton>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

const isExternal = (href: string) => !href.startsWith('/');
const externalLink = (href: string) => (isExternal(href) ? { target: '_blank', rel: 'noreferrer' } : {});
