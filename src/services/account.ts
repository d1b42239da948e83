import type {
  ApiKeyResponse, CreatedApiKeyResponse, GroupPermissionsResponse, PermissionId, SessionGrantResponse,
  SubscriptionResponse, TierId, UserResponse, WorkspaceResponse,
} from '../domain';
import { request } from './http';

/** The account endpoints, one function each; machines invoke these as promise actors. */
export const accountApi = {
  signUp: (body: { email: string; password: string; first_name?: string }) =>
    request((h) => h.post('v1/auth/signup', { json: body }).json<SessionGrantResponse>()),
  logIn: (body: { email: string; password: string }) =>
    request((h) => h.post('v1/auth/login', { json: body }).json<SessionGrantResponse>()),
  logOut: () => request((h) => h.post('v1/auth/logout').json<{ status: string }>()),
  user: () => request((h) => h.get('v1/user').json<UserResponse>()),
  groupPermissions: () => request((h) => h.get('v1/workspace/groups/me').json<GroupPermissionsResponse>()),
  workspace: () => request((h) => h.get('v1/workspace').json<WorkspaceResponse>()),
  updateWorkspace: (body: { name?: string; all_members_permissions?: PermissionId[] | null; training_opt_out?: boolean }) =>
    request((h) => h.patch('v1/workspace', { json: body }).json<{
      workspace_id: string; name: string; all_members_permissions: PermissionId[] | null; training_opt_out: boolean;
    }>()),
  changeTier: (tier: TierId) =>
    request((h) => h.post('v1/workspace/subscription', { json: { tier } }).json<SubscriptionResponse>()),
  listApiKeys: () => request((h) => h.get('v1/user/api-keys').json<{ api_keys: ApiKeyResponse[] }>()),
  createApiKey: (name: string) =>
    request((h) => h.post('v1/user/api-keys', { json: { name } }).json<CreatedApiKeyResponse>()),
  revokeApiKey: (id: string) =>
    request((h) => h.delete(`v1/user/api-keys/${encodeURIComponent(id)}`).json<{ status: string }>()),
};
export type AccountApi = typeof accountApi;
