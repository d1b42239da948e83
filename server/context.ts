import type { Database } from './db/client';
import type { BlobStore } from './storage/blobStore';

export interface ServerConfig {
  /** Whether new accounts may sign up (TIMBRE_SIGNUP=closed turns it off). */
  readonly signupOpen: boolean;
  /** Where the built SPA lives; absent when only the API is served (tests of the API alone). */
  readonly clientDir?: string;
}

export interface Principal {
  readonly userId: string;
  readonly workspaceId: string;
  readonly via: 'session' | 'api_key';
  /** The session or API key row that authenticated this request. */
  readonly credentialId: string;
}

export interface AppDeps {
  readonly db: Database;
  readonly blobs: BlobStore;
  readonly config: ServerConfig;
  readonly now: () => Date;
}

export type AppEnv = { Variables: { principal: Principal; deps: AppDeps } };
