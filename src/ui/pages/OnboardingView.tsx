import { Button as RACButton, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { css } from 'styled-system/css';
import {
  completedStepCount, ONBOARDING_STEPS, type OnboardingChecklistResponse, type OnboardingStepId,
} from '../../domain';
import type { OnboardingChecklistEvent } from '../../machines/onboardingChecklist.machine';
import { Badge, Banner, Button, Card, EmptyState, Icon, LinkButton, ProgressBar, Spinner } from '../primitives';
import { PageHeader } from '../shell/PageHeader';

export type OnboardingStatus = 'loading' | 'failed' | 'inProgress' | 'complete';

/** The onboarding checklist page (workspace-shell §2.9): greeting, progress, the steps, congratulations at the end. */
export function OnboardingView(props: {
  firstName: string | null;
  checklist: OnboardingChecklistResponse | null;
  openStepId: OnboardingStepId | null;
  status: OnboardingStatus;
  busy: boolean;
  error: string | null;
  send: (event: OnboardingChecklistEvent) => void;
}) {
  const { checklist, status } = props;
  const done = checklist ? completedStepCount(checklist) : 0;
  const greeting = `Hi ${props.firstName ?? 'there'}, welcome to Timbre. These steps get your studio set up.`;
  const hideAction = checklist && status === 'inProgress' ? (
    checklist.hidden
      ? <Badge tone="neutral">Hidden from the sidebar</Badge>
      : <Button size="sm" variant="secondary" isDisabled={props.busy}
        onPress={() => props.send({ type: 'checklist.hide' })}>Hide from sidebar</Button>
  ) : undefined;

  return (
    <>
      <PageHeader title="Onboarding Checklist" description={greeting} actions={hideAction} />
      <div className={css({ display: 'grid', gap: '4', maxW: '48rem' })}>
        {props.error && <Banner tone="danger">{props.error}</Banner>}
        {status === 'loading' ? <Spinner label="Loading your checklist" />
          : status === 'failed' || !checklist ? (
            <EmptyState icon="warning" title="The checklist could not be loaded"
              action={<Button onPress={() => props.send({ type: 'checklist.retry' })}>Try again</Button>} />
          ) : (
            <>
              {status === 'complete' && (
                <Card>
                  <div data-testid="onboarding-congratulations"
                    className={css({ display: 'flex', gap: '3', alignItems: 'flex-start' })}>
                    <span className={css({ color: 'success.default', flexShrink: 0, pt: '0.5' })}>
                      <Icon name="success" size={24} />
                    </span>
                    <div className={css({ display: 'grid', gap: '1' })}>
                      <h2 className={css({ textStyle: 'lg', fontWeight: 'semibold' })}>Congratulations!</h2>
                      <p className={css({ color: 'fg.muted' })}>
                        You have completed every step. Your studio is set up; the checklist has left the sidebar.
                      </p>
                    </div>
                  </div>
                </Card>
              )}
              <Card>
                <ProgressBar label="Your progress" value={done} maxValue={checklist.items.length}
                  valueLabel={`${done} of ${checklist.items.length} steps`} />
              </Card>
              <ol aria-label="Steps" className={css({ listStyle: 'none', p: 0, m: 0, bg: 'bg.surface',
                borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', overflow: 'hidden',
                '& > li + li': { borderTopWidth: '1px', borderColor: 'border.subtle' } })}>
                {checklist.items.map((item, index) => (
                  <li key={item.onboarding_checklist_item_id}>
                    <Step stepId={item.onboarding_checklist_item_id} number={index + 1} done={item.is_completed}
                      open={props.openStepId === item.onboarding_checklist_item_id} busy={props.busy} send={props.send} />
                  </li>
                ))}
              </ol>
            </>
          )}
      </div>
    </>
  );
}

function Step(props: {
  stepId: OnboardingStepId; number: number; done: boolean; open: boolean; busy: boolean;
  send: (event: OnboardingChecklistEvent) => void;
}) {
  const step = ONBOARDING_STEPS[props.stepId];
  return (
    <Disclosure isExpanded={props.open} onExpandedChange={() => props.send({ type: 'step.toggle', stepId: props.stepId })}
      data-step={props.stepId} data-completed={props.done || undefined}>
      <Heading level={3} className={css({ m: 0 })}>
        <RACButton slot="trigger" className={css({
          display: 'flex', alignItems: 'center', gap: '3', w: '100%', px: '4', py: '3', textAlign: 'left',
          bg: 'transparent', color: 'fg.default', cursor: 'pointer', outline: 'none', fontWeight: 'medium',
          textStyle: 'md', _hover: { bg: 'bg.subtle' },
          '&[data-focus-visible]': { boxShadow: 'inset 0 0 0 2px token(colors.focusRing)' },
        })}>
          <span aria-hidden className={css({
            w: '6', h: '6', borderRadius: 'full', display: 'grid', placeItems: 'center', flexShrink: 0,
            textStyle: 'xs', fontWeight: 'semibold', borderWidth: '1px', borderColor: 'border.strong', color: 'fg.muted',
            '[data-completed] &': { bg: 'success.default', borderColor: 'success.default', color: 'fg.onAccent' },
          })}>
            {props.done ? <Icon name="check" size={14} /> : props.number}
          </span>
          <span className={css({ flex: 1 })}>{step.title}</span>
          {props.done && <Badge tone="success" size="sm">Done</Badge>}
          <Icon name={props.open ? 'chevron-up' : 'chevron-down'} className={css({ color: 'fg.subtle' })} />
        </RACButton>
      </Heading>
      <DisclosurePanel>
        <div className={css({ display: 'grid', gap: '3', pr: '4', pb: '4',
          pl: 'calc(token(spacing.4) + token(spacing.6) + token(spacing.3))' })}>
          <p className={css({ color: 'fg.muted' })}>
            {step.description}{step.completesItself ? ` ${step.completesItself}` : ''}
          </p>
          <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
            <Button size="sm" variant={props.done ? 'secondary' : 'primary'} isDisabled={props.done || props.busy}
              onPress={() => props.send({ type: 'step.complete', stepId: props.stepId })}>
              {props.done ? 'Completed' : 'Mark as complete'}
            </Button>
            <LinkButton size="sm" variant="ghost" href={step.action.href}>{step.action.label}</LinkButton>
          </div>
        </div>
      </DisclosurePanel>
    </Disclosure>
  );
}
