import fc from 'fast-check';
import {
  DEFAULT_FEATURE_FLAGS, ONBOARDING_CHECKLIST_ID, ONBOARDING_STEP_IDS, PERMISSION_IDS, SUBSCRIPTION_STATUSES, TIER_IDS,
  WORKSPACE_ROLES,
  type ApiKeyResponse, type CreatedApiKeyResponse, type GroupPermissionsResponse, type SubscriptionResponse,
  type UserResponse, type WorkspaceResponse,
} from '../../src/domain';
import { ApiFailure } from '../../src/services/http';

/**
 * Wire-shaped payloads for the path specs. Only the fields a machine or an invariant reads vary; the rest is
 * fixed so that sampled payloads stay few and the state graph stays small.
 */

const id = (prefix: string) => fc.stringMatching(/^[a-z0-9]{6}$/).map((s) => `${prefix}_${s}`);
const unix = fc.integer({ min: 1_700_000_000, max: 1_800_000_000 });

export const tierId = fc.constantFrom(...TIER_IDS);
export const permissionId = fc.constantFrom(...PERMISSION_IDS);
export const permissionList = fc.uniqueArray(permissionId, { maxLength: 3 });

export const subscription: fc.Arbitrary<SubscriptionResponse> = fc.record({
  tier: tierId,
  character_count: fc.nat({ max: 10_000 }),
  character_limit: fc.constant(10_000),
  next_character_count_reset_unix: unix,
  voice_slots_used: fc.nat({ max: 3 }),
  professional_voice_slots_used: fc.constant(0),
  voice_limit: fc.constant(3),
  professional_voice_limit: fc.constant(0),
  can_use_instant_voice_cloning: fc.boolean(),
  can_use_professional_voice_cloning: fc.constant(false),
  status: fc.constantFrom(...SUBSCRIPTION_STATUSES),
  usage_based_billing: fc.boolean(),
  unlimited_quota: fc.constant(false),
});

export const user: fc.Arbitrary<UserResponse> = fc.record({
  user_id: id('u'),
  subscription,
  first_name: fc.option(fc.constantFrom('Ada', 'Grace', 'Linus'), { nil: null }),
  email: fc.emailAddress(),
  photo_url: fc.constant(null),
  public_user_id: id('p'),
  is_producer: fc.constant(false),
  created_at: unix,
  referral_link_code: fc.constant(null),
  partnerstack_partner_default_link: fc.constant(null),
  workspace_id: id('w'),
  workspace_name: fc.constantFrom('Studio', 'Lab'),
  workspace_role: fc.constantFrom(...WORKSPACE_ROLES),
  is_workspace_admin: fc.boolean(),
  can_access_workspace_settings: fc.boolean(),
  workspace_training_opt_out: fc.boolean(),
  feature_flags: fc.constant(DEFAULT_FEATURE_FLAGS),
  onboarding_checklist: fc.constant({
    checklist_id: ONBOARDING_CHECKLIST_ID,
    hidden: false,
    items: ONBOARDING_STEP_IDS.map((step) => ({ onboarding_checklist_item_id: step, is_completed: false })),
  }),
  is_onboarding_checklist_completed: fc.constant(false),
});

export const groupPermissions: fc.Arbitrary<GroupPermissionsResponse> = fc.record({
  permissions: permissionList,
  all_members_permissions: fc.option(permissionList, { nil: null }),
});

export const sessionGrant = fc.record({ token: id('tok'), user_id: id('u'), workspace_id: id('w') });

export const apiKeyId = id('key');

export const apiKey: fc.Arbitrary<ApiKeyResponse> = fc.record({
  api_key_id: apiKeyId,
  name: fc.constantFrom('ci', 'laptop', 'staging'),
  hint: fc.stringMatching(/^[a-f0-9]{4}$/),
  created_at_unix: unix,
  last_used_at_unix: fc.option(unix, { nil: null }),
  character_count: fc.nat({ max: 5_000 }),
  is_current: fc.boolean(),
});

export const createdApiKey: fc.Arbitrary<CreatedApiKeyResponse> = fc.record({
  api_key_id: apiKeyId,
  xi_api_key: fc.stringMatching(/^sk_[a-f0-9]{12}$/),
});

export const workspace: fc.Arbitrary<WorkspaceResponse> = fc.record({
  workspace_id: id('w'),
  name: fc.constantFrom('Studio', 'Lab'),
  max_seats: fc.integer({ min: 1, max: 10 }),
  created_at_unix: unix,
  all_members_permissions: fc.option(permissionList, { nil: null }),
  training_opt_out: fc.boolean(),
  subscription,
  role: fc.constant('workspace_admin' as const),
  members: fc.constant([]),
});

/** Failures as `request()` raises them: the status decides guards (401 ends the session), the message is shown. */
export const FAILURES = {
  unauthorized: new ApiFailure(401, 'invalid_session', 'Your session has ended.'),
  unavailable: new ApiFailure(503, 'unavailable', 'The server is busy.'),
  offline: new ApiFailure(0, 'network_error', 'The server could not be reached.'),
  invalidEmail: new ApiFailure(422, 'validation_error', 'Enter a valid email.',
    [{ loc: ['body', 'email'], msg: 'Enter a valid email.' }]),
} as const;
