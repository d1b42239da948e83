import type { FeatureFlags } from './flags';
import type { OnboardingChecklistResponse } from './onboarding';
import type { PermissionId, WorkspaceRole } from './permissions';
import type { SubscriptionStatus, TierId } from './tiers';

/** Wire shapes of the account endpoints, shared so the server's answers and the client's reads cannot drift. */
export interface SubscriptionResponse {
  tier: TierId;
  character_count: number;
  character_limit: number;
  next_character_count_reset_unix: number;
  voice_slots_used: number;
  professional_voice_slots_used: number;
  voice_limit: number;
  professional_voice_limit: number;
  can_use_instant_voice_cloning: boolean;
  can_use_professional_voice_cloning: boolean;
  status: SubscriptionStatus;
  usage_based_billing: boolean;
  unlimited_quota: boolean;
}

export interface UserResponse {
  user_id: string;
  subscription: SubscriptionResponse;
  first_name: string | null;
  email: string;
  photo_url: string | null;
  public_user_id: string;
  is_producer: boolean;
  created_at: number;
  referral_link_code: string | null;
  partnerstack_partner_default_link: string | null;
  workspace_id: string;
  workspace_name: string;
  workspace_role: WorkspaceRole;
  is_workspace_admin: boolean;
  can_access_workspace_settings: boolean;
  /** The workspace opted out of training use: the no-training group (workspace-shell §6). */
  workspace_training_opt_out: boolean;
  feature_flags: FeatureFlags;
  onboarding_checklist: OnboardingChecklistResponse;
  is_onboarding_checklist_completed: boolean;
}

export interface GroupPermissionsResponse {
  permissions: PermissionId[];
  all_members_permissions: PermissionId[] | null;
}

export interface SessionGrantResponse {
  token: string;
  user_id: string;
  workspace_id: string;
}

export interface ApiKeyResponse {
  api_key_id: string;
  name: string;
  hint: string;
  created_at_unix: number;
  last_used_at_unix: number | null;
  character_count: number;
  is_current: boolean;
}

export interface CreatedApiKeyResponse {
  api_key_id: string;
  xi_api_key: string;
}

export interface WorkspaceMemberResponse {
  user_id: string;
  email: string;
  first_name: string | null;
  role: WorkspaceRole;
}

export interface WorkspaceResponse {
  workspace_id: string;
  name: string;
  max_seats: number;
  created_at_unix: number;
  all_members_permissions: PermissionId[] | null;
  /** Opted out of training use: the no-training group (workspace-shell §6). */
  training_opt_out: boolean;
  subscription: SubscriptionResponse;
  role: WorkspaceRole;
  members: WorkspaceMemberResponse[];
}
