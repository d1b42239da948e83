import { Link } from 'react-aria-components';
import { css, cx } from 'styled-system/css';
import { completedStepCount, type OnboardingChecklistResponse } from '../../domain';
import { Icon, ProgressBar } from '../primitives';

/** The sidebar's way back to the onboarding checklist (workspace-shell §2.10); the shell decides when it shows. */
export function OnboardingWidget({ checklist, compact }: { checklist: OnboardingChecklistResponse; compact?: boolean }) {
  const done = completedStepCount(checklist);
  const total = checklist.items.length;
  const summary = `${done} of ${total} steps done`;
  return (
    <Link
      href="/app/onboarding"
      data-testid="onboarding-widget"
      aria-label={`Onboarding checklist: ${summary}`}
      className={cx(
        css({ display: 'grid', gap: '2', borderRadius: 'md', textDecoration: 'none', outline: 'none', color: 'fg.default',
          '&[data-focus-visible]': { boxShadow: '0 0 0 2px token(colors.focusRing)' } }),
        !compact && css({ p: '3', bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.default', boxShadow: 'sm',
          _hover: { borderColor: 'border.strong' } }),
      )}
    >
      {compact ? (
        <span title={summary} className={css({ display: 'grid', placeItems: 'center', h: '8', borderRadius: 'md',
          color: 'accent.fg', _hover: { bg: 'bg.subtle' } })}>
          <Icon name="check" size={16} />
        </span>
      ) : (
        <>
          <span className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' })}>
            <span className={css({ fontWeight: 'medium', textStyle: 'sm' })}>Get started</span>
            <span className={css({ textStyle: 'xs', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' })}>
              {done}/{total}
            </span>
          </span>
          <ProgressBar aria-label="Onboarding progress" value={done} maxValue={total} size="sm" />
          <span className={css({ display: 'flex', alignItems: 'center', gap: '1', textStyle: 'xs', color: 'accent.fg' })}>
            Continue the checklist <Icon name="chevron-right" size={12} />
          </span>
        </>
      )}
    </Link>
  );
}
