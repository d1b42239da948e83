import type { HistoryWrites } from './history/pendingWrites';
import type { NotificationDocument } from './notifications/store';
import type { Database } from './db/client';
import type { SpeechEngine } from './engine';
import type { UpstreamConfig } from './engine/upstream';
import type { BlobStore } from './storage/blobStore';

export interface ServerConfig {
  /** Whether new accounts may sign up (TIMBRE_SIGNUP=closed turns it off). */
  readonly signupOpen: boolean;
  /** Where the built SPA lives; absent when only the API is served (tests of the API alone). */
  readonly clientDir?: string;
  /** The notices an empty notifications table is seeded with; Timbre's own when absent (tests pass theirs). */
  readonly notificationSeed?: readonly NotificationDocument[];
  /** Speech goes to this ElevenLabs-compatible API instead of the embedded engine (TIMBRE_UPSTREAM_URL/_KEY). */
  readonly upstream?: UpstreamConfig;
  /** Render the premade voices' previews in the background after start (`npm start`; tests render on demand). */
  readonly cachePremadePreviews?: boolean;
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
  readonly engine: SpeechEngine;
  /** Generations' history writes still under way (they finish after the audio is sent). */
  readonly historyWrites: HistoryWrites;
  readonly config: ServerConfig;
  readonly now: () => Date;
}

export type AppEnv = { Variables: { principal: Principal; deps: AppDeps } };
