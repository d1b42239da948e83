import { css } from 'styled-system/css';
import {
  MAIN_NAVIGATION, TIERS, formatCredits, visibleNavigation, type UserResponse,
} from '../../domain';
import { Card, LinkButton } from '../primitives';
import { CreditRing } from '../shell/CreditRing';
import { PageHeader } from '../shell/PageHeader';

/** Home: the account at a glance and the way into each area of the studio. */
export function HomeView({ user }: { user: UserResponse }) {
  const subscription = user.subscription;
  const areas = visibleNavigation(MAIN_NAVIGATION, {
    flags: user.feature_flags, tier: subscription.tier, isProducer: user.is_producer, isTeamLeader: false,
  }).filter((entry) => entry.id !== 'home');
  const resetDate = new Date(subscription.next_character_count_reset_unix * 1000).toLocaleDateString('en-US',
    { month: 'long', day: 'numeric', year: 'numeric' });

  return (
    <>
      <PageHeader
        title={`Welcome${user.first_name ? `, ${user.first_name}` : ''}`}
        description={`${user.workspace_name} · ${TIERS[subscription.tier].name} plan`}
      />
      <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', lg: '2fr 1fr' } })}>
        <Card title="Studio" description="Each area of the studio, as far as it is built on this server.">
          <ul className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '2',
            listStyle: 'none', p: 0, m: 0 })}>
            {areas.map((entry) => (
              <li key={entry.id}>
                <LinkButton href={entry.to} variant="secondary"
                  className={css({ w: '100%', justifyContent: 'flex-start' })}>
                  {entry.label}
                </LinkButton>
              </li>
            ))}
          </ul>
        </Card>
        <Card title="Credits" description={`Resets on ${resetDate}.`}>
          <div className={css({ display: 'grid', gap: '3' })}>
            <CreditRing subscription={subscription} />
            <dl className={css({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '1 4', textStyle: 'sm' })}>
              <dt className={css({ color: 'fg.muted' })}>Used</dt>
              <dd>{formatCredits(subscription.character_count)}</dd>
              <dt className={css({ color: 'fg.muted' })}>Monthly limit</dt>
              <dd>{formatCredits(subscription.character_limit)}</dd>
              <dt className={css({ color: 'fg.muted' })}>Voice slots</dt>
              <dd>{subscription.voice_slots_used} of {subscription.voice_limit}</dd>
            </dl>
          </div>
        </Card>
        <Card title="About the voice engine" className={css({ gridColumn: { lg: 'span 2' } })}>
          <p className={css({ color: 'fg.muted', maxW: '60rem' })}>
            Timbre runs an embedded speech engine built only from open-source packages: a parametric synthesiser, not a
            neural network. It sounds synthetic, and says so. Other engines can be plugged in behind the same
            interface, including any service that speaks the same public API.
          </p>
        </Card>
      </div>
    </>
  );
}
