import type { ReactNode } from 'react';
import { Dialog, Link, Modal, ModalOverlay } from 'react-aria-components';
import { css } from 'styled-system/css';
import type { SnapshotFrom } from 'xstate';
import {
  MAIN_NAVIGATION, MESSAGES, creditPercent, SIDEBAR_WIDTH_COLLAPSED, SIDEBAR_WIDTH_PINNED, isFreeTier, showsLowCreditBanner,
  showsOnboardingWidget, visibleNavigation, type UserResponse,
} from '../../domain';
import type { ShellEvent, shellMachine } from '../../machines/shell.machine';
import { FeedbackButton, NotificationsBell } from '../../routes/ShellPopovers';
import { Banner, Button, Icon, LinkButton } from '../primitives';
import { CreditRing } from './CreditRing';
import { NavList } from './NavList';
import { OnboardingWidget } from './OnboardingWidget';
import { Logo, UserMenu } from './UserMenu';

export interface AppShellProps {
  user: UserResponse;
  pathname: string;
  shell: SnapshotFrom<typeof shellMachine>;
  sendShell: (event: ShellEvent) => void;
  onSignOut: () => void;
  children: ReactNode;
}

/** The signed-in frame: sidebar (desktop), header and drawer (mobile), status banners, and the page. */
export function AppShell({ user, pathname, shell, sendShell, onSignOut, children }: AppShellProps) {
  const pinned = shell.matches({ sidebar: 'pinned' });
  const theme = shell.matches({ theme: 'dark' }) ? 'dark' : 'light';
  const subscription = user.subscription;
  const entries = visibleNavigation(MAIN_NAVIGATION, {
    flags: user.feature_flags, tier: subscription.tier, isProducer: user.is_producer, isTeamLeader: false,
  });
  const lowCredit = showsLowCreditBanner({
    tier: subscription.tier, unlimitedQuota: subscription.unlimited_quota, used: subscription.character_count,
    limit: subscription.character_limit, dismissedAt: shell.context.lowQuotaDismissedAt, now: Date.now(),
  });
  const navigation = (collapsed: boolean) => (
    <NavList entries={entries} pathname={pathname} collapsed={collapsed} openSubmenu={shell.context.openSubmenu}
      onToggleSubmenu={(id) => sendShell({ type: 'submenu.toggle', id })} />
  );
  const footer = (collapsed: boolean) => (
    <div className={css({ display: 'grid', gap: '2', pt: '3', borderTopWidth: '1px', borderColor: 'border.subtle' })}>
      {showsOnboardingWidget(user.feature_flags, user.onboarding_checklist) && (
        <OnboardingWidget checklist={user.onboarding_checklist} compact={collapsed} />
      )}
      {isFreeTier(subscription.tier) && (
        collapsed
          ? <LinkButton href="/app/subscription" variant="primary" size="sm" iconOnly aria-label="Upgrade"><Icon name="sparkle" /></LinkButton>
          : <LinkButton href="/app/subscription" variant="primary" size="sm">Upgrade</LinkButton>
      )}
      <CreditRing subscription={subscription} compact={collapsed} />
      <FeedbackButton compact={collapsed} />
      <UserMenu user={user} theme={theme} compact={collapsed} onToggleTheme={() => sendShell({ type: 'theme.toggle' })}
        onSignOut={onSignOut} />
    </div>
  );

  return (
    <div
      data-sidebar={pinned ? 'pinned' : 'collapsed'}
      className={css({
        minH: '100dvh', display: 'grid', gridTemplateColumns: { base: '1fr', md: 'var(--sidebar-width) 1fr' },
        transition: 'grid-template-columns 0.15s ease',
      })}
      style={{ ['--sidebar-width' as string]: pinned ? SIDEBAR_WIDTH_PINNED : SIDEBAR_WIDTH_COLLAPSED }}
    >
      <aside
        aria-label="Sidebar"
        className={css({
          display: { base: 'none', md: 'flex' }, flexDirection: 'column', gap: '3', p: '2.5', position: 'sticky',
          w: 'var(--sidebar-width)', minW: 0,
          top: 0, h: '100dvh', bg: 'bg.surface', borderRightWidth: '1px', borderColor: 'border.default',
          overflowY: 'auto', overflowX: 'hidden',
        })}
      >
        <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2', minH: '8' })}>
          {pinned && <Link href="/app/home" aria-label="Timbre home" className={css({ textDecoration: 'none', color: 'inherit' })}><Logo /></Link>}
          <div className={css({ display: 'flex', alignItems: 'center', gap: '1',
            '[data-sidebar=collapsed] &': { flexDirection: 'column' } })}>
            <Button variant="ghost" size="sm" iconOnly aria-label={pinned ? MESSAGES.sidebarClose : MESSAGES.sidebarOpen}
              onPress={() => sendShell({ type: 'sidebar.toggle' })}>
              <Icon name="panel-left" />
            </Button>
            <NotificationsBell trigger="sidebar" />
          </div>
        </div>
        <nav aria-label="Main" className={css({ flex: 1 })}>{navigation(!pinned)}</nav>
        {footer(!pinned)}
      </aside>

      <div className={css({ minW: 0, display: 'flex', flexDirection: 'column' })}>
        <header className={css({
          display: { base: 'flex', md: 'none' }, alignItems: 'center', justifyContent: 'space-between', gap: '2',
          px: '3', h: '12', borderBottomWidth: '1px', borderColor: 'border.default', bg: 'bg.surface',
        })}>
          <Button variant="ghost" size="sm" iconOnly aria-label={MESSAGES.sidebarOpen} onPress={() => sendShell({ type: 'drawer.open' })}>
            <Icon name="menu" />
          </Button>
          <Link href="/" aria-label="Timbre" className={css({ textDecoration: 'none', color: 'inherit' })}><Logo /></Link>
          <div className={css({ display: 'flex', alignItems: 'center', gap: '1' })}>
            <NotificationsBell trigger="header" />
            <div className={css({ w: '10' })}>
              <UserMenu user={user} theme={theme} compact onToggleTheme={() => sendShell({ type: 'theme.toggle' })} onSignOut={onSignOut} />
            </div>
          </div>
        </header>
        <ModalOverlay
          isDismissable
          isOpen={shell.matches({ drawer: 'open' })}
          onOpenChange={(open) => sendShell({ type: open ? 'drawer.open' : 'drawer.close' })}
          className={css({ position: 'fixed', inset: 0, bg: 'bg.backdrop', zIndex: 'overlay' })}
        >
          <Modal className={css({ position: 'fixed', insetY: 0, left: 0, w: 'min(18rem, 85vw)', bg: 'bg.surface',
            boxShadow: 'lg', outline: 'none' })}>
            <Dialog aria-label="Navigation" className={css({ display: 'flex', flexDirection: 'column', gap: '3', p: '3',
              h: '100%', outline: 'none', overflowY: 'auto' })}>
              <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center' })}>
                <Logo />
                <Button variant="ghost" size="sm" iconOnly aria-label={MESSAGES.sidebarClose}
                  onPress={() => sendShell({ type: 'drawer.close' })}>
                  <Icon name="close" />
                </Button>
              </div>
              <nav aria-label="Main" className={css({ flex: 1 })}>{navigation(false)}</nav>
              {footer(false)}
            </Dialog>
          </Modal>
        </ModalOverlay>

        <div className={css({ display: 'grid', gap: '2', px: { base: '4', md: '8' }, pt: '4', _empty: { display: 'none' } })}>
          {subscription.status === 'incomplete' || subscription.status === 'past_due' ? (
            <Banner tone="danger" action={<Link href="/app/subscription">{MESSAGES.updateSubscription}</Link>}>
              {MESSAGES.incompletePayment}
            </Banner>
          ) : null}
          {subscription.status === 'free_disabled' ? (
            <Banner tone="danger" action={<Link href="/app/subscription">{MESSAGES.updateSubscription}</Link>}>
              {MESSAGES.freeTierDisabled}
            </Banner>
          ) : null}
          {lowCredit ? (
            <Banner tone="warning" onDismiss={() => sendShell({ type: 'lowCredit.dismiss', at: Date.now() })}
              action={<Link href="/app/subscription">{MESSAGES.updateSubscription}</Link>}>
              You have used {creditPercent(subscription.character_count, subscription.character_limit)}% of your credits
              this period.
            </Banner>
          ) : null}
        </div>
        <main className={css({ flex: 1, px: { base: '4', md: '8' }, py: '6', minW: 0, maxW: '80rem', w: '100%' })}>
          {children}
        </main>
      </div>
    </div>
  );
}
