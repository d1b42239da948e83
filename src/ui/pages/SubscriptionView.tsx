import { css } from 'styled-system/css';
import { formatCredits, tiersByRank, type TierId, type UserResponse } from '../../domain';
import { Badge, Banner, Button, Card } from '../primitives';
import { PageHeader } from '../shell/PageHeader';

/** Plans and the tier switch. No payment provider is connected: an admin switches the tier directly. */
export function SubscriptionView(props: {
  user: UserResponse; pendingTier: TierId | null; error: string | null; onChoose: (tier: TierId) => void;
}) {
  const current = props.user.subscription.tier;
  const canChange = props.user.is_workspace_admin;
  return (
    <>
      <PageHeader title="Subscription" description="Your workspace's plan, its credits and its voice limits." />
      <div className={css({ display: 'grid', gap: '4' })}>
        <Banner tone="info" title="No payment provider is connected">
          This Timbre server does not take payments. A workspace administrator switches plans here, and the new
          limits apply at once.
        </Banner>
        {props.error && <Banner tone="danger">{props.error}</Banner>}
        <ul aria-label="Plans" className={css({ display: 'grid', gap: '3', listStyle: 'none', p: 0, m: 0,
          gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))' })}>
          {tiersByRank().map((tier) => {
            const isCurrent = tier.id === current;
            return (
              <li key={tier.id} data-tier={tier.id} aria-current={isCurrent ? 'true' : undefined}>
                <Card
                  title={<span className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
                    {tier.name}{isCurrent && <Badge tone="accent">Current plan</Badge>}
                  </span>}
                  description={tier.monthlyPriceUsd === 0 ? 'Free' : `List price $${formatCredits(tier.monthlyPriceUsd)} / month`}
                  className={css({ h: '100%' })}
                  footer={canChange && !isCurrent ? (
                    <Button variant={tier.rank > 0 ? 'primary' : 'secondary'} size="sm"
                      isPending={props.pendingTier === tier.id} isDisabled={props.pendingTier !== null}
                      onPress={() => props.onChoose(tier.id)}>
                      Switch to {tier.name}
                    </Button>
                  ) : undefined}
                >
                  <ul className={css({ display: 'grid', gap: '1', textStyle: 'sm', color: 'fg.muted', pl: '4',
                    listStyleType: 'disc' })}>
                    <li>{formatCredits(tier.characterLimit)} credits per month</li>
                    <li>{tier.voiceLimit} custom voice slots</li>
                    <li>{tier.canUseInstantVoiceCloning ? 'Instant voice cloning' : 'No instant voice cloning'}</li>
                    <li>{tier.professionalVoiceLimit > 0
                      ? `${tier.professionalVoiceLimit} professional voice clone${tier.professionalVoiceLimit > 1 ? 's' : ''}`
                      : 'No professional voice cloning'}</li>
                    {tier.flags.usageBasedBilling && <li>Usage beyond the limit is allowed</li>}
                  </ul>
                </Card>
              </li>
            );
          })}
        </ul>
        {!canChange && <p className={css({ color: 'fg.muted' })}>Only a workspace administrator can change the plan.</p>}
      </div>
    </>
  );
}
