import type { AffiliateResponse, OnboardingChecklistResponse, OnboardingStepId } from '../domain';
import { request } from './http';

/** The onboarding checklist and affiliate endpoints; machines invoke these as promise actors. */
export const growthApi = {
  checklist: () => request((h) => h.get('v1/user/onboarding-checklist').json<OnboardingChecklistResponse>()),
  setStepCompleted: (stepId: OnboardingStepId, isCompleted: boolean) =>
    request((h) => h.post(`v1/user/onboarding-checklist/items/${stepId}`, { json: { is_completed: isCompleted } })
      .json<OnboardingChecklistResponse>()),
  hideChecklist: () => request((h) => h.post('v1/user/onboarding-checklist/hide').json<{ status: string }>()),
  createAffiliateLink: () => request((h) => h.post('v1/user/affiliate-link').json<AffiliateResponse>()),
};
