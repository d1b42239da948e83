import { useSelector } from '@xstate/react';
import { Outlet, useSearchParams } from 'react-router';
import { fromPromise } from 'xstate';
import { AFFILIATE_QUERY_PARAM, isAffiliateDialogRequested, MESSAGES, type UserResponse } from '../domain';
import { affiliateMachine, type AffiliateInput } from '../machines/affiliate.machine';
import { onboardingChecklistMachine } from '../machines/onboardingChecklist.machine';
import { growthApi } from '../services/growth';
import { OnboardingView, type OnboardingStatus } from '../ui/pages/OnboardingView';
import { toast } from '../ui/primitives';
import { AffiliateDialog, type AffiliateDialogState } from '../ui/shell/AffiliateDialog';
import { useAppActors } from './AppActorsContext';
import { useFlow } from './useFlow';
import { useAccount } from './useSession';

/** /app/onboarding. Each change refreshes the account, which carries the checklist the sidebar widget shows. */
export function OnboardingRoute() {
  const { session } = useAppActors();
  const account = useAccount();
  const actor = useFlow(onboardingChecklistMachine.provide({
    actors: {
      loadChecklist: fromPromise(() => growthApi.checklist()),
      completeStep: fromPromise(({ input }) => growthApi.setStepCompleted(input.stepId, true)),
      hideChecklist: fromPromise(() => growthApi.hideChecklist()),
    },
    actions: { checklistChanged: () => session.send({ type: 'account.refresh' }) },
  }));
  const state = useSelector(actor, (s) => s);
  const status: OnboardingStatus = state.matches('loading') ? 'loading' : state.matches('failed') ? 'failed'
    : state.matches({ ready: 'complete' }) ? 'complete' : 'inProgress';
  return (
    <OnboardingView
      firstName={account?.first_name ?? null}
      checklist={state.context.checklist}
      openStepId={state.context.openStepId}
      status={status}
      busy={state.matches({ ready: 'saving' }) || state.matches({ ready: 'hiding' })}
      error={state.context.error}
      send={actor.send}
    />
  );
}

/**
 * Every /app page, plus the affiliate dialog while the URL asks for it (`?affiliate=true`, §2.11): the user menu
 * opens it by adding the parameter, and closing it takes the parameter away.
 */
export function AffiliateDialogOutlet() {
  const account = useAccount();
  const [params, setParams] = useSearchParams();
  const close = () => setParams((current) => {
    current.delete(AFFILIATE_QUERY_PARAM);
    return current;
  }, { replace: true });
  return (
    <>
      <Outlet />
      {account && isAffiliateDialogRequested(params.get(AFFILIATE_QUERY_PARAM))
        && <AffiliateFlow account={account} onClose={close} />}
    </>
  );
}

/** Mounted while the dialog is open, so each opening is one recorded flow. */
function AffiliateFlow({ account, onClose }: { account: UserResponse; onClose: () => void }) {
  const { session } = useAppActors();
  const input: AffiliateInput = {
    tier: account.subscription.tier,
    referralLinkCode: account.referral_link_code,
    defaultLink: account.partnerstack_partner_default_link,
  };
  const actor = useFlow(affiliateMachine.provide({
    actors: { createAffiliateLink: fromPromise(() => growthApi.createAffiliateLink()) },
    actions: {
      linkCreated: () => session.send({ type: 'account.refresh' }),
      linkFailed: () => toast({ title: MESSAGES.affiliateLinkFailed, tone: 'danger' }),
    },
  }), input);
  const state = useSelector(actor, (s) => s);
  return (
    <AffiliateDialog
      state={state.value as AffiliateDialogState}
      eligible={state.context.eligible}
      link={state.context.link}
      onSignUp={() => actor.send({ type: 'affiliate.signUp' })}
      onClose={onClose}
    />
  );
}
