import * as v from 'valibot';
import type { FeatureFlags } from './flags';
import { SUBSCRIPTION_PATH } from './navigation';

/**
 * The onboarding checklist (workspace-shell §2.9, §4.12): one fixed Timbre checklist, created for each user the
 * first time their account is read. Only steps whose feature is built on this server are listed; a step is added
 * here when its feature ships, and users who already have a checklist get it as an open step.
 */
export const ONBOARDING_CHECKLIST_ID = 'timbre_getting_started';

export const ONBOARDING_STEP_IDS = ['choose_theme', 'review_plan', 'create_api_key'] as const;
export type OnboardingStepId = (typeof ONBOARDING_STEP_IDS)[number];

export interface OnboardingChecklistItem {
  onboarding_checklist_item_id: OnboardingStepId;
  is_completed: boolean;
}

/** GET /v1/user/onboarding-checklist, and `onboarding_checklist` of GET /v1/user (§3.6). */
export interface OnboardingChecklistResponse {
  checklist_id: string;
  hidden: boolean;
  items: OnboardingChecklistItem[];
}

export interface OnboardingStep {
  title: string;
  description: string;
  /** Where the step is done. */
  action: { label: string; href: string };
  /** Said when the server completes the step itself, from what it can see. */
  completesItself?: string;
}

export const ONBOARDING_STEPS: Readonly<Record<OnboardingStepId, OnboardingStep>> = {
  choose_theme: {
    title: 'Choose your theme',
    description: 'Timbre comes in light and dark. Pick the one you like to work in; this browser remembers it.',
    action: { label: 'Open settings', href: '/app/settings' },
  },
  review_plan: {
    title: 'Review your plan',
    description: 'See your monthly credits, your voice slots and what each plan includes.',
    action: { label: 'Open subscription', href: SUBSCRIPTION_PATH },
  },
  create_api_key: {
    title: 'Create an API key',
    description: 'Timbre speaks the public ElevenLabs-style API, so any compatible client can use it with an '
      + 'xi-api-key header.',
    action: { label: 'Open API keys', href: '/app/settings/api-keys' },
    completesItself: 'This step completes itself once you have created a key.',
  },
};

export const ChecklistItemUpdateSchema = v.object({
  is_completed: v.boolean('Send is_completed as true or false.'),
});

export const isChecklistComplete = (checklist: OnboardingChecklistResponse): boolean =>
  checklist.items.every((item) => item.is_completed);

export const firstIncompleteStep = (checklist: OnboardingChecklistResponse): OnboardingStepId | null =>
  checklist.items.find((item) => !item.is_completed)?.onboarding_checklist_item_id ?? null;

export const completedStepCount = (checklist: OnboardingChecklistResponse): number =>
  checklist.items.filter((item) => item.is_completed).length;

/**
 * The sidebar widget (§2.10): only in the experiment's `test` variant, and only while the checklist is not complete
 * and not hidden. (It always exists: the server creates it on the account's first read.)
 */
export function showsOnboardingWidget(flags: FeatureFlags, checklist: OnboardingChecklistResponse): boolean {
  return flags.onboarding_checklist_variant === 'test' && !checklist.hidden && !isChecklistComplete(checklist);
}
