import { css } from 'styled-system/css';
import {
  creditPercent, creditSummary, formatCredits, isProblematicStatus, LOW_CREDIT_THRESHOLD_PERCENT,
  type SubscriptionResponse,
} from '../../domain';

/** Usage ring (workspace-shell §4.10): red at 80 % or more, orange when the subscription status is problematic. */
export function CreditRing({ subscription, compact }: { subscription: SubscriptionResponse; compact?: boolean }) {
  const used = subscription.character_count;
  const limit = subscription.character_limit;
  const percent = creditPercent(used, limit);
  const tone = isProblematicStatus(subscription.status) ? 'warning'
    : percent >= LOW_CREDIT_THRESHOLD_PERCENT ? 'danger' : 'accent';
  const radius = 9;
  const circumference = 2 * Math.PI * radius;
  const summary = creditSummary(subscription);

  return (
    <div
      className={css({ display: 'flex', alignItems: 'center', gap: '2', minW: 0 })}
      data-testid="credit-ring"
      data-tone={tone}
      title={`${formatCredits(used)} of ${formatCredits(limit)} credits used (${percent}%)`}
    >
      <svg width="24" height="24" viewBox="0 0 24 24" role="img" aria-label={`${percent}% of credits used`}
        className={css({ flexShrink: 0, transform: 'rotate(-90deg)' })}>
        <circle cx="12" cy="12" r={radius} fill="none" strokeWidth="3" className={css({ stroke: 'bg.muted' })} />
        <circle
          cx="12" cy="12" r={radius} fill="none" strokeWidth="3" strokeLinecap="round"
          strokeDasharray={circumference} strokeDashoffset={circumference * (1 - percent / 100)}
          className={css({
            stroke: 'accent.default', transition: 'stroke-dashoffset 0.3s',
            '[data-tone=danger] &': { stroke: 'danger.default' },
            '[data-tone=warning] &': { stroke: 'warning.default' },
          })}
        />
      </svg>
      {!compact && (
        <div className={css({ display: 'grid', minW: 0, lineHeight: 'tight' })}>
          <span className={css({ textStyle: 'xs', color: 'fg.muted', truncate: true })}>{summary}</span>
          <span className={css({ textStyle: 'xs', color: 'fg.subtle' })}>
            {formatCredits(used)} / {formatCredits(limit)}
          </span>
        </div>
      )}
    </div>
  );
}
